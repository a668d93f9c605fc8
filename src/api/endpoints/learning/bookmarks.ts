import type { Handler } from 'hono';
import { BookmarksQuery, type BookmarksResponse } from '../../../contract/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { BOOKMARK_COLUMNS, lessonsOf, toBookmarks, type BookmarkRow } from './lessons.ts';

/**
 * `CALLS.bookmarks` (session; -> BookmarksResponse): the learner's bookmarks in a
 * product, in lesson order. Reading needs no running enrolment: they are the learner's own notes, kept after
 * access ends; adding one needs it (add-bookmark.ts).
 */
export const bookmarks: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const query = parseInput(BookmarksQuery, c.req.query());
  const db = c.env.DB;
  const school = c.var.school;
  const places = await lessonsOf(db, school, query.course_id);
  const byLesson = query.lesson_id === undefined ? '' : 'AND lesson_id = ?';
  const { results } = await db
    .prepare(`SELECT ${BOOKMARK_COLUMNS} FROM bookmarks WHERE school_id = ? AND user_id = ? AND course_id = ? ${byLesson}`)
    .bind(school.id, user.id, query.course_id, ...(query.lesson_id === undefined ? [] : [query.lesson_id]))
    .all<BookmarkRow>();
  const body: BookmarksResponse = { bookmarks: toBookmarks(results, places) };
  return noStore(c, body);
};
