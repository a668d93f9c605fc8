import type { Handler } from 'hono';
import { CourseDetailsQuery, CourseIdParam } from '../../contract/catalogue.ts';
import { getCourse, getCourses } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

/** `CALLS.courseDetail`: one product in full, with its price and rating. */
export const courseDetail: Handler<AppEnv> = async (c) => {
  const { courseId } = parseInput(CourseIdParam, c.req.param());
  return ok(c, { course: await getCourse(c.var.db, c.var.school, courseId) });
};

/** `CALLS.courseDetails`: a page of the school's products in full, in id order, with the school's count. */
export const courseDetails: Handler<AppEnv> = async (c) => {
  const page = parseInput(CourseDetailsQuery, c.req.query());
  return ok(c, await getCourses(c.var.db, c.var.school, page));
};
