import type { Handler } from 'hono';
import { AddBookmarkRequest, BOOKMARK_LIMIT_PER_LESSON, LEARNING_TEXT } from '../../../contract/learning.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { enrolmentState, notEnrolled } from '../../lib/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { BOOKMARK_COLUMNS, lessonsOf, toBookmarks, type BookmarkRow } from './lessons.ts';

/**
 * `CALLS.addBookmark` (session; AddBookmarkRequest -> BookmarkResponse): bookmarks a place in a lesson of
 * a product the learner has running access to. At most BOOKMARK_LIMIT_PER_LESSON per lesson (SPEC.md section 5).
 */
export const addBookmark: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, AddBookmarkRequest);
  const db = c.env.DB;
  const school = c.var.school;
  const places = await lessonsOf(db, school, input.course_id);
  if (!(await enrolmentState(db, school, user.id, input.course_id)).active) throw notEnrolled();
  const place = places.get(input.lesson_id);
  if (!place) throw notFound('Lesson');

  // The count and the insert are one statement, so two requests at once cannot pass the limit together.
  const row = await db
    .prepare(
      `INSERT INTO bookmarks (school_id, user_id, course_id, section_id, lesson_id, position, note, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE (SELECT COUNT(*) FROM bookmarks WHERE school_id = ?1 AND user_id = ?2 AND course_id = ?3 AND lesson_id = ?5) < ?9
       RETURNING ${BOOKMARK_COLUMNS}`,
    )
    .bind(school.id, user.id, input.course_id, place.section_id, input.lesson_id, input.position, input.note, Date.now(), BOOKMARK_LIMIT_PER_LESSON)
    .first<BookmarkRow>();
  if (!row) throw new ApiError(ERROR_CODE.invalidParams, LEARNING_TEXT.bookmarkLimit, { field: 'lesson_id' });
  return noStore(c, { bookmark: toBookmarks([row], places)[0]! });
};
