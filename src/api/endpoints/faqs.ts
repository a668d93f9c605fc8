import type { Handler } from 'hono';
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
  const db = c.env.DB;
  await assertCourse(db, school, course_id);
  const columns = 'id, course_id, question, answer';
  const statement =
    course_id === undefined
      ? db.prepare(`SELECT ${columns} FROM faqs WHERE school_id = ? ORDER BY position`).bind(school.id)
      : db
          .prepare(`SELECT ${columns} FROM faqs WHERE school_id = ? AND (course_id = ? OR course_id IS NULL) ORDER BY course_id IS NULL, position`)
          .bind(school.id, course_id);
  const { results } = await statement.all<Faq>();
  return ok(c, { faqs: results });
};
