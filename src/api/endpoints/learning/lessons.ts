import type { z } from 'zod';
import type { Section } from '../../../contract/catalogue.ts';
import type { Bookmark } from '../../../contract/learning.ts';
import { notFound } from '../../lib/errors.ts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BookmarksTable } from '../../db/schema.ts';
import type { School } from '../../types.ts';

/** Where a lesson sits in its product: titles for a bookmark and an order to list bookmarks in. */
export interface LessonPlace {
  section_id: number;
  section_title: string;
  lesson_title: string;
  order: number;
}

/** A product's lessons by id, in curriculum order; 404 `Course not found` when the school has no such product. */
export async function lessonsOf(db: Db, school: School, courseId: number): Promise<Map<number, LessonPlace>> {
  const row = await db
    .selectFrom('products')
    .select(sql<string | null>`json_extract(data_json, '$.sections')`.as('sections'))
    .where('school_id', '=', school.id)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound('Course');
  const sections = JSON.parse(row.sections ?? '[]') as z.infer<typeof Section>[];
  const places = new Map<number, LessonPlace>();
  for (const section of sections) {
    for (const lesson of section.lessons) {
      if (!places.has(lesson.id)) places.set(lesson.id, { section_id: section.id, section_title: section.title, lesson_title: lesson.title, order: places.size });
    }
  }
  return places;
}

export const BOOKMARK_COLUMNS = ['id', 'course_id', 'lesson_id', 'position', 'note', 'created_at'] as const;

export type BookmarkRow = Pick<Selectable<BookmarksTable>, (typeof BOOKMARK_COLUMNS)[number]>;

/**
 * Bookmarks with their section and lesson titles, in lesson order, then by position in the lesson. A bookmark of
 * a lesson the product no longer has is left out: there is nothing left to open.
 */
export function toBookmarks(rows: readonly BookmarkRow[], places: Map<number, LessonPlace>): Bookmark[] {
  return rows
    .flatMap((row) => {
      const place = places.get(row.lesson_id);
      return place ? [{ row, place }] : [];
    })
    .sort((a, b) => a.place.order - b.place.order || a.row.position - b.row.position || a.row.id - b.row.id)
    .map(({ row, place }) => ({
      id: row.id,
      course_id: row.course_id,
      section_id: place.section_id,
      section_title: place.section_title,
      lesson_id: row.lesson_id,
      lesson_title: place.lesson_title,
      position: row.position,
      note: row.note,
      created_at: new Date(row.created_at).toISOString(),
    }));
}
