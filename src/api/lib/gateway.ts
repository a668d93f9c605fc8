/**
 * The payment gateway (docs/decisions/0024-payment-gateway.md): one interface, one adapter that follows Razorpay's
 * documented flow. The server creates the gateway's order; the payer pays in the gateway's checkout, which hands
 * back `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature` = HMAC-SHA256(`order_id|payment_id`,
 * key secret); the gateway also sends signed webhooks (X-Razorpay-Signature = HMAC-SHA256(raw body, webhook
 * secret)). Only the transport differs between Razorpay's REST API and the local gateway (GATEWAY=local, never
 * deployed): signatures are checked by the same code either way.
 */
import { z } from 'zod';
import { CHECKOUT_TEXT } from '../../contract/checkout.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { PaymentMethod, type BillingPeriod } from '../../contract/subscription.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from './errors.ts';
import { constantTimeEqual, fromHex, toHex } from './secrets.ts';

/** The gateway's secrets and mode: from the worker's environment (vars and secrets), parsed before any use. */
export const GatewayEnv = z
  .object({
    GATEWAY: z.enum(['razorpay', 'local'], { error: 'GATEWAY must be "razorpay" or "local"' }),
    RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]{6,}$/, 'RAZORPAY_KEY_ID must be a Razorpay key id (rzp_test_… or rzp_live_…)'),
    RAZORPAY_KEY_SECRET: z.string().min(16, 'RAZORPAY_KEY_SECRET must be set (at least 16 characters)'),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(16, 'RAZORPAY_WEBHOOK_SECRET must be set (at least 16 characters)'),
    DEV_INBOX: z.string().optional(),
  })
  .refine((env) => env.GATEWAY !== 'local' || env.DEV_INBOX === '1', { message: 'GATEWAY "local" is for local development only (DEV_INBOX "1")', path: ['GATEWAY'] });
export type GatewayEnv = z.infer<typeof GatewayEnv>;

const checked = new WeakMap<object, GatewayEnv | string>();

/**
 * The environment's gateway settings, validated once per environment object. Misconfiguration is logged with its
 * reason and answered with a plain "payments unavailable", never with the secret or a stack trace.
 */
export function gatewayEnv(env: object): GatewayEnv {
  let result = checked.get(env);
  if (result === undefined) {
    const parsed = GatewayEnv.safeParse(env);
    result = parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message).join('; ');
    checked.set(env, result);
    if (typeof result === 'string') console.error(`Payment gateway configuration invalid: ${result}`);
  }
  if (typeof result === 'string') throw new ApiError(ERROR_CODE.serverError, CHECKOUT_TEXT.paymentsUnavailable);
  return result;
}

const encoder = new TextEncoder();

/** Hex HMAC-SHA256 of `message` with `secret`, as Razorpay computes its signatures. */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

async function hmacMatches(secret: string, message: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return constantTimeEqual(fromHex(await hmacHex(secret, message)), fromHex(signature));
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): Promise<string> => hmacHex(keySecret, `${orderId}|${paymentId}`);

/** A payment as the gateway reports it. */
export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  /** ISO 4217, as the gateway's order was created in: a payment in another currency does not pay the order. */
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  error_description?: string | null;
}

/** Razorpay's webhook body, as far as we read it. `created_at` is Unix seconds and inside the signed body. */
export const WebhookBody = z.object({
  event: z.string(),
  created_at: z.number().int(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string(),
        order_id: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
        error_description: z.string().nullable().optional(),
      }),
    }).optional(),
    /** Razorpay's subscription events (subscription.authenticated, .charged, .pending, .halted, .cancelled, ...). */
    subscription: z.object({ entity: z.object({ id: z.string(), status: z.string() }) }).optional(),
  }),
});
export type WebhookBody = z.infer<typeof WebhookBody>;

/**
 * How far a webhook's signed `created_at` may be from now. Razorpay retries a failed delivery for up to 24 hours
 * with the same body, so older than that (plus skew) is a replay; de-duplication by event id covers the rest.
 */
export const WEBHOOK_TOLERANCE = { pastMs: 24 * 3600_000 + 5 * 60_000, futureMs: 5 * 60_000 } as const;

/** A subscription at the gateway (Razorpay's Subscriptions API): its mandate and each period's charge. */
export interface GatewaySubscriptions {
  /** A subscription for `amount` each period, whose first charge is the order `firstOrderId` (created with it). */
  createSubscription(input: { amount: number; currency: string; period: BillingPeriod; totalCount: number | null; firstOrderId: string }): Promise<{ id: string }>;
  /** Its state at the gateway and the method its mandate charges (null until authorised). */
  subscriptionOf(id: string): Promise<{ status: string; method: PaymentMethod | null } | null>;
  /**
   * The charge of one period: the local gateway charges the mandate now; with Razorpay, which charges on its own
   * schedule, the period's invoice is read. Null: no charge made yet.
   */
  chargeSubscription(input: { id: string; amount: number; currency: string; receipt: string }): Promise<GatewayPayment | null>;
  cancelSubscription(id: string): Promise<void>;
  /** Refunds a captured payment in full; the gateway reports it with the signed refund webhook. */
  refundPayment(paymentId: string): Promise<void>;
  /** Where the payer authorises a new mandate for the subscription (replacing the method on file). */
  mandateUrl(id: string): string | null;
}

/** What talks to the gateway's server: Razorpay's REST API, or the local gateway's tables. */
export interface GatewayTransport extends GatewaySubscriptions {
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ id: string }>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Where the payer pays: the local gateway's page; null for Razorpay, whose Checkout.js opens in the page. */
  checkoutUrl(orderId: string): string | null;
}

export interface PaymentGateway extends GatewaySubscriptions {
  readonly name: 'razorpay';
  readonly keyId: string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ id: string }>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  checkoutUrl(orderId: string): string | null;
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): Promise<boolean>;
  /** The verified, parsed webhook, or null when its signature, body or time is not acceptable. */
  verifyWebhook(rawBody: string, signature: string | undefined, now?: number): Promise<WebhookBody | null>;
}

/** The Razorpay adapter over a transport. */
export function razorpayGateway(env: GatewayEnv, transport: GatewayTransport): PaymentGateway {
  return {
    name: 'razorpay',
    keyId: env.RAZORPAY_KEY_ID,
    createOrder: (input) => transport.createOrder(input),
    orderPayments: (orderId) => transport.orderPayments(orderId),
    checkoutUrl: (orderId) => transport.checkoutUrl(orderId),
    createSubscription: (input) => transport.createSubscription(input),
    subscriptionOf: (id) => transport.subscriptionOf(id),
    chargeSubscription: (input) => transport.chargeSubscription(input),
    cancelSubscription: (id) => transport.cancelSubscription(id),
    refundPayment: (paymentId) => transport.refundPayment(paymentId),
    mandateUrl: (id) => transport.mandateUrl(id),
    verifyPayment: ({ orderId, paymentId, signature }) => hmacMatches(env.RAZORPAY_KEY_SECRET, `${orderId}|${paymentId}`, signature),
    async verifyWebhook(rawBody, signature, now = Date.now()) {
      if (!signature || !(await hmacMatches(env.RAZORPAY_WEBHOOK_SECRET, rawBody, signature))) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = WebhookBody.safeParse(json);
      if (!parsed.success) return null;
      const at = parsed.data.created_at * 1000;
      if (at < now - WEBHOOK_TOLERANCE.pastMs || at > now + WEBHOOK_TOLERANCE.futureMs) return null;
      return parsed.data;
    },
  };
}

/** Razorpay's REST API (https://razorpay.com/docs/api/orders/): Basic auth with the key id and secret. */
export function razorpayHttp(env: GatewayEnv, fetcher: typeof fetch = fetch): GatewayTransport {
  const auth = `Basic ${btoa(`${env.RAZORPAY_KEY_ID}:${env.RAZORPAY_KEY_SECRET}`)}`;
  const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetcher(`https://api.razorpay.com/v1${path}`, { ...init, headers: { authorization: auth, 'content-type': 'application/json' } });
    if (!response.ok) {
      console.error(`Razorpay ${path}: HTTP ${response.status}`);
      throw new ApiError(ERROR_CODE.serverError, CHECKOUT_TEXT.paymentsUnavailable);
    }
    return (await response.json()) as T;
  };
  const id = encodeURIComponent;
  return {
    createOrder: (input) => api<{ id: string }>('/orders', { method: 'POST', body: JSON.stringify(input) }),
    orderPayments: async (orderId) => (await api<{ items: GatewayPayment[] }>(`/orders/${id(orderId)}/payments`)).items,
    checkoutUrl: () => null,
    // https://razorpay.com/docs/api/payments/subscriptions/: a plan per price and period, then the subscription on it.
    async createSubscription({ amount, currency, period, totalCount }) {
      const plan = await api<{ id: string }>('/plans', { method: 'POST', body: JSON.stringify({ period, interval: 1, item: { name: `Plan ${amount} ${currency} ${period}`, amount, currency } }) });
      return api<{ id: string }>('/subscriptions', { method: 'POST', body: JSON.stringify({ plan_id: plan.id, total_count: totalCount ?? (period === 'monthly' ? 120 : 10), customer_notify: 1 }) });
    },
    async subscriptionOf(subscriptionId) {
      const sub = await api<{ status: string; payment_method?: string | null }>(`/subscriptions/${id(subscriptionId)}`);
      const invoices = await api<{ items: { payment_id: string | null }[] }>(`/invoices?subscription_id=${id(subscriptionId)}&count=1`);
      const paymentId = invoices.items[0]?.payment_id;
      if (!paymentId) return { status: sub.status, method: null };
      const payment = await api<{ method: string; vpa?: string | null; card?: { network: string; last4: string } | null }>(`/payments/${id(paymentId)}?expand[]=card`);
      const method = PaymentMethod.safeParse(payment.method === 'upi' ? { kind: 'upi', vpa: payment.vpa } : { kind: 'card', network: payment.card?.network, last4: payment.card?.last4 });
      return { status: sub.status, method: method.success ? method.data : null };
    },
    async chargeSubscription({ id: subscriptionId }) {
      const invoices = await api<{ items: { payment_id: string | null; status: string }[] }>(`/invoices?subscription_id=${id(subscriptionId)}&count=1`);
      const paymentId = invoices.items[0]?.payment_id;
      return paymentId ? api<GatewayPayment>(`/payments/${id(paymentId)}`) : null;
    },
    async cancelSubscription(subscriptionId) {
      await api(`/subscriptions/${id(subscriptionId)}/cancel`, { method: 'POST', body: JSON.stringify({ cancel_at_cycle_end: 0 }) });
    },
    async refundPayment(paymentId) {
      await api(`/payments/${id(paymentId)}/refund`, { method: 'POST', body: '{}' });
    },
    mandateUrl: () => null,
  };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id as Razorpay writes them: `order_` / `pay_` and 14 letters or digits. */
export function gatewayId(prefix: 'order' | 'pay' | 'evt' | 'sub'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `${prefix}_${Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('')}`;
}

/** The local gateway's page, where the payer chooses what happens (endpoints/checkout/dev-gateway.ts). */
export const LOCAL_GATEWAY_PAGE = '/learner/dev/gateway/checkout';

/** The local gateway (GATEWAY=local): its orders and payments in its own tables, as Razorpay would keep them. */
export function localTransport(db: Db, schoolId: number): GatewayTransport {
  return {
    async createOrder({ amount, currency, receipt }) {
      const id = gatewayId('order');
      await db.insertInto('dev_gateway_orders').values({ id, school_id: schoolId, amount, currency, receipt, created_at: Date.now() }).execute();
      return { id };
    },
    async orderPayments(orderId) {
      const order = await db.selectFrom('dev_gateway_orders').select(['amount', 'currency']).where('id', '=', orderId).where('school_id', '=', schoolId).executeTakeFirst();
      if (!order) return [];
      const rows = await db.selectFrom('dev_gateway_payments').select(['id', 'status']).where('order_id', '=', orderId).orderBy('created_at').execute();
      return rows.map((r) => ({ id: r.id, order_id: orderId, amount: order.amount, currency: order.currency, status: r.status as GatewayPayment['status'] }));
    },
    checkoutUrl: (orderId) => `${LOCAL_GATEWAY_PAGE}?order_id=${encodeURIComponent(orderId)}`,
    async createSubscription({ amount, currency, firstOrderId }) {
      const id = gatewayId('sub');
      await db.batch([
        db.insertInto('dev_gateway_subscriptions').values({ id, school_id: schoolId, amount, currency, status: 'created', method_json: null, declines: 0, created_at: Date.now() }),
        db.updateTable('dev_gateway_orders').set({ subscription_id: id }).where('id', '=', firstOrderId).where('school_id', '=', schoolId),
      ]);
      return { id };
    },
    async subscriptionOf(id) {
      const row = await db.selectFrom('dev_gateway_subscriptions').select(['status', 'method_json']).where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();
      if (!row) return null;
      const method = row.method_json === null ? null : PaymentMethod.safeParse(JSON.parse(row.method_json));
      return { status: row.status, method: method?.success ? method.data : null };
    },
    async chargeSubscription({ id, amount, currency, receipt }) {
      const sub = await db.selectFrom('dev_gateway_subscriptions').select(['status', 'declines', 'method_json']).where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();
      if (!sub || sub.method_json === null || sub.status === 'cancelled') return null;
      const orderId = gatewayId('order');
      const paymentId = gatewayId('pay');
      const status = sub.declines ? 'failed' : 'captured';
      const now = Date.now();
      await db.batch([
        db.insertInto('dev_gateway_orders').values({ id: orderId, school_id: schoolId, amount, currency, receipt, created_at: now, subscription_id: id }),
        db.insertInto('dev_gateway_payments').values({ id: paymentId, order_id: orderId, status, created_at: now }),
      ]);
      return { id: paymentId, order_id: orderId, amount, currency, status, error_description: status === 'failed' ? 'The bank declined the mandate charge (local gateway)' : null };
    },
    async cancelSubscription(id) {
      await db.updateTable('dev_gateway_subscriptions').set({ status: 'cancelled' }).where('id', '=', id).where('school_id', '=', schoolId).execute();
    },
    async refundPayment(paymentId) {
      await db.updateTable('dev_gateway_payments').set({ status: 'refunded' }).where('id', '=', paymentId).where('status', '=', 'captured')
        .where('order_id', 'in', db.selectFrom('dev_gateway_orders').select('id').where('school_id', '=', schoolId)).execute();
    },
    mandateUrl: (id) => `${LOCAL_MANDATE_PAGE}?subscription_id=${encodeURIComponent(id)}`,
  };
}

/** The local gateway's page where the payer authorises a new mandate for a subscription. */
export const LOCAL_MANDATE_PAGE = '/learner/dev/gateway/mandate';

/** The school's gateway, by the environment's GATEWAY. */
export function gatewayFor(env: object, db: Db, schoolId: number): PaymentGateway {
  const settings = gatewayEnv(env);
  return razorpayGateway(settings, settings.GATEWAY === 'local' ? localTransport(db, schoolId) : razorpayHttp(settings));
}
