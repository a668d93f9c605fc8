import type { Handler } from 'hono';
import { CourseScopedQuery, type Pricing } from '../../contract/catalogue.ts';
import { assertCourse } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

interface PricingRow {
  id: number;
  course_id: number;
  plan_name: string;
  plan_type: Pricing['plan_type'];
  price: number;
  discount_kind: 0 | 1 | null;
  discount_value: number | null;
  validity_type: 'fixed' | 'relative';
  end_date: string | null;
  validity_days: number | null;
  tax_mode: Pricing['tax_mode'];
  is_default: number;
}

const toPricing = (r: PricingRow): Pricing => ({
  id: r.id,
  course_id: r.course_id,
  plan_name: r.plan_name,
  plan_type: r.plan_type,
  price: r.price,
  discount: r.discount_kind === null ? null : { kind: r.discount_kind, value: r.discount_value ?? 0 },
  validity: r.validity_type === 'fixed' ? { validity_type: 'fixed', end_date: r.end_date ?? '' } : { validity_type: 'relative', validity: r.validity_days ?? 0 },
  tax_mode: r.tax_mode,
  is_default: r.is_default === 1,
});

/**
 * `CALLS.pricings`: the plans a learner without a segment is offered
 * ("default" as opposed to segment-specific pricing), for one product or the whole school; each product's
 * default plan first.
 */
export const pricings: Handler<AppEnv> = async (c) => {
  const { course_id } = parseInput(CourseScopedQuery, c.req.query());
  const school = c.var.school;
  const db = c.env.DB;
  await assertCourse(db, school, course_id);
  const byCourse = course_id === undefined ? '' : 'AND course_id = ?';
  const { results } = await db
    .prepare(`SELECT * FROM pricings WHERE school_id = ? ${byCourse} ORDER BY course_id, is_default DESC, position`)
    .bind(...(course_id === undefined ? [school.id] : [school.id, course_id]))
    .all<PricingRow>();
  return ok(c, { pricings: results.map(toPricing) });
};
