import { describe, expect, it } from 'vitest';
import { percentShares } from './shares.ts';

describe('percentShares', () => {
  it('adds up to 100, never 99 or 101', () => {
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentShares([1, 1, 1, 1, 1, 1, 1])).toEqual([15, 15, 14, 14, 14, 14, 14]);
    // Plain rounding gives 1 + 50 + 50 = 101 here.
    expect(percentShares([1, 99, 99])).toEqual([0, 50, 50]);
    for (const counts of [[1, 99, 99], [3, 3, 3, 1], [7, 0, 2], [5, 5, 5, 5, 5, 5]]) expect(percentShares(counts).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives the leftover points to the largest remainders, and nothing to an option no one chose', () => {
    expect(percentShares([2, 1])).toEqual([67, 33]);
    expect(percentShares([7, 0, 2])).toEqual([78, 0, 22]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });
});
