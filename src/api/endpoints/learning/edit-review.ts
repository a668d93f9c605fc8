import type { Handler } from 'hono';
import { sql } from 'kysely';
import { EditReviewRequest } from '../../../contract/learning.ts';
import { ReviewIdParam } from '../../../contract/catalogue.ts';
import { notFound } from '../../lib/errors.ts';
import { checkPlainText, looksLikeMarkup } from '../../lib/moderation.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { ownReview } from './own-review.ts';

/**
 * `CALLS.editReview` (session; EditReviewRequest -> ReviewWriteResponse): the author changes their
 * rating and text. Anyone else's review, and the school's seeded ones, are a 404, as if they did not exist.
 */
export const editReview: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { reviewId } = parseInput(ReviewIdParam, c.req.param());
  const input = await parseBody(c, EditReviewRequest);
  const db = c.var.db;
  const school = c.var.school;
  await checkPlainText(db, school, user, input.text);
  // Markup holds it; otherwise it is held only if three learners reported it.
  const reports = sql<number>`(SELECT COUNT(*) FROM review_reports rr WHERE rr.school_id = reviews.school_id AND rr.review_id = reviews.id)`;
  const result = await db
    .updateTable('reviews')
    .set((eb) => ({
      rating: input.rating, text: input.text, author_name: user.name, updated_at: new Date().toISOString(),
      status: looksLikeMarkup(input.text) ? 'held' : eb.case().when(reports, '>=', 3).then('held').else('published').end(),
    }))
    .where('school_id', '=', school.id)
    .where('user_id', '=', user.id)
    .where('id', '=', reviewId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('Review');
  return noStore(c, { review: (await ownReview(db, school, user.id, { id: reviewId }))! });
};
