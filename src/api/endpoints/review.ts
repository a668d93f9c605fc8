import type { Handler } from 'hono';
import { ReviewIdParam, type Review } from '../../contract/catalogue.ts';
import { notFound } from '../lib/errors.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';
import { REVIEW_COLUMNS, REVIEW_FROM } from './reviews.ts';

/** `CALLS.review`: one review of the school. */
export const review: Handler<AppEnv> = async (c) => {
  const { reviewId } = parseInput(ReviewIdParam, c.req.param());
  const row = await c.env.DB.prepare(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.school_id = ? AND r.id = ?`)
    .bind(c.var.school.id, reviewId)
    .first<Review>();
  if (!row) throw notFound('Review');
  return ok(c, { review: row });
};
