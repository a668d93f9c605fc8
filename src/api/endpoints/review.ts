import type { Handler } from 'hono';
import { ReviewIdParam, type Review } from '../../contract/catalogue.ts';
import { notFound } from '../lib/errors.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';
import { publishedReviews } from './reviews.ts';

/** `CALLS.review`: one review of the school. */
export const review: Handler<AppEnv> = async (c) => {
  const { reviewId } = parseInput(ReviewIdParam, c.req.param());
  const row = await publishedReviews(c.var.db).where('r.school_id', '=', c.var.school.id).where('r.id', '=', reviewId).executeTakeFirst();
  if (!row) throw notFound('Review');
  const review: Review = row;
  return ok(c, { review });
};
