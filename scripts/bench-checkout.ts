// `node scripts/bench-checkout.ts [orders]`: orders created, paid at the local gateway and confirmed per second,
// on loopback against the learner API in workerd (wrangler's test harness, D1 migrated and seeded with the test
// schools), one order after another, each by its own learner. Prints orders/s and the p50 and p99 of one order's
// three calls (create, the gateway's pay form, confirm). docs/performance.md records the figures; nothing asserts them.
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../src/contract/bundle.ts';
import { CALLS, pathOf } from '../src/contract/calls.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { loopbackApi } from './lib/loopback-api.ts';

const ORDERS = Number(process.argv[2] ?? 200);
const ORIGIN = 'http://alpha.localhost';

const api = await loopbackApi('checkout');
const { server } = api;
try {

  const headers = (i: number, extra: Record<string, string> = {}) => ({
    [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`, 'content-type': 'application/json', ...extra,
  });
  const json = async (url: string, i: number, body: unknown, token?: string) => {
    const response = await server.fetch(url, { method: 'POST', headers: headers(i, token ? { authorization: `Bearer ${token}` } : {}), body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<any>;
  };

  // Learners first: signing up (a deliberately slow password hash) is not what is measured.
  const tokens: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const session = await json(CALLS.signup.path, i, { name: `Bench ${i}`, email: `bench${i}@mail.example`, phone: `9${String(i).padStart(9, '0')}`, password: `Bench${i}secret` });
    tokens.push(session.authToken);
  }

  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < ORDERS; i++) {
    const t0 = performance.now();
    const created = await json(CALLS.createOrder.path, i, { idempotency_key: `bench-order-${String(i).padStart(8, '0')}`, course_id: 101 }, tokens[i]);
    const form = new URLSearchParams({ order_id: created.checkout.order_id, outcome: 'success', return_to: '/learn/coursePayment/101' });
    const paid = await server.fetch(CALLS.devGatewayPay.path, {
      method: 'POST', redirect: 'manual', body: form.toString(),
      headers: headers(i, { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN }),
    });
    const back = new URL(paid.headers.get('location')!, ORIGIN).searchParams;
    const confirmed = await json(pathOf(CALLS.confirmPayment, { orderId: created.order.id }), i, {
      idempotency_key: `bench-confirm-${String(i).padStart(8, '0')}`, razorpay_order_id: back.get('razorpay_order_id'),
      razorpay_payment_id: back.get('razorpay_payment_id'), razorpay_signature: back.get('razorpay_signature'),
    }, tokens[i]);
    if (confirmed.order.state !== 'fulfilled') throw new Error(`order ${created.order.id} is ${confirmed.order.state}`);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`checkout: ${ORDERS} orders created, paid and confirmed (enrolled) in ${seconds.toFixed(1)} s: ${(ORDERS / seconds).toFixed(1)} orders/s, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`);
} finally {
  await api.close();
}
