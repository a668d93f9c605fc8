/**
 * The local gateway (GATEWAY=local; docs/decisions/0024-payment-gateway.md): a checkout page of our own that speaks
 * Razorpay's protocol, so `npm start` and the end-to-end tests pay without the internet. The payer chooses what
 * happens; the gateway then does what Razorpay would: records the payment, sends the signed webhook, and sends the
 * payer back with `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature` (or an error). Behind
 * `devOnly` (DEV_INBOX=1) and only with GATEWAY=local; a plain 404 in the deployable configuration.
 */
import type { Context, Handler } from 'hono';
import { html } from 'hono/html';
import { CHECKOUT_TEXT, DevGatewayPayForm } from '../../../contract/checkout.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../../contract/errors.ts';
import { formatMoney, CURRENCIES, type CurrencyCode } from '../../../contract/money.ts';
import { database } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { gatewayEnv, gatewayId, hmacHex, paymentSignature } from '../../lib/gateway.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { receiveWebhook } from './payment-webhook.ts';

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
] as const;

/** `CALLS.devGatewayPage`: the local gateway's checkout for one of its orders. */
export const devGatewayPage: Handler<AppEnv> = async (c) => {
  localOnly(c);
  const orderId = c.req.query('order_id') ?? '';
  const returnTo = c.req.query('return_to') ?? '';
  const order = await database(c.env.DB).selectFrom('dev_gateway_orders').selectAll().where('id', '=', orderId).where('school_id', '=', c.var.school.id).executeTakeFirst();
  if (!order) throw new ApiError(ERROR_CODE.notFound, CHECKOUT_TEXT.orderNotFound);
  const code = (Object.keys(CURRENCIES).map(Number) as CurrencyCode[]).find((k) => CURRENCIES[k].iso === order.currency) ?? 2;
  const amount = formatMoney(order.amount, code, 'en');
  c.header('cache-control', 'no-store');
  return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local payment gateway</title><link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:460px;margin:3rem auto;padding:0 1rem;color:#14213d;background:#f4f6fb}
main{background:#fff;border:1px solid #cfd6e4;border-radius:12px;padding:1.5rem}h1{font-size:1.25rem;margin:0 0 .25rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}form{display:grid;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.75rem 1rem;border-radius:8px;border:1px solid #1d3fbb;background:#fff;color:#1d3fbb;cursor:pointer;text-align:left}
button[value=success]{background:#1d3fbb;color:#fff}p.note{color:#4a5568;font-size:14px}</style></head>
<body><main><h1>Local payment gateway</h1>
<p class="note">Development only: no money moves. It speaks Razorpay's protocol: choose what the payment does.</p>
<p>Order <code>${order.id}</code> · receipt ${order.receipt}</p>
<p class="amount" data-testid="gateway-amount">${amount}</p>
<form method="post" action="/learner/dev/gateway/pay">
<input type="hidden" name="order_id" value="${order.id}"><input type="hidden" name="return_to" value="${returnTo}">
${OUTCOMES.map(([value, label]) => html`<button type="submit" name="outcome" value="${value}">${label}</button>`)}
</form></main></body></html>`);
};

/** `CALLS.devGatewayPay`: the local gateway's form: records the outcome, sends the webhook, sends the payer back. */
export const devGatewayPay: Handler<AppEnv> = async (c) => {
  const env = localOnly(c);
  const form = parseInput(DevGatewayPayForm, Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)])));
  const db = database(c.env.DB);
  const school = c.var.school;
  const order = await db.selectFrom('dev_gateway_orders').selectAll().where('id', '=', form.order_id).where('school_id', '=', school.id).executeTakeFirst();
  if (!order) throw new ApiError(ERROR_CODE.notFound, CHECKOUT_TEXT.orderNotFound);
  const now = Date.now();
  const back = new URL(form.return_to, 'http://local.invalid');
  const webhook = async (event: string, payment: { id: string; status: 'captured' | 'failed' }) => {
    const body = JSON.stringify({
      entity: 'event', event, contains: ['payment'], created_at: Math.floor(now / 1000),
      payload: { payment: { entity: { id: payment.id, entity: 'payment', order_id: order.id, amount: order.amount, currency: order.currency, status: payment.status,
        error_description: payment.status === 'failed' ? 'Payment declined by the payer (local gateway)' : null } } },
    });
    await receiveWebhook(c.env, db, school, body, await hmacHex(env.RAZORPAY_WEBHOOK_SECRET, body), gatewayId('evt'));
  };
  back.searchParams.set('razorpay_order_id', order.id);
  if (form.outcome === 'cancel') {
    back.searchParams.set('error', 'cancelled');
  } else {
    const paymentId = gatewayId('pay');
    const status = form.outcome === 'failure' ? 'failed' : 'captured';
    await db.insertInto('dev_gateway_payments').values({ id: paymentId, order_id: order.id, status, created_at: now }).execute();
    if (form.outcome === 'success') {
      await webhook('payment.captured', { id: paymentId, status });
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
