import type { Handler } from 'hono';
import { AddBookmarkRequest, BOOKMARK_LIMIT_PER_LESSON, LEARNING_TEXT } from '../../../contract/learning.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { enrolmentState, notEnrolled } from '../../lib/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { BOOKMARK_COLUMNS, lessonsOf, toBookmarks } from './lessons.ts';

/**
 * `CALLS.addBookmark` (session; AddBookmarkRequest -> BookmarkResponse): bookmarks a place in a lesson of
 * a product the learner has running access to. At most BOOKMARK_LIMIT_PER_LESSON per lesson (SPEC.md section 5).
 */
export const addBookmark: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, AddBookmarkRequest);
  const db = c.var.db;
  const school = c.var.school;
  const places = await lessonsOf(db, school, input.course_id);
  if (!(await enrolmentState(db, school, user.id, input.course_id)).active) throw notEnrolled();
  const place = places.get(input.lesson_id);
  if (!place) throw notFound('Lesson');

  // Sent again (a journal's write whose answer was lost): the bookmark made the first time.
  const made = async () => input.client_id === undefined ? undefined : db
    .selectFrom('bookmarks')
    .select(BOOKMARK_COLUMNS)
    .where('school_id', '=', school.id)
    .where('user_id', '=', user.id)
    .where('client_id', '=', input.client_id)
    .executeTakeFirst();
  const before = await made();
  if (before) return noStore(c, { bookmark: toBookmarks([before], places)[0]! });

  // The count and the insert are one statement, so two requests at once cannot pass the limit together.
  const insert = db
    .insertInto('bookmarks')
    .columns(['school_id', 'user_id', 'course_id', 'section_id', 'lesson_id', 'position', 'note', 'created_at', 'client_id'])
    .expression(db
      .selectNoFrom((eb) => [
        eb.val(school.id).as('school_id'), eb.val(user.id).as('user_id'), eb.val(input.course_id).as('course_id'),
        eb.val(place.section_id).as('section_id'), eb.val(input.lesson_id).as('lesson_id'), eb.val(input.position).as('position'),
        eb.val(input.note).as('note'), eb.val(Date.now()).as('created_at'), eb.val(input.client_id ?? null).as('client_id'),
      ])
      .where((eb) => eb(
        eb.selectFrom('bookmarks')
          .select(eb.fn.countAll<number>().as('n'))
          .where('school_id', '=', school.id)
          .where('user_id', '=', user.id)
          .where('course_id', '=', input.course_id)
          .where('lesson_id', '=', input.lesson_id)
          .$asScalar(),
        '<',
        BOOKMARK_LIMIT_PER_LESSON,
      )))
    .returning(BOOKMARK_COLUMNS);
  // The same id sent twice at once: the second finds the first's row taken by the unique index.
  const row = await insert.executeTakeFirst().catch(async (error: unknown) => {
    if (input.client_id !== undefined && /UNIQUE constraint failed/.test(String(error))) return made();
    throw error;
  });
  if (!row) throw new ApiError(ERROR_CODE.invalidParams, LEARNING_TEXT.bookmarkLimit, { field: 'lesson_id' });
  return noStore(c, { bookmark: toBookmarks([row], places)[0]! });
};
