import type { Handler } from 'hono';
import { CourseScopedQuery, type Teacher } from '../../contract/catalogue.ts';
import { assertCourse } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

/** `CALLS.teachers`: the school's teachers, or one product's in the order it lists them. */
export const teachers: Handler<AppEnv> = async (c) => {
  const { course_id } = parseInput(CourseScopedQuery, c.req.query());
  const school = c.var.school;
  const db = c.env.DB;
  await assertCourse(db, school, course_id);
  const columns = 't.id, t.name, t.headline, t.bio, t.avatar_url';
  const statement =
    course_id === undefined
      ? db.prepare(`SELECT ${columns} FROM teachers t WHERE t.school_id = ? ORDER BY t.position`).bind(school.id)
      : db
          .prepare(
            `SELECT ${columns} FROM product_teachers pt
             JOIN teachers t ON t.school_id = pt.school_id AND t.id = pt.teacher_id
             WHERE pt.school_id = ? AND pt.product_id = ? ORDER BY pt.position`,
          )
          .bind(school.id, course_id);
  const { results } = await statement.all<Teacher>();
  return ok(c, { teachers: results });
};
