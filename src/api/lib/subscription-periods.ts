/**
 * What a subscription's paid period writes (docs/decisions/0079-subscriptions.md), apart from the rest of
 * subscriptions.ts so that orders.ts, whose `fulfil` writes it in its batch, does not import the subscription flows.
 */
import { sql, type Selectable } from 'kysely';
import { periodEnd, SUBSCRIPTION_MOVES, SUBSCRIPTION_TEXT, SubscriptionPlan, type SubscriptionState } from '../../contract/subscription.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { Db } from '../db/database.ts';
import type { OrdersTable, SubscriptionsTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type SchoolRef = Pick<School, 'id'>;
type OrderRow = Selectable<OrdersTable>;

const notFound = () => new ApiError(ERROR_CODE.notFound, SUBSCRIPTION_TEXT.subscriptionNotFound);
export const planNotFound = () => new ApiError(ERROR_CODE.notFound, SUBSCRIPTION_TEXT.planNotFound);

export async function schoolPlans(db: Db, school: SchoolRef): Promise<SubscriptionPlan[]> {
  const rows = await db.selectFrom('subscription_plans').select('data_json').where('school_id', '=', school.id).orderBy('position').execute();
  return rows.map((r) => SubscriptionPlan.parse(JSON.parse(r.data_json)));
}

export async function planById(db: Db, school: SchoolRef, planId: number): Promise<SubscriptionPlan> {
  const row = await db.selectFrom('subscription_plans').select('data_json').where('school_id', '=', school.id).where('id', '=', planId).executeTakeFirst();
  if (!row) throw planNotFound();
  return SubscriptionPlan.parse(JSON.parse(row.data_json));
}

/** The products a plan opens: its own, then its extras. */
export const planCourses = (plan: SubscriptionPlan): number[] => [...new Set([plan.course_id, ...plan.extra_course_ids])];

/** The learner's own subscription; another learner's or another school's is "not found". */
export async function ownSubscription(db: Db, school: SchoolRef, userId: number, id: number): Promise<SubscriptionRow> {
  const row = await db.selectFrom('subscriptions').selectAll().where('school_id', '=', school.id).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const subscriptionById = (db: Db, school: SchoolRef, id: number) =>
  db.selectFrom('subscriptions').selectAll().where('school_id', '=', school.id).where('id', '=', id).executeTakeFirstOrThrow();

/** Moves a subscription to `to` if its state allows; true if this call moved it. */
export async function moveSubscription(db: Db, school: SchoolRef, id: number, to: SubscriptionState, set: Partial<SubscriptionRow> = {}, now = Date.now()): Promise<boolean> {
  const result = await db.updateTable('subscriptions').set({ ...set, state: to, updated_at: now })
    .where('school_id', '=', school.id).where('id', '=', id).where('state', 'in', SUBSCRIPTION_MOVES[to]).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When a subscription's last period ends: its count of periods, or its fixed end. */
export function lastEnd(sub: Pick<SubscriptionRow, 'end_at'>, end: number): number {
  return sub.end_at !== null ? Math.min(end, sub.end_at) : end;
}

/** Ends the learner's access to the plan's products at `at` (only access running past it). */
export function accessEndsStatement(db: Db, school: SchoolRef, userId: number, courseIds: number[], at: number) {
  return db.updateTable('enrolments').set({ expires_at: at })
    .where('school_id', '=', school.id).where('user_id', '=', userId).where('course_id', 'in', courseIds)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]));
}

/**
 * What fulfilling a subscription's period order writes besides the order's own rows, in the same batch (orders.ts
 * `fulfil`): the subscription moves onward only while its paid count is the period's predecessor and the order is
 * still paid, and the plan's products open until the period's end. A renewal continues from the period's end, even
 * paid late within the grace; a first period, a plan change and a halted subscription's recovery start now.
 */
export async function periodStatements(db: Db, school: SchoolRef, order: OrderRow, now: number) {
  if (order.subscription_id === null || order.period === null) return null;
  const sub = await subscriptionById(db, school, order.subscription_id);
  if (sub.paid_count !== order.period - 1) return null;
  const plan = await planById(db, school, order.subscription_plan_id ?? sub.plan_id);
  const changed = plan.id !== sub.plan_id;
  const paidAt = order.paid_at ?? now;
  const start = order.period === 1 || changed || sub.state === 'halted' || sub.current_end === null ? paidAt : sub.current_end;
  const end = lastEnd(sub, periodEnd(start, plan.period));
  const last = (sub.total_count !== null && order.period >= sub.total_count) || (sub.end_at !== null && end >= sub.end_at);
  const courses = planCourses(plan);
  const dropped = changed ? planCourses(await planById(db, school, sub.plan_id)).filter((id) => !courses.includes(id)) : [];
  return [
    db.updateTable('subscriptions').set({
      state: 'active', plan_id: plan.id, paid_count: order.period, current_start: start, current_end: end, charge_at: last || sub.cancel_at_period_end ? null : end,
      failures: 0, due_at: null, charging: null, charging_since: null, updated_at: now,
    }).where('school_id', '=', school.id).where('id', '=', sub.id).where('paid_count', '=', order.period - 1)
      .where('state', 'in', SUBSCRIPTION_MOVES.active).where((eb) => eb.exists(db.selectFrom('orders').select('id').where('school_id', '=', school.id).where('id', '=', order.id).where('state', '=', 'paid'))),
    ...courses.map((courseId) => db.insertInto('enrolments')
      .columns(['school_id', 'user_id', 'course_id', 'pricing_id', 'enrolled_at', 'expires_at', 'progress_percent'])
      .expression(db.selectFrom('orders').select((eb) => [
        eb.val(school.id).as('school_id'), eb.val(order.user_id).as('user_id'), eb.val(courseId).as('course_id'), eb.val(null).as('pricing_id'),
        eb.val(now).as('enrolled_at'), eb.val(end).as('expires_at'), eb.val(0).as('progress_percent'),
      ]).where('school_id', '=', school.id).where('id', '=', order.id).where('state', '=', 'paid'))
      .onConflict((oc) => oc.columns(['school_id', 'user_id', 'course_id']).doUpdateSet((eb) => ({
        expires_at: eb.ref('excluded.expires_at'),
        // A lapsed enrolment starts again (dripping counts from it); a running one keeps its start.
        enrolled_at: sql<number>`CASE WHEN enrolments.expires_at IS NOT NULL AND enrolments.expires_at <= ${now} THEN excluded.enrolled_at ELSE enrolments.enrolled_at END`,
      })).where('enrolments.expires_at', 'is not', null))),
    ...(dropped.length > 0 ? [accessEndsStatement(db, school, order.user_id, dropped, now)] : []),
  ];
}

