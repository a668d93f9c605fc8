import type { Handler } from 'hono';
import { MyReviewQuery, type MyReviewResponse } from '../../../contract/learning.ts';
import { assertCourse } from '../../lib/courses.ts';
import { enrolmentState } from '../../lib/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { ownReview } from './own-review.ts';

/**
 * `CALLS.myReview` (session; -> MyReviewResponse): the learner's review of a product, if
 * any, and whether they may write one: they own it (an expired enrolment still counts; they bought it).
 */
export const myReview: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { course_id } = parseInput(MyReviewQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  await assertCourse(db, school, course_id);
  const [review, state] = await Promise.all([ownReview(db, school, user.id, { courseId: course_id }), enrolmentState(db, school, user.id, course_id)]);
  const body: MyReviewResponse = { review, can_review: state.owned };
  return noStore(c, body);
};
