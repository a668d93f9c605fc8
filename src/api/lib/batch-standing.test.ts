import { describe, expect, it } from 'vitest';
import { longestStreak, pointsOf, rankStandings } from './batch-standing.ts';

const member = (user_id: number, name: string, tests_percent: number | null, progress_percent: number) => ({ user_id, name, tests_percent, progress_percent });

describe('the leaderboard', () => {
  it('ranks by the mean of tests and progress, or progress alone in a course without tests', () => {
    expect(pointsOf({ tests_percent: 80, progress_percent: 40 })).toBe(60);
    expect(pointsOf({ tests_percent: null, progress_percent: 40 })).toBe(40);
    expect(pointsOf({ tests_percent: 33.33, progress_percent: 0 })).toBe(16.7);
  });

  it('gives equal points one rank and skips as many after them (1, 1, 3), names in order within a tie', () => {
    const ranked = rankStandings([member(1, 'Zoya', 50, 50), member(2, 'Arjun', 60, 40), member(3, 'Meera', 10, 20), member(4, 'Kabir', 0, 0), member(5, 'Ishaan', 0, 0)]);
    expect(ranked.map((r) => [r.rank, r.name])).toEqual([[1, 'Arjun'], [1, 'Zoya'], [3, 'Meera'], [4, 'Ishaan'], [4, 'Kabir']]);
  });

  it('of nobody is empty', () => {
    expect(rankStandings([])).toEqual([]);
  });
});

describe('a streak', () => {
  it('is the longest run of consecutive days, reached on the day the run first met the need', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-06', '2026-11-08'];
    expect(longestStreak(days, 3)).toEqual({ longest: 3, reachedAt: Date.parse('2026-11-06T00:00:00Z') });
    expect(longestStreak(days, 2)).toEqual({ longest: 3, reachedAt: Date.parse('2026-11-02T00:00:00Z') });
    expect(longestStreak(days, 4)).toEqual({ longest: 3, reachedAt: null });
  });

  it('counts across a month end, in any order given', () => {
    expect(longestStreak(['2026-12-01', '2026-11-30', '2026-11-29'], 3).longest).toBe(3);
    expect(longestStreak([], 2)).toEqual({ longest: 0, reachedAt: null });
  });
});
