import type { Handler } from 'hono';
import type { Selectable } from 'kysely';
import { CourseScopedQuery, Discount, PlanType, TaxMode, type Pricing } from '../../contract/catalogue.ts';
import type { PricingsTable } from '../db/schema.ts';
import { assertCourse } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

// The columns hold what the tenant schema accepted at seed time; the enums are parsed back, not cast.
const toPricing = (r: Selectable<PricingsTable>): Pricing => ({
  id: r.id,
  course_id: r.course_id,
  plan_name: r.plan_name,
  plan_type: PlanType.parse(r.plan_type),
  price: r.price,
  discount: r.discount_kind === null ? null : Discount.parse({ kind: r.discount_kind, value: r.discount_value }),
  validity: r.validity_type === 'fixed' ? { validity_type: 'fixed', end_date: r.end_date ?? '' } : { validity_type: 'relative', validity: r.validity_days ?? 0 },
  tax_mode: TaxMode.parse(r.tax_mode),
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
  const db = c.var.db;
  await assertCourse(db, school, course_id);
  const rows = await db
    .selectFrom('pricings')
    .selectAll()
    .where('school_id', '=', school.id)
    .$if(course_id !== undefined, (q) => q.where('course_id', '=', course_id!))
    .orderBy('course_id')
    .orderBy('is_default', 'desc')
    .orderBy('position')
    .execute();
  return ok(c, { pricings: rows.map(toPricing) });
};
