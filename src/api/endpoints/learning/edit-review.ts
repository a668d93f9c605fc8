import type { Handler } from 'hono';
import { EditReviewRequest } from '../../../contract/learning.ts';
import { ReviewIdParam } from '../../../contract/catalogue.ts';
import { notFound } from '../../lib/errors.ts';
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
  const db = c.env.DB;
  const school = c.var.school;
  const result = await db
    .prepare('UPDATE reviews SET rating = ?, text = ?, author_name = ?, updated_at = ? WHERE school_id = ? AND user_id = ? AND id = ?')
    .bind(input.rating, input.text, user.name, new Date().toISOString(), school.id, user.id, reviewId)
    .run();
  if (result.meta.changes === 0) throw notFound('Review');
  return noStore(c, { review: (await ownReview(db, school, user.id, { id: reviewId }))! });
};
