/**
 * Checkout in real workerd (src/contract/checkout.ts CHECKOUT_CALLS): quotes, orders and their state machine,
 * idempotency, the gateway's payment signature and webhooks (proved with the `razorpay` package's own helpers),
 * concurrency, school isolation and the scheduled settlement. The gateway is the local one (GATEWAY=local, as
 * `npm start` runs it), which keeps its orders and payments as Razorpay would.
 *
 * Alpha's plans (testing/fixtures.ts, paise): 101 ₹10 less 20% = ₹8 (plan 1); 105 ₹15 less 100% = free (plan 6);
 * 103 is private (contact the admin); 104 is expired. Beta reuses id 101 for its own product.
 */
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_GATEWAY_VARS } from '../../cli/lib/local-config.ts';
import { AUTH_CALLS, AuthSession, Done, VALIDATION_TEXT } from '../contract/auth.ts';
import { ADDRESS_TEXT, BillingAddressResponse } from '../contract/billing-address.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../contract/bundle.ts';
import { CHECKOUT_CALLS as K, CHECKOUT_TEXT, InvoicesResponse, OrderResponse, OrdersResponse, QuoteResponse, type OrderState } from '../contract/checkout.ts';
import { EnrolledCoursesResponse, LEARNING_CALLS } from '../contract/learning.ts';
import { WALLET_CALLS, WALLET_TEXT, WalletResponse } from '../contract/wallet.ts';
import { InviteLookupResponse, InviteResponse, REFERRAL_CALLS, REFERRAL_TEXT } from '../contract/referral.ts';
import { settleOrders } from './scheduled.ts';
import { canMove, MOVES_TO, settleOverdue } from './lib/orders.ts';
import { balance, post, SCHOOL_ACCOUNT, walletAccount } from './lib/ledger.ts';
import { ORDER_STATES } from '../contract/checkout.ts';
import { ALPHA, BETA, TEST_AFFILIATE, TEST_REFERRALS } from './testing/fixtures.ts';
import { AdminPayout, AdminPayoutsResponse, AFFILIATE_CALLS, AFFILIATE_TEXT, AffiliateResponse, ClickResponse, ProductLinksResponse } from '../contract/affiliate.ts';
import { commissionOn } from './lib/commissions.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { z } from 'zod';
import { apiClient, callUrl, expectError, failed, ok, startApi, type Api, type Client } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('checkout');
  // Alpha's coupons, as a school's checkout.json seeds them.
  const coupon = (code: string, data: object) => api.school(ALPHA.id).prepare('INSERT INTO coupons (school_id, code, data_json) VALUES (?, ?, ?)').bind(ALPHA.id, code, JSON.stringify({
    code, valid_from: null, valid_until: null, max_uses: null, max_uses_per_learner: null, course_ids: null, ...data,
  }));
  await api.school(ALPHA.id).batch([
    coupon('HALF', { kind: 'percentage', value: 50 }),
    coupon('ONCE', { kind: 'amount', value: 100, max_uses_per_learner: 1 }),
    coupon('OLD', { kind: 'percentage', value: 10, valid_until: '2020-01-01T00:00:00Z' }),
    coupon('OTHER', { kind: 'percentage', value: 10, course_ids: [102] }),
  ]);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const ORIGIN = 'http://alpha.localhost:8787';
const client = (school: string = ALPHA.slug): Client => apiClient(api.server, school);

let learners = 0;
async function signUp(agent: Client) {
  learners += 1;
  const learner = { name: `Buyer ${learners}`, email: `buyer${learners}@mail.example`, phone: `8${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, learner));
  return { ...learner, id: session.studentId, token: session.authToken };
}
type Learner = Awaited<ReturnType<typeof signUp>>;

let keys = 0;
const key = () => `test-key-${String(++keys).padStart(8, '0')}-${Math.random().toString(36).slice(2, 10)}`;

const create = (agent: Client, who: Learner, body: object) => agent.post(K.createOrder.path, { idempotency_key: key(), ...body }, { token: who.token });
const confirm = (agent: Client, who: Learner, orderId: number, body: object, idempotencyKey = key()) =>
  agent.post(callUrl(K.confirmPayment, { orderId }), { idempotency_key: idempotencyKey, ...body }, { token: who.token });
const getOrder = (agent: Client, who: Learner, orderId: number) => agent.get(callUrl(K.order, { orderId }), { token: who.token });

/** A form the local gateway's pages post, as the browser sends it from the school's host. */
const postForm = (path: string, fields: Record<string, string>, school: string = ALPHA.slug) => api.server.fetch(path, {
  method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(),
  headers: { [SCHOOL_HEADER]: school, [CLIENT_IP_HEADER]: '203.0.113.9', 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN },
});

/** The local gateway's pay form, as the payer's browser posts it from the gateway page; returns the query it sends back. */
async function pay(orderId: string, outcome: 'success' | 'failure' | 'cancel' | 'dropped' | 'late'): Promise<URLSearchParams> {
  const response = await postForm(K.devGatewayPay.path, { order_id: orderId, outcome, return_to: '/learn/coursePayment/101?pricingId=1' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, ORIGIN);
  expect(location.pathname).toBe('/learn/coursePayment/101');
  return location.searchParams;
}

let events = 0;
/** A webhook as Razorpay sends it: raw JSON body, signed with the webhook secret. */
async function webhook(body: object, opts: { secret?: string; eventId?: string; school?: string } = {}) {
  const raw = JSON.stringify(body);
  const { createHmac } = await import('node:crypto');
  const signature = createHmac('sha256', opts.secret ?? LOCAL_GATEWAY_VARS.RAZORPAY_WEBHOOK_SECRET!).update(raw).digest('hex');
  const response = await api.server.fetch(K.paymentWebhook.path, {
    method: 'POST', body: raw,
    headers: { [SCHOOL_HEADER]: opts.school ?? ALPHA.slug, [CLIENT_IP_HEADER]: '203.0.113.10', 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': opts.eventId ?? `evt_test${++events}` },
  });
  return { status: response.status, body: (await response.json()) as { received?: boolean; duplicate?: boolean }, raw, signature };
}
const paymentEvent = (event: string, p: { id: string; order_id: string; amount: number; status: string; currency?: string }, createdAt = Math.floor(Date.now() / 1000)) =>
  ({ entity: 'event', event, contains: ['payment'], created_at: createdAt, payload: { payment: { entity: { currency: 'INR', ...p, entity: 'payment' } } } });

const count = async (sql: string, ...values: unknown[]) => ((await api.school(ALPHA.id).prepare(sql).bind(...values).first<{ n: number }>())!.n);
const enrolments = (who: Learner, courseId: number) => count('SELECT count(*) AS n FROM enrolments WHERE school_id = ? AND user_id = ? AND course_id = ?', ALPHA.id, who.id, courseId);
const notices = (who: Learner) => count("SELECT count(*) AS n FROM notifications WHERE school_id = ? AND user_id = ? AND title LIKE 'You are enrolled in%'", ALPHA.id, who.id);
const myCourses = async (agent: Client, who: Learner) => ok(EnrolledCoursesResponse, await agent.get(`${LEARNING_CALLS.enrolled.path}?enrolled=1`, { token: who.token })).courses.map((c) => c.id);

/** A new paid order of product 101 waiting for payment at the local gateway. */
async function awaitingOrder(agent: Client, who: Learner, body: object = {}) {
  const answer = ok(OrderResponse, await create(agent, who, { course_id: 101, ...body }));
  expect(answer.order.state).toBe('awaiting_payment');
  return answer;
}

describe('the state machine', () => {
  it('moves only forward, with one way back: a late authorisation pays a failed, cancelled or expired order', () => {
    const forward: [OrderState, OrderState][] = [['created', 'awaiting_payment'], ['awaiting_payment', 'paid'], ['paid', 'fulfilled'], ['fulfilled', 'refunded'], ['failed', 'paid'], ['cancelled', 'paid'], ['expired', 'paid']];
    for (const [from, to] of forward) expect(canMove(from, to), `${from} -> ${to}`).toBe(true);
    const backward: [OrderState, OrderState][] = [['paid', 'awaiting_payment'], ['fulfilled', 'paid'], ['paid', 'failed'], ['fulfilled', 'cancelled'], ['refunded', 'paid'], ['expired', 'awaiting_payment'], ['failed', 'cancelled']];
    for (const [from, to] of backward) expect(canMove(from, to), `${from} -> ${to}`).toBe(false);
    expect(Object.keys(MOVES_TO).sort()).toEqual([...ORDER_STATES].sort());
  });
});

describe('quote', () => {
  it('prices the plan with its discount and a coupon, and names a refused coupon with its reason', async () => {
    const agent = client();
    const who = await signUp(agent);
    const plain = ok(QuoteResponse, await agent.get(callUrl(K.checkoutQuote, null, { course_id: 101 }), { token: who.token }));
    expect(plain.price).toMatchObject({ list: 1000, plan_discount: 200, coupon: null, price: 800, total: 800 });
    const half = ok(QuoteResponse, await agent.get(callUrl(K.checkoutQuote, null, { course_id: 101, coupon: 'half' }), { token: who.token }));
    expect(half.price).toMatchObject({ coupon: { code: 'HALF', amount: 400 }, price: 400, total: 400 });
    for (const [code, reason] of [['NOPE', CHECKOUT_TEXT.unknown], ['OLD', CHECKOUT_TEXT.expired], ['OTHER', CHECKOUT_TEXT.notApplicable]] as const) {
      const refused = ok(QuoteResponse, await agent.get(callUrl(K.checkoutQuote, null, { course_id: 101, coupon: code }), { token: who.token }));
      expect([refused.coupon_refusal, refused.price.total]).toEqual([reason, 800]);
    }
  });

  it('refuses a coupon under 3 characters with SPEC.md text, a product not for sale, and a signed-out learner', async () => {
    const agent = client();
    const who = await signUp(agent);
    expectError(await agent.get(callUrl(K.checkoutQuote, null, { course_id: 101, coupon: 'ab' }), { token: who.token }), 412, 'Invalid coupon: Minimum 3 characters required', 'coupon');
    expectError(await agent.get(callUrl(K.checkoutQuote, null, { course_id: 104 }), { token: who.token }), 404, CHECKOUT_TEXT.unavailableItem);
    expectError(await agent.get(callUrl(K.checkoutQuote, null, { course_id: 103 }), { token: who.token }), 404, CHECKOUT_TEXT.unavailableItem);
    expect((await agent.get(callUrl(K.checkoutQuote, null, { course_id: 101 }))).status).toBe(401);
  });
});

describe('a free product', () => {
  it('enrols at once with an order and no gateway', async () => {
    const agent = client();
    const who = await signUp(agent);
    const answer = ok(OrderResponse, await create(agent, who, { course_id: 105 }));
    expect(answer.order).toMatchObject({ state: 'fulfilled', gateway: null, gateway_order_id: null, price: { list: 1500, total: 0 } });
    expect(answer.checkout).toBeNull();
    expect(await myCourses(agent, who)).toContain(105);
    expect(await notices(who)).toBe(1);
    expectError(await create(agent, who, { course_id: 105 }), 412, CHECKOUT_TEXT.alreadyOwned, 'course_id');
  });
});

describe('a paid purchase through the gateway', () => {
  it('creates the gateway order, pays, verifies the signature (Razorpay\'s own helper agrees) and enrols once', async () => {
    const agent = client();
    const who = await signUp(agent);
    const { order, checkout } = await awaitingOrder(agent, who, { coupon: 'HALF' });
    expect(order.price.total).toBe(400);
    expect(checkout).toMatchObject({ gateway: 'razorpay', key_id: LOCAL_GATEWAY_VARS.RAZORPAY_KEY_ID, amount: 400, currency: 'INR' });
    expect(checkout!.url).toContain(checkout!.order_id);

    const back = await pay(checkout!.order_id, 'success');
    const proof = { razorpay_order_id: back.get('razorpay_order_id')!, razorpay_payment_id: back.get('razorpay_payment_id')!, razorpay_signature: back.get('razorpay_signature')! };
    expect(validatePaymentVerification({ order_id: proof.razorpay_order_id, payment_id: proof.razorpay_payment_id }, proof.razorpay_signature, LOCAL_GATEWAY_VARS.RAZORPAY_KEY_SECRET!)).toBe(true);

    const confirmKey = key();
    const first = ok(OrderResponse, await confirm(agent, who, order.id, proof, confirmKey));
    expect(first.order).toMatchObject({ state: 'fulfilled', gateway_payment_id: proof.razorpay_payment_id });
    expect(ok(OrderResponse, await confirm(agent, who, order.id, proof, confirmKey))).toEqual(first);
    expect(await enrolments(who, 101)).toBe(1);
    expect(await notices(who)).toBe(1);
    expect(await myCourses(agent, who)).toContain(101);
  });

  it('answers a repeated create with the same key with the first order', async () => {
    const agent = client();
    const who = await signUp(agent);
    const idempotency_key = key();
    const first = ok(OrderResponse, await agent.post(K.createOrder.path, { idempotency_key, course_id: 101 }, { token: who.token }));
    const again = ok(OrderResponse, await agent.post(K.createOrder.path, { idempotency_key, course_id: 101, coupon: 'HALF' }, { token: who.token }));
    expect(again.order.id).toBe(first.order.id);
    expect(again.checkout!.order_id).toBe(first.checkout!.order_id);
    expect(await count('SELECT count(*) AS n FROM orders WHERE school_id = ? AND user_id = ?', ALPHA.id, who.id)).toBe(1);
  });

  it('refuses a wrong signature or another order\'s payment and changes nothing', async () => {
    const agent = client();
    const who = await signUp(agent);
    const a = await awaitingOrder(agent, who);
    const b = await awaitingOrder(agent, who);
    const back = await pay(b.checkout!.order_id, 'dropped');
    void back;
    const forged = { razorpay_order_id: a.checkout!.order_id, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA', razorpay_signature: 'f'.repeat(64) };
    expectError(await confirm(agent, who, a.order.id, forged), 412, CHECKOUT_TEXT.badSignature, 'razorpay_signature');
    expectError(await confirm(agent, who, a.order.id, { ...forged, razorpay_order_id: b.checkout!.order_id }), 412, CHECKOUT_TEXT.badSignature, 'razorpay_signature');
    expect(await count("SELECT count(*) AS n FROM orders WHERE id = ? AND state = 'awaiting_payment'", a.order.id)).toBe(1);
    expect(await enrolments(who, 101)).toBe(0);
  });

  it('a failed payment fails the order; a new order then pays', async () => {
    const agent = client();
    const who = await signUp(agent);
    const first = await awaitingOrder(agent, who);
    const failed = await pay(first.checkout!.order_id, 'failure');
    expect(failed.get('error')).toBe('failed');
    expect(ok(OrderResponse, await getOrder(agent, who, first.order.id)).order.state).toBe('failed');
    const retry = await awaitingOrder(agent, who);
    const back = await pay(retry.checkout!.order_id, 'success');
    const done = ok(OrderResponse, await confirm(agent, who, retry.order.id, Object.fromEntries(back)));
    expect(done.order.state).toBe('fulfilled');
    expect(await enrolments(who, 101)).toBe(1);
    // The payment history: both orders, newest first, with every attempt; another learner sees none of them.
    const history = ok(OrdersResponse, await agent.get(K.orders.path, { token: who.token })).orders;
    expect(history.map((o) => [o.id, o.state, o.payments.map((p) => p.status)])).toEqual([[retry.order.id, 'fulfilled', ['captured']], [first.order.id, 'failed', ['failed']]]);
    const stranger = await signUp(agent);
    expect(ok(OrdersResponse, await agent.get(K.orders.path, { token: stranger.token })).orders).toEqual([]);
  });

  it('cancelling moves the order to cancelled and charges nothing', async () => {
    const agent = client();
    const who = await signUp(agent);
    const { order, checkout } = await awaitingOrder(agent, who);
    expect((await pay(checkout!.order_id, 'cancel')).get('error')).toBe('cancelled');
    expect(ok(OrderResponse, await agent.post(callUrl(K.abandonOrder, { orderId: order.id }), { reason: 'cancelled' }, { token: who.token })).order.state).toBe('cancelled');
    expect(await count('SELECT count(*) AS n FROM payments WHERE order_id = ?', order.id)).toBe(0);
  });

  it('a dropped connection after paying: reading the order settles it with the gateway', async () => {
    const agent = client();
    const who = await signUp(agent);
    const { order, checkout } = await awaitingOrder(agent, who);
    expect((await pay(checkout!.order_id, 'dropped')).get('error')).toBe('network');
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
    expect(await enrolments(who, 101)).toBe(1);
  });
});

let credits = 0;
const credit = (who: Pick<Learner, 'id'>, amount: number, school: { id: number } = ALPHA) => post(api.db(school.id), school, {
  key: `test-credit:${(credits += 1)}`, kind: 'admin_credit', note: 'test credit', at: Date.now(),
  legs: [{ account: walletAccount(who.id), amount }, { account: SCHOOL_ACCOUNT.grants, amount: -amount }],
});
/** Transactions whose legs do not sum to zero, and accounts' totals per school (each school's books sum to zero). */
const unbalanced = async () => (await Promise.all([ALPHA, BETA].map(async (school) => (await api.school(school.id).prepare(`SELECT school_id, txn, sum(amount) AS off FROM ledger_entries GROUP BY school_id, txn HAVING sum(amount) <> 0
  UNION ALL SELECT school_id, 'all', sum(amount) FROM ledger_entries GROUP BY school_id HAVING sum(amount) <> 0`).all()).results))).flat();
const walletOf = async (agent: Client, who: Learner) => ok(WalletResponse, await agent.get(WALLET_CALLS.wallet.path, { token: who.token }));
const ledger = async (agent: Client, who: Learner) => (await walletOf(agent, who)).entries.map((e) => [e.kind, e.amount]);

describe('wallet credit', () => {
  it('pays part of an order, taken once however often the order is sent, and shows in the ledger', async () => {
    const agent = client();
    const who = await signUp(agent);
    expectError(await agent.get(WALLET_CALLS.wallet.path), 401, 'Your login session is expired. Please logout and relogin.');
    expect(await walletOf(agent, who)).toEqual({ currency: 2, balance: 0, entries: [] });
    await credit(who, 300);
    const quote = ok(QuoteResponse, await agent.get(callUrl(K.checkoutQuote, null, { course_id: 101, use_wallet: '1' }), { token: who.token }));
    expect(quote).toMatchObject({ wallet_balance: 300, price: { price: 800, wallet: 300, total: 500 } });
    expect(ok(QuoteResponse, await agent.get(callUrl(K.checkoutQuote, null, { course_id: 101 }), { token: who.token })).price).toMatchObject({ wallet: 0, total: 800 });
    const idempotency_key = key();
    const first = ok(OrderResponse, await agent.post(K.createOrder.path, { idempotency_key, course_id: 101, use_wallet: true }, { token: who.token }));
    expect(first.order.price).toMatchObject({ wallet: 300, total: 500 });
    expect(first.checkout).toMatchObject({ amount: 500 });
    ok(OrderResponse, await agent.post(K.createOrder.path, { idempotency_key, course_id: 101, use_wallet: true }, { token: who.token }));
    const wallet = await walletOf(agent, who);
    expect(wallet.balance).toBe(0);
    expect(wallet.entries.map((e) => [e.kind, e.amount, e.order?.receipt ?? null])).toEqual([['debit_order', -300, first.order.receipt], ['admin_credit', 300, null]]);
    const back = await pay(first.checkout!.order_id, 'success');
    expect(ok(OrderResponse, await confirm(agent, who, first.order.id, Object.fromEntries(back))).order.state).toBe('fulfilled');
    expect((await walletOf(agent, who)).balance).toBe(0);
  });

  it('comes back when the order fails, and is taken again when a late authorisation pays it', async () => {
    const agent = client();
    const who = await signUp(agent);
    await credit(who, 300);
    const { order, checkout } = ok(OrderResponse, await create(agent, who, { course_id: 101, use_wallet: true }));
    expect((await pay(checkout!.order_id, 'failure')).get('error')).toBe('failed');
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('failed');
    expect(await ledger(agent, who)).toEqual([['credit_course', 300], ['debit_order', -300], ['admin_credit', 300]]);
    // The bank authorises after all: the webhook pays the failed order, and the credit it counted on is taken again.
    const late = paymentEvent('payment.authorized', { id: 'pay_LATEAUTHORISED1', order_id: checkout!.order_id, amount: 500, status: 'authorized' });
    expect((await webhook(late, { eventId: 'evt_late_auth_1' })).status).toBe(200);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
    expect(await ledger(agent, who)).toEqual([['debit_order', -300], ['credit_course', 300], ['debit_order', -300], ['admin_credit', 300]]);
    // The same event again changes nothing.
    await webhook(late, { eventId: 'evt_late_auth_1' });
    expect((await walletOf(agent, who)).balance).toBe(0);
  });

  it('two orders racing for the same credit never spend it twice', async () => {
    const agent = client();
    const who = await signUp(agent);
    await credit(who, 500);
    const replies = await Promise.all([0, 1, 2].map(() => create(agent, who, { course_id: 101, use_wallet: true })));
    // Whichever order takes the credit first holds it; the others are priced without it, or, having counted on it
    // while it was still there, refused with the reason and cancelled.
    for (const refused of replies.filter((r) => r.status !== 200)) expectError(refused, 412, WALLET_TEXT.balanceChanged, 'use_wallet');
    const used = replies.filter((r) => r.status === 200).map((r) => OrderResponse.parse(r.body).order.price.wallet);
    expect(used.filter((w) => w > 0)).toEqual([500]);
    expect(await ledger(agent, who)).toEqual([['debit_order', -500], ['admin_credit', 500]]);
    expect(await count("SELECT count(*) AS n FROM orders WHERE school_id = ? AND user_id = ? AND state = 'cancelled'", ALPHA.id, who.id)).toBe(replies.length - used.length);
  });

  it('covering the whole price, enrols at once with no gateway and a total of zero', async () => {
    const agent = client();
    const who = await signUp(agent);
    await credit(who, 1000);
    const { order, checkout } = ok(OrderResponse, await create(agent, who, { course_id: 101, use_wallet: true }));
    expect(order).toMatchObject({ state: 'fulfilled', gateway: null, price: { wallet: 800, total: 0 } });
    expect(checkout).toBeNull();
    expect((await walletOf(agent, who)).balance).toBe(200);
    expect(await enrolments(who, 101)).toBe(1);
  });
});

describe('the ledger', () => {
  const db = () => api.db(ALPHA.id);
  const spend = (userId: number, n: number, amount: number) => post(db(), ALPHA, {
    key: `spend:${userId}:${n}`, kind: 'debit_order', at: Date.now(),
    legs: [{ account: walletAccount(userId), amount: -amount }, { account: SCHOOL_ACCOUNT.sales, amount }],
  }, sql<boolean>`(SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE school_id = ${ALPHA.id} AND account = ${walletAccount(userId)}) >= ${amount}`);
  const legsOf = async (key: string) => (await api.school(ALPHA.id).prepare('SELECT account, amount FROM ledger_entries WHERE school_id = ? AND txn = ? ORDER BY leg').bind(ALPHA.id, key).all()).results;

  it('writes a transaction whole or not at all: a repeated key adds nothing, an unbalanced one is refused before writing', async () => {
    const user = 9_000_001;
    expect(await credit({ id: user }, 500)).toBe(true);
    const txn = { key: `gift:${user}`, kind: 'admin_credit' as const, at: Date.now(), legs: [{ account: walletAccount(user), amount: 250 }, { account: SCHOOL_ACCOUNT.grants, amount: -250 }] };
    expect(await post(db(), ALPHA, txn)).toBe(true);
    expect(await post(db(), ALPHA, txn)).toBe(false);
    expect(await legsOf(txn.key)).toEqual([{ account: walletAccount(user), amount: 250 }, { account: 'school:grants', amount: -250 }]);
    await expect(post(db(), ALPHA, { ...txn, key: 'lopsided', legs: [{ account: walletAccount(user), amount: 250 }, { account: SCHOOL_ACCOUNT.grants, amount: -200 }] })).rejects.toThrow(/not balanced/);
    expect(await legsOf('lopsided')).toEqual([]);
    expect(await balance(db(), ALPHA, walletAccount(user))).toBe(750);
  });

  it('a guard is read once for every leg: a spend of the whole balance writes both of its legs', async () => {
    const user = 9_000_002;
    await credit({ id: user }, 100);
    expect(await spend(user, 1, 100)).toBe(true);
    expect(await legsOf(`spend:${user}:1`)).toEqual([{ account: walletAccount(user), amount: -100 }, { account: 'school:sales', amount: 100 }]);
    expect(await spend(user, 2, 1)).toBe(false);
    expect(await legsOf(`spend:${user}:2`)).toEqual([]);
  });

  it('20 concurrent spends of 100 against 300 of credit: three are written, the balance is 0, never below', async () => {
    const user = 9_000_003;
    await credit({ id: user }, 300);
    const written = await Promise.all(Array.from({ length: 20 }, (_, n) => spend(user, n, 100)));
    expect(written.filter(Boolean)).toHaveLength(3);
    expect(await balance(db(), ALPHA, walletAccount(user))).toBe(0);
  });

  it("is each school's own: the same account at another school has its own balance", async () => {
    const user = 9_000_004;
    await credit({ id: user }, 40, BETA);
    expect(await balance(api.db(BETA.id), BETA, walletAccount(user))).toBe(40);
    expect(await balance(db(), ALPHA, walletAccount(user))).toBe(0);
    expect(await spend(user, 1, 40)).toBe(false);
  });
});

describe('nothing doubled', () => {
  it('50 concurrent confirmations of one payment and its webhook delivered 3 times out of order: one enrolment, one notice, one wallet debit', async () => {
    const agent = client();
    const who = await signUp(agent);
    await credit(who, 300);
    const { order, checkout } = await awaitingOrder(agent, who, { use_wallet: true });
    // The payment happens at the gateway (captured), but its webhook is held back, as a slow network would.
    const back = await pay(checkout!.order_id, 'dropped');
    void back;
    const paymentId = (await api.school(ALPHA.id).prepare('SELECT id FROM dev_gateway_payments WHERE order_id = ?').bind(checkout!.order_id).first<{ id: string }>())!.id;
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', LOCAL_GATEWAY_VARS.RAZORPAY_KEY_SECRET!).update(`${checkout!.order_id}|${paymentId}`).digest('hex');
    const proof = { razorpay_order_id: checkout!.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature };
    const payment = { id: paymentId, order_id: checkout!.order_id, amount: order.price.total };
    const captured = paymentEvent('payment.captured', { ...payment, status: 'captured' });
    const replies = await Promise.all([
      ...Array.from({ length: 50 }, () => confirm(agent, who, order.id, proof)),
      webhook(captured, { eventId: 'evt_cap_1' }),
      webhook(paymentEvent('payment.authorized', { ...payment, status: 'authorized' }), { eventId: 'evt_auth_1' }),
      webhook(captured, { eventId: 'evt_cap_1' }),
      webhook(captured, { eventId: 'evt_cap_1' }),
    ]);
    for (const reply of replies) expect(reply.status).toBe(200);
    expect(await enrolments(who, 101)).toBe(1);
    expect(await notices(who)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM orders WHERE id = ? AND state = 'fulfilled'", order.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM payments WHERE order_id = ?', order.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM payments WHERE order_id = ? AND status = 'captured'", order.id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM invoices WHERE school_id = ? AND order_id = ?', ALPHA.id, order.id)).toBe(1);
    expect(await ledger(agent, who)).toEqual([['debit_order', -300], ['admin_credit', 300]]);
  });
});

describe('invoices', () => {
  it('numbers paid orders 1, 2, 3 ... per school, none for a free one, each learner seeing only their own', async () => {
    const agent = client();
    const [a, b] = [await signUp(agent), await signUp(agent)];
    const buy = async (who: Learner) => {
      const { order, checkout } = await awaitingOrder(agent, who);
      const back = await pay(checkout!.order_id, 'success');
      expect(ok(OrderResponse, await confirm(agent, who, order.id, Object.fromEntries(back))).order.state).toBe('fulfilled');
      return order;
    };
    const first = await buy(a);
    ok(OrderResponse, await create(agent, a, { course_id: 105 }));
    const second = await buy(b);
    const mine = ok(InvoicesResponse, await agent.get(K.invoices.path, { token: a.token })).invoices;
    const theirs = ok(InvoicesResponse, await agent.get(K.invoices.path, { token: b.token })).invoices;
    expect(mine.map((i) => i.order.id)).toEqual([first.id]);
    expect(theirs.map((i) => i.order.id)).toEqual([second.id]);
    expect(theirs[0]!.number).toBe(mine[0]!.number + 1);
    expect(mine[0]).toMatchObject({ label: `AS-${String(mine[0]!.number).padStart(6, '0')}`, school: { name: 'Alpha School', email: 'help@alpha-school.example' }, learner: { name: a.name, email: a.email } });
    expect(mine[0]!.order.price.total).toBe(800);
    const numbers = (await api.school(ALPHA.id).prepare('SELECT number FROM invoices WHERE school_id = ? ORDER BY number').bind(ALPHA.id).all<{ number: number }>()).results.map((r) => r.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('webhooks', () => {
  it('are verified over the raw body (Razorpay\'s own helper agrees), de-duplicated by event id and accepted in any order', async () => {
    const agent = client();
    const who = await signUp(agent);
    const { order, checkout } = await awaitingOrder(agent, who);
    const payment = { id: 'pay_WebhookOrder01', order_id: checkout!.order_id, amount: order.price.total };
    // Failed first, then (a late authorisation) captured: the order is paid and enrolled; a later failure changes nothing.
    const failed = await webhook(paymentEvent('payment.failed', { ...payment, status: 'failed' }));
    expect(validateWebhookSignature(failed.raw, failed.signature, LOCAL_GATEWAY_VARS.RAZORPAY_WEBHOOK_SECRET!)).toBe(true);
    expect(failed.body).toEqual({ received: true, duplicate: false });
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('failed');
    const captured = await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }), { eventId: 'evt_late_capture' });
    expect(captured.body).toEqual({ received: true, duplicate: false });
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
    expect((await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }), { eventId: 'evt_late_capture' })).body).toEqual({ received: true, duplicate: true });
    await webhook(paymentEvent('payment.failed', { ...payment, status: 'failed' }));
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
    expect(await enrolments(who, 101)).toBe(1);
  });

  it('refuses a wrong signature, and one older than the tolerance, changing nothing', async () => {
    const agent = client();
    const who = await signUp(agent);
    const { order, checkout } = await awaitingOrder(agent, who);
    const event = paymentEvent('payment.captured', { id: 'pay_Forged00000001', order_id: checkout!.order_id, amount: order.price.total, status: 'captured' });
    const forged = await webhook(event, { secret: 'not-the-webhook-secret-at-all' });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ status: 403, data: { message: CHECKOUT_TEXT.webhookSignature } });
    const stale = await webhook({ ...event, created_at: Math.floor(Date.now() / 1000) - 2 * 86_400 });
    expect(stale.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM orders WHERE id = ? AND state = 'awaiting_payment'", order.id)).toBe(1);
  });

  it('a validly signed payment of the same number in another currency does not pay the order', async () => {
    const agent = client();
    const who = await signUp(agent);
    const { order, checkout } = await awaitingOrder(agent, who);
    const dollars = paymentEvent('payment.captured', { id: 'pay_OtherCurrency01', order_id: checkout!.order_id, amount: order.price.total, status: 'captured', currency: 'USD' });
    expect((await webhook(dollars)).status).toBe(200);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('awaiting_payment');
    expect(await enrolments(who, 101)).toBe(0);
    // The same payment in the order's own currency pays it.
    await webhook(paymentEvent('payment.captured', { id: 'pay_OwnCurrency0001', order_id: checkout!.order_id, amount: order.price.total, status: 'captured' }));
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
  });
});

describe('refunds', () => {
  it("the gateway's refund of the paying payment refunds the order once, ends its access, gives credit back and tells the learner; nothing pays it again", async () => {
    const agent = client();
    const who = await signUp(agent);
    await credit(who, 300);
    const { order, checkout } = ok(OrderResponse, await create(agent, who, { course_id: 101, use_wallet: true }));
    const payment = { id: 'pay_REFUNDEDPAYMNT1', order_id: checkout!.order_id, amount: 500 };
    expect((await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }), { eventId: 'evt_ref_cap' })).status).toBe(200);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
    expect(await myCourses(agent, who)).toContain(101);

    // A refund of some other payment is not this order's.
    await webhook(paymentEvent('refund.processed', { ...payment, id: 'pay_SOMEOTHERPAYMT1', status: 'refunded' }), { eventId: 'evt_ref_other' });
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');

    const refunded = paymentEvent('refund.processed', { ...payment, status: 'refunded' });
    for (const eventId of ['evt_ref_1', 'evt_ref_1', 'evt_ref_2']) expect((await webhook(refunded, { eventId })).status).toBe(200);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('refunded');
    // Access ends: the product is still theirs to renew, no longer running.
    const row = await api.school(ALPHA.id).prepare('SELECT expires_at FROM enrolments WHERE school_id = ? AND user_id = ? AND course_id = 101').bind(ALPHA.id, who.id).first<{ expires_at: number }>();
    expect(row!.expires_at).toBeLessThanOrEqual(Date.now());
    expect(await ledger(agent, who)).toEqual([['credit_course', 300], ['debit_order', -300], ['admin_credit', 300]]);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE school_id = ? AND user_id = ? AND title LIKE 'Refund of receipt%'", ALPHA.id, who.id)).toBe(1);

    // A capture arriving late, out of order, cannot pay it again.
    await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }), { eventId: 'evt_ref_cap_late' });
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('refunded');
    expect((await walletOf(agent, who)).balance).toBe(300);
  });
});

describe('the local gateway', () => {
  it('"late": the payer confirms first, the webhook follows seconds later and changes nothing', async () => {
    const agent = client();
    const who = await signUp(agent);
    const { order, checkout } = await awaitingOrder(agent, who);
    const back = await pay(checkout!.order_id, 'late');
    const before = await count("SELECT count(*) AS n FROM webhook_events WHERE school_id = ?", ALPHA.id);
    expect(ok(OrderResponse, await confirm(agent, who, order.id, Object.fromEntries(back))).order.state).toBe('fulfilled');
    await expect.poll(() => count('SELECT count(*) AS n FROM webhook_events WHERE school_id = ?', ALPHA.id), { timeout: 20_000, interval: 250 }).toBe(before + 1);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
    expect([await enrolments(who, 101), await notices(who)]).toEqual([1, 1]);
  });

  it("its dashboard's Refund sends the signed refund webhook once: the order is refunded; another school's payment is not found", async () => {
    const agent = client();
    const who = await signUp(agent);
    const { order, checkout } = await awaitingOrder(agent, who);
    const back = await pay(checkout!.order_id, 'success');
    ok(OrderResponse, await confirm(agent, who, order.id, Object.fromEntries(back)));
    const paymentId = back.get('razorpay_payment_id')!;
    const listed = await api.server.fetch(K.devGatewayPayments.path, { headers: { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: '203.0.113.9' } });
    expect(await listed.text()).toContain(`value="${paymentId}"`);
    expect((await postForm(K.devGatewayRefund.path, { payment_id: paymentId }, BETA.slug)).status).toBe(404);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
    for (let i = 0; i < 2; i++) expect((await postForm(K.devGatewayRefund.path, { payment_id: paymentId })).status).toBe(303);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('refunded');
    expect(await count("SELECT count(*) AS n FROM notifications WHERE school_id = ? AND user_id = ? AND title LIKE 'Refund of receipt%'", ALPHA.id, who.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM webhook_events WHERE school_id = ? AND type = 'refund.processed'", ALPHA.id)).toBeGreaterThanOrEqual(1);
  });
});

describe('the billing address', () => {
  // Alpha in Karnataka, its test (102) with GST added and an address required for it alone (decision 0048).
  beforeAll(async () => {
    await api.school(ALPHA.id).batch([
      api.school(ALPHA.id).prepare("INSERT INTO checkout_settings (school_id, seller_state, address_json, seller_json) VALUES (?, 'KA', ?, ?) ON CONFLICT (school_id) DO UPDATE SET seller_state = 'KA', address_json = excluded.address_json, seller_json = excluded.seller_json")
        .bind(ALPHA.id, JSON.stringify({ ask: 'required', course_ids: [102] }), JSON.stringify(ALPHA_SELLER)),
      api.school(ALPHA.id).prepare("UPDATE pricings SET tax_mode = 'post_gst' WHERE school_id = ? AND course_id = 102").bind(ALPHA.id),
    ]);
  });
  const home = { name: 'Meera Nair', line1: '12 MG Road', city: 'Bengaluru', state: 'KA', postal_code: '560001', country: 'IN' };
  const ALPHA_SELLER = { legal_name: 'Alpha Learning Private Limited', address: { line1: '1 Residency Road', line2: '', city: 'Bengaluru', state: 'KA', postal_code: '560025', country: 'IN' }, tax_id: '29AAHCN1234F1ZM', sac: '999293' };
  const put = (agent: Client, who: Learner, body: object) => agent.request('PUT', K.saveBillingAddress.path, { body, token: who.token });
  const quote = async (agent: Client, who: Learner) => ok(QuoteResponse, await agent.get(callUrl(K.checkoutQuote, null, { course_id: 102 }), { token: who.token }));
  const saved = async (who: Learner) => (await api.school(ALPHA.id).prepare('SELECT data_json FROM billing_addresses WHERE school_id = ? AND user_id = ?').bind(ALPHA.id, who.id).first<{ data_json: string }>())?.data_json ?? null;

  it('is required before paying where the school asks; its state splits GST (CGST + SGST at home, IGST from another state or abroad)', async () => {
    const agent = client();
    const who = await signUp(agent);
    const before = await quote(agent, who);
    expect(before.address).toEqual({ ask: 'required', saved: null });
    // ₹5 less ₹1 = ₹4, GST 18% added = 72 paise; no address counts as the school's own state.
    expect(before.price).toMatchObject({ price: 400, tax: 72, total: 472, tax_lines: [{ label: 'CGST', rate_bp: 900, amount: 36 }, { label: 'SGST', rate_bp: 900, amount: 36 }] });
    expectError(await create(agent, who, { course_id: 102 }), 412, ADDRESS_TEXT.addressNeeded, 'address');
    expect(await count('SELECT count(*) AS n FROM orders WHERE school_id = ? AND user_id = ?', ALPHA.id, who.id)).toBe(0);
    // Another product of the school is not asked.
    expect(ok(QuoteResponse, await agent.get(callUrl(K.checkoutQuote, null, { course_id: 101 }), { token: who.token })).address.ask).toBe('never');

    ok(BillingAddressResponse, await put(agent, who, { ...home, state: 'MH', postal_code: '400001', city: 'Mumbai', tax_id: ' abcde 1234 f ' }));
    const fromMumbai = await quote(agent, who);
    expect(fromMumbai.address.saved).toMatchObject({ state: 'MH', tax_id: 'ABCDE1234F', company: '', line2: '' });
    expect(fromMumbai.price).toMatchObject({ total: 472, tax_lines: [{ label: 'IGST', rate_bp: 1800, amount: 72 }] });
    ok(BillingAddressResponse, await put(agent, who, { ...home, country: 'SG', state: '', postal_code: '018956', city: 'Singapore' }));
    expect((await quote(agent, who)).price.tax_lines).toEqual([{ label: 'IGST', rate_bp: 1800, amount: 72 }]);
    ok(BillingAddressResponse, await put(agent, who, home));
    expect((await quote(agent, who)).price.tax_lines.map((l) => l.label)).toEqual(['CGST', 'SGST']);

    // The order keeps the address it was made with; the invoice prints it even after the learner changes theirs.
    const { order, checkout } = ok(OrderResponse, await create(agent, who, { course_id: 102 }));
    expect(order.billing).toMatchObject(home);
    const back = await pay(checkout!.order_id, 'success');
    ok(OrderResponse, await confirm(agent, who, order.id, Object.fromEntries(back)));
    ok(BillingAddressResponse, await put(agent, who, { ...home, state: 'DL', postal_code: '110001', city: 'New Delhi' }));
    const [invoice] = ok(InvoicesResponse, await agent.get(K.invoices.path, { token: who.token })).invoices;
    expect(invoice!.order.billing).toMatchObject({ state: 'KA', city: 'Bengaluru' });
    expect(invoice!.order.price.tax_lines.map((l) => l.label)).toEqual(['CGST', 'SGST']);
    // Issued by a GST-registered seller in India: a tax invoice, with who sells as its configuration says.
    expect(invoice).toMatchObject({ form: 'tax_invoice', school: { seller: ALPHA_SELLER } });
    expect(ok(BillingAddressResponse, await agent.get(K.billingAddress.path, { token: who.token })).address).toMatchObject({ state: 'DL' });
  });

  it('refuses a bad field with its text and keeps the address it had', async () => {
    const agent = client();
    const who = await signUp(agent);
    ok(BillingAddressResponse, await put(agent, who, home));
    const kept = await saved(who);
    const cases: [object, string, string][] = [
      [{ postal_code: '56001' }, ADDRESS_TEXT.pinInvalid, 'postal_code'],
      [{ state: 'XX' }, ADDRESS_TEXT.stateRequired, 'state'],
      [{ tax_id: 'ABCDE12345' }, ADDRESS_TEXT.taxIdInvalid, 'tax_id'],
      [{ tax_id: '29ABCDE1234F1Z' }, ADDRESS_TEXT.taxIdInvalid, 'tax_id'],
      [{ name: '  ' }, ADDRESS_TEXT.nameRequired, 'name'],
      [{ name: 'A'.repeat(26) }, VALIDATION_TEXT.nameMax, 'name'],
      [{ line1: '' }, ADDRESS_TEXT.lineRequired, 'line1'],
      [{ country: 'ZZ' }, ADDRESS_TEXT.countryInvalid, 'country'],
      [{ country: 'US', state: 'NY', postal_code: '10001!' }, ADDRESS_TEXT.postalInvalid, 'postal_code'],
    ];
    for (const [change, text, field] of cases) expectError(await put(agent, who, { ...home, ...change }), 412, text, field);
    expect(await saved(who)).toBe(kept);
    // A GSTIN (15 letters and digits) and a PAN are both tax ids.
    expect(ok(BillingAddressResponse, await put(agent, who, { ...home, tax_id: '29abcde1234f1z5' })).address!.tax_id).toBe('29ABCDE1234F1Z5');
    expect((await agent.request('PUT', K.saveBillingAddress.path, { body: home })).status).toBe(401);
  });

  it('is each learner\'s own, at each school, and goes with a deleted account', async () => {
    const alpha = client();
    const [a, b] = [await signUp(alpha), await signUp(alpha)];
    ok(BillingAddressResponse, await put(alpha, a, home));
    expect(ok(BillingAddressResponse, await alpha.get(K.billingAddress.path, { token: b.token })).address).toBeNull();
    const beta = client(BETA.slug);
    const c = await signUp(beta);
    expect(ok(BillingAddressResponse, await beta.get(K.billingAddress.path, { token: c.token })).address).toBeNull();
    // Beta's learner saving theirs changes nothing of Alpha's.
    ok(BillingAddressResponse, await put(beta, c, { ...home, name: 'Someone Else' }));
    expect(ok(BillingAddressResponse, await alpha.get(K.billingAddress.path, { token: a.token })).address!.name).toBe('Meera Nair');
    expect(ok(Done, await alpha.request('DELETE', AUTH_CALLS.deleteMe.path, { body: { confirm: 'DELETE' }, token: a.token })).ok).toBe(true);
    expect(await saved(a)).toBeNull();
  });
});

describe('school isolation', () => {
  it('another school, or another learner, cannot read, confirm or abandon an order', async () => {
    const alpha = client();
    const owner = await signUp(alpha);
    const { order, checkout } = await awaitingOrder(alpha, owner);
    const back = await pay(checkout!.order_id, 'success');
    const proof = Object.fromEntries(back);
    const stranger = await signUp(alpha);
    const beta = client(BETA.slug);
    const betaLearner = await signUp(beta);
    for (const [agent, who] of [[alpha, stranger], [beta, betaLearner]] as const) {
      expectError(await getOrder(agent, who, order.id), 404, CHECKOUT_TEXT.orderNotFound);
      expectError(await confirm(agent, who, order.id, proof), 404, CHECKOUT_TEXT.orderNotFound);
      expectError(await agent.post(callUrl(K.abandonOrder, { orderId: order.id }), { reason: 'cancelled' }, { token: who.token }), 404, CHECKOUT_TEXT.orderNotFound);
    }
    // Alpha's webhook sent to Beta's host finds no order of Beta's: nothing moves.
    await webhook(paymentEvent('payment.failed', { id: 'pay_CrossSchool001', order_id: checkout!.order_id, amount: order.price.total, status: 'failed' }), { school: BETA.slug });
    expect(ok(OrderResponse, await getOrder(alpha, owner, order.id)).order.state).toBe('fulfilled');
  });
});

describe('the scheduled settlement', () => {
  it('enrols a paid order the worker stopped before enrolling, and expires an unpaid one past its time', async () => {
    const agent = client();
    const who = await signUp(agent);
    const paid = await awaitingOrder(agent, who);
    // The worker stopped between "paid" and "enrolled".
    await api.school(ALPHA.id).prepare("UPDATE orders SET state = 'paid', paid_at = ? WHERE id = ?").bind(Date.now(), paid.order.id).run();
    const other = await signUp(agent);
    const stale = await awaitingOrder(agent, other);
    const later = Date.now() + 20 * 60_000;
    await settleOrders({ ...api.env, DEV_INBOX: '1', ...LOCAL_GATEWAY_VARS }, api.db(ALPHA.id), ALPHA, later);
    expect(await enrolments(who, 101)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM orders WHERE id = ? AND state = ?', paid.order.id, 'fulfilled')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM orders WHERE id = ? AND state = ?', stale.order.id, 'expired')).toBe(1);
  });

  it('asks for no gateway when nothing is overdue, and leaves overdue orders to the schedule when none can be had', async () => {
    const agent = client();
    const who = await signUp(agent);
    const db = api.db(ALPHA.id);
    // An environment with no gateway configured: reading it for the gateway fails.
    let asked = 0;
    const missing = new Proxy({}, { get: () => void (asked += 1) });
    await settleOverdue(db, ALPHA, missing, who.id);
    expect(asked).toBe(0);
    const { order } = await awaitingOrder(agent, who);
    await api.school(ALPHA.id).prepare('UPDATE orders SET expires_at = ? WHERE id = ?').bind(Date.now() - 1, order.id).run();
    await settleOverdue(db, ALPHA, missing, who.id);
    expect(asked).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM orders WHERE id = ? AND state = 'awaiting_payment'", order.id)).toBe(1);
  });

  it('an order left at the gateway gives back its wallet credit and coupon once its payment time is over, before any scheduled run', async () => {
    const agent = client();
    const who = await signUp(agent);
    await credit(who, 300);
    const { order } = ok(OrderResponse, await create(agent, who, { course_id: 101, coupon: 'ONCE', use_wallet: true }));
    expect(order.state).toBe('awaiting_payment');
    expect((await walletOf(agent, who)).balance).toBe(0);
    const onceAgain = () => agent.get(callUrl(K.checkoutQuote, null, { course_id: 101, coupon: 'ONCE' }), { token: who.token });
    expect(ok(QuoteResponse, await onceAgain()).coupon_refusal).not.toBeNull();
    // The payer never came back; the written time (ORDER_TTL_MS) passes.
    await api.school(ALPHA.id).prepare('UPDATE orders SET expires_at = ? WHERE id = ?').bind(Date.now() - 1, order.id).run();
    expect((await walletOf(agent, who)).balance).toBe(300);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('expired');
    expect(ok(QuoteResponse, await onceAgain()).coupon_refusal).toBeNull();
  });
});

describe('invite and earn', () => {
  const inviteOf = async (agent: Client, who: Learner) => ok(InviteResponse, await agent.get(REFERRAL_CALLS.invite.path, { token: who.token }));
  /** A friend signing up through `code`, from `agent`'s address unless `headers` say otherwise. */
  async function friendOf(agent: Client, code: string, headers: Record<string, string> = {}) {
    learners += 1;
    const learner = { name: `Friend ${learners} Rao`, email: `friend${learners}@mail.example`, phone: `7${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
    const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { ...learner, referral_code: code.toLowerCase() }, { headers }));
    return { ...learner, id: session.studentId, token: session.authToken };
  }
  /** A paid order of product 101 (or `courseId`), captured by a webhook. */
  async function paidOrder(agent: Client, who: Learner, courseId = 101) {
    const { order, checkout } = ok(OrderResponse, await create(agent, who, { course_id: courseId }));
    const payment = { id: `pay_${String(order.id).padStart(14, '0')}`, order_id: checkout!.order_id, amount: order.price.total };
    expect((await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }))).status).toBe(200);
    expect(ok(OrderResponse, await getOrder(agent, who, order.id)).order.state).toBe('fulfilled');
    return { order, payment };
  }
  const referralLedger = async (agent: Client, who: Learner) => (await ledger(agent, who)).filter(([kind]) => kind !== 'debit_order' && kind !== 'credit_course');
  const { inviter_reward: INVITER, friend_reward: FRIEND, friend_signup_reward: FRIEND_SIGNUP, inviter_signup_reward: INVITER_SIGNUP } = TEST_REFERRALS;

  it('a friend who signs up through the link and pays a first order credits both, once, whatever is replayed', async () => {
    const inviterAgent = client();
    const inviter = await signUp(inviterAgent);
    const mine = await inviteOf(inviterAgent, inviter);
    expect(mine).toMatchObject({ path: `/learn/account/invite-signup?code=${mine.code}`, friends: [], earned: 0, programme: TEST_REFERRALS });
    expect((await inviteOf(inviterAgent, inviter)).code).toBe(mine.code);
    const friendAgent = client();
    expect(ok(InviteLookupResponse, await friendAgent.get(callUrl(REFERRAL_CALLS.inviteLookup, null, { code: mine.code })))).toMatchObject({ inviter: 'Buyer', programme: TEST_REFERRALS });

    const friend = await friendOf(friendAgent, mine.code);
    expect(await referralLedger(friendAgent, friend)).toEqual([['referral_signup', FRIEND_SIGNUP]]);
    expect(await referralLedger(inviterAgent, inviter)).toEqual([['referral_create', INVITER_SIGNUP]]);

    const { order, payment } = await paidOrder(friendAgent, friend);
    // The same capture again, under its own and another event id, and a second paid order: nothing more.
    await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }), { eventId: 'evt_referral_again' });
    await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }), { eventId: 'evt_referral_again' });
    // Product 102 asks for a billing address (the billing address tests above turned that on).
    expect((await friendAgent.request('PUT', K.saveBillingAddress.path, { token: friend.token, body: { name: 'Friend Rao', line1: '4 Park Street', city: 'Kolkata', state: 'WB', postal_code: '700016', country: 'IN' } })).status).toBe(200);
    await paidOrder(friendAgent, friend, 102);
    const friendWallet = await walletOf(friendAgent, friend);
    expect(friendWallet.entries.filter((e) => e.kind === 'referral_code').map((e) => [e.amount, e.order?.id])).toEqual([[FRIEND, order.id]]);
    expect(friendWallet.balance).toBe(FRIEND_SIGNUP + FRIEND);
    // The inviter's entry names no order of the friend's.
    const inviterWallet = await walletOf(inviterAgent, inviter);
    expect(inviterWallet.entries.map((e) => [e.kind, e.amount, e.order])).toEqual([['referee_first_order', INVITER, null], ['referral_create', INVITER_SIGNUP, null]]);
    const after = await inviteOf(inviterAgent, inviter);
    expect(after.friends).toEqual([{ name: 'Friend R.', joined_at: expect.any(String), state: 'rewarded', earned: INVITER + INVITER_SIGNUP }]);
    expect(after.earned).toBe(INVITER + INVITER_SIGNUP);
  });

  it("earns nothing from the inviter's own device or network", async () => {
    const inviterAgent = client();
    const inviter = await signUp(inviterAgent);
    const { code } = await inviteOf(inviterAgent, inviter);
    // Another browser on the inviter's network.
    const sameNetwork = await friendOf(client(), code, { [CLIENT_IP_HEADER]: inviterAgent.ip });
    // The inviter's own browser (its device cookie), on another network.
    const device = (await api.school(ALPHA.id).prepare('SELECT device_id FROM sessions WHERE school_id = ? AND user_id = ?').bind(ALPHA.id, inviter.id).first<{ device_id: string }>())!.device_id;
    const sameDevice = await friendOf(client(), code, { cookie: `sf_device=${device}` });
    for (const friend of [sameNetwork, sameDevice]) {
      const agent = client();
      await paidOrder(agent, friend);
      expect(await referralLedger(agent, friend)).toEqual([]);
    }
    expect(await referralLedger(inviterAgent, inviter)).toEqual([]);
    expect((await inviteOf(inviterAgent, inviter)).friends.map((f) => [f.state, f.earned])).toEqual([['not_eligible', 0], ['not_eligible', 0]]);
  });

  it("a mistyped code, or another school's, is refused with its text and makes no account", async () => {
    const beta = client(BETA.slug);
    const betaLearner = await signUp(beta);
    const { code } = await inviteOf(beta, betaLearner);
    const agent = client();
    expectError(await agent.get(callUrl(REFERRAL_CALLS.inviteLookup, null, { code })), 404, REFERRAL_TEXT.codeInvalid, 'code');
    for (const wrong of [code, 'ABCDEFGH']) {
      learners += 1;
      const email = `nobody${learners}@mail.example`;
      expectError(await agent.post(AUTH_CALLS.signup.path, { name: 'No Body', email, phone: `6${String(learners).padStart(9, '0')}`, password: 'Secret99pw', referral_code: wrong }), 412, REFERRAL_TEXT.codeInvalid, 'referral_code');
      expect(await count('SELECT count(*) AS n FROM users WHERE school_id = ? AND email = ?', ALPHA.id, email)).toBe(0);
    }
  });

  it('a refund of the first order within the window takes both rewards back as new entries; after it, they stay', async () => {
    const inviterAgent = client();
    const inviter = await signUp(inviterAgent);
    const { code } = await inviteOf(inviterAgent, inviter);
    const refundOf = (payment: { id: string; order_id: string; amount: number }, eventId: string) => webhook(paymentEvent('refund.processed', { ...payment, status: 'refunded' }), { eventId });

    const soon = client();
    const quick = await friendOf(soon, code);
    const first = await paidOrder(soon, quick);
    for (const eventId of ['evt_refund_soon', 'evt_refund_soon', 'evt_refund_soon_2']) await refundOf(first.payment, eventId);
    expect(await referralLedger(soon, quick)).toEqual([['referral_code', -FRIEND], ['referral_code', FRIEND], ['referral_signup', FRIEND_SIGNUP]]);

    const late = client();
    const slow = await friendOf(late, code);
    const second = await paidOrder(late, slow);
    // Eight days on (the window is seven): the clock of the referral, moved back.
    await api.school(ALPHA.id).prepare('UPDATE referrals SET rewarded_at = rewarded_at - ? WHERE school_id = ? AND friend_id = ?').bind(8 * 24 * 3600 * 1000, ALPHA.id, slow.id).run();
    await refundOf(second.payment, 'evt_refund_late');
    expect(ok(OrderResponse, await getOrder(late, slow, second.order.id)).order.state).toBe('refunded');
    expect(await referralLedger(late, slow)).toEqual([['referral_code', FRIEND], ['referral_signup', FRIEND_SIGNUP]]);

    const friends = (await inviteOf(inviterAgent, inviter)).friends;
    expect(friends.map((f) => [f.state, f.earned])).toEqual([['rewarded', INVITER + INVITER_SIGNUP], ['reversed', INVITER_SIGNUP]]);
    expect(await referralLedger(inviterAgent, inviter)).toEqual([['referee_first_order', INVITER], ['referral_create', INVITER_SIGNUP], ['referee_first_order', -INVITER], ['referee_first_order', INVITER], ['referral_create', INVITER_SIGNUP]]);
    expect(await unbalanced()).toEqual([]);
  });

  it('a first order paid partly from the wallet: its refund gives back the credit it used, and the reward goes only by its reversal', async () => {
    const inviterAgent = client();
    const inviter = await signUp(inviterAgent);
    const { code } = await inviteOf(inviterAgent, inviter);
    for (const inWindow of [true, false]) {
      const agent = client();
      const friend = await friendOf(agent, code);
      // The school takes back all but 300 of the sign-up credit, so 300 of credit pays part of an 800 order.
      await post(api.db(ALPHA.id), ALPHA, { key: `test-debit:${friend.id}`, kind: 'admin_debit', at: Date.now(),
        legs: [{ account: walletAccount(friend.id), amount: -(FRIEND_SIGNUP - 300) }, { account: SCHOOL_ACCOUNT.grants, amount: FRIEND_SIGNUP - 300 }] });
      const { order, checkout } = ok(OrderResponse, await create(agent, friend, { course_id: 101, use_wallet: true }));
      expect(order.price).toMatchObject({ wallet: 300, total: 500 });
      const payment = { id: `pay_${String(order.id).padStart(14, '0')}`, order_id: checkout!.order_id, amount: 500 };
      await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }));
      expect((await walletOf(agent, friend)).balance).toBe(FRIEND);
      if (!inWindow) await api.school(ALPHA.id).prepare('UPDATE referrals SET rewarded_at = rewarded_at - ? WHERE school_id = ? AND friend_id = ?').bind(8 * 24 * 3600 * 1000, ALPHA.id, friend.id).run();
      await webhook(paymentEvent('refund.processed', { ...payment, status: 'refunded' }));
      expect(ok(OrderResponse, await getOrder(agent, friend, order.id)).order.state).toBe('refunded');
      expect((await walletOf(agent, friend)).balance).toBe(inWindow ? 300 : 300 + FRIEND);
    }
    expect(await unbalanced()).toEqual([]);
  });

  it("past the school's limit of friends, the friend is still rewarded and the inviter no more", async () => {
    const inviterAgent = client();
    const inviter = await signUp(inviterAgent);
    const { code } = await inviteOf(inviterAgent, inviter);
    for (let n = 0; n < TEST_REFERRALS.max_rewarded_friends + 1; n++) {
      const agent = client();
      const friend = await friendOf(agent, code);
      await paidOrder(agent, friend);
      expect((await referralLedger(agent, friend)).map(([kind]) => kind)).toEqual(['referral_code', 'referral_signup']);
    }
    const { friends, earned } = await inviteOf(inviterAgent, inviter);
    expect(friends.map((f) => f.state)).toEqual(['over_limit', 'rewarded', 'rewarded']);
    expect(earned).toBe(TEST_REFERRALS.max_rewarded_friends * (INVITER + INVITER_SIGNUP));
  });
});

describe('affiliate commissions', () => {
  const A = AFFILIATE_CALLS;
  let admin: Learner;
  beforeAll(async () => {
    const session = ok(AuthSession, await client().post(AUTH_CALLS.signin.path, { identifier: `admin@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
    admin = { name: 'Admin', email: '', phone: '', password: '', id: session.studentId, token: session.authToken };
  });
  let devices = 0;
  /** A browser of its own: its device cookie, as the API gave it, sent back with every call. */
  const browser = () => {
    const agent = client();
    const cookie = `sf_device=${`device${++devices}`.padEnd(43, '_')}`;
    const request: Client['request'] = (method, url, opts = {}) => agent.request(method, url, { ...opts, headers: { cookie, ...opts.headers } });
    return { ...agent, request, post: (url: string, body?: unknown, opts = {}) => request('POST', url, { ...opts, body }), get: (url: string, opts = {}) => request('GET', url, opts) } as Client;
  };
  /** An active affiliate of Alpha (their approval is affiliates.test.ts's), with their code. */
  async function affiliate() {
    const agent = browser();
    const who = await signUp(agent);
    await api.school(ALPHA.id).prepare("INSERT INTO affiliates (school_id, user_id, state, created_at, updated_at) VALUES (?, ?, 'active_affiliate', 0, 0)").bind(ALPHA.id, who.id).run();
    const links = ok(ProductLinksResponse, await agent.get(A.productLinks.path, { token: who.token }));
    return { agent, who, code: links.code };
  }
  type Affiliate = Awaited<ReturnType<typeof affiliate>>;
  const statementOf = async (a: Affiliate) => ok(ProductLinksResponse, await a.agent.get(A.productLinks.path, { token: a.who.token }));
  const click = (agent: Client, code: string, courseId = 101, token?: string) =>
    agent.post(A.affiliateClick.path, { code, course_id: courseId }, token ? { token } : {});
  /** A paid order of product 101, captured by a webhook. */
  async function paidOrder(agent: Client, who: Learner, courseId = 101) {
    const { order, checkout } = ok(OrderResponse, await create(agent, who, { course_id: courseId }));
    const payment = { id: `pay_${String(order.id).padStart(14, '0')}`, order_id: checkout!.order_id, amount: order.price.total };
    expect((await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }))).status).toBe(200);
    return { order, payment };
  }
  const refundOf = (payment: { id: string; order_id: string; amount: number }) => webhook(paymentEvent('refund.processed', { ...payment, status: 'refunded' }));
  const link = (statement: ProductLinksResponse, courseId = 101) => statement.links.find((l) => l.product.id === courseId)!;
  const DAY = 86_400_000;

  it('a visitor through a link who signs up and buys earns the affiliate a held commission, once; released, asked for and paid', async () => {
    const seller = await affiliate();
    const visitor = browser();
    expect(ok(ClickResponse, await click(visitor, seller.code))).toEqual({ recorded: true });
    // A reload from the same browser is the same click.
    expect(ok(ClickResponse, await click(visitor, seller.code))).toEqual({ recorded: true });
    const buyer = await signUp(visitor);
    const { order, payment } = await paidOrder(visitor, buyer);
    // 10% of ₹8 before tax (Alpha's tax is added on top): 80 paise.
    expect(commissionOn(order.price, TEST_AFFILIATE.commission_percent)).toBe(80);
    for (const eventId of ['evt_aff_again', 'evt_aff_again', 'evt_aff_again_2']) await webhook(paymentEvent('payment.captured', { ...payment, status: 'captured' }), { eventId });

    let mine = await statementOf(seller);
    expect(link(mine)).toMatchObject({ clicks: 1, signups: 1, orders: 1, commission: 80 });
    expect(mine.commissions).toEqual([{ order_id: order.id, product_title: expect.any(String), amount: 80, state: 'pending', at: expect.any(String), release_at: expect.any(String) }]);
    expect(Date.parse(mine.commissions[0]!.release_at) - Date.parse(mine.commissions[0]!.at)).toBe(TEST_AFFILIATE.hold_days * DAY);
    expect(mine.totals).toEqual({ pending: 80, payable: 0, requested: 0, paid: 0 });
    expectError(await seller.agent.post(A.requestPayout.path, { idempotency_key: key() }, { token: seller.who.token }), 412, AFFILIATE_TEXT.detailsNeeded);

    // Six days on: still held. Eight: payable.
    expect(ok(z.object({ released: z.number() }), await seller.agent.post(A.devAffiliateClock.path, { days: 6 }, { token: seller.who.token })).released).toBe(0);
    expect(ok(z.object({ released: z.number() }), await seller.agent.post(A.devAffiliateClock.path, { days: 8 }, { token: seller.who.token })).released).toBe(1);
    mine = await statementOf(seller);
    expect(mine.totals).toEqual({ pending: 0, payable: 80, requested: 0, paid: 0 });
    expect(mine.commissions[0]!.state).toBe('payable');

    expectError(await seller.agent.post(A.requestPayout.path, { idempotency_key: key() }, { token: seller.who.token }), 412, AFFILIATE_TEXT.detailsNeeded);
    const details = { country: 'IN', holder: 'Seller One', ifsc: 'HDFC0001234', account_number: '123456789012', account_number_again: '123456789012', tax_id: 'ABCDE1234F' };
    expect((await seller.agent.request('PUT', A.savePayoutDetails.path, { token: seller.who.token, body: details })).status).toBe(200);
    // The same ask twice at once, and another ask with its own key: one payout. The two of the same key answer alike
    // (both asked, or both found nothing left when the other took it); the loser is told nothing is left.
    const ask = key();
    const [first, again, other] = await Promise.all([ask, ask, key()].map((k) => seller.agent.post(A.requestPayout.path, { idempotency_key: k }, { token: seller.who.token })));
    expect(first!.status).toBe(again!.status);
    expect([first!.status, other!.status].sort()).toEqual([200, 412]);
    for (const lost of [first!, again!, other!].filter((r) => r.status !== 200)) expectError(lost, 412, AFFILIATE_TEXT.nothingPayable);
    mine = await statementOf(seller);
    expect(mine.payouts).toHaveLength(1);
    expect(mine.payouts[0]).toMatchObject({ amount: 80, state: 'pending', paid_at: null, details: { country: 'IN' } });
    expect(mine.totals).toEqual({ pending: 0, payable: 0, requested: 80, paid: 0 });
    expect(mine.commissions[0]!.state).toBe('requested');
    expectError(await seller.agent.post(A.requestPayout.path, { idempotency_key: key() }, { token: seller.who.token }), 412, AFFILIATE_TEXT.nothingPayable);

    // Only an admin marks it paid; another school's admin does not find it.
    const payoutId = mine.payouts[0]!.id;
    expectError(await seller.agent.post(A.adminPayoutPaid.path, { payout_id: payoutId, reference: 'UTR123456' }, { token: seller.who.token }), 403, AFFILIATE_TEXT.adminOnly);
    expectError(await client().post(A.adminPayoutPaid.path, { payout_id: payoutId, reference: 'x' }, { token: admin.token }), 412, AFFILIATE_TEXT.reference, 'reference');
    const pending = ok(AdminPayoutsResponse, await client().get(`${A.adminPayouts.path}?state=pending`, { token: admin.token })).payouts;
    expect(pending.find((p) => p.id === payoutId)).toMatchObject({ user_id: seller.who.id, amount: 80, state: 'pending' });
    for (const reference of ['UTR123456', 'UTR999999']) {
      expect(ok(AdminPayout, await client().post(A.adminPayoutPaid.path, { payout_id: payoutId, reference }, { token: admin.token }))).toMatchObject({ state: 'paid', reference: 'UTR123456' });
    }
    mine = await statementOf(seller);
    expect(mine.totals).toEqual({ pending: 0, payable: 0, requested: 0, paid: 80 });
    expect(mine.commissions[0]!.state).toBe('paid');
    expect(mine.payouts[0]).toMatchObject({ state: 'paid', reference: 'UTR123456', paid_at: expect.any(String) });
    expect(await unbalanced()).toEqual([]);
  });

  it('a refund within the hold reverses the commission; after its release, it stays; a refund racing the release moves it once', async () => {
    const seller = await affiliate();
    const buyerOf = async () => {
      const agent = browser();
      const who = await signUp(agent);
      expect(ok(ClickResponse, await click(agent, seller.code, 101, who.token)).recorded).toBe(true);
      return { agent, who, ...(await paidOrder(agent, who)) };
    };
    const soon = await buyerOf();
    await refundOf(soon.payment);
    await refundOf(soon.payment);
    let mine = await statementOf(seller);
    expect(mine.commissions.map((c) => c.state)).toEqual(['reversed']);
    expect(link(mine)).toMatchObject({ orders: 1, commission: 0 });
    expect(mine.totals.pending).toBe(0);

    const late = await buyerOf();
    await seller.agent.post(A.devAffiliateClock.path, { days: 8 }, { token: seller.who.token });
    await refundOf(late.payment);
    mine = await statementOf(seller);
    expect(mine.commissions.map((c) => c.state)).toEqual(['payable', 'reversed']);
    expect(mine.totals).toMatchObject({ pending: 0, payable: 80 });

    const racing = await buyerOf();
    const db = api.db(ALPHA.id);
    const { reverseCommission, releaseCommissions } = await import('./lib/commissions.ts');
    await Promise.all([reverseCommission(db, ALPHA, racing.order.id), releaseCommissions(db, ALPHA, { affiliateId: seller.who.id }, Date.now() + 8 * DAY)]);
    const row = (await api.school(ALPHA.id).prepare('SELECT released_at, reversed_at FROM affiliate_orders WHERE school_id = ? AND order_id = ?').bind(ALPHA.id, racing.order.id).first<{ released_at: number | null; reversed_at: number | null }>())!;
    expect([row.released_at === null, row.reversed_at === null].sort()).toEqual([false, true]);
    const legs = await count("SELECT count(*) AS n FROM ledger_entries WHERE school_id = ? AND txn LIKE ?", ALPHA.id, `affiliate:order:${racing.order.id}:%`);
    expect(legs).toBe(2);
    expect(await unbalanced()).toEqual([]);
  });

  it('the last click within the window wins; own, paused, unknown and out-of-window links earn nothing', async () => {
    const [first, second] = [await affiliate(), await affiliate()];
    const agent = browser();
    const buyer = await signUp(agent);
    await click(agent, first.code, 101, buyer.token);
    await click(agent, second.code, 101, buyer.token);
    await paidOrder(agent, buyer);
    expect((await statementOf(first)).commissions).toEqual([]);
    expect(link(await statementOf(first))).toMatchObject({ clicks: 1, orders: 0 });
    expect((await statementOf(second)).commissions.map((c) => c.amount)).toEqual([80]);

    // Their own link, another school's product, an unknown code: not counted. A malformed code: refused.
    expect(ok(ClickResponse, await click(first.agent, first.code, 101, first.who.token)).recorded).toBe(false);
    expect(ok(ClickResponse, await click(browser(), first.code, 999_999)).recorded).toBe(false);
    expect(ok(ClickResponse, await click(browser(), 'ABCDEFGH')).recorded).toBe(false);
    expect(failed(await click(browser(), 'not a code')).status).toBe(412);
    const beta = ok(ClickResponse, await apiClient(api.server, BETA.slug).post(A.affiliateClick.path, { code: first.code, course_id: 101 }));
    expect(beta.recorded).toBe(false);

    // A paused affiliate's link is not counted, and an order after it earns nobody (the last click was theirs).
    const paused = browser();
    const pausedBuyer = await signUp(paused);
    await click(paused, second.code, 101, pausedBuyer.token);
    expect(ok(AffiliateResponse, await first.agent.post(A.affiliateMove.path, { move: 'pause' }, { token: first.who.token })).state).toBe('inactive_affiliate');
    expect(ok(ClickResponse, await click(paused, first.code, 101, pausedBuyer.token)).recorded).toBe(false);
    await paidOrder(paused, pausedBuyer);
    expect((await statementOf(second)).commissions).toHaveLength(2);
    expect((await statementOf(first)).state).toBe('inactive_affiliate');

    // A click older than the attribution window.
    const old = browser();
    const oldBuyer = await signUp(old);
    await click(old, second.code, 101, oldBuyer.token);
    await api.school(ALPHA.id).prepare('UPDATE affiliate_clicks SET at = at - ? WHERE school_id = ? AND user_id = ?').bind((TEST_AFFILIATE.attribution_days + 1) * DAY, ALPHA.id, oldBuyer.id).run();
    await paidOrder(old, oldBuyer);
    expect((await statementOf(second)).commissions).toHaveLength(2);

    // A learner who is not an affiliate has no links.
    expectError(await agent.get(A.productLinks.path, { token: buyer.token }), 403, AFFILIATE_TEXT.linksClosed);
    expect(await unbalanced()).toEqual([]);
  });
});

describe('the books', () => {
  it('after every order, refund, race and replay above: each transaction, and each school, sums to zero', async () => {
    expect(Number((await api.school(ALPHA.id).prepare('SELECT count(*) AS n FROM ledger_entries').first<{ n: number }>())!.n)).toBeGreaterThan(20);
    expect(await unbalanced()).toEqual([]);
  });
});
