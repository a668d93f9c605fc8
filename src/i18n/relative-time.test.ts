import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says "now" under a minute', () => {
    expect(relativeTime(ago(20_000), now, 'en-IN')).toBe('now');
  });

  it('picks the largest unit that fits', () => {
    expect(relativeTime(ago(5 * MIN), now, 'en-IN')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * HOUR), now, 'en-IN')).toBe('3 hours ago');
    expect(relativeTime(ago(DAY + HOUR), now, 'en-IN')).toBe('yesterday');
    expect(relativeTime(ago(3 * DAY), now, 'en-IN')).toBe('3 days ago');
    expect(relativeTime(ago(15 * DAY), now, 'en-IN')).toBe('2 weeks ago');
    expect(relativeTime(ago(65 * DAY), now, 'en-IN')).toBe('2 months ago');
  });

  it('speaks the page language', () => {
    expect(relativeTime(ago(3 * HOUR), now, 'hi-IN')).toBe('3 घंटे पहले');
    expect(relativeTime(ago(DAY + HOUR), now, 'hi-IN')).toBe('कल');
  });

  it('shows the date past a year, and handles a clock slightly behind the server', () => {
    expect(relativeTime(ago(400 * DAY), now, 'en-IN')).toBe('19 Oct 2025');
    expect(relativeTime(new Date(now + 10_000), now, 'en-IN')).toBe('now');
    expect(relativeTime(new Date(now + 2 * HOUR), now, 'en-IN')).toBe('in 2 hours');
  });

  it('gives the exact time for a tooltip', () => {
    expect(exactTime('2026-11-23T12:00:00Z', 'en-IN')).toMatch(/23 Nov 2026/);
  });
});
