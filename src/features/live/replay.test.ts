import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/rooms.ts';
import { askedBy, moment, placeInClass } from './replay.ts';

const start = '2026-11-23T14:30:00.000Z';
const at = (seconds: number, seq: number, text = `m${seq}`): ChatMessage => ({
  seq, user: 1, name: 'Asha', role: 'learner', text, sent_at: Date.parse(start) + seconds * 1000, deleted: false,
});

describe("the class's chat beside its recording", () => {
  it('places each message at the second of the class it was sent in, early ones at the start', () => {
    const placed = placeInClass([at(65, 3), at(-30, 1), at(5, 2)], start);
    expect(placed.map((m) => [m.seq, m.at])).toEqual([[1, 0], [2, 5], [3, 65]]);
  });

  it('shows what had been asked by the moment the recording is at, and no more', () => {
    const placed = placeInClass([at(5, 1), at(12, 2), at(12, 3), at(40, 4)], start);
    expect(askedBy(placed, 0).map((m) => m.seq)).toEqual([]);
    expect(askedBy(placed, 12).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(askedBy(placed, 3600).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('writes a moment as the player does', () => {
    expect(moment(5)).toBe('0:05');
    expect(moment(725)).toBe('12:05');
    expect(moment(3723)).toBe('1:02:03');
  });
});
