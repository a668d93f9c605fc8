import type { Handler } from 'hono';
import type { z } from 'zod';
import { CourseScopedQuery, type Review, type ReviewsResponse } from '../../contract/catalogue.ts';
import { assertCourse } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { ratingDistribution, ratingSummary } from '../lib/summaries.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

/** Reviews with their author: a learner's review shows the name the learner goes by now; a seeded one its own. */
export const REVIEW_FROM = 'reviews r LEFT JOIN users u ON u.school_id = r.school_id AND u.id = r.user_id';
export const REVIEW_COLUMNS = 'r.id, r.course_id, COALESCE(u.name, r.author_name) AS author_name, r.rating, r.text, r.created_at';

/** `CALLS.reviews`: the school's reviews (or one product's), newest first, with their summary. */
export const reviews: Handler<AppEnv> = async (c) => {
  const { course_id } = parseInput(CourseScopedQuery, c.req.query());
  const school = c.var.school;
  const db = c.env.DB;
  await assertCourse(db, school, course_id);
  const byCourse = course_id === undefined ? '' : 'AND r.course_id = ?';
  const { results } = await db
    .prepare(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.school_id = ? ${byCourse} ORDER BY r.created_ms DESC, r.id DESC`)
    .bind(...(course_id === undefined ? [school.id] : [school.id, course_id]))
    .all<Review>();

  const ratings = results.map((r) => r.rating);
  const average = ratings.length ? ratings.reduce((sum, r) => sum + r, 0) / ratings.length : null;
  const body: z.infer<typeof ReviewsResponse> = {
    reviews: results,
    summary: { ...ratingSummary(ratings.length, average), distribution: ratingDistribution(ratings) },
  };
  return ok(c, body);
};
