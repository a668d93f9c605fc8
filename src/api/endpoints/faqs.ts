import type { Handler } from 'hono';
import { sql } from 'kysely';
import { CourseScopedQuery, type Faq } from '../../contract/catalogue.ts';
import { assertCourse } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

/**
 * `CALLS.faqs`: every FAQ of the school; with course_id, that product's FAQs followed by the
 * school-wide ones, which a sales page shows too.
 */
export const faqs: Handler<AppEnv> = async (c) => {
  const { course_id } = parseInput(CourseScopedQuery, c.req.query());
  const school = c.var.school;
  const db = c.var.db;
  await assertCourse(db, school, course_id);
  const all = db.selectFrom('faqs').select(['id', 'course_id', 'question', 'answer']).where('school_id', '=', school.id);
  const faqs: Faq[] = await (course_id === undefined
    ? all.orderBy('position')
    : all.where((eb) => eb.or([eb('course_id', '=', course_id), eb('course_id', 'is', null)])).orderBy(sql`course_id IS NULL`).orderBy('position')
  ).execute();
  return ok(c, { faqs });
};
