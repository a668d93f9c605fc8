import { describe, expect, it } from 'vitest';
import { parsePlayerQuery } from './player-query.ts';
import { readLocal, resumePosition, writeLocal } from './progress.ts';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('resume position', () => {
  it('takes the newer of this browser and the API', () => {
    const server = { lesson_id: 1, position: 40, completed: false, updated_at: new Date(2_000).toISOString() };
    expect(resumePosition({ position: 12, at: 3_000 }, server)).toBe(12);
    expect(resumePosition({ position: 12, at: 1_000 }, server)).toBe(40);
    expect(resumePosition(null, server)).toBe(40);
    expect(resumePosition(null, null)).toBe(0);
  });

  it('reads back what it wrote and ignores damaged entries', () => {
    const storage = memory();
    writeLocal(storage, 'k', 33, 5);
    expect(readLocal(storage, 'k')).toEqual({ position: 33, at: 5 });
    storage.setItem('bad', '{"position":"x"}');
    expect(readLocal(storage, 'bad')).toBeNull();
    storage.setItem('worse', 'not json');
    expect(readLocal(storage, 'worse')).toBeNull();
  });
});

describe('player query options', () => {
  it('parses known options and drops bad values', () => {
    expect(parsePlayerQuery('?disableLessonChange=true&embedPlayer=maybe&search=limits')).toEqual({ disableLessonChange: true, search: 'limits', embedPlayer: undefined });
    expect(parsePlayerQuery('')).toEqual({});
  });
});

describe('position fragments', async () => {
  const { positionFromHash, positionHash } = await import('../../lib/position-hash.ts');
  it('writes and reads a video time or a PDF page', () => {
    expect(positionHash('video', 95.6)).toBe('#t=95');
    expect(positionHash('pdf', 3)).toBe('#page=3');
    expect(positionHash('text', 3)).toBe('');
    expect(positionHash('video', 0)).toBe('');
    expect(positionFromHash('#t=95')).toBe(95);
    expect(positionFromHash('#page=2')).toBe(2);
    expect(positionFromHash('#t=abc')).toBeNull();
    expect(positionFromHash('')).toBeNull();
  });
});
