/**
 * Subscriptions (SPEC.md: /subscriptions, /subscription/{productSeo}/{planName}, /account/subscriptions,
 * /account/manage-payments; issue 43; docs/decisions/0079-subscriptions.md). A school sells a product by
 * subscription when its `payment_type` is `subscription_type` or `combined_type`: a plan charges every period through
 * the gateway's mandate (Razorpay's Subscriptions model), and each paid period is an order of its own, with its
 * receipt, invoice and payment history. The rules below are pure, so the API, the pages and the tests share them.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id } from './common.ts';
import { MinorAmount } from './currency.ts';
import { SubscriptionPlan, type BillingPeriod } from './catalogue.ts';

export { BillingPeriod, SubscriptionPlan, SubscriptionValidity } from './catalogue.ts';
import { CHECKOUT_CALLS, IdempotencyKey, Order } from './checkout.ts';
import { LEARNING_CALLS } from './learning.ts';
import { WALLET_CALLS } from './wallet.ts';
export { SUBSCRIPTION_TEXT } from './subscription-text.ts';

/** Razorpay's subscription states (https://razorpay.com/docs/payments/subscriptions/states/). */
export const SUBSCRIPTION_STATES = ['created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed', 'expired', 'paused'] as const;
export const SubscriptionState = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof SubscriptionState>;

/** States in which the learner may use what the plan opens. Pending is the grace while a failed charge is retried. */
export const ACCESS_STATES: readonly SubscriptionState[] = ['active', 'pending'];
/** States a subscription never leaves. */
export const FINAL_STATES: readonly SubscriptionState[] = ['cancelled', 'completed', 'expired'];

/**
 * The moves a subscription makes, each from the states listed (one conditional UPDATE each, as orders move):
 * created -> authenticated when the mandate is authorised with the first charge; authenticated | pending | halted ->
 * active when a period is paid; active -> pending when a renewal fails; pending -> halted when its last retry fails;
 * created -> expired when the first charge is never made; active | pending | halted | authenticated -> cancelled;
 * active -> completed after its last period.
 */
export const SUBSCRIPTION_MOVES: Readonly<Record<SubscriptionState, readonly SubscriptionState[]>> = {
  created: [],
  authenticated: ['created'],
  active: ['created', 'authenticated', 'active', 'pending', 'halted'],
  pending: ['active', 'pending'],
  halted: ['pending'],
  cancelled: ['created', 'authenticated', 'active', 'pending', 'halted', 'paused'],
  completed: ['active'],
  expired: ['created'],
  paused: [],
};
export const canMoveSubscription = (from: SubscriptionState, to: SubscriptionState): boolean => SUBSCRIPTION_MOVES[to].includes(from);

const DAY_MS = 86_400_000;

/** When a period that starts at `start` (epoch ms) ends: one calendar month or year on, clamped to the month's end. */
export function periodEnd(start: number, period: BillingPeriod): number {
  const date = new Date(start);
  const months = period === 'monthly' ? 1 : 12;
  const day = date.getUTCDate();
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

/** The end of a fixed validity's end date: its last millisecond, UTC. */
export const fixedEnd = (endDate: string): number => Date.parse(`${endDate}T23:59:59.999Z`);

/**
 * The retry schedule of a failed renewal: again 1, 3 and 5 days after the due date (Razorpay retries a failed
 * charge on a schedule too). While it is retried the subscription is pending and the learner keeps access: the grace
 * period. When the last retry fails it is halted and access ends.
 */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;
export const GRACE_DAYS = RETRY_AFTER_DAYS[RETRY_AFTER_DAYS.length - 1]!;

/** When the next attempt after `failures` failed attempts of a renewal due at `due` is made; null: no more. */
export function nextRetry(due: number, failures: number): number | null {
  const days = RETRY_AFTER_DAYS[failures - 1];
  return days === undefined ? null : due + days * DAY_MS;
}

/** An Indian UPI mandate's pre-debit notice goes out this long before each renewal charge (NPCI's rule). */
export const PRE_DEBIT_NOTICE_MS = 24 * 3_600_000;

/** Cancelling at once refunds the current period's charge in full when it was made this recently; else nothing. */
export const CANCEL_REFUND_DAYS = 7;

/** Whether cancelling at `now` refunds the period's charge paid at `paidAt`. */
export const cancelRefunds = (paidAt: number, now: number): boolean => now - paidAt < CANCEL_REFUND_DAYS * DAY_MS;

/**
 * A plan change (up or down) takes effect at once and starts a new period on the new plan. The unused part of the
 * current period is credit: what its charge's price (before added tax) pays per millisecond times the milliseconds
 * left, rounded down to the minor unit. The credit comes off the new plan's price; credit beyond that price goes to
 * the wallet.
 */
export function proration(input: { paid: number; start: number; end: number; now: number; newPrice: number }): { credit: number; due: number; toWallet: number } {
  const { paid, start, end, now, newPrice } = input;
  const length = end - start;
  const left = Math.min(Math.max(end - now, 0), length);
  const credit = length <= 0 ? 0 : Math.floor((paid * left) / length);
  const due = Math.max(0, newPrice - credit);
  return { credit, due, toWallet: Math.max(0, credit - newPrice) };
}

/** The mandate on file: a card (network and last four digits) or a UPI AutoPay id. */
export const PaymentMethod = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), network: z.string().min(1).max(20), last4: z.string().regex(/^\d{4}$/) }),
  z.object({ kind: z.literal('upi'), vpa: z.string().regex(/^[a-z0-9._-]{2,64}@[a-z0-9]{2,32}$/i) }),
]);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** A plan as the pages show it. */
export const SubscriptionPlanView = SubscriptionPlan.omit({ extra_course_ids: true }).extend({
  /** What the first charge costs, tax included: what the learner pays today. */
  total: MinorAmount,
  tax: MinorAmount,
  /** The products it opens, its own first. */
  products: z.array(z.object({ id: Id, title: z.string(), seo_title: z.string() })),
});
export type SubscriptionPlanView = z.infer<typeof SubscriptionPlanView>;

export const SubscriptionProduct = z.object({
  course_id: Id,
  seo_title: z.string(),
  title: z.string(),
  short_description: z.string(),
  image_url: z.string().nullable(),
  plans: z.array(SubscriptionPlanView).min(1),
});
export type SubscriptionProduct = z.infer<typeof SubscriptionProduct>;

export const SubscriptionCatalogueResponse = z.object({ currency: z.number().int(), products: z.array(SubscriptionProduct) });
export type SubscriptionCatalogueResponse = z.infer<typeof SubscriptionCatalogueResponse>;

/** One charge of a subscription as its payment history lists it: the period's order. */
export const SubscriptionCharge = z.object({
  period: z.number().int().positive(),
  order: Order,
});

export const Subscription = z.object({
  id: Id,
  state: SubscriptionState,
  gateway_subscription_id: z.string().nullable(),
  product: z.object({ id: Id, title: z.string(), seo_title: z.string() }),
  plan: SubscriptionPlanView,
  currency: z.number().int(),
  method: PaymentMethod.nullable(),
  current_start: z.string().nullable(),
  current_end: z.string().nullable(),
  /** When the next charge (the renewal, or a failed one's retry) is made; null when none will be. */
  charge_at: z.string().nullable(),
  /** What that charge will be. */
  next_amount: MinorAmount.nullable(),
  /** Failed attempts of the charge due now. */
  failures: z.number().int().min(0),
  /** Ends at the end of the current period (cancelled at period end, or its last period). */
  ends_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** Until when the learner has access; null when none. */
  access_until: z.string().nullable(),
  /** Paid periods so far, and how many it has in all (null: until cancelled). */
  paid_count: z.number().int().min(0),
  total_count: z.number().int().positive().nullable(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
  /** Newest first. */
  charges: z.array(SubscriptionCharge),
});
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionsResponse = z.object({ subscriptions: z.array(Subscription) });
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponse>;

export const SubscriptionIdParam = z.object({ subscriptionId: z.coerce.number().int().positive() });

export const CreateSubscriptionRequest = z.object({
  idempotency_key: IdempotencyKey,
  plan_id: Id,
});

/** What the page needs to send the payer to the gateway to authorise the mandate (or replace it). */
export const MandateCheckout = z.object({
  gateway: z.literal('razorpay'),
  key_id: z.string(),
  subscription_id: z.string(),
  /** The local gateway's page; null: open Razorpay's Checkout.js with `subscription_id`. */
  url: z.string().nullable(),
});

export const SubscriptionResponse = z.object({
  subscription: Subscription,
  /** The first period's order while it waits for payment, and where to pay it. */
  order_id: Id.nullable(),
  checkout: MandateCheckout.nullable(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** The local gateway's forms (form-encoded, same origin): a mandate authorised (or not), and the declines switch. */
export const DevMandateForm = z.object({
  subscription_id: z.string().regex(/^sub_[A-Za-z0-9]{14}$/),
  method: z.enum(['card', 'upi']).default('card'),
  outcome: z.enum(['authorise', 'failure', 'cancel']),
  return_to: z.string().regex(/^\/(?!\/)[^\s\\]*$/).max(2000),
});
export const DevDeclinesForm = z.object({ subscription_id: z.string().regex(/^sub_[A-Za-z0-9]{14}$/), declines: z.enum(['0', '1']) });
/** The methods the local gateway's mandates use: a test card and a test UPI id, as Razorpay's test mode has them. */
export const LOCAL_METHODS = {
  card: { kind: 'card', network: 'Visa', last4: '1111' },
  upi: { kind: 'upi', vpa: 'success@razorpay' },
} as const satisfies Record<string, PaymentMethod>;

export const CancelSubscriptionRequest = z.object({ at: z.enum(['period_end', 'now']) });

export const ChangePlanRequest = z.object({ idempotency_key: IdempotencyKey, plan_id: Id });

/** What a change of plan costs now, by `proration`, before the learner confirms it. */
export const ChangeQuoteResponse = z.object({
  currency: z.number().int(),
  credit: MinorAmount,
  /** The new plan's price less the credit, then tax as the plan says: what is charged now. */
  due: MinorAmount,
  to_wallet: MinorAmount,
  new_period_end: z.string(),
});
export type ChangeQuoteResponse = z.infer<typeof ChangeQuoteResponse>;
export const ChangeQuoteQuery = z.object({ plan_id: z.coerce.number().int().positive() });

const subscriptions = defineCall({ method: 'GET', path: '/learner/v1/subscriptions', session: true, response: SubscriptionsResponse, staleTime: STALE_TIME.always });
const catalogue = defineCall({ method: 'GET', path: '/learner/v1/subscription_plans', session: false, response: SubscriptionCatalogueResponse, staleTime: STALE_TIME.always });
const changeQuote = defineCall({
  method: 'GET', path: '/learner/v1/subscriptions/:subscriptionId/change_quote', session: true, params: SubscriptionIdParam, query: ChangeQuoteQuery,
  response: ChangeQuoteResponse, staleTime: STALE_TIME.always,
});

/** What a subscription's change may change besides it: its orders and invoices, the learner's access and wallet. */
const OWNED = [subscriptions, CHECKOUT_CALLS.orders, CHECKOUT_CALLS.invoices, LEARNING_CALLS.enrolled, WALLET_CALLS.wallet] as const;

export const SUBSCRIPTION_CALLS = {
  /** The school's subscription plans, by product. */
  subscriptionPlans: catalogue,
  /** The learner's subscriptions, newest first, each with its charges. */
  subscriptions,
  createSubscription: defineCall({ method: 'POST', path: '/learner/v1/subscriptions', session: true, body: CreateSubscriptionRequest, response: SubscriptionResponse, invalidates: OWNED }),
  cancelSubscription: defineCall({
    method: 'POST', path: '/learner/v1/subscriptions/:subscriptionId/cancel', session: true, params: SubscriptionIdParam, body: CancelSubscriptionRequest,
    response: SubscriptionResponse, invalidates: OWNED,
  }),
  /** Takes back a cancellation at the period's end, before the period ends. */
  resumeSubscription: defineCall({
    method: 'POST', path: '/learner/v1/subscriptions/:subscriptionId/resume', session: true, params: SubscriptionIdParam, response: SubscriptionResponse, invalidates: OWNED,
  }),
  changeQuote,
  changePlan: defineCall({
    method: 'POST', path: '/learner/v1/subscriptions/:subscriptionId/change', session: true, params: SubscriptionIdParam, body: ChangePlanRequest,
    response: SubscriptionResponse, invalidates: OWNED,
  }),
  /** Starts replacing the payment method on file: where to authorise the new mandate. */
  replaceMethod: defineCall({
    method: 'POST', path: '/learner/v1/subscriptions/:subscriptionId/method', session: true, params: SubscriptionIdParam, response: SubscriptionResponse, invalidates: OWNED,
  }),
  /** Development only: the local gateway's mandate page, and its form. */
  devMandatePage: defineCall({ method: 'GET', path: '/learner/dev/gateway/mandate', session: false, response: null, dev: true }),
  devMandate: defineCall({ method: 'POST', path: '/learner/dev/gateway/mandate', session: false, response: null, dev: true }),
  /** Development only: the local gateway's switch that makes a mandate's next charges decline, or succeed again. */
  devMandateDeclines: defineCall({ method: 'POST', path: '/learner/dev/gateway/mandate/declines', session: false, response: null, dev: true }),
  /** Development only: runs the renewal job for this school now (the bench). */
  devRenewals: defineCall({ method: 'POST', path: '/learner/dev/subscriptions/renew', session: false, response: z.object({ looked: z.number().int(), acted: z.number().int(), charged: z.number().int() }), dev: true }),
  /** Development only: moves the learner's subscriptions' clock on by whole days, then runs the renewal job. */
  devSubscriptionClock: defineCall({ method: 'POST', path: '/learner/dev/subscriptions/clock', session: true, body: z.object({ days: z.number().int().min(1).max(400) }), response: z.object({ renewed: z.number().int() }), invalidates: OWNED, dev: true }),
} as const;
