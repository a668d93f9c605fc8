import type { MiddlewareHandler } from 'hono';
import { EnrolledCoursesQuery, type EnrolledCoursesResponse } from '../../../contract/learning.ts';
import { SUMMARY_COLUMNS } from '../../lib/courses.ts';
import { ENROLMENT_COLUMNS, toEnrolledCourse } from '../../lib/learning.ts';
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
  // Joined on products, so an enrolment in a product the school has since removed is left out.
  const rows = await c.var.db
    .selectFrom('enrolments as e')
    .innerJoin('products as p', (join) => join.onRef('p.school_id', '=', 'e.school_id').onRef('p.id', '=', 'e.course_id'))
    // The learner's batch of each product taught in batches: the dashboard's way to it.
    .leftJoin('batch_members as bm', (join) => join.onRef('bm.school_id', '=', 'e.school_id').onRef('bm.product_id', '=', 'e.course_id').onRef('bm.user_id', '=', 'e.user_id'))
    .leftJoin('batches as b', (join) => join.onRef('b.school_id', '=', 'bm.school_id').onRef('b.id', '=', 'bm.batch_id'))
    .select([...SUMMARY_COLUMNS, ...ENROLMENT_COLUMNS, 'b.id as batch_id', 'b.name as batch_name'])
    .where('e.school_id', '=', school.id)
    .where('e.user_id', '=', user.id)
    .$if(query.type !== undefined, (q) => q.where('p.course_type', '=', query.type!))
    .orderBy('e.enrolled_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  const body: EnrolledCoursesResponse = { courses: rows.map(toEnrolledCourse), total: rows.length };
  return noStore(c, body);
};
