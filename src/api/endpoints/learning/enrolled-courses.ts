import type { MiddlewareHandler } from 'hono';
import { EnrolledCoursesQuery, type EnrolledCoursesResponse } from '../../../contract/learning.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from '../../lib/courses.ts';
import { ENROLMENT_COLUMNS, toEnrolledCourse, type EnrolmentRow } from '../../lib/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.enrolled` (session; EnrolledCoursesQuery -> EnrolledCoursesResponse): the learner's
 * products, most recently enrolled first, expired ones included (their `expires_at` says so). The variant of the
 * public list's route chosen by `enrolled` (`selectedBy`); without the parameter it hands the request on untouched.
 */
export const enrolledCourses: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.query('enrolled') === undefined) return next();
  const { user } = await requireSession(c);
  const query = parseInput(EnrolledCoursesQuery, c.req.query());
  const school = c.var.school;
  const byType = query.type === undefined ? '' : 'AND p.course_type = ?';
  // Joined on products, so an enrolment in a product the school has since removed is left out.
  const { results } = await c.env.DB.prepare(
    `SELECT ${SUMMARY_COLUMNS}, ${ENROLMENT_COLUMNS}
     FROM enrolments e JOIN products p ON p.school_id = e.school_id AND p.id = e.course_id
     WHERE e.school_id = ? AND e.user_id = ? ${byType}
     ORDER BY e.enrolled_at DESC, p.id DESC`,
  )
    .bind(school.id, user.id, ...(query.type === undefined ? [] : [query.type]))
    .all<SummaryRow & EnrolmentRow>();
  const body: EnrolledCoursesResponse = { courses: results.map(toEnrolledCourse), total: results.length };
  return noStore(c, body);
};
