/**
 * Subscriptions in real workerd (src/contract/subscription.ts; docs/decisions/0079-subscriptions.md), through the
 * local gateway: subscribing with the mandate, renewals by the job with a moved clock, a failed renewal's retries,
 * grace and halt, recovery with a new method, UPI's pre-debit notice, plan changes by the proration rule, both
 * cancellations and the refund rule, signed and replayed webhooks, racing renewals and isolation.
 *
 * Alpha's plans (testing/fixtures.ts, paise): 71 Monthly ₹5, no tax; 72 Premium monthly ₹9 + 18% GST = ₹10.62,
 * three periods, also opens 105; 73 Yearly ₹50, to 2031-06-30. Beta sells no subscriptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_GATEWAY_VARS } from '../../cli/lib/local-config.ts';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../contract/bundle.ts';
import { CHECKOUT_CALLS, InvoicesResponse } from '../contract/checkout.ts';
import { EnrolledCoursesResponse, LEARNING_CALLS } from '../contract/learning.ts';
import {
  ChangeQuoteResponse, GRACE_DAYS, SUBSCRIPTION_CALLS as S, SUBSCRIPTION_TEXT, SubscriptionCatalogueResponse, SubscriptionResponse, SubscriptionsResponse, type Subscription,
} from '../contract/subscription.ts';
import { WALLET_CALLS, WalletResponse } from '../contract/wallet.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';
import { z } from 'zod';

let api: Api;
let alpha: Client;
beforeAll(async () => {
  api = await startApi('subscriptions');
  alpha = apiClient(api.server, ALPHA.slug);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const ORIGIN = 'http://alpha.localhost:8787';
const DAY = 86_400_000;

let learners = 0;
async function signUp(agent: Client = apiClient(api.server, ALPHA.slug)) {
  learners += 1;
  const learner = { name: `Subscriber ${learners}`, email: `subscriber${learners}@mail.example`, phone: `7${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, learner));
  return { ...learner, id: session.studentId, token: session.authToken };
}
type Learner = Awaited<ReturnType<typeof signUp>>;

let keys = 0;
const key = () => `sub-key-${String(++keys).padStart(8, '0')}-${Math.random().toString(36).slice(2, 10)}`;

/** A form the local gateway's pages post, from the school's host; returns where it sends the payer. */
async function postForm(path: string, fields: Record<string, string>, school: string = ALPHA.slug): Promise<URL> {
  const response = await api.server.fetch(path, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(),
    headers: { [SCHOOL_HEADER]: school, [CLIENT_IP_HEADER]: '203.0.113.9', 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN },
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, ORIGIN);
}

const mine = async (who: Learner): Promise<Subscription[]> => ok(SubscriptionsResponse, await alpha.get(S.subscriptions.path, { token: who.token })).subscriptions;
const one = async (who: Learner, id: number): Promise<Subscription> => (await mine(who)).find((s) => s.id === id)!;
/** The products the learner may open now: enrolled, with access that has not ended. */
const myCourses = async (who: Learner) => ok(EnrolledCoursesResponse, await alpha.get(`${LEARNING_CALLS.enrolled.path}?enrolled=1`, { token: who.token })).courses
  .filter((c) => c.enrolment.expires_at === null || Date.parse(c.enrolment.expires_at) > Date.now()).map((c) => c.id);
const moveClock = async (who: Learner, days: number) => ok(z.object({ renewed: z.number() }), await alpha.post(S.devSubscriptionClock.path, { days }, { token: who.token })).renewed;
const count = async (query: string, ...values: unknown[]) => ((await api.school(ALPHA.id).prepare(query).bind(...values).first<{ n: number }>())!.n);
const gatewayOf = async (subscriptionId: number) => (await api.school(ALPHA.id).prepare('SELECT gateway_subscription_id AS id FROM subscriptions WHERE id = ?').bind(subscriptionId).first<{ id: string }>())!.id;
const declines = async (subscriptionId: number, on: boolean) =>
  postForm(S.devMandateDeclines.path, { subscription_id: await gatewayOf(subscriptionId), declines: on ? '1' : '0' });

/** Subscribes to a plan and pays the first period at the local gateway with a card or UPI. */
async function subscribed(who: Learner, planId = 71, method: 'card' | 'upi' = 'card'): Promise<Subscription> {
  const started = ok(SubscriptionResponse, await alpha.post(S.createSubscription.path, { idempotency_key: key(), plan_id: planId }, { token: who.token }));
  expect(started.subscription.state).toBe('created');
  const url = new URL(started.checkout!.url!, ORIGIN);
  const gatewayOrder = url.searchParams.get('order_id')!;
  const back = await postForm(CHECKOUT_CALLS.devGatewayPay.path, { order_id: gatewayOrder, outcome: 'success', method, return_to: `/learn/subscription/algebra-basics/monthly?orderId=${started.order_id}` });
  expect(back.searchParams.get('razorpay_payment_id')).toMatch(/^pay_/);
  return one(who, started.subscription.id);
}

describe('the plans', () => {
  it('lists a school\'s plans with what the first period costs, tax added as the plan says', async () => {
    const answer = ok(SubscriptionCatalogueResponse, await alpha.get(S.subscriptionPlans.path));
    expect(answer.products.map((p) => p.seo_title)).toEqual(['algebra-basics']);
    expect(answer.products[0]!.plans.map((p) => [p.name, p.plan_type, p.total, p.products.map((x) => x.id)])).toEqual([
      ['monthly', 'standard', 500, [101]], ['premium', 'premium', 1062, [101, 105]], ['yearly', 'standard', 5000, [101]],
    ]);
  });
  it('a school that sells no subscriptions answers 404 with its text', async () => {
    expectError(await apiClient(api.server, BETA.slug).get(S.subscriptionPlans.path), 404, SUBSCRIPTION_TEXT.notSold);
  });
});

describe('subscribing', () => {
  it('pays the first period through the gateway, authorises the mandate and opens the product until the period ends', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    expect(sub).toMatchObject({ state: 'active', paid_count: 1, method: { kind: 'card', network: 'Visa', last4: '1111' }, cancel_at_period_end: false });
    expect(Date.parse(sub.current_end!) - Date.parse(sub.current_start!)).toBeGreaterThanOrEqual(28 * DAY);
    expect(sub.charge_at).toBe(sub.current_end);
    expect(sub.access_until).toBe(sub.current_end);
    expect(sub.charges.map((c) => [c.period, c.order.state, c.order.price.total, c.order.plan?.plan_name])).toEqual([[1, 'fulfilled', 500, 'Monthly']]);
    expect(await myCourses(who)).toContain(101);
    // Its invoice is the order's.
    const invoices = ok(InvoicesResponse, await alpha.get(CHECKOUT_CALLS.invoices.path, { token: who.token })).invoices;
    expect(invoices.map((i) => i.order.id)).toEqual([sub.charges[0]!.order.id]);
  });
  it('a repeat with the same key is the same subscription; a second one to the same product is refused', async () => {
    const who = await signUp();
    const body = { idempotency_key: key(), plan_id: 71 };
    const first = ok(SubscriptionResponse, await alpha.post(S.createSubscription.path, body, { token: who.token }));
    const again = ok(SubscriptionResponse, await alpha.post(S.createSubscription.path, body, { token: who.token }));
    expect(again.subscription.id).toBe(first.subscription.id);
    expect(again.order_id).toBe(first.order_id);
    await postForm(CHECKOUT_CALLS.devGatewayPay.path, { order_id: new URL(first.checkout!.url!, ORIGIN).searchParams.get('order_id')!, outcome: 'success', return_to: '/learn/subscriptions' });
    expectError(await alpha.post(S.createSubscription.path, { idempotency_key: key(), plan_id: 72 }, { token: who.token }), 412, SUBSCRIPTION_TEXT.alreadySubscribed, 'plan_id');
  });
  it('an unknown plan, and another school\'s, is not available', async () => {
    const who = await signUp();
    expectError(await alpha.post(S.createSubscription.path, { idempotency_key: key(), plan_id: 999 }, { token: who.token }), 404, SUBSCRIPTION_TEXT.planNotFound);
  });
});

describe('renewals', () => {
  it('the job charges each period once as the clock moves, with its own order and invoice', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    expect(await moveClock(who, 10)).toBe(0);
    expect(await moveClock(who, 25)).toBe(1);
    const after = await one(who, sub.id);
    expect(after).toMatchObject({ state: 'active', paid_count: 2 });
    expect(after.charges.map((c) => [c.period, c.order.state])).toEqual([[2, 'fulfilled'], [1, 'fulfilled']]);
    // The new period follows the old one without a gap.
    expect(Date.parse(after.current_start!)).toBe(Date.parse(sub.current_end!) - 35 * DAY);
    expect(ok(InvoicesResponse, await alpha.get(CHECKOUT_CALLS.invoices.path, { token: who.token })).invoices).toHaveLength(2);
  });
  it('racing runs of the job charge a due period once', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    await api.school(ALPHA.id).prepare('UPDATE subscriptions SET current_end = ?, charge_at = ? WHERE id = ?').bind(Date.now() - 1000, Date.now() - 1000, sub.id).run();
    await Promise.all(Array.from({ length: 5 }, () => alpha.post(S.devRenewals.path, {})));
    expect(await count('SELECT count(*) AS n FROM orders WHERE subscription_id = ? AND period = 2', sub.id)).toBe(1);
    expect((await one(who, sub.id)).paid_count).toBe(2);
  });
  it('a failed renewal is retried on the schedule with access through the grace, then halts and access ends; a new method recovers it', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    await declines(sub.id, true);
    await moveClock(who, 31);
    let now = await one(who, sub.id);
    expect(now).toMatchObject({ state: 'pending', failures: 1, paid_count: 1 });
    expect(Date.parse(now.access_until!) - Date.parse(sub.current_end!) + 31 * DAY).toBe(GRACE_DAYS * DAY);
    expect(await myCourses(who)).toContain(101);
    await moveClock(who, 1);
    await moveClock(who, 2);
    now = await one(who, sub.id);
    expect(now).toMatchObject({ state: 'pending', failures: 3 });
    await moveClock(who, 2);
    now = await one(who, sub.id);
    expect(now).toMatchObject({ state: 'halted', failures: 4, access_until: null, charge_at: null });
    expect(await myCourses(who)).not.toContain(101);
    expect(now.charges.filter((c) => c.order.state === 'failed')).toHaveLength(4);
    // Replacing the method on file charges the period at once: active again, access back.
    const started = ok(SubscriptionResponse, await alpha.post(callUrl(S.replaceMethod, { subscriptionId: sub.id }), {}, { token: who.token }));
    const back = await postForm(S.devMandate.path, { subscription_id: started.checkout!.subscription_id, method: 'upi', outcome: 'authorise', return_to: '/learn/account/manage-payments' });
    expect(back.searchParams.get('mandate')).toBe('authorised');
    now = await one(who, sub.id);
    expect(now).toMatchObject({ state: 'active', paid_count: 2, failures: 0, method: { kind: 'upi', vpa: 'success@razorpay' } });
    expect(await myCourses(who)).toContain(101);
  });
  it('a UPI mandate is told 24 hours before each charge, and not charged sooner', async () => {
    const who = await signUp();
    const sub = await subscribed(who, 71, 'upi');
    const end = Date.parse(sub.current_end!);
    const days = Math.floor((end - Date.now()) / DAY); // to less than a day before the charge
    await moveClock(who, days);
    let now = await one(who, sub.id);
    expect(now.paid_count).toBe(1);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND title LIKE 'Pre-debit notice:%'", who.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM outbox WHERE recipient = ? AND kind = 'pre_debit_notice' AND body LIKE '%success@razorpay by UPI AutoPay%'", who.email)).toBe(1);
    await moveClock(who, 1);
    now = await one(who, sub.id);
    expect(now.paid_count).toBe(2);
    // The next period's notice is its own.
    await moveClock(who, 30);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND title LIKE 'Pre-debit notice:%'", who.id)).toBe(2);
  });
});

describe('changing plan', () => {
  it('an upgrade charges the new plan less the unused part of the period, starts a new period and opens what it adds', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    await moveClock(who, 10);
    const quote = ok(ChangeQuoteResponse, await alpha.get(callUrl(S.changeQuote, { subscriptionId: sub.id }, { plan_id: 72 }), { token: who.token }));
    const length = Date.parse(sub.current_end!) - Date.parse(sub.current_start!);
    const credit = Math.floor((500 * (length - 10 * DAY)) / length);
    expect(quote.credit).toBeGreaterThanOrEqual(credit - 1);
    expect(quote.credit).toBeLessThanOrEqual(credit);
    expect(quote.due).toBe(900 - quote.credit + Math.round((900 - quote.credit) * 0.18));
    const changed = ok(SubscriptionResponse, await alpha.post(callUrl(S.changePlan, { subscriptionId: sub.id }), { idempotency_key: key(), plan_id: 72 }, { token: who.token }));
    expect(changed.subscription).toMatchObject({ state: 'active', paid_count: 2, plan: { name: 'premium' } });
    expect(changed.subscription.charges[0]!.order.price).toMatchObject({ list: 900, proration: quote.credit, total: quote.due });
    expect(await myCourses(who)).toEqual(expect.arrayContaining([101, 105]));
    // Down again at once: the premium period's unused credit is more than the monthly price; the rest is wallet credit.
    const down = ok(ChangeQuoteResponse, await alpha.get(callUrl(S.changeQuote, { subscriptionId: sub.id }, { plan_id: 71 }), { token: who.token }));
    expect(down.due).toBe(0);
    expect(down.to_wallet).toBeGreaterThan(0);
    const back = ok(SubscriptionResponse, await alpha.post(callUrl(S.changePlan, { subscriptionId: sub.id }), { idempotency_key: key(), plan_id: 71 }, { token: who.token }));
    expect(back.subscription).toMatchObject({ paid_count: 3, plan: { name: 'monthly' } });
    const wallet = ok(WalletResponse, await alpha.get(WALLET_CALLS.wallet.path, { token: who.token }));
    expect(wallet.balance).toBe(down.to_wallet);
    expect(await myCourses(who)).not.toContain(105);
  });
  it('the same plan, or one of another product, is refused', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    expectError(await alpha.get(callUrl(S.changeQuote, { subscriptionId: sub.id }, { plan_id: 71 }), { token: who.token }), 412, SUBSCRIPTION_TEXT.samePlan, 'plan_id');
  });
  it('a failed charge for the new plan changes nothing', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    await declines(sub.id, true);
    expectError(await alpha.post(callUrl(S.changePlan, { subscriptionId: sub.id }), { idempotency_key: key(), plan_id: 72 }, { token: who.token }), 412, SUBSCRIPTION_TEXT.chargeFailed);
    expect(await one(who, sub.id)).toMatchObject({ state: 'active', paid_count: 1, plan: { name: 'monthly' } });
    expect(await myCourses(who)).not.toContain(105);
  });
});

describe('cancelling', () => {
  it('at the period\'s end keeps access to it, can be taken back, then ends with no further charge', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    const cancelled = ok(SubscriptionResponse, await alpha.post(callUrl(S.cancelSubscription, { subscriptionId: sub.id }), { at: 'period_end' }, { token: who.token }));
    expect(cancelled.subscription).toMatchObject({ state: 'active', cancel_at_period_end: true, charge_at: null, ends_at: sub.current_end });
    const resumed = ok(SubscriptionResponse, await alpha.post(callUrl(S.resumeSubscription, { subscriptionId: sub.id }), {}, { token: who.token }));
    expect(resumed.subscription).toMatchObject({ cancel_at_period_end: false, charge_at: sub.current_end });
    await alpha.post(callUrl(S.cancelSubscription, { subscriptionId: sub.id }), { at: 'period_end' }, { token: who.token });
    expect(await moveClock(who, 32)).toBe(0);
    expect(await one(who, sub.id)).toMatchObject({ state: 'cancelled', paid_count: 1 });
    expect(await myCourses(who)).not.toContain(101);
    expectError(await alpha.post(callUrl(S.cancelSubscription, { subscriptionId: sub.id }), { at: 'now' }, { token: who.token }), 412, SUBSCRIPTION_TEXT.notCancellable);
  });
  it('now, within the refund window, ends access and refunds the period; after it, refunds nothing', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    ok(SubscriptionResponse, await alpha.post(callUrl(S.cancelSubscription, { subscriptionId: sub.id }), { at: 'now' }, { token: who.token }));
    const after = await one(who, sub.id);
    expect(after.state).toBe('cancelled');
    expect(after.charges[0]!.order.state).toBe('refunded');
    expect(await myCourses(who)).not.toContain(101);

    const late = await signUp();
    const lateSub = await subscribed(late);
    await moveClock(late, 8);
    await alpha.post(callUrl(S.cancelSubscription, { subscriptionId: lateSub.id }), { at: 'now' }, { token: late.token });
    const ended = await one(late, lateSub.id);
    expect(ended.state).toBe('cancelled');
    expect(ended.charges[0]!.order.state).toBe('fulfilled');
    expect(await myCourses(late)).not.toContain(101);
  });
});

describe('what a subscription leaves alone, and what ends it', () => {
  it('access bought on its own is never shortened or ended by a subscription', async () => {
    const who = await signUp();
    // Calculus Deep Dive (105) owned for life before the premium plan, which also opens it.
    await api.school(ALPHA.id).prepare('INSERT INTO enrolments (school_id, user_id, course_id, pricing_id, enrolled_at, expires_at, progress_percent) VALUES (?, ?, 105, 6, ?, NULL, 0)').bind(ALPHA.id, who.id, Date.now()).run();
    const sub = await subscribed(who, 72);
    await alpha.post(callUrl(S.cancelSubscription, { subscriptionId: sub.id }), { at: 'now' }, { token: who.token });
    expect(await api.school(ALPHA.id).prepare('SELECT expires_at FROM enrolments WHERE user_id = ? AND course_id = 105').bind(who.id).first()).toEqual({ expires_at: null });
    expect(await myCourses(who)).toEqual([105]);
  });
  it('a plan change takes the new plan\'s length: monthly until cancelled to premium for three payments', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    const changed = ok(SubscriptionResponse, await alpha.post(callUrl(S.changePlan, { subscriptionId: sub.id }), { idempotency_key: key(), plan_id: 72 }, { token: who.token }));
    expect(changed.subscription).toMatchObject({ paid_count: 2, total_count: 4 });
  });
  it('the school refunding the current period at its gateway ends the subscription and the access', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    const paymentId = sub.charges[0]!.order.gateway_payment_id!;
    await postForm(CHECKOUT_CALLS.devGatewayRefund.path, { payment_id: paymentId });
    expect(await one(who, sub.id)).toMatchObject({ state: 'cancelled', charge_at: null });
    expect(await myCourses(who)).not.toContain(101);
    expect(await moveClock(who, 31)).toBe(0);
  });
  it('cancelling while a renewal is being charged waits for it', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    await api.school(ALPHA.id).prepare("UPDATE subscriptions SET charging = 'sub:x', charging_since = ? WHERE id = ?").bind(Date.now(), sub.id).run();
    expectError(await alpha.post(callUrl(S.cancelSubscription, { subscriptionId: sub.id }), { at: 'now' }, { token: who.token }), 412, SUBSCRIPTION_TEXT.notChangeable);
    expect((await one(who, sub.id)).state).toBe('active');
  });
});

describe('a learner who leaves', () => {
  it('deleting the account cancels the mandate and the subscription: the job never charges it again', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    const gatewayId = await gatewayOf(sub.id);
    expect((await alpha.request('DELETE', AUTH_CALLS.deleteMe.path, { body: { confirm: 'DELETE' }, token: who.token })).status).toBe(200);
    expect(await api.school(ALPHA.id).prepare('SELECT state, charge_at FROM subscriptions WHERE id = ?').bind(sub.id).first()).toEqual({ state: 'cancelled', charge_at: null });
    expect(await api.school(ALPHA.id).prepare('SELECT status FROM dev_gateway_subscriptions WHERE id = ?').bind(gatewayId).first()).toEqual({ status: 'cancelled' });
    await api.school(ALPHA.id).prepare('UPDATE subscriptions SET current_end = ? WHERE id = ?').bind(Date.now() - 1000, sub.id).run();
    await alpha.post(S.devRenewals.path, {});
    expect(await count('SELECT count(*) AS n FROM orders WHERE subscription_id = ?', sub.id)).toBe(1);
  });
});

describe('webhooks and isolation', () => {
  async function webhook(body: object, secret = LOCAL_GATEWAY_VARS.RAZORPAY_WEBHOOK_SECRET!, eventId = `evt_sub${++keys}`) {
    const raw = JSON.stringify(body);
    const { createHmac } = await import('node:crypto');
    const response = await api.server.fetch(CHECKOUT_CALLS.paymentWebhook.path, {
      method: 'POST', body: raw,
      headers: { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: '203.0.113.10', 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'), 'x-razorpay-event-id': eventId },
    });
    return response.status;
  }
  const event = (name: string, id: string) => ({ entity: 'event', event: name, contains: ['subscription'], created_at: Math.floor(Date.now() / 1000), payload: { subscription: { entity: { id, status: 'active' } } } });

  it('a replayed charge event charges nothing more; a forged one is refused and changes nothing', async () => {
    const who = await signUp();
    const sub = await subscribed(who);
    const gatewayId = await gatewayOf(sub.id);
    expect(await webhook(event('subscription.charged', gatewayId), LOCAL_GATEWAY_VARS.RAZORPAY_WEBHOOK_SECRET!, 'evt_same')).toBe(200);
    expect(await webhook(event('subscription.charged', gatewayId), LOCAL_GATEWAY_VARS.RAZORPAY_WEBHOOK_SECRET!, 'evt_same')).toBe(200);
    expect(await webhook(event('subscription.cancelled', gatewayId), 'not-the-secret-0123456789')).toBe(403);
    expect(await one(who, sub.id)).toMatchObject({ state: 'active', paid_count: 1 });
  });
  it('another learner\'s subscription, and one asked for at another school, is not found', async () => {
    const owner = await signUp();
    const sub = await subscribed(owner);
    const other = await signUp();
    expectError(await alpha.post(callUrl(S.cancelSubscription, { subscriptionId: sub.id }), { at: 'now' }, { token: other.token }), 404, SUBSCRIPTION_TEXT.subscriptionNotFound);
    const beta = apiClient(api.server, BETA.slug);
    const betaLearner = await signUp(beta);
    expectError(await beta.post(callUrl(S.cancelSubscription, { subscriptionId: sub.id }), { at: 'now' }, { token: betaLearner.token }), 404, SUBSCRIPTION_TEXT.subscriptionNotFound);
    expect((await one(owner, sub.id)).state).toBe('active');
  });
});
