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
  const db = c.var.db;
  await assertCourse(db, school, course_id);
  const columns = ['t.id', 't.name', 't.headline', 't.bio', 't.avatar_url'] as const;
  const teachers: Teacher[] = await (course_id === undefined
    ? db.selectFrom('teachers as t').select(columns).where('t.school_id', '=', school.id).orderBy('t.position')
    : db
        .selectFrom('product_teachers as pt')
        .innerJoin('teachers as t', (join) => join.onRef('t.school_id', '=', 'pt.school_id').onRef('t.id', '=', 'pt.teacher_id'))
        .select(columns)
        .where('pt.school_id', '=', school.id)
        .where('pt.product_id', '=', course_id)
        .orderBy('pt.position')
  ).execute();
  return ok(c, { teachers });
};
