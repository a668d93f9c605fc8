import type { Handler } from 'hono';
import type { z } from 'zod';
import { CourseScopedQuery, type Review, type ReviewsResponse } from '../../contract/catalogue.ts';
import { assertCourse } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { ratingDistribution, ratingSummary } from '../lib/summaries.ts';
import { parseInput } from '../lib/validate.ts';
import { database, type Db } from '../db/database.ts';
import type { AppEnv } from '../types.ts';

/** Reviews with their author: a learner's review shows the name the learner goes by now; a seeded one its own. */
export const selectReviews = (db: Db) =>
  db
    .selectFrom('reviews as r')
    .leftJoin('users as u', (join) => join.onRef('u.school_id', '=', 'r.school_id').onRef('u.id', '=', 'r.user_id'))
    .select((eb) => ['r.id', 'r.course_id', eb.fn.coalesce('u.name', 'r.author_name').as('author_name'), 'r.rating', 'r.text', 'r.created_at']);

/** `CALLS.reviews`: the school's reviews (or one product's), newest first, with their summary. */
export const reviews: Handler<AppEnv> = async (c) => {
  const { course_id } = parseInput(CourseScopedQuery, c.req.query());
  const school = c.var.school;
  const db = database(c.env.DB);
  await assertCourse(db, school, course_id);
  const results: Review[] = await selectReviews(db)
    .where('r.school_id', '=', school.id)
    .$if(course_id !== undefined, (q) => q.where('r.course_id', '=', course_id!))
    .orderBy('r.created_ms', 'desc')
    .orderBy('r.id', 'desc')
    .execute();

  const ratings = results.map((r) => r.rating);
  const average = ratings.length ? ratings.reduce((sum, r) => sum + r, 0) / ratings.length : null;
  const body: z.infer<typeof ReviewsResponse> = {
    reviews: results,
    summary: { ...ratingSummary(ratings.length, average), distribution: ratingDistribution(ratings) },
  };
  return ok(c, body);
};
