import { describe, expect, it } from 'vitest';
import { slidingCount, waitMs } from './throttle.ts';

const limit = { max: 10, windowMs: 60_000 };
const start = 600_000;

describe('the sliding throttle window', () => {
  it('counts the previous window by how much of it still overlaps', () => {
    expect(slidingCount({ window_start: start, count: 3, previous_count: 8 }, limit, start)).toBe(11);
    expect(slidingCount({ window_start: start, count: 3, previous_count: 8 }, limit, start + 45_000)).toBe(5);
    expect(slidingCount({ window_start: start, count: 3, previous_count: 0 }, limit, start + 1)).toBe(3);
  });

  it('lets a burst at the end of a window through only once enough of it has slid out', () => {
    // Ten in the last window and one now: throttled; the next (a second one here) passes once a fifth has slid out.
    expect(waitMs({ window_start: start, count: 1, previous_count: 10 }, limit, start + 1_000)).toBe(11_000);
    expect(waitMs({ window_start: start, count: 1, previous_count: 10 }, limit, start + 6_000)).toBe(0);
  });

  it('waits into the next window when this one alone is past the limit', () => {
    // Twelve in this window: the next attempt passes once 1 - 9/12 of the next window has gone by.
    expect(waitMs({ window_start: start, count: 12, previous_count: 0 }, limit, start + 30_000)).toBe(30_000 + 15_000);
    expect(waitMs({ window_start: start, count: 10, previous_count: 0 }, limit, start + 30_000)).toBe(0);
  });

  it('never asks for less than a second', () => {
    expect(waitMs({ window_start: start, count: 1, previous_count: 100 }, limit, start + 54_540)).toBe(1_000);
  });
});
