/**
 * The local gateway (GATEWAY=local; docs/decisions/0024-payment-gateway.md): a checkout page of our own that speaks
 * Razorpay's protocol, so `npm start` and the end-to-end tests pay without the internet. The payer chooses what
 * happens; the gateway then does what Razorpay would: records the payment, sends the signed webhook, and sends the
 * payer back with `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature` (or an error). Behind
 * `devOnly` (DEV_INBOX=1) and only with GATEWAY=local; a plain 404 in the deployable configuration.
 */
import type { Context, Handler } from 'hono';
import { html } from 'hono/html';
import { CHECKOUT_TEXT, DevGatewayPayForm, DevGatewayRefundForm } from '../../../contract/checkout.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../../contract/errors.ts';
import { formatMoney, CURRENCIES, type CurrencyCode } from '../../../contract/money.ts';
import { ApiError } from '../../lib/errors.ts';
import { gatewayEnv, gatewayId, hmacHex, paymentSignature } from '../../lib/gateway.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../types.ts';
import { receiveWebhook } from './payment-webhook.ts';
import { LOCAL_METHODS } from '../../../contract/subscription.ts';

function localOnly(c: Context<AppEnv>) {
  const env = gatewayEnv(c.env);
  if (env.GATEWAY !== 'local') throw new ApiError(ERROR_CODE.notFound, ERROR_TEXT.notFound);
  return env;
}

const OUTCOMES = [
  ['success', 'Pay successfully'],
  ['failure', 'Fail the payment'],
  ['cancel', 'Cancel and go back'],
  ['dropped', 'Pay, then drop the connection'],
  ['late', 'Pay; the webhook arrives 5 seconds late'],
] as const;

/** How late the `late` outcome's webhook is: long enough for the payer's own confirmation to land first. */
export const LATE_WEBHOOK_MS = 5_000;

const PAGE_STYLE = html`<style>body{font:16px/1.5 system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;color:#14213d;background:#f4f6fb}
main{background:#fff;border:1px solid #cfd6e4;border-radius:12px;padding:1.5rem}h1{font-size:1.25rem;margin:0 0 .25rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}form{display:grid;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.75rem 1rem;border-radius:8px;border:1px solid #1d3fbb;background:#fff;color:#1d3fbb;cursor:pointer;text-align:left}
button[value=success]{background:#1d3fbb;color:#fff}p.note{color:#4a5568;font-size:14px}a{color:#1d3fbb}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{text-align:left;padding:.4rem .25rem;border-top:1px solid #cfd6e4;vertical-align:middle}
td form{margin:0}td button{padding:.35rem .6rem}</style>`;

const currencyCode = (iso: string): CurrencyCode => (Object.keys(CURRENCIES).map(Number) as CurrencyCode[]).find((k) => CURRENCIES[k].iso === iso) ?? 2;

/** Sends the webhook Razorpay would for a payment of a local gateway order, signed, through the API's own receiver. */
async function sendWebhook(c: Context<AppEnv>, secret: string, order: { id: string; amount: number; currency: string }, event: string, payment: { id: string; status: 'captured' | 'failed' | 'refunded' }) {
  const body = JSON.stringify({
    entity: 'event', event, contains: ['payment'], created_at: Math.floor(Date.now() / 1000),
    payload: { payment: { entity: { id: payment.id, entity: 'payment', order_id: order.id, amount: order.amount, currency: order.currency, status: payment.status,
      error_description: payment.status === 'failed' ? 'Payment declined by the payer (local gateway)' : null } } },
  });
  await receiveWebhook(c.env, c.var.db, c.var.school, body, await hmacHex(secret, body), gatewayId('evt'));
}

/** The local gateway's mandate for a subscription, authorised with a method: its next charges succeed. */
export async function authoriseMandate(db: Db, schoolId: number, subscriptionId: string, method: keyof typeof LOCAL_METHODS) {
  await db.updateTable('dev_gateway_subscriptions').set({ method_json: JSON.stringify(LOCAL_METHODS[method]), status: 'active', declines: 0 })
    .where('id', '=', subscriptionId).where('school_id', '=', schoolId).where('status', '!=', 'cancelled').execute();
}

/** Sends the subscription webhook Razorpay would (subscription.activated, .updated, ...), signed, to the API's receiver. */
export async function sendSubscriptionWebhook(c: Context<AppEnv>, secret: string, subscriptionId: string, event: string, status: string) {
  const body = JSON.stringify({
    entity: 'event', event, contains: ['subscription'], created_at: Math.floor(Date.now() / 1000),
    payload: { subscription: { entity: { id: subscriptionId, entity: 'subscription', status } } },
  });
  await receiveWebhook(c.env, c.var.db, c.var.school, body, await hmacHex(secret, body), gatewayId('evt'));
}

/** `CALLS.devGatewayPage`: the local gateway's checkout for one of its orders. */
export const devGatewayPage: Handler<AppEnv> = async (c) => {
  localOnly(c);
  const orderId = c.req.query('order_id') ?? '';
  const returnTo = c.req.query('return_to') ?? '';
  const order = await c.var.db.selectFrom('dev_gateway_orders').selectAll().where('id', '=', orderId).where('school_id', '=', c.var.school.id).executeTakeFirst();
  if (!order) throw new ApiError(ERROR_CODE.notFound, CHECKOUT_TEXT.orderNotFound);
  const amount = formatMoney(order.amount, currencyCode(order.currency), 'en');
  c.header('cache-control', 'no-store');
  return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local payment gateway</title><link rel="icon" href="data:,">
${PAGE_STYLE}</head>
<body><main><h1>Local payment gateway</h1>
<p class="note">Development only: no money moves. It speaks Razorpay's protocol: choose what the payment does.</p>
<p>Order <code>${order.id}</code> · receipt ${order.receipt}</p>
<p class="amount" data-testid="gateway-amount">${amount}</p>
<form method="post" action="/learner/dev/gateway/pay">
<input type="hidden" name="order_id" value="${order.id}"><input type="hidden" name="return_to" value="${returnTo}">
${order.subscription_id ? html`<fieldset><legend>Subscription <code>${order.subscription_id}</code>: authorise a mandate for every period</legend>
<label><input type="radio" name="method" value="card" checked> Card: Visa ending 1111</label><br>
<label><input type="radio" name="method" value="upi"> UPI AutoPay: success@razorpay</label></fieldset>` : ''}
${OUTCOMES.map(([value, label]) => html`<button type="submit" name="outcome" value="${value}">${label}</button>`)}
</form>
<p class="note"><a href="/learner/dev/gateway/payments">The school's payments, and refunds</a></p></main></body></html>`);
};

/** `CALLS.devGatewayPay`: the local gateway's form: records the outcome, sends the webhook, sends the payer back. */
export const devGatewayPay: Handler<AppEnv> = async (c) => {
  const env = localOnly(c);
  const form = parseInput(DevGatewayPayForm, Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)])));
  const db = c.var.db;
  const school = c.var.school;
  const order = await db.selectFrom('dev_gateway_orders').selectAll().where('id', '=', form.order_id).where('school_id', '=', school.id).executeTakeFirst();
  if (!order) throw new ApiError(ERROR_CODE.notFound, CHECKOUT_TEXT.orderNotFound);
  const now = Date.now();
  const back = new URL(form.return_to, 'http://local.invalid');
  const webhook = (event: string, payment: { id: string; status: 'captured' | 'failed' }) => sendWebhook(c, env.RAZORPAY_WEBHOOK_SECRET, order, event, payment);
  back.searchParams.set('razorpay_order_id', order.id);
  if (form.outcome === 'cancel') {
    back.searchParams.set('error', 'cancelled');
  } else {
    const paymentId = gatewayId('pay');
    const status = form.outcome === 'failure' ? 'failed' : 'captured';
    await db.insertInto('dev_gateway_payments').values({ id: paymentId, order_id: order.id, status, created_at: now }).execute();
    if (form.outcome === 'success' || form.outcome === 'late') {
      // A subscription's first payment authorises its mandate with the method chosen.
      if (order.subscription_id) await authoriseMandate(db, school.id, order.subscription_id, form.method ?? 'card');
      if (form.outcome === 'success') await webhook('payment.captured', { id: paymentId, status });
      // Late: the payer's confirmation lands first; the webhook follows after the response, and changes nothing.
      else c.executionCtx.waitUntil(scheduler.wait(LATE_WEBHOOK_MS).then(() => webhook('payment.captured', { id: paymentId, status })));
      if (order.subscription_id) await sendSubscriptionWebhook(c, env.RAZORPAY_WEBHOOK_SECRET, order.subscription_id, 'subscription.activated', 'active');
      back.searchParams.set('razorpay_payment_id', paymentId);
      back.searchParams.set('razorpay_signature', await paymentSignature(env.RAZORPAY_KEY_SECRET, order.id, paymentId));
    } else if (form.outcome === 'failure') {
      await webhook('payment.failed', { id: paymentId, status });
      back.searchParams.set('error', 'failed');
    } else {
      // Dropped: the money is taken but neither the webhook nor the payer's answer arrives; the order settles by
      // asking the gateway (a read of the order, or the scheduled job).
      back.searchParams.set('error', 'network');
    }
  }
  return c.redirect(`${back.pathname}${back.search}`, 303);
};

/**
 * `CALLS.devGatewayPayments`: the local gateway's dashboard for this school, as a school sees its payments at
 * Razorpay: each payment with its order's receipt and amount, and a Refund button for a captured one.
 */
export const devGatewayPayments: Handler<AppEnv> = async (c) => {
  localOnly(c);
  const rows = await c.var.db
    .selectFrom('dev_gateway_payments as p').innerJoin('dev_gateway_orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.status', 'p.created_at', 'o.receipt', 'o.amount', 'o.currency'])
    .where('o.school_id', '=', c.var.school.id).orderBy('p.created_at', 'desc').limit(100).execute();
  const mandates = await c.var.db.selectFrom('dev_gateway_subscriptions').select(['id', 'status', 'amount', 'currency', 'method_json', 'declines'])
    .where('school_id', '=', c.var.school.id).orderBy('created_at', 'desc').limit(100).execute();
  c.header('cache-control', 'no-store');
  return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local payment gateway: payments</title><link rel="icon" href="data:,">
${PAGE_STYLE}</head>
<body><main><h1>Payments</h1>
<p class="note">Development only: the local gateway's dashboard. A refund here sends the signed refund webhook, as Razorpay does.</p>
${rows.length === 0 ? html`<p>No payments yet.</p>` : html`<table><thead><tr><th>Receipt</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody>
${rows.map((r) => html`<tr data-testid="gateway-payment" data-receipt="${r.receipt}" data-status="${r.status}"><td>${r.receipt}</td><td>${formatMoney(r.amount, currencyCode(r.currency), 'en')}</td><td>${r.status}</td>
<td>${r.status === 'captured' ? html`<form method="post" action="/learner/dev/gateway/refund"><input type="hidden" name="payment_id" value="${r.id}"><button type="submit">Refund</button></form>` : ''}</td></tr>`)}
</tbody></table>`}
<h1>Subscriptions</h1>
<p class="note">Each mandate's next charges succeed, or the payer's bank declines them (to try a failed renewal).</p>
${mandates.length === 0 ? html`<p>No subscriptions yet.</p>` : html`<table><thead><tr><th>Subscription</th><th>Amount</th><th>Status</th><th>Charges</th></tr></thead><tbody>
${mandates.map((m) => html`<tr data-testid="gateway-subscription" data-subscription="${m.id}" data-declines="${m.declines}"><td><code>${m.id}</code></td><td>${formatMoney(m.amount, currencyCode(m.currency), 'en')}</td><td>${m.status}</td>
<td><form method="post" action="/learner/dev/gateway/mandate/declines"><input type="hidden" name="subscription_id" value="${m.id}"><input type="hidden" name="declines" value="${m.declines ? '0' : '1'}">
<button type="submit">${m.declines ? 'Accept the next charges' : 'Decline the next charges'}</button></form></td></tr>`)}
</tbody></table>`}
</main></body></html>`);
};

/** `CALLS.devGatewayRefund`: refunds a captured payment in full and sends `refund.processed`; back to the dashboard. */
export const devGatewayRefund: Handler<AppEnv> = async (c) => {
  const env = localOnly(c);
  const form = parseInput(DevGatewayRefundForm, Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)])));
  const db = c.var.db;
  const payment = await db.selectFrom('dev_gateway_payments as p').innerJoin('dev_gateway_orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.status', 'o.id as order_id', 'o.amount', 'o.currency'])
    .where('p.id', '=', form.payment_id).where('o.school_id', '=', c.var.school.id).executeTakeFirst();
  if (!payment) throw new ApiError(ERROR_CODE.notFound, ERROR_TEXT.notFound);
  // Only a captured payment refunds, once: the conditional update is the gateway's own guard against a double click.
  const moved = await db.updateTable('dev_gateway_payments').set({ status: 'refunded' }).where('id', '=', payment.id).where('status', '=', 'captured').executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) {
    await sendWebhook(c, env.RAZORPAY_WEBHOOK_SECRET, { id: payment.order_id, amount: payment.amount, currency: payment.currency }, 'refund.processed', { id: payment.id, status: 'refunded' });
  }
  return c.redirect('/learner/dev/gateway/payments', 303);
};
