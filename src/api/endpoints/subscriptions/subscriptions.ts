import type { Context, Handler } from 'hono';
import { ERROR_CODE } from '../../../contract/errors.ts';
import {
  CancelSubscriptionRequest, ChangePlanRequest, ChangeQuoteQuery, CreateSubscriptionRequest, SUBSCRIPTION_TEXT, SubscriptionIdParam,
  type ChangeQuoteResponse, type SubscriptionCatalogueResponse, type SubscriptionResponse, type SubscriptionsResponse,
} from '../../../contract/subscription.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { gatewayFor } from '../../lib/gateway.ts';
import { schoolMoney } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import {
  cancel, changePlan, changeQuote, ownSubscription, planById, planViews, resume, schoolPlans, sellsSubscriptions, subscribe, subscriptionView, syncMethod,
  type SubscriptionRow,
} from '../../lib/subscriptions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv, School } from '../../types.ts';

const notSold = () => new ApiError(ERROR_CODE.notFound, SUBSCRIPTION_TEXT.notSold);

/** `CALLS.subscriptionPlans` (-> SubscriptionCatalogueResponse): the school's plans by product; 404 if it sells none. */
export const subscriptionPlans: Handler<AppEnv> = async (c) => {
  const db = c.var.db;
  const school = c.var.school;
  if (!(await sellsSubscriptions(db, school))) throw notSold();
  const [plans, money] = await Promise.all([schoolPlans(db, school), schoolMoney(db, school)]);
  const courseIds = [...new Set(plans.map((p) => p.course_id))];
  const products = courseIds.length === 0 ? [] : await db.selectFrom('products').select(['id', 'title', 'seo_title', 'short_description', 'image_url'])
    .where('school_id', '=', school.id).where('id', 'in', courseIds).where('display_status', '=', 'live').where('access', '=', 'public_access').execute();
  const views = await planViews(db, school, plans, money);
  const body: SubscriptionCatalogueResponse = {
    currency: money.currency,
    products: courseIds.flatMap((id) => {
      const product = products.find((p) => p.id === id);
      return product ? [{ course_id: id, seo_title: product.seo_title, title: product.title, short_description: product.short_description, image_url: product.image_url, plans: views.filter((v) => v.course_id === id) }] : [];
    }),
  };
  return noStore(c, body);
};

/** The answer for a subscription: it, and for one whose first period waits for payment, where to pay it. */
async function answer(c: Context<AppEnv>, db: Db, school: School, sub: SubscriptionRow, orderId: number | null = null, mandate = false): Promise<SubscriptionResponse> {
  const subscription = await subscriptionView(db, school, sub);
  if (!sub.gateway_subscription_id || (!mandate && orderId === null)) return { subscription, order_id: orderId, checkout: null };
  const gateway = gatewayFor(c.env, db, school.id);
  const order = orderId === null ? null : await db.selectFrom('orders').select(['state', 'gateway_order_id']).where('school_id', '=', school.id).where('id', '=', orderId).executeTakeFirst();
  const url = mandate ? gateway.mandateUrl(sub.gateway_subscription_id) : order?.state === 'awaiting_payment' && order.gateway_order_id ? gateway.checkoutUrl(order.gateway_order_id) : null;
  if (!mandate && order?.state !== 'awaiting_payment') return { subscription, order_id: orderId, checkout: null };
  return { subscription, order_id: orderId, checkout: { gateway: 'razorpay', key_id: gateway.keyId, subscription_id: sub.gateway_subscription_id, url } };
}

/**
 * `CALLS.subscriptions` (session; -> SubscriptionsResponse): the learner's subscriptions, newest first, with their
 * charges; the method on file is read from the gateway while none is known.
 */
export const listSubscriptions: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const rows = await db.selectFrom('subscriptions').selectAll().where('school_id', '=', school.id).where('user_id', '=', user.id)
    .where('state', 'not in', ['created', 'expired']).orderBy('created_at', 'desc').limit(50).execute();
  const synced = await Promise.all(rows.map((row) => (row.method_json === null && row.gateway_subscription_id ? syncMethod(db, school, gatewayFor(c.env, db, school.id), row) : row)));
  const body: SubscriptionsResponse = { subscriptions: await Promise.all(synced.map((row) => subscriptionView(db, school, row))) };
  return noStore(c, body);
};

/**
 * `CALLS.createSubscription` (session; CreateSubscriptionRequest -> SubscriptionResponse): a subscription to a plan,
 * its first period's order waiting for payment, and the gateway's page where the payer pays it and authorises the
 * mandate. A repeat with the same key answers the first.
 */
export const createSubscription: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, CreateSubscriptionRequest);
  const db = c.var.db;
  const school = c.var.school;
  const { sub, order } = await subscribe(c.env, db, school, user.id, input);
  return noStore(c, await answer(c, db, school, sub, order?.id ?? null));
};

/** `CALLS.cancelSubscription` (session; at the period's end or now -> SubscriptionResponse). */
export const cancelSubscription: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { subscriptionId } = parseInput(SubscriptionIdParam, c.req.param());
  const { at } = await parseBody(c, CancelSubscriptionRequest);
  const db = c.var.db;
  const school = c.var.school;
  const sub = await ownSubscription(db, school, user.id, subscriptionId);
  await cancel(db, school, gatewayFor(c.env, db, school.id), sub, at);
  return noStore(c, await answer(c, db, school, await ownSubscription(db, school, user.id, subscriptionId)));
};

/** `CALLS.resumeSubscription` (session; -> SubscriptionResponse): takes back a cancellation at the period's end. */
export const resumeSubscription: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { subscriptionId } = parseInput(SubscriptionIdParam, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  await resume(db, school, await ownSubscription(db, school, user.id, subscriptionId));
  return noStore(c, await answer(c, db, school, await ownSubscription(db, school, user.id, subscriptionId)));
};

/** `CALLS.changeQuote` (session; ?plan_id -> ChangeQuoteResponse): what changing to the plan costs now. */
export const subscriptionChangeQuote: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { subscriptionId } = parseInput(SubscriptionIdParam, c.req.param());
  const { plan_id } = parseInput(ChangeQuoteQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const sub = await ownSubscription(db, school, user.id, subscriptionId);
  const { quote } = await changeQuote(db, school, sub, await planById(db, school, plan_id));
  const body: ChangeQuoteResponse = quote;
  return noStore(c, body);
};

/** `CALLS.changePlan` (session; ChangePlanRequest -> SubscriptionResponse): the change, charged now by the rule. */
export const changeSubscriptionPlan: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { subscriptionId } = parseInput(SubscriptionIdParam, c.req.param());
  const input = await parseBody(c, ChangePlanRequest);
  const db = c.var.db;
  const school = c.var.school;
  const sub = await ownSubscription(db, school, user.id, subscriptionId);
  const order = await changePlan(db, school, gatewayFor(c.env, db, school.id), sub, await planById(db, school, input.plan_id), input.idempotency_key);
  if (order && order.state === 'failed') throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.chargeFailed);
  return noStore(c, await answer(c, db, school, await ownSubscription(db, school, user.id, subscriptionId)));
};

/** `CALLS.replaceMethod` (session; -> SubscriptionResponse with where to authorise the new mandate). */
export const replaceSubscriptionMethod: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { subscriptionId } = parseInput(SubscriptionIdParam, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const sub = await ownSubscription(db, school, user.id, subscriptionId);
  if (!sub.gateway_subscription_id || !['active', 'pending', 'halted'].includes(sub.state)) throw new ApiError(ERROR_CODE.invalidParams, SUBSCRIPTION_TEXT.noMandate);
  return noStore(c, await answer(c, db, school, sub, null, true));
};
