/**
 * Subscriptions (docs/decisions/0079-subscriptions.md; contract/subscription.ts for the rules). A subscription is a
 * mandate at the gateway and a row that moves by conditional UPDATEs; each paid period is an order of its own
 * (orders.subscription_id, .period), so receipts, invoices, refunds and the payment history are the orders' and one
 * gateway path serves both. The period's order, once paid, is fulfilled by `fulfil` (orders.ts), whose one batch also
 * moves the subscription onward (`periodStatements`), guarded by its paid count, so a repeated or racing delivery
 * pays a period once. One charge is in flight at a time (`charging`, claimed by a conditional UPDATE).
 */
import { sql } from 'kysely';
import { ADDRESS_TEXT, addressAsk, gstBillingState } from '../../contract/billing-address.ts';
import { checkoutPrice, type CheckoutPrice } from '../../contract/checkout-price.ts';
import { receiptOf } from '../../contract/checkout.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import {
  ACCESS_STATES, cancelRefunds, FINAL_STATES, fixedEnd, GRACE_DAYS, nextRetry, PaymentMethod, periodEnd, PRE_DEBIT_NOTICE_MS, proration,
  SUBSCRIPTION_TEXT, SubscriptionPlan, type ChangeQuoteResponse, type Subscription, type SubscriptionPlanView,
} from '../../contract/subscription.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import { gatewayFor, type GatewayPayment, type PaymentGateway } from './gateway.ts';
import { post, SCHOOL_ACCOUNT, walletAccount } from './ledger.ts';
import { applyPayment, fulfil, move, ORDER_TTL_MS, orderById, orderIso, orderView, refund, savedBillingAddress, schoolMoney, settle, type OrderRow } from './orders.ts';
import { senderFor, type Sender } from './sender.ts';
import {
  accessEndsStatement, accessReach, lastEnd, moveSubscription, planById, planCourses, planLength, planNotFound, subscriptionById, type SubscriptionRow,
} from './subscription-periods.ts';

export { ownSubscription, planById, schoolPlans, type SubscriptionRow } from './subscription-periods.ts';

type SchoolRef = Pick<School, 'id'>;

const DAY_MS = 86_400_000;
/** A claimed charge older than this was left by a worker that stopped: another may take it. */
const CHARGE_CLAIM_MS = 10 * 60_000;


/** Whether the school sells by subscription: its payment type says so (one_time_payment sells nothing recurring). */
export async function sellsSubscriptions(db: Db, school: SchoolRef): Promise<boolean> {
  const row = await db.selectFrom('schools').select(sql<string | null>`json_extract(config_json, '$.school_config.payment_type')`.as('type'))
    .where('id', '=', school.id).executeTakeFirst();
  return row?.type === 'subscription_type' || row?.type === 'combined_type';
}

/** The school's plans, in the catalogue's order. */
type Money = Awaited<ReturnType<typeof schoolMoney>>;

/** A period's price on `plan` for this learner (tax by their billing state), less a plan change's credit. */
async function periodPrice(db: Db, school: SchoolRef, money: Money, userId: number, plan: SubscriptionPlan, credit = 0): Promise<CheckoutPrice> {
  const billing = await savedBillingAddress(db, school, userId);
  return checkoutPrice({
    plan: { price: plan.amount, discount: null, tax_mode: plan.tax_mode }, currency: money.currency, tax: money.tax, coupon: null,
    sellerState: money.sellerState, billingState: gstBillingState(billing), proration: credit,
  });
}

/** Plans as the pages show them, with what the first period costs and the products each opens. */
export async function planViews(db: Db, school: SchoolRef, plans: SubscriptionPlan[], money: Money): Promise<SubscriptionPlanView[]> {
  const ids = [...new Set(plans.flatMap(planCourses))];
  const products = ids.length === 0 ? [] : await db.selectFrom('products').select(['id', 'title', 'seo_title']).where('school_id', '=', school.id).where('id', 'in', ids).execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return plans.map((plan) => {
    const { extra_course_ids: _extras, ...shown } = plan;
    const price = checkoutPrice({ plan: { price: plan.amount, discount: null, tax_mode: plan.tax_mode }, currency: money.currency, tax: money.tax, coupon: null, sellerState: money.sellerState });
    return { ...shown, total: price.total, tax: price.tax, products: planCourses(plan).flatMap((id) => byId.get(id) ?? []) };
  });
}

function notice(db: Db, school: SchoolRef, userId: number, title: string, body: string, link: string, now: number) {
  return db.insertInto('notifications').values({ school_id: school.id, user_id: userId, kind: 'course_update', title, body, link, created_at: now });
}

const amountText = (amount: number, currency: number) => formatMoney(amount, isCurrencyCode(currency) ? currency : 2, 'en');
const day = (ms: number) => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The mandate's method, as the gateway reports it, onto the row (after an authorisation or a replacement). */
export async function syncMethod(db: Db, school: SchoolRef, gateway: PaymentGateway, sub: SubscriptionRow): Promise<SubscriptionRow> {
  if (!sub.gateway_subscription_id) return sub;
  const remote = await gateway.subscriptionOf(sub.gateway_subscription_id);
  const json = remote?.method ? JSON.stringify(remote.method) : null;
  if (json === null || json === sub.method_json) return sub;
  await db.updateTable('subscriptions').set({ method_json: json }).where('school_id', '=', school.id).where('id', '=', sub.id).execute();
  return { ...sub, method_json: json };
}

/** A new order for one period of a subscription (or a plan change), keyed so a repeat finds the first. */
async function periodOrder(db: Db, school: SchoolRef, sub: SubscriptionRow, plan: SubscriptionPlan, key: string, price: CheckoutPrice, money: Money, now: number): Promise<OrderRow> {
  const billing = await savedBillingAddress(db, school, sub.user_id);
  await db.insertInto('orders').values({
    school_id: school.id, user_id: sub.user_id, idempotency_key: key, course_id: sub.course_id, pricing_id: null, state: 'created', currency: money.currency,
    price_json: JSON.stringify(price), coupon_code: null, total: price.total, payment_channel: 1, billing_json: billing ? JSON.stringify(billing) : null,
    created_at: now, updated_at: now, expires_at: now + ORDER_TTL_MS, subscription_id: sub.id, period: sub.paid_count + 1, subscription_plan_id: plan.id,
  }).onConflict((oc) => oc.columns(['school_id', 'user_id', 'idempotency_key']).doNothing()).execute();
  return db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('user_id', '=', sub.user_id).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
}

/**
 * A learner subscribes: the subscription (created), its first period's order and, at the gateway, the order and the
 * subscription whose mandate the payer authorises while paying it. A repeat with the same key answers the first.
 */
export async function subscribe(env: object, db: Db, school: SchoolRef, userId: number, input: { idempotency_key: string; plan_id: number }, now = Date.now()) {
  const byKey = () => db.selectFrom('subscriptions').selectAll().where('school_id', '=', school.id).where('user_id', '=', userId).where('idempotency_key', '=', input.idempotency_key).executeTakeFirst();
  let sub = await byKey();
  if (!sub) {
    if (!(await sellsSubscriptions(db, school))) throw new ApiError(ERROR_CODE.notFound, SUBSCRIPTION_TEXT.notSold);
    const plan = await planById(db, school, input.plan_id);
    const product = await db.selectFrom('products').select(['display_status', 'access']).where('school_id', '=', school.id).where('id', '=', plan.course_id).executeTakeFirst();
    if (!product || product.display_status !== 'live' || product.access !== 'public_access') throw planNotFound();
    if (plan.validity.validity_type === 'fixed' && fixedEnd(plan.validity.end_date) <= now) throw planNotFound();
    // A subscription never paid for is given up when the learner starts again; the gateway is asked first whether
    // its first payment went through after all (a dropped connection), which makes it the learner's subscription.
    await giveUpUnpaid(env, db, school, userId, plan.course_id, now);
    const live = await db.selectFrom('subscriptions').select('id').where('school_id', '=', school.id).where('user_id', '=', userId)
      .where('course_id', '=', plan.course_id).where('state', 'in', ['authenticated', 'active', 'pending', 'halted']).executeTakeFirst();
    if (live) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.alreadySubscribed, { field: 'plan_id' });
    const money = await schoolMoney(db, school);
    if (addressAsk(money.address, plan.course_id) === 'required' && (await savedBillingAddress(db, school, userId)) === null) {
      throw new ApiError(ERROR_CODE.invalidParams, ADDRESS_TEXT.addressNeeded, { field: 'address' });
    }
    gatewayFor(env, db, school.id);
    await db.insertInto('subscriptions').values({
      school_id: school.id, user_id: userId, idempotency_key: input.idempotency_key, course_id: plan.course_id, plan_id: plan.id, state: 'created',
      total_count: plan.validity.validity_type === 'relative' ? plan.validity.periods : null,
      end_at: plan.validity.validity_type === 'fixed' ? fixedEnd(plan.validity.end_date) : null, created_at: now, updated_at: now,
    }).onConflict((oc) => oc.columns(['school_id', 'user_id', 'idempotency_key']).doNothing()).execute();
    sub = (await byKey())!;
  }
  let order = await firstOrder(db, school, sub);
  if (sub.state === 'created' && !order) {
    const plan = await planById(db, school, sub.plan_id);
    const money = await schoolMoney(db, school);
    order = await periodOrder(db, school, sub, plan, `sub:${sub.id}:1`, await periodPrice(db, school, money, userId, plan), money, now);
  }
  if (sub.state === 'created' && order && order.state === 'created') {
    const gateway = gatewayFor(env, db, school.id);
    const remote = await gateway.createOrder({ amount: order.total, currency: orderIso(order), receipt: receiptOf(order.id) });
    await db.updateTable('orders').set({ gateway: gateway.name, gateway_order_id: remote.id, updated_at: now })
      .where('school_id', '=', school.id).where('id', '=', order.id).where('gateway_order_id', 'is', null).execute();
    order = await orderById(db, school, order.id);
    if (!sub.gateway_subscription_id && order.gateway_order_id) {
      const plan = await planById(db, school, sub.plan_id);
      const created = await gateway.createSubscription({ amount: order.total, currency: orderIso(order), period: plan.period, totalCount: sub.total_count, firstOrderId: order.gateway_order_id });
      await db.updateTable('subscriptions').set({ gateway: gateway.name, gateway_subscription_id: created.id, updated_at: now })
        .where('school_id', '=', school.id).where('id', '=', sub.id).where('gateway_subscription_id', 'is', null).execute();
    }
    await move(db, school, order.id, 'awaiting_payment', {}, now);
    order = await orderById(db, school, order.id);
    sub = await subscriptionById(db, school, sub.id);
  }
  return { sub, order };
}

/** The learner's subscriptions to a product whose first period was never paid: settled with the gateway, or given up. */
async function giveUpUnpaid(env: object, db: Db, school: SchoolRef, userId: number, courseId: number, now: number): Promise<void> {
  const unpaid = await db.selectFrom('subscriptions').selectAll().where('school_id', '=', school.id).where('user_id', '=', userId)
    .where('course_id', '=', courseId).where('state', '=', 'created').execute();
  if (unpaid.length === 0) return;
  const gateway = gatewayFor(env, db, school.id);
  for (const sub of unpaid) {
    const order = await firstOrder(db, school, sub);
    if (order) await settle(db, school, gateway, order, now);
    const after = order ? await orderById(db, school, order.id) : null;
    if (after && (after.state === 'paid' || after.state === 'fulfilled')) continue;
    if (after && (after.state === 'created' || after.state === 'awaiting_payment')) await move(db, school, after.id, 'cancelled', {}, now);
    if (await moveSubscription(db, school, sub.id, 'expired', { ended_at: now }, now) && sub.gateway_subscription_id) await gateway.cancelSubscription(sub.gateway_subscription_id);
  }
}

async function firstOrder(db: Db, school: SchoolRef, sub: SubscriptionRow): Promise<OrderRow | null> {
  return (await db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('subscription_id', '=', sub.id).where('period', '=', 1)
    .orderBy('id').limit(1).executeTakeFirst()) ?? null;
}

/** The order that paid the current period: what a cancellation refunds and a plan change credits. */
async function currentCharge(db: Db, school: SchoolRef, sub: SubscriptionRow): Promise<OrderRow | null> {
  if (sub.paid_count === 0) return null;
  return (await db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('subscription_id', '=', sub.id).where('period', '=', sub.paid_count)
    .where('state', 'in', ['paid', 'fulfilled']).executeTakeFirst()) ?? null;
}

/** Claims the subscription's one charge in flight; false when another is being made. */
async function claimCharge(db: Db, school: SchoolRef, sub: SubscriptionRow, key: string, now: number): Promise<boolean> {
  const result = await db.updateTable('subscriptions').set({ charging: key, charging_since: now })
    .where('school_id', '=', school.id).where('id', '=', sub.id).where('paid_count', '=', sub.paid_count).where('failures', '=', sub.failures)
    .where((eb) => eb.or([eb('charging', 'is', null), eb('charging_since', '<', now - CHARGE_CLAIM_MS)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const releaseCharge = (db: Db, school: SchoolRef, id: number, key: string) =>
  db.updateTable('subscriptions').set({ charging: null, charging_since: null }).where('school_id', '=', school.id).where('id', '=', id).where('charging', '=', key).execute();

/**
 * Charges the mandate for an order of a subscription and applies what the gateway answers: paid (and so fulfilled,
 * moving the subscription on), or failed. Null when the gateway made no charge.
 */
async function chargeOrder(db: Db, school: SchoolRef, gateway: PaymentGateway, sub: SubscriptionRow, order: OrderRow, now: number): Promise<GatewayPayment | null> {
  if (!sub.gateway_subscription_id) return null;
  let payment: GatewayPayment | null = null;
  if (order.gateway_order_id) {
    const taken = await gateway.orderPayments(order.gateway_order_id);
    payment = taken.find((p) => p.status === 'captured') ?? taken.at(-1) ?? null;
  }
  payment ??= await gateway.chargeSubscription({ id: sub.gateway_subscription_id, amount: order.total, currency: orderIso(order), receipt: receiptOf(order.id) });
  if (!payment) return null;
  await db.updateTable('orders').set({ gateway: gateway.name, gateway_order_id: payment.order_id, updated_at: now })
    .where('school_id', '=', school.id).where('id', '=', order.id).where('gateway_order_id', 'is', null).execute();
  await move(db, school, order.id, 'awaiting_payment', {}, now);
  await applyPayment(db, school, await orderById(db, school, order.id), payment, now);
  return payment;
}

export interface RenewalContext {
  gateway: PaymentGateway;
  sender: Sender | null;
  basePrefix: string;
  /** What one run reads once per school, not once per subscription: plans, products' titles, the school's money. */
  cache?: { plans: Map<number, Promise<SubscriptionPlan>>; titles: Map<number, Promise<string | null>>; money?: Promise<Money> };
}

/** A read of the run's cache, or straight from the database when there is no run. */
function cached<K, V>(map: Map<K, Promise<V>> | undefined, key: K, read: () => Promise<V>): Promise<V> {
  if (!map) return read();
  let value = map.get(key);
  if (!value) {
    value = read();
    map.set(key, value);
  }
  return value;
}

/**
 * One step of the renewal job for one subscription at `now`: ends one cancelled at its period's end or past its last
 * period; sends a UPI mandate's pre-debit notice 24 hours before a charge (and moves a charge due sooner to 24 hours
 * after it); charges what is due; after a failure, retries on the written schedule (pending, with access through
 * the grace), then halts and ends access. Returns what it did.
 */
export async function renew(db: Db, school: SchoolRef, ctx: RenewalContext, sub: SubscriptionRow, now = Date.now()): Promise<'ended' | 'noticed' | 'charged' | 'failed' | 'halted' | 'none'> {
  const link = `/${ctx.basePrefix}/account/subscriptions`;
  const plan = await cached(ctx.cache?.plans, sub.plan_id, () => planById(db, school, sub.plan_id));
  const title = (await cached(ctx.cache?.titles, sub.course_id, async () =>
    (await db.selectFrom('products').select('title').where('school_id', '=', school.id).where('id', '=', sub.course_id).executeTakeFirst())?.title ?? null)) ?? plan.title;
  if ((sub.state === 'active' || sub.state === 'pending') && sub.charge_at === null && sub.current_end !== null && sub.current_end <= now) {
    const to = sub.cancel_at_period_end ? 'cancelled' : 'completed';
    if (await moveSubscription(db, school, sub.id, to, { ended_at: sub.current_end, charge_at: null }, now)) {
      // The gateway's mandate ends too: a completed one must not go on charging there.
      if (sub.gateway_subscription_id) await ctx.gateway.cancelSubscription(sub.gateway_subscription_id);
      await notice(db, school, sub.user_id, `Your subscription to ${title} has ended`, `${plan.title}: your access ended on ${day(sub.current_end)}.`, link, now).execute();
      return 'ended';
    }
    return 'none';
  }
  if (!['active', 'pending', 'halted'].includes(sub.state) || sub.charge_at === null) return 'none';
  const period = sub.paid_count + 1;
  const method = sub.method_json === null ? null : PaymentMethod.safeParse(JSON.parse(sub.method_json)).data ?? null;
  const money = await (ctx.cache ? (ctx.cache.money ??= schoolMoney(db, school)) : schoolMoney(db, school));
  const price = await periodPrice(db, school, money, sub.user_id, plan);
  if (method?.kind === 'upi' && sub.notice_for < period && sub.state !== 'halted') {
    if (sub.charge_at - now > PRE_DEBIT_NOTICE_MS) return 'none';
    const chargeAt = Math.max(sub.charge_at, now + PRE_DEBIT_NOTICE_MS);
    const moved = await db.updateTable('subscriptions').set({ notice_for: period, charge_at: chargeAt, updated_at: now })
      .where('school_id', '=', school.id).where('id', '=', sub.id).where('notice_for', '<', period).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'none';
    const amount = amountText(price.total, money.currency);
    const text = `${amount} will be debited from ${method.vpa} by UPI AutoPay on ${day(chargeAt)} for ${title} (${plan.title}). To stop it, cancel the subscription before then.`;
    await notice(db, school, sub.user_id, `Pre-debit notice: ${amount} on ${day(chargeAt)}`, text, link, now).execute();
    const user = await db.selectFrom('users').select('email').where('school_id', '=', school.id).where('id', '=', sub.user_id).executeTakeFirst();
    if (ctx.sender && user?.email) await ctx.sender.send({ to: user.email, channel: 'email', kind: 'pre_debit_notice', subject: `Pre-debit notice: ${amount} on ${day(chargeAt)}`, body: text });
    return 'noticed';
  }
  if (sub.charge_at > now) return 'none';
  const key = `sub:${sub.id}:${period}:${sub.failures}`;
  if (!(await claimCharge(db, school, sub, key, now))) return 'none';
  try {
    const order = await periodOrder(db, school, sub, plan, key, price, money, now);
    const payment = await chargeOrder(db, school, ctx.gateway, sub, order, now);
    if (payment && (payment.status === 'captured' || payment.status === 'authorized')) {
      // Cancelled (or moved on) while the charge was made: the money goes back, the period is not given.
      if ((await subscriptionById(db, school, sub.id)).paid_count < period) await refundCharge(db, school, ctx.gateway, await orderById(db, school, order.id), now);
      return 'charged';
    }
    // No charge made (no mandate at the gateway any more) counts as a failed attempt, so the row does not stay due.
    const failures = sub.failures + 1;
    // The retries and the grace count from the period's end, even when a UPI notice moved the first charge later.
    const due = sub.due_at ?? sub.current_end ?? sub.charge_at;
    const retry = sub.state === 'halted' ? null : nextRetry(due, failures);
    if (retry !== null) {
      // Pending: the grace; access runs until the last retry's day.
      await moveSubscription(db, school, sub.id, 'pending', { failures, due_at: due, charge_at: retry }, now);
      await db.batch([
        db.updateTable('enrolments').set({ expires_at: due + GRACE_DAYS * DAY_MS })
          .where('school_id', '=', school.id).where('user_id', '=', sub.user_id).where('course_id', 'in', planCourses(plan))
          .where('expires_at', '>=', due).where('expires_at', '<', due + GRACE_DAYS * DAY_MS),
        notice(db, school, sub.user_id, `Payment failed for ${title}`,
          `We could not charge ${amountText(price.total, money.currency)} for ${plan.title}. We will try again on ${day(retry)}; you keep access until ${day(due + GRACE_DAYS * DAY_MS)}. Update your payment method to fix it now.`,
          `/${ctx.basePrefix}/account/manage-payments`, now),
      ]);
      return 'failed';
    }
    if (sub.state === 'halted') {
      // Counted, so the next new method's attempt is an order of its own.
      await db.updateTable('subscriptions').set({ charge_at: null, failures, updated_at: now }).where('school_id', '=', school.id).where('id', '=', sub.id).where('state', '=', 'halted').execute();
      return 'failed';
    }
    await moveSubscription(db, school, sub.id, 'halted', { failures, charge_at: null }, now);
    await db.batch([
      accessEndsStatement(db, school, sub.user_id, planCourses(plan), now, accessReach(sub, now)),
      notice(db, school, sub.user_id, `Your subscription to ${title} is on hold`,
        `Every attempt to charge ${amountText(price.total, money.currency)} failed, so your access has ended. Update your payment method to resume.`,
        `/${ctx.basePrefix}/account/manage-payments`, now),
    ]);
    return 'halted';
  } finally {
    await releaseCharge(db, school, sub.id, key);
  }
}

/**
 * Cancels: at the period's end (access runs to it; the learner may resume until then), or now: access ends now,
 * and the current period's charge is refunded in full when it was made within CANCEL_REFUND_DAYS.
 */
export async function cancel(db: Db, school: SchoolRef, gateway: PaymentGateway, sub: SubscriptionRow, at: 'period_end' | 'now', now = Date.now()): Promise<void> {
  if (FINAL_STATES.includes(sub.state)) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.notCancellable);
  // A charge being made now is finished first: cancelling meanwhile could charge a period it then refunds wrongly.
  if (sub.charging !== null && sub.charging_since !== null && sub.charging_since > now - CHARGE_CLAIM_MS) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.notChangeable);
  if (at === 'period_end' && sub.state === 'active') {
    await db.updateTable('subscriptions').set({ cancel_at_period_end: 1, charge_at: null, updated_at: now })
      .where('school_id', '=', school.id).where('id', '=', sub.id).where('state', '=', 'active').execute();
    return;
  }
  if (!(await moveSubscription(db, school, sub.id, 'cancelled', { ended_at: now, charge_at: null }, now))) return;
  if (sub.gateway_subscription_id) await gateway.cancelSubscription(sub.gateway_subscription_id);
  const plan = await planById(db, school, sub.plan_id);
  await accessEndsStatement(db, school, sub.user_id, planCourses(plan), now, accessReach(sub, now)).execute();
  const charge = await currentCharge(db, school, sub);
  if (charge && charge.paid_at !== null && cancelRefunds(charge.paid_at, now)) await refundCharge(db, school, gateway, charge, now);
}

/** Refunds a period's charge in full through the gateway, and the order with it (once, however often asked). */
async function refundCharge(db: Db, school: SchoolRef, gateway: PaymentGateway, charge: OrderRow, now: number): Promise<void> {
  if (!charge.gateway_payment_id || charge.total === 0) return;
  await gateway.refundPayment(charge.gateway_payment_id);
  // The gateway's refund webhook says the same; applying it here too is idempotent (`refund` moves the order once).
  await refund(db, school, charge, { id: charge.gateway_payment_id, order_id: charge.gateway_order_id ?? '', amount: charge.total, currency: orderIso(charge), status: 'refunded' }, now);
}

/** A leaving learner's mandates, cancelled at the gateway so nothing charges them again (their rows follow). */
export async function cancelMandates(env: object, db: Db, school: SchoolRef, userId: number): Promise<void> {
  const live = await db.selectFrom('subscriptions').select('gateway_subscription_id').where('school_id', '=', school.id).where('user_id', '=', userId)
    .where('state', 'in', ['created', 'authenticated', 'active', 'pending', 'halted', 'paused']).where('gateway_subscription_id', 'is not', null).execute();
  if (live.length === 0) return;
  const gateway = gatewayFor(env, db, school.id);
  for (const { gateway_subscription_id: id } of live) await gateway.cancelSubscription(id!);
}

/** Takes back a cancellation at the period's end: renewals go on. */
export async function resume(db: Db, school: SchoolRef, sub: SubscriptionRow, now = Date.now()): Promise<void> {
  if (sub.state !== 'active' || !sub.cancel_at_period_end) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.notChangeable);
  const last = (sub.total_count !== null && sub.paid_count >= sub.total_count) || (sub.end_at !== null && sub.current_end !== null && sub.current_end >= sub.end_at);
  await db.updateTable('subscriptions').set({ cancel_at_period_end: 0, charge_at: last ? null : sub.current_end, updated_at: now })
    .where('school_id', '=', school.id).where('id', '=', sub.id).where('state', '=', 'active').where('cancel_at_period_end', '=', 1).execute();
}

/** What changing to `plan` costs now (contract/subscription.ts `proration`). */
export async function changeQuote(db: Db, school: SchoolRef, sub: SubscriptionRow, plan: SubscriptionPlan, now = Date.now()) {
  if (sub.state !== 'active' || sub.current_start === null || sub.current_end === null) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.notChangeable);
  if (plan.id === sub.plan_id) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.samePlan, { field: 'plan_id' });
  if (plan.course_id !== sub.course_id) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.otherProduct, { field: 'plan_id' });
  const charge = await currentCharge(db, school, sub);
  // What the period was worth, before an earlier change's credit paid part of it.
  const paid = charge ? ((p: CheckoutPrice) => p.price + (p.proration ?? 0))(JSON.parse(charge.price_json) as CheckoutPrice) : 0;
  const money = await schoolMoney(db, school);
  const rule = proration({ paid, start: sub.current_start, end: sub.current_end, now, newPrice: plan.amount });
  const price = await periodPrice(db, school, money, sub.user_id, plan, rule.credit);
  const quote: ChangeQuoteResponse = {
    currency: money.currency, credit: rule.credit - rule.toWallet, due: price.total, to_wallet: rule.toWallet,
    new_period_end: new Date(lastEnd(planLength(plan, sub.paid_count + 1), periodEnd(now, plan.period))).toISOString(),
  };
  return { quote, price, money, rule };
}

/**
 * Changes plan now: the new plan's first period, less the credit, is charged to the mandate (nothing to charge:
 * paid at once); credit beyond the new price goes to the wallet as one ledger transaction. A failed charge changes
 * nothing.
 */
export async function changePlan(db: Db, school: SchoolRef, gateway: PaymentGateway, sub: SubscriptionRow, plan: SubscriptionPlan, key: string, now = Date.now()): Promise<OrderRow | null> {
  const { price, money, rule } = await changeQuote(db, school, sub, plan, now);
  const orderKey = `sub:${sub.id}:${sub.paid_count + 1}:change:${key}`;
  if (!(await claimCharge(db, school, sub, orderKey, now))) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.notChangeable);
  try {
    const order = await periodOrder(db, school, sub, plan, orderKey, price, money, now);
    if (order.total === 0) {
      await move(db, school, order.id, 'paid', { paid_at: now }, now);
      await fulfil(db, school, order.id, now);
    } else {
      await chargeOrder(db, school, gateway, sub, order, now);
    }
    const after = await orderById(db, school, order.id);
    if (rule.toWallet > 0 && after.state === 'fulfilled') {
      await post(db, school, {
        key: `subscription:${sub.id}:change:${after.period}`, kind: 'credit_course', orderId: after.id, at: now, note: 'Credit for the unused part of your previous plan',
        legs: [{ account: walletAccount(sub.user_id), amount: rule.toWallet }, { account: SCHOOL_ACCOUNT.sales, amount: -rule.toWallet }],
      });
    }
    return after;
  } finally {
    await releaseCharge(db, school, sub.id, orderKey);
  }
}

/**
 * After a new mandate: the method on file is the new one; a subscription whose charge failed (pending) or was
 * halted is charged at once.
 */
export async function afterMandate(db: Db, school: SchoolRef, ctx: RenewalContext, sub: SubscriptionRow, now = Date.now()): Promise<void> {
  const synced = await syncMethod(db, school, ctx.gateway, sub);
  if (synced.state !== 'pending' && synced.state !== 'halted') return;
  await db.updateTable('subscriptions').set({ charge_at: now, updated_at: now }).where('school_id', '=', school.id).where('id', '=', sub.id).execute();
  await renew(db, school, ctx, { ...synced, charge_at: now, notice_for: synced.paid_count + 1 }, now);
}

/** The subscription as the learner reads it. */
export async function subscriptionView(db: Db, school: SchoolRef, sub: SubscriptionRow): Promise<Subscription> {
  const money = await schoolMoney(db, school);
  const plan = await planById(db, school, sub.plan_id);
  const [view] = await planViews(db, school, [plan], money);
  const product = await db.selectFrom('products').select(['id', 'title', 'seo_title']).where('school_id', '=', school.id).where('id', '=', sub.course_id).executeTakeFirst();
  const orders = await db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('subscription_id', '=', sub.id)
    .where('state', 'in', ['paid', 'fulfilled', 'failed', 'refunded']).orderBy('id', 'desc').limit(60).execute();
  const method = sub.method_json === null ? null : PaymentMethod.safeParse(JSON.parse(sub.method_json)).data ?? null;
  const access = await db.selectFrom('enrolments').select('expires_at').where('school_id', '=', school.id).where('user_id', '=', sub.user_id).where('course_id', '=', sub.course_id).executeTakeFirst();
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const now = Date.now();
  const accessUntil = ACCESS_STATES.includes(sub.state) && access?.expires_at != null && access.expires_at > now ? access.expires_at : null;
  return {
    id: sub.id, state: sub.state, gateway_subscription_id: sub.gateway_subscription_id,
    product: product ?? { id: sub.course_id, title: plan.title, seo_title: '' },
    plan: view!, currency: money.currency, method,
    current_start: iso(sub.current_start), current_end: iso(sub.current_end), charge_at: iso(sub.charge_at),
    next_amount: sub.charge_at === null ? null : view!.total, failures: sub.failures,
    ends_at: sub.charge_at === null && ACCESS_STATES.includes(sub.state) ? iso(sub.current_end) : null,
    cancel_at_period_end: sub.cancel_at_period_end === 1, access_until: iso(accessUntil),
    paid_count: sub.paid_count, total_count: sub.total_count, created_at: iso(sub.created_at)!, ended_at: iso(sub.ended_at),
    charges: await Promise.all(orders.map(async (o) => ({ period: o.period ?? 1, order: await orderView(db, school, o) }))),
  };
}


/** What renewing needs of a school: its gateway, its sender and the base of its pages. */
export async function renewalContext(env: ApiEnv, db: Db, schoolId: number): Promise<RenewalContext> {
  const school = await db.selectFrom('schools').select(['slug', sql<string | null>`json_extract(config_json, '$.school_config.base_prefix')`.as('base')]).where('id', '=', schoolId).executeTakeFirstOrThrow();
  return {
    gateway: gatewayFor(env, db, schoolId), sender: senderFor(db, { id: schoolId, slug: school.slug, productsOrder: [], locked: false }), basePrefix: school.base ?? 'learn',
    cache: { plans: new Map(), titles: new Map() },
  };
}

/**
 * A subscription event from the gateway's signed webhook: a new or replaced mandate brings the method on file up
 * to date (and charges a failed period at once); a cancellation at the gateway cancels here, access running to the
 * period's end; a charge the gateway made on its own schedule (Razorpay) is taken as this period's renewal.
 */
export async function applySubscriptionEvent(env: ApiEnv, db: Db, school: SchoolRef, event: string, gatewaySubscriptionId: string, now = Date.now()): Promise<void> {
  const sub = await db.selectFrom('subscriptions').selectAll().where('school_id', '=', school.id).where('gateway_subscription_id', '=', gatewaySubscriptionId).executeTakeFirst();
  if (!sub) return;
  const ctx = await renewalContext(env, db, school.id);
  if (event === 'subscription.cancelled') {
    // Cancelled at the gateway: access runs to the end of the period paid for.
    await moveSubscription(db, school, sub.id, 'cancelled', { ended_at: sub.current_end ?? now, charge_at: null }, now);
  } else if (event === 'subscription.authenticated' || event === 'subscription.activated' || event === 'subscription.updated') {
    await afterMandate(db, school, ctx, sub, now);
  } else if (event === 'subscription.charged') {
    await renew(db, school, ctx, sub, now);
  }
}

/** Subscriptions looked at per run of the job: bounded so a run stays within its CPU time. */
export const RENEWAL_BATCH = 200;

type RenewalTotals = { looked: number; acted: number; charged: number };

/**
 * The renewal job for one school (docs/decisions/0079-subscriptions.md): every subscription with something due,
 * earliest first: ends those whose last or cancelled period is over, sends UPI pre-debit notices, charges renewals
 * and retries. The cron runs it for every school; the local gateway's dev call and the bench for theirs.
 */
export async function renewSchoolSubscriptions(env: ApiEnv, db: Db, school: School, now = Date.now(), limit = RENEWAL_BATCH): Promise<RenewalTotals> {
  const rows = await db.selectFrom('subscriptions').selectAll()
    .where('school_id', '=', school.id)
    .where((eb) => eb.or([
      eb.and([eb('state', 'in', ['active', 'pending', 'halted']), eb('charge_at', '<=', now + PRE_DEBIT_NOTICE_MS)]),
      eb.and([eb('state', 'in', ['active', 'pending']), eb('charge_at', 'is', null), eb('current_end', '<=', now)]),
    ]))
    .orderBy('charge_at').limit(limit).execute();
  const totals: RenewalTotals = { looked: rows.length, acted: 0, charged: 0 };
  if (rows.length === 0) return totals;
  const ctx = await renewalContext(env, db, school.id);
  for (const row of rows) {
    try {
      const did = await renew(db, school, ctx, row, now);
      if (did !== 'none') totals.acted += 1;
      if (did === 'charged') totals.charged += 1;
    } catch (error) {
      console.error(`renewing subscription ${row.id} failed:`, error);
    }
  }
  return totals;
}
