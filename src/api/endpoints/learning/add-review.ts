import type { Handler } from 'hono';
import { sql } from 'kysely';
import { LEARNING_TEXT, ReviewRequest } from '../../../contract/learning.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { assertCourse } from '../../lib/courses.ts';
import { ApiError } from '../../lib/errors.ts';
import { enrolmentState, LEARNER_REVIEW_ID_BASE, notEnrolled } from '../../lib/learning.ts';
import { checkPlainText, looksLikeMarkup } from '../../lib/moderation.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { ownReview } from './own-review.ts';

const alreadyReviewed = (): ApiError => new ApiError(ERROR_CODE.invalidParams, LEARNING_TEXT.alreadyReviewed, { field: 'course_id' });

/**
 * `CALLS.addReview` (session; ReviewRequest -> ReviewWriteResponse): the learner's review of a product
 * they own (SPEC.md section 6), one per product. It passes the school's moderation (blocked words, links from new
 * accounts) and joins the school's reviews at once, so the product's rating and distribution count it on the next
 * read; a review made of markup is held for faculty instead.
 */
export const addReview: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, ReviewRequest);
  const db = c.var.db;
  const school = c.var.school;
  await assertCourse(db, school, input.course_id);
  if (!(await enrolmentState(db, school, user.id, input.course_id)).owned) throw notEnrolled();
  if (await ownReview(db, school, user.id, { courseId: input.course_id })) throw alreadyReviewed();
  await checkPlainText(db, school, user, input.text);

  const now = Date.now();
  let id: number;
  try {
    // One statement picks the id and inserts, so two learners writing at once cannot take the same id.
    const row = await db
      .insertInto('reviews')
      .columns(['school_id', 'id', 'course_id', 'user_id', 'author_name', 'rating', 'text', 'created_at', 'created_ms', 'status'])
      .expression((eb) => eb
        .selectFrom('reviews')
        .select([
          eb.val(school.id).as('school_id'),
          sql<number>`MAX(${LEARNER_REVIEW_ID_BASE}, COALESCE(MAX(id), 0)) + 1`.as('id'),
          eb.val(input.course_id).as('course_id'), eb.val(user.id).as('user_id'), eb.val(user.name).as('author_name'),
          eb.val(input.rating).as('rating'), eb.val(input.text).as('text'), eb.val(new Date(now).toISOString()).as('created_at'),
          eb.val(now).as('created_ms'), eb.val(looksLikeMarkup(input.text) ? 'held' : 'published').as('status'),
        ])
        .where('school_id', '=', school.id))
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    // The same learner posting twice at once: the unique index keeps one.
    if (error instanceof Error && /UNIQUE constraint failed: reviews\./.test(error.message)) throw alreadyReviewed();
    throw error;
  }
  return noStore(c, { review: (await ownReview(db, school, user.id, { id }))! });
};
