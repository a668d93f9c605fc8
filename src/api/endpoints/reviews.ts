import type { Handler } from 'hono';
import type { z } from 'zod';
import { RatingsQuery, ReviewsQuery, type RatingsResponse, type Review, type ReviewsResponse } from '../../contract/catalogue.ts';
import { assertCourse, RATING_COLUMNS } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { ratingSummary, reviewsSummary } from '../lib/summaries.ts';
import { parseInput } from '../lib/validate.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../types.ts';

/** Reviews with their author: a learner's review shows the name the learner goes by now; a seeded one its own. */
export const selectReviews = (db: Db) =>
  db
    .selectFrom('reviews as r')
    .leftJoin('users as u', (join) => join.onRef('u.school_id', '=', 'r.school_id').onRef('u.id', '=', 'r.user_id'))
    .select((eb) => ['r.id', 'r.course_id', eb.fn.coalesce('u.name', 'r.author_name').as('author_name'), 'r.rating', 'r.text', 'r.created_at']);

/** The reviews anyone may read: not those held for faculty (made of markup, or reported by three learners). */
export const publishedReviews = (db: Db) => selectReviews(db).where('r.status', '=', 'published');

/**
 * `CALLS.reviews`: the school's reviews (or one product's), newest first, with their summary; no session. With
 * `limit` only the newest are listed, and the summary is counted in SQL, so a sales page reading its ten newest
 * does not load every review of a busy course.
 */
export const reviews: Handler<AppEnv> = async (c) => {
  const { course_id, limit } = parseInput(ReviewsQuery, c.req.query());
  const school = c.var.school;
  const db = c.var.db;
  await assertCourse(db, school, course_id);
  const [results, byRating]: [Review[], { rating: number; n: number }[]] = await Promise.all([
    publishedReviews(db)
      .where('r.school_id', '=', school.id)
      .$if(course_id !== undefined, (q) => q.where('r.course_id', '=', course_id!))
      .orderBy('r.created_ms', 'desc')
      .orderBy('r.id', 'desc')
      .$if(limit !== undefined, (q) => q.limit(limit!))
      .execute(),
    db
      .selectFrom('reviews as r')
      .select((eb) => ['r.rating', eb.fn.countAll<number>().as('n')])
      .where('r.school_id', '=', school.id)
      .where('r.status', '=', 'published')
      .$if(course_id !== undefined, (q) => q.where('r.course_id', '=', course_id!))
      .groupBy('r.rating')
      .execute(),
  ]);
  const body: z.infer<typeof ReviewsResponse> = { reviews: results, summary: reviewsSummary(byRating) };
  return ok(c, body);
};

/**
 * `CALLS.ratings`: each asked product's rating, counted from its reviews now, for the cards a build rendered before
 * them. Products of other schools and unknown ids are left out, not refused: a card never names one.
 */
export const ratings: Handler<AppEnv> = async (c) => {
  const { course_ids } = parseInput(RatingsQuery, c.req.query());
  const rows = await c.var.db
    .selectFrom('products as p')
    .select(['p.id', ...RATING_COLUMNS])
    .where('p.school_id', '=', c.var.school.id)
    .where('p.id', 'in', course_ids)
    .orderBy('p.id')
    .execute();
  const body: z.infer<typeof RatingsResponse> = { ratings: rows.map((row) => ({ course_id: row.id, ...ratingSummary(row.review_count, row.rating_avg) })) };
  return ok(c, body);
};
