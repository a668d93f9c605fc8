import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { clockText, formatLength, isoDuration } from './duration.ts';

describe('lengths of lessons', () => {
  it('shows a lesson as a player does, to the second', () => {
    expect([0, 16, 59.6, 61, 725, 3600, 3723].map(clockText)).toEqual(['0:00', '0:16', '1:00', '1:01', '12:05', '1:00:00', '1:02:03']);
  });

  it('gives the same length to <time datetime>', () => {
    expect([0, 16, 60, 725, 3723].map(isoDuration)).toEqual(['PT0S', 'PT16S', 'PT1M', 'PT12M5S', 'PT1H2M3S']);
  });

  it('says a total in words, in English and Hindi', () => {
    const en = createI18n({ language: 'en', languages: ['en', 'hi'] }).t;
    expect([16, 80, 720, 5520].map((s) => formatLength(s, en))).toEqual(['16 sec', '1 min 20 sec', '12 min', '1 h 32 min']);
    const hi = createI18n({ language: 'hi', languages: ['en', 'hi'] }).t;
    expect([16, 80].map((s) => formatLength(s, hi))).toEqual(['16 सेकंड', '1 मि 20 से']);
  });
});
