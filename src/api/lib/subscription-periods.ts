/**
 * What a subscription's paid period writes (docs/decisions/0079-subscriptions.md), apart from the rest of
 * subscriptions.ts so that orders.ts, whose `fulfil` writes it in its batch, does not import the subscription flows.
 */
import { sql, type Selectable } from 'kysely';
import { fixedEnd, GRACE_DAYS, periodEnd, SUBSCRIPTION_MOVES, SUBSCRIPTION_TEXT, SubscriptionPlan, type SubscriptionState } from '../../contract/subscription.ts';
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

/**
 * Ends at `at` the access a subscription gave to the plan's products: access running past `at` but not past
 * `upTo` (the subscription's period end and grace). Access bought on its own, for life or running longer, stays.
 */
export function accessEndsStatement(db: Db, school: SchoolRef, userId: number, courseIds: number[], at: number, upTo: number) {
  return db.updateTable('enrolments').set({ expires_at: at })
    .where('school_id', '=', school.id).where('user_id', '=', userId).where('course_id', 'in', courseIds)
    .where('expires_at', '>', at).where('expires_at', '<=', upTo);
}

/** How far a subscription's access may run: its period's end and the grace of a failed renewal. */
export const accessReach = (sub: Pick<SubscriptionRow, 'current_end'>, now: number): number => Math.max(sub.current_end ?? now, now) + GRACE_DAYS * 86_400_000;

/** The length a plan gives a subscription from `period` on: its count of periods, or its fixed end. */
export function planLength(plan: SubscriptionPlan, period: number): { total_count: number | null; end_at: number | null } {
  if (plan.validity.validity_type === 'fixed') return { total_count: null, end_at: fixedEnd(plan.validity.end_date) };
  return { total_count: plan.validity.periods === null ? null : period - 1 + plan.validity.periods, end_at: null };
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
  // A plan change gives the subscription the new plan's length from this period on.
  const length = changed ? planLength(plan, order.period) : { total_count: sub.total_count, end_at: sub.end_at };
  const paidAt = order.paid_at ?? now;
  const start = order.period === 1 || changed || sub.state === 'halted' || sub.current_end === null ? paidAt : sub.current_end;
  const end = lastEnd(length, periodEnd(start, plan.period));
  const last = (length.total_count !== null && order.period >= length.total_count) || (length.end_at !== null && end >= length.end_at);
  const courses = planCourses(plan);
  const dropped = changed ? planCourses(await planById(db, school, sub.plan_id)).filter((id) => !courses.includes(id)) : [];
  // Access follows only a period this batch paid: not one whose subscription was cancelled (or moved) meanwhile.
  const moved = db.selectFrom('subscriptions').select('id').where('school_id', '=', school.id).where('id', '=', sub.id).where('paid_count', '=', order.period);
  // A first period paid after the learner gave it up (a late capture) starts the subscription they paid for.
  const from = order.period === 1 ? [...SUBSCRIPTION_MOVES.active, 'expired' as const] : SUBSCRIPTION_MOVES.active;
  return [
    db.updateTable('subscriptions').set({
      state: 'active', plan_id: plan.id, paid_count: order.period, current_start: start, current_end: end, charge_at: last || sub.cancel_at_period_end ? null : end,
      total_count: length.total_count, end_at: length.end_at, failures: 0, due_at: null, charging: null, charging_since: null, ended_at: null, updated_at: now,
    }).where('school_id', '=', school.id).where('id', '=', sub.id).where('paid_count', '=', order.period - 1)
      .where('state', 'in', from).where((eb) => eb.exists(db.selectFrom('orders').select('id').where('school_id', '=', school.id).where('id', '=', order.id).where('state', '=', 'paid'))),
    ...courses.map((courseId) => db.insertInto('enrolments')
      .columns(['school_id', 'user_id', 'course_id', 'pricing_id', 'enrolled_at', 'expires_at', 'progress_percent'])
      .expression(db.selectFrom('orders').select((eb) => [
        eb.val(school.id).as('school_id'), eb.val(order.user_id).as('user_id'), eb.val(courseId).as('course_id'), eb.val(null).as('pricing_id'),
        eb.val(now).as('enrolled_at'), eb.val(end).as('expires_at'), eb.val(0).as('progress_percent'),
      ]).where('school_id', '=', school.id).where('id', '=', order.id).where('state', '=', 'paid').where((eb) => eb.exists(moved)))
      .onConflict((oc) => oc.columns(['school_id', 'user_id', 'course_id']).doUpdateSet(() => ({
        // Never shorter than access bought on its own.
        expires_at: sql<number>`max(enrolments.expires_at, excluded.expires_at)`,
        // A lapsed enrolment starts again (dripping counts from it); a running one keeps its start.
        enrolled_at: sql<number>`CASE WHEN enrolments.expires_at IS NOT NULL AND enrolments.expires_at <= ${now} THEN excluded.enrolled_at ELSE enrolments.enrolled_at END`,
      })).where('enrolments.expires_at', 'is not', null))),
    ...(dropped.length > 0 ? [accessEndsStatement(db, school, order.user_id, dropped, now, accessReach(sub, now)).where((eb) => eb.exists(moved))] : []),
  ];
}

/**
 * A paid period's order refunded (the gateway's dashboard, its webhook): when it paid the current period, the
 * subscription is cancelled and the access it gave ends now, so nothing renews what was given back.
 */
export async function refundedPeriodStatements(db: Db, school: SchoolRef, order: OrderRow, now: number) {
  if (order.subscription_id === null || order.period === null) return [];
  const sub = await subscriptionById(db, school, order.subscription_id);
  if (sub.paid_count !== order.period) return [];
  const plan = await planById(db, school, order.subscription_plan_id ?? sub.plan_id);
  return [
    db.updateTable('subscriptions').set({ state: 'cancelled', charge_at: null, ended_at: now, updated_at: now })
      .where('school_id', '=', school.id).where('id', '=', sub.id).where('paid_count', '=', order.period).where('state', 'in', SUBSCRIPTION_MOVES.cancelled),
    accessEndsStatement(db, school, order.user_id, planCourses(plan), now, accessReach(sub, now)),
  ];
}

