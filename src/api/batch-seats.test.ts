/**
 * Seats at checkout in real workerd (docs/decisions/0084-batches.md): a product taught in batches is sold with a seat.
 * Creating the order holds one (in the batch chosen, or the soonest with a seat) with one INSERT ... SELECT that
 * counts members and others' live holds, so twenty orders at once for the last seat hold it once and the others are
 * refused before any payment; an abandoned order frees its seat; payment turns the hold into the place, and a refund
 * gives the seat back. Gamma's
 * running batch 9301 of Robotics Theory (302, 1500 paise) has three seats.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { BATCH_CALLS as B, BATCH_TEXT, Batch, BatchesResponse } from '../contract/batch.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../contract/bundle.ts';
import { CHECKOUT_CALLS as K, OrderResponse, QuoteResponse } from '../contract/checkout.ts';
import { LEARNING_CALLS } from '../contract/learning.ts';
import { GAMMA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('batch-seats');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

let people = 0;
async function learner() {
  people += 1;
  const agent = apiClient(api.server, GAMMA.slug);
  const email = `seat${people}@mail.example`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name: `Seat Buyer ${people}`, email, phone: `9${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  return { agent, token: session.authToken, id: session.studentId, email };
}
type Person = Awaited<ReturnType<typeof learner>>;

let keys = 0;
const key = () => `seat-key-${String(++keys).padStart(8, '0')}-${Math.random().toString(36).slice(2, 10)}`;
const order = (p: Person, body: object = {}) => p.agent.post(K.createOrder.path, { idempotency_key: key(), course_id: 302, ...body }, { token: p.token });
const quote = async (p: Person) => ok(QuoteResponse, await p.agent.get(callUrl(K.checkoutQuote, null, { course_id: 302 }), { token: p.token }));
const seatsLeft = async (p: Person, batchId: number) => (await quote(p)).batches.find((b) => b.id === batchId)?.seats_left;
const myBatch = async (p: Person) => ok(BatchesResponse, await p.agent.get(callUrl(B.batches, null, { product_seo: 'robotics-theory' }), { token: p.token })).my_batch_id;

const ORIGIN = 'http://gamma.localhost:8787';
/** The local gateway's pay form, as the payer's browser posts it; answers the proof it sends back to the school. */
async function payAtGateway(gatewayOrderId: string) {
  const response = await api.server.fetch(K.devGatewayPay.path, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams({ order_id: gatewayOrderId, outcome: 'success', return_to: '/learn/coursePayment/302' }).toString(),
    headers: { [SCHOOL_HEADER]: GAMMA.slug, [CLIENT_IP_HEADER]: '203.0.113.9', 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN },
  });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('location')!, ORIGIN).searchParams;
  return { razorpay_order_id: back.get('razorpay_order_id')!, razorpay_payment_id: back.get('razorpay_payment_id')!, razorpay_signature: back.get('razorpay_signature')! };
}

describe('seats at checkout', () => {
  it('the quote offers the batches not ended, soonest first, with the seats this learner could take', async () => {
    const first = await learner();
    const q = await quote(first);
    expect(q.batches.map((b) => [b.id, b.running, b.seats_left])).toEqual([[9301, true, 3], [9302, false, 500]]);
  });

  it('twenty orders at once for the last seat hold it once; the others are refused before any payment', async () => {
    const [a, b] = await Promise.all([learner(), learner()]);
    for (const p of [a, b]) expect((await p.agent.post(LEARNING_CALLS.devEnrol.path, { email: p.email, course_id: 302 })).status).toBe(200);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => learner()));
    expect(await seatsLeft(crowd[0]!, 9301)).toBe(1);
    const replies = await Promise.all(crowd.map((p) => order(p, { batch_id: 9301 })));
    const held = replies.filter((r) => r.status === 200);
    expect(held).toHaveLength(1);
    for (const refused of replies.filter((r) => r.status !== 200)) expectError(refused, 412, BATCH_TEXT.full, 'batch_id');
    const holder = crowd[replies.indexOf(held[0]!)]!;
    const pending = ok(OrderResponse, held[0]!);
    expect(pending.order.state).toBe('awaiting_payment');
    // Nobody else sees the seat; the holder still does (it is theirs).
    const other = crowd.find((p) => p !== holder)!;
    expect(await seatsLeft(other, 9301)).toBe(0);
    expect(await seatsLeft(holder, 9301)).toBe(1);
    // Refused orders were cancelled, not left waiting for a payment.
    const orders = await api.school(GAMMA.id).prepare("SELECT state, count(*) AS n FROM orders WHERE school_id = ? AND course_id = 302 GROUP BY state").bind(GAMMA.id).all<{ state: string; n: number }>();
    expect(Object.fromEntries(orders.results.map((r) => [r.state, r.n]))).toMatchObject({ awaiting_payment: 1, cancelled: 19 });

    // Without a batch named, the order takes the soonest with a seat: the next batch.
    const next = ok(OrderResponse, await order(other));
    expect(next.order.state).toBe('awaiting_payment');
    expect(await seatsLeft(crowd[5] === other ? crowd[6]! : crowd[5]!, 9302)).toBe(499);

    // The holder abandons: the seat is free again, and another learner holds it.
    ok(OrderResponse, await holder.agent.post(callUrl(K.abandonOrder, { orderId: pending.order.id }), { reason: 'cancelled' }, { token: holder.token }));
    const late = crowd.find((p) => p !== holder && p !== other)!;
    expect(await seatsLeft(late, 9301)).toBe(1);
    const taken = ok(OrderResponse, await order(late, { batch_id: 9301 }));

    // Paid, the hold becomes the place in the batch, and the batch is full with no hold left behind.
    const proof = await payAtGateway(taken.checkout!.order_id);
    const paid = ok(OrderResponse, await late.agent.post(callUrl(K.confirmPayment, { orderId: taken.order.id }), { idempotency_key: key(), ...proof }, { token: late.token }));
    expect(paid.order.state).toBe('fulfilled');
    expect(await myBatch(late)).toBe(9301);
    expect(ok(Batch, await late.agent.get(callUrl(B.batch, { batchId: 9301 }), { token: late.token }))).toMatchObject({ seats_left: 0, member_count: 3 });
    const holds = await api.school(GAMMA.id).prepare('SELECT count(*) AS n FROM batch_holds WHERE school_id = ? AND user_id = ?').bind(GAMMA.id, late.id).first<{ n: number }>();
    expect(holds!.n).toBe(0);
    // A learner in a batch already is offered none and holds nothing.
    expect((await quote(late)).batches).toEqual([]);

    // Refunded, the access ends and the seat with it: the next buyer may take it.
    const refunded = await api.server.fetch(K.devGatewayRefund.path, {
      method: 'POST', redirect: 'manual', body: new URLSearchParams({ payment_id: proof.razorpay_payment_id }).toString(),
      headers: { [SCHOOL_HEADER]: GAMMA.slug, [CLIENT_IP_HEADER]: '203.0.113.9', 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN },
    });
    expect(refunded.status).toBe(303);
    await vi.waitFor(async () => expect(await myBatch(late)).toBeNull());
    expect(await seatsLeft(holder, 9301)).toBe(1);
  });

  it('refuses a batch of another product or one that has ended, and an order when every batch is full says so; with every batch over, sells without one', async () => {
    const p = await learner();
    expectError(await order(p, { batch_id: 9303 }), 412, BATCH_TEXT.ended, 'batch_id');
    expectError(await order(p, { batch_id: 424242 }), 412, BATCH_TEXT.notFound, 'batch_id');
    // The school cuts both batches to one seat, each taken or held already: no seat anywhere, and nothing to pay.
    await api.school(GAMMA.id).prepare('UPDATE batches SET seats = 1 WHERE school_id = ? AND id IN (9301, 9302)').bind(GAMMA.id).run();
    expectError(await order(p), 412, BATCH_TEXT.allFull, 'batch_id');
    // Once every batch has ended, the course sells as it did before it had batches: without a seat.
    await api.school(GAMMA.id).prepare('UPDATE batches SET ends_ms = ? WHERE school_id = ? AND product_id = 302').bind(Date.now() - 1000, GAMMA.id).run();
    expect(ok(OrderResponse, await order(p)).order.state).toBe('awaiting_payment');
    expect((await quote(p)).batches).toEqual([]);
  });
});
