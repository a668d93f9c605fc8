import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Section } from '../../contract/catalogue.ts';
import { Id } from '../../contract/common.ts';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import type { Bookmark, BookmarksResponse } from '../../contract/learning.ts';
import { call } from '../../lib/call.ts';
import { invalidateAfter, persistCacheNow } from '../../lib/query-client.ts';
import { bookmarksQuery } from './learning-api.ts';

type Outline = readonly z.infer<typeof Section>[];
type LessonKind = z.infer<typeof Section>['lessons'][number]['kind'];

/**
 * The query of `/home/{productSeo}/bookmark` (SPEC.md section 2: courseId, lessonId, bundleId). Ours:
 * `courseId` picks the course whose bookmarks are shown (the product itself by default, or one item of a bundle),
 * `lessonId` narrows them to one lesson, `bundleId` names the bundle the course is opened through. A value that is
 * not an id is left out.
 */
const OptionalId = z.coerce.number().pipe(Id).optional().catch(undefined);
export const BookmarkPageQuery = z.object({ courseId: OptionalId, lessonId: OptionalId, bundleId: OptionalId });
export type BookmarkPageQuery = z.infer<typeof BookmarkPageQuery>;

export function parseBookmarkQuery(search: string): BookmarkPageQuery {
  const params = new URLSearchParams(search);
  return BookmarkPageQuery.parse({
    courseId: params.get('courseId') ?? undefined,
    lessonId: params.get('lessonId') ?? undefined,
    bundleId: params.get('bundleId') ?? undefined,
  });
}

export interface LessonBookmarks {
  readonly lessonId: number;
  readonly lessonTitle: string;
  readonly kind: LessonKind | null;
  readonly bookmarks: readonly Bookmark[];
}
export interface SectionBookmarks {
  readonly sectionId: number;
  readonly sectionTitle: string;
  readonly lessons: readonly LessonBookmarks[];
}

/**
 * Bookmarks grouped by section, then lesson, in the course's outline order (sections and lessons the outline no
 * longer has come last, in the order the API gave), each lesson's bookmarks by position.
 */
export function groupBookmarks(bookmarks: readonly Bookmark[], outline: Outline = []): SectionBookmarks[] {
  const sectionRank = new Map(outline.map((s, i) => [s.id, i]));
  const lessonRank = new Map(outline.flatMap((s) => s.lessons.map((l, i) => [l.id, i] as const)));
  const kinds = new Map(outline.flatMap((s) => s.lessons.map((l) => [l.id, l.kind] as const)));
  const sections = new Map<number, { sectionTitle: string; first: number; lessons: Map<number, { lessonTitle: string; first: number; bookmarks: Bookmark[] }> }>();
  bookmarks.forEach((b, index) => {
    let section = sections.get(b.section_id);
    if (!section) sections.set(b.section_id, (section = { sectionTitle: b.section_title, first: index, lessons: new Map() }));
    let lesson = section.lessons.get(b.lesson_id);
    if (!lesson) section.lessons.set(b.lesson_id, (lesson = { lessonTitle: b.lesson_title, first: index, bookmarks: [] }));
    lesson.bookmarks.push(b);
  });
  const rank = (map: ReadonlyMap<number, number>, id: number, first: number) => [map.get(id) ?? Number.MAX_SAFE_INTEGER, first] as const;
  const byRank = (a: readonly [number, number], b: readonly [number, number]) => a[0] - b[0] || a[1] - b[1];
  return [...sections.entries()]
    .sort(([a, x], [b, y]) => byRank(rank(sectionRank, a, x.first), rank(sectionRank, b, y.first)))
    .map(([sectionId, s]) => ({
      sectionId,
      sectionTitle: s.sectionTitle,
      lessons: [...s.lessons.entries()]
        .sort(([a, x], [b, y]) => byRank(rank(lessonRank, a, x.first), rank(lessonRank, b, y.first)))
        .map(([lessonId, l]) => ({
          lessonId,
          lessonTitle: l.lessonTitle,
          kind: kinds.get(lessonId) ?? null,
          bookmarks: [...l.bookmarks].sort((a, b) => a.position - b.position || a.id - b.id),
        })),
    }));
}

/** "12:05" (minutes:seconds) or "1:02:05". */
export function clockTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Where in its lesson a bookmark is: a time in a video or live recording, a page of a PDF or slide of a deck, else the start. */
export function positionText(position: number, kind: LessonKind | null, t: TFunction): string {
  if (position === 0) return t('learning.bookmarks.atStart');
  if (kind === 'video' || kind === 'live') return t('learning.bookmarks.atTime', { time: clockTime(position) });
  if (kind === 'pdf') return t('learning.bookmarks.atPage', { page: position });
  if (kind === 'slides') return t('learning.bookmarks.atSlide', { page: position });
  return t('learning.bookmarks.atPosition', { position });
}

/**
 * Deletes a bookmark: once the API has, it leaves the cached lists, they are read again and the cache is saved (a
 * learner who leaves before the API answered finds the bookmark still there, as it is).
 */
export async function removeBookmark(client: QueryClient, slug: string, bookmark: Pick<Bookmark, 'id' | 'course_id'>): Promise<void> {
  const prefix = bookmarksQuery(slug, bookmark.course_id).queryKey.slice(0, -1);
  try {
    await call(LEARNING_CALLS.removeBookmark, { params: { bookMarkId: bookmark.id } });
    client.setQueriesData<BookmarksResponse>({ queryKey: prefix }, (data) => (data ? { bookmarks: data.bookmarks.filter((b) => b.id !== bookmark.id) } : data));
    // Saved at once too, not only after the read below: a reload before it answers must not bring the bookmark back.
    persistCacheNow(client);
  } finally {
    await invalidateAfter(client, slug, LEARNING_CALLS.removeBookmark);
  }
}
