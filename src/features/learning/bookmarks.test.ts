import { describe, expect, it } from 'vitest';
import type { Bookmark } from '../../contract/learning.ts';
import { createI18n } from '../../i18n/index.ts';
import { clockTime, groupBookmarks, parseBookmarkQuery, positionText } from './bookmarks.ts';

const t = createI18n({ language: 'en', languages: ['en'] }).t;

let next = 1;
const mark = (section_id: number, lesson_id: number, position: number, note = ''): Bookmark => ({
  id: next++, course_id: 9, section_id, section_title: `Section ${section_id}`, lesson_id, lesson_title: `Lesson ${lesson_id}`,
  position, note, created_at: '2026-11-20T10:00:00.000Z',
});

const outline = [
  { id: 2, title: 'Section 2', lessons: [{ id: 21, title: 'Lesson 21', kind: 'video' as const, duration_seconds: 600, free_preview: false }] },
  {
    id: 1,
    title: 'Section 1',
    lessons: [
      { id: 12, title: 'Lesson 12', kind: 'pdf' as const, duration_seconds: 0, free_preview: false },
      { id: 11, title: 'Lesson 11', kind: 'video' as const, duration_seconds: 300, free_preview: false },
    ],
  },
];

describe('groupBookmarks', () => {
  it('groups by section and lesson in the outline order, each lesson by position', () => {
    const groups = groupBookmarks([mark(1, 11, 300), mark(1, 12, 4), mark(2, 21, 60), mark(1, 11, 20)], outline);
    expect(groups.map((g) => [g.sectionId, g.lessons.map((l) => [l.lessonId, l.kind, l.bookmarks.map((b) => b.position)])])).toEqual([
      [2, [[21, 'video', [60]]]],
      [1, [[12, 'pdf', [4]], [11, 'video', [20, 300]]]],
    ]);
  });

  it('keeps the API order for what the outline does not know, after what it does', () => {
    const groups = groupBookmarks([mark(7, 70, 0), mark(2, 21, 5), mark(6, 60, 0)], outline);
    expect(groups.map((g) => g.sectionId)).toEqual([2, 7, 6]);
    expect(groups[1]!.lessons[0]!.kind).toBeNull();
    expect(groupBookmarks([])).toEqual([]);
  });
});

describe('positions', () => {
  it('reads as a time, a page or the start', () => {
    expect(clockTime(95)).toBe('1:35');
    expect(clockTime(3725)).toBe('1:02:05');
    expect(positionText(95, 'video', t)).toBe('At 1:35');
    expect(positionText(3, 'pdf', t)).toBe('Page 3');
    expect(positionText(0, 'video', t)).toBe('From the start');
    expect(positionText(7, 'quiz', t)).toBe('Position 7');
  });
});

describe('parseBookmarkQuery', () => {
  it('reads the ids and leaves out what is not one', () => {
    expect(parseBookmarkQuery('?courseId=5011001&lessonId=12&bundleId=5011025')).toEqual({ courseId: 5011001, lessonId: 12, bundleId: 5011025 });
    expect(parseBookmarkQuery('?courseId=abc&lessonId=-1&bundleId=')).toEqual({ courseId: undefined, lessonId: undefined, bundleId: undefined });
    expect(parseBookmarkQuery('')).toEqual({ courseId: undefined, lessonId: undefined, bundleId: undefined });
  });
});
