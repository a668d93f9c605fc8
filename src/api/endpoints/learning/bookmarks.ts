import type { Handler } from 'hono';
import { BookmarksQuery, type BookmarksResponse } from '../../../contract/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { BOOKMARK_COLUMNS, lessonsOf, toBookmarks } from './lessons.ts';

/**
 * `CALLS.bookmarks` (session; -> BookmarksResponse): the learner's bookmarks in a
 * product, in lesson order. Reading needs no running enrolment: they are the learner's own notes, kept after
 * access ends; adding one needs it (add-bookmark.ts).
 */
export const bookmarks: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const query = parseInput(BookmarksQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const places = await lessonsOf(db, school, query.course_id);
  const rows = await db
    .selectFrom('bookmarks')
    .select(BOOKMARK_COLUMNS)
    .where('school_id', '=', school.id)
    .where('user_id', '=', user.id)
    .where('course_id', '=', query.course_id)
    .$if(query.lesson_id !== undefined, (q) => q.where('lesson_id', '=', query.lesson_id!))
    .execute();
  const body: BookmarksResponse = { bookmarks: toBookmarks(rows, places) };
  return noStore(c, body);
};
