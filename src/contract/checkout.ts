/**
 * Checkout (docs/decisions/0022-checkout-pricing.md, 0023-orders-and-payments.md, 0024-payment-gateway.md): a
 * school's coupons (its tenant file `checkout.json`), the quote the payment page shows, orders and their states,
 * the gateway's confirmation and webhook. Amounts are integer minor units; prices come from `checkoutPrice`.
 */
import { z } from 'zod';
import { AddressSettings, ADDRESS_ASK, BillingAddress, BillingAddressResponse, gstinState, isValidGstin } from './billing-address.ts';
import { defineCall } from './call.ts';
import { Percent } from './catalogue.ts';
import { COUPON_MIN_LENGTH, COUPON_TEXT } from './checkout-price.ts';
import { Id, ProductType } from './common.ts';
import { MinorAmount } from './currency.ts';
import { CATALOGUE_CALLS } from './catalogue-calls.ts';
import { LEARNING_CALLS } from './learning.ts';
import { WALLET_CALLS } from './wallet.ts';
import { CHECKOUT_TEXT } from './checkout-text.ts';
export { CHECKOUT_TEXT } from './checkout-text.ts';

export { COUPON_TEXT };

const isoInstant = z.iso.datetime({ offset: true });

/** A school's coupon (tenant file `checkout.json`). */
export const Coupon = z
  .object({
    code: z.string().min(COUPON_MIN_LENGTH).max(40).regex(/^[A-Z0-9_-]+$/, 'upper-case letters, digits, _ and - only'),
    kind: z.enum(['percentage', 'amount']),
    /** percentage: percent off, at most two decimals; amount: minor units off. */
    value: z.number().positive(),
    valid_from: isoInstant.nullable().default(null),
    valid_until: isoInstant.nullable().default(null),
    max_uses: z.number().int().positive().nullable().default(null),
    max_uses_per_learner: z.number().int().positive().nullable().default(null),
    /** Products it applies to; null: all of the school's. */
    course_ids: z.array(Id).min(1).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percentage' && !Percent.safeParse(c.value).success) ctx.addIssue({ code: 'custom', path: ['value'], message: 'a percentage is above 0, at most 100, with at most two decimals' });
    if (c.kind === 'amount' && !MinorAmount.safeParse(c.value).success) ctx.addIssue({ code: 'custom', path: ['value'], message: "must be an integer count of the currency's minor unit" });
    if (c.valid_from && c.valid_until && Date.parse(c.valid_from) >= Date.parse(c.valid_until)) ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'must be after valid_from' });
  });
export type Coupon = z.infer<typeof Coupon>;

/**
 * Who sells: the business an invoice is issued by. In India a GST-registered school's invoice is a tax invoice, which
 * the law asks to name its legal name, address and GSTIN, and the SAC of the service (CGST Rules, rule 46).
 */
export const Seller = z.object({
  /** The registered business name, as on its registration. */
  legal_name: z.string().trim().min(1).max(120),
  address: z.object({
    line1: z.string().trim().min(1).max(100),
    line2: z.string().trim().max(100).default(''),
    city: z.string().trim().min(1).max(60),
    /** In India, an ISO 3166-2:IN code (KA); elsewhere the region as written, or empty. */
    state: z.string().trim().max(60).default(''),
    postal_code: z.string().trim().max(12).default(''),
    /** ISO 3166-1 alpha-2. */
    country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 country code, e.g. IN'),
  }),
  /** In India the GSTIN (its check character valid); elsewhere a VAT or sales-tax number; null: not registered. */
  tax_id: z.string().trim().toUpperCase().max(20).nullable().default(null),
  /** India: the Services Accounting Code of what the school sells (999293: commercial training and coaching). */
  sac: z.string().regex(/^99\d{4}$/, 'a six-digit SAC starting 99, e.g. 999293').nullable().default(null),
});
export type Seller = z.infer<typeof Seller>;

/** A school's checkout settings: `tenants/<slug>/checkout.json` (optional; absent: no coupons, no GST state). */
export const CheckoutSettings = z.object({
  /** The school's state for GST (two-letter code, e.g. KA): CGST + SGST within it, IGST across states. */
  seller_state: z.string().regex(/^[A-Z]{2}$/, 'a two-letter state code, e.g. KA').nullable().default(null),
  /** The business its invoices are issued by; null: invoices carry the school's name and contacts only. */
  seller: Seller.nullable().default(null),
  coupons: z.array(Coupon).default([]),
  /** Whether the payment page asks for a billing address first (decision 0048). */
  address: AddressSettings.default({ ask: 'never', course_ids: null }),
}).superRefine((settings, ctx) => {
  const seller = settings.seller;
  if (!seller || seller.address.country !== 'IN' || seller.tax_id === null) return;
  if (!isValidGstin(seller.tax_id)) ctx.addIssue({ code: 'custom', path: ['seller', 'tax_id'], message: 'not a valid GSTIN (15 characters, its last a check character)' });
  else if (gstinState(seller.tax_id) !== settings.seller_state) ctx.addIssue({ code: 'custom', path: ['seller', 'tax_id'], message: `a GSTIN of ${gstinState(seller.tax_id)}, but seller_state is ${settings.seller_state}` });
  if (seller.address.state !== settings.seller_state) ctx.addIssue({ code: 'custom', path: ['seller', 'address', 'state'], message: 'must be seller_state, where the school is registered for GST' });
  if (seller.sac === null) ctx.addIssue({ code: 'custom', path: ['seller', 'sac'], message: 'a GST-registered seller names the SAC of its service' });
});
export type CheckoutSettings = z.infer<typeof CheckoutSettings>;

const TaxLine = z.object({ label: z.string(), rate_bp: z.number().int(), amount: MinorAmount });

/** `checkoutPrice`'s result on the wire. */
export const CheckoutPriceSchema = z.object({
  list: MinorAmount,
  plan_discount: MinorAmount,
  coupon: z.object({ code: z.string(), amount: MinorAmount }).nullable(),
  /** A subscription plan change's credit for the unused period (absent: none). */
  proration: MinorAmount.optional(),
  price: MinorAmount,
  tax_rule: z.enum(['none', 'included', 'added']),
  tax: MinorAmount,
  tax_lines: z.array(TaxLine),
  wallet: MinorAmount,
  total: MinorAmount,
});

const CouponCode = z.string().trim().min(COUPON_MIN_LENGTH, COUPON_TEXT.tooShort).max(40, COUPON_TEXT.unknown);

export const QuoteQuery = z.object({
  course_id: z.coerce.number().int().positive(),
  pricing_id: z.coerce.number().int().positive().optional(),
  coupon: CouponCode.optional(),
  /** "1": pay with wallet credit as far as it goes. */
  use_wallet: z.enum(['0', '1']).optional(),
});

const ProductLine = z.object({ id: Id, title: z.string(), seo_title: z.string(), course_type: ProductType });
const PlanLine = z.object({ id: Id, plan_name: z.string() }).nullable();

export const BatchChoice = z.object({
  id: Id,
  name: z.string(),
  starts_at: z.string(),
  running: z.boolean(),
  seats_left: z.number().int().nonnegative(),
});
export type BatchChoice = z.infer<typeof BatchChoice>;

export const QuoteResponse = z.object({
  product: ProductLine,
  plan: PlanLine,
  currency: z.number().int(),
  price: CheckoutPriceSchema,
  /** A coupon the learner typed that does not apply, and why (the price is then without it). */
  coupon_refusal: z.string().nullable(),
  /** True when the learner already has running access to it. */
  owned: z.boolean(),
  /** The learner's wallet balance (minor units; 0 when empty): what "use wallet credit" can take. */
  wallet_balance: z.number().int(),
  /** The school's billing-address rule for this purchase, and the learner's remembered address (its state prices GST). */
  address: z.object({ ask: z.enum(ADDRESS_ASK), saved: BillingAddress.nullable() }),
  /**
   * A product taught in batches is sold with a seat in one (docs/decisions/0084-batches.md): those not ended, soonest
   * first, with the seats this learner could take. Empty: no batches, or the learner is in one already.
   */
  batches: z.array(BatchChoice),
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;

export const ORDER_STATES = ['created', 'awaiting_payment', 'paid', 'fulfilled', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export const OrderState = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof OrderState>;

/** A client-chosen key (a UUID): a repeat of the same write with it answers the first answer. */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a key of 16-64 letters, digits, _ or -');

/** A receipt number names its order: `SF-` and the order's id in at least eight digits. */
export const receiptOf = (id: number): string => `SF-${String(id).padStart(8, '0')}`;

/** The order a receipt number names, or null when it is not one of ours. */
export function orderIdOfReceipt(receipt: string): number | null {
  const match = /^SF-(\d{8,15})$/.exec(receipt.trim());
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const Order = z.object({
  id: Id,
  /** The receipt number of SPEC.md's payment status page. */
  receipt: z.string(),
  state: OrderState,
  product: ProductLine,
  plan: PlanLine,
  currency: z.number().int(),
  price: CheckoutPriceSchema,
  gateway: z.string().nullable(),
  gateway_order_id: z.string().nullable(),
  gateway_payment_id: z.string().nullable(),
  created_at: z.string(),
  /** When an unpaid order stops accepting payment (cpst). */
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  /** The billing address as it was when the order was made: what its invoice prints. */
  billing: BillingAddress.nullable(),
});
export type Order = z.infer<typeof Order>;

/** What the payment page needs to open the gateway's checkout (Razorpay's Checkout options). */
export const GatewayCheckout = z.object({
  gateway: z.literal('razorpay'),
  key_id: z.string(),
  order_id: z.string(),
  amount: MinorAmount,
  currency: z.string().length(3),
  /** Where the payer goes to pay: the local gateway's page; null: open Razorpay's Checkout.js in the page. */
  url: z.string().nullable(),
});

export const OrderResponse = z.object({ order: Order, checkout: GatewayCheckout.nullable() });
export type OrderResponse = z.infer<typeof OrderResponse>;

export const CreateOrderRequest = z.object({
  idempotency_key: IdempotencyKey,
  course_id: Id,
  pricing_id: Id.optional(),
  coupon: CouponCode.optional(),
  /** SPEC.md payment channels: in-app 0, web or SDK 1. */
  payment_channel: z.union([z.literal(0), z.literal(1)]).default(1),
  /** Pay with wallet credit as far as it goes (never with in-app purchase, SPEC.md section 5). */
  use_wallet: z.boolean().default(false),
  /** The batch to hold a seat in, for a product taught in batches; absent: the soonest with a seat. */
  batch_id: Id.optional(),
});

export const OrderIdParam = z.object({ orderId: z.coerce.number().int().positive() });

/** What Razorpay's Checkout hands the page after a payment: ids and the signature over them. */
export const ConfirmPaymentRequest = z.object({
  idempotency_key: IdempotencyKey,
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, CHECKOUT_TEXT.badSignature),
});

export const AbandonOrderRequest = z.object({ reason: z.enum(['cancelled', 'failed']) });

export const WebhookAck = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The local gateway page's form (form-encoded, same origin): which order, what happens, and where to go back. */
export const DevGatewayPayForm = z.object({
  order_id: z.string().regex(/^order_[A-Za-z0-9]{14}$/),
  /** `late`: paid, and the payer is back at once, but the webhook arrives seconds afterwards. */
  outcome: z.enum(['success', 'failure', 'cancel', 'dropped', 'late']),
  /** An order that starts a subscription: the method whose mandate the payer authorises with it. */
  method: z.enum(['card', 'upi']).optional(),
  /** A path on the school's own site: the payment page. */
  return_to: z.string().regex(/^\/(?!\/)[^\s\\]*$/).max(2000),
});

/** The local gateway's refund button (its payments list, as a school's gateway dashboard has one). */
export const DevGatewayRefundForm = z.object({ payment_id: z.string().regex(/^pay_[A-Za-z0-9]{14}$/) });

const quote = defineCall({ method: 'GET', path: '/learner/v1/checkout/quote', session: true, query: QuoteQuery, response: QuoteResponse, staleTime: 0 });
const order = defineCall({ method: 'GET', path: '/learner/v1/orders/:orderId', session: true, params: OrderIdParam, response: OrderResponse, staleTime: 0 });
/** One payment attempt at the gateway, as the learner's payment history lists it. */
export const PaymentAttempt = z.object({
  payment_id: z.string(),
  status: z.enum(['authorized', 'captured', 'failed']),
  amount: MinorAmount,
  error: z.string().nullable(),
  at: z.string(),
});
export const OrderWithPayments = Order.extend({ payments: z.array(PaymentAttempt) });
export const OrdersResponse = z.object({ orders: z.array(OrderWithPayments) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** An invoice (SPEC.md section 5 for the tax id): the school's details, the order's lines, numbered per school. */
export const Invoice = z.object({
  /** 1, 2, 3 ... per school, in the order orders were paid. */
  number: z.number().int().positive(),
  /** As printed: the school's prefix and the number, e.g. NOVA-000042. */
  label: z.string(),
  issued_at: z.string(),
  school: z.object({
    name: z.string(), email: z.string(), phone: z.string().nullable(), state: z.string().nullable(),
    /** The school's logo, an image the page can draw into the PDF. */
    logo: z.string().nullable(),
    seller: Seller.nullable(),
  }),
  /**
   * `tax_invoice`: issued by a GST-registered seller in India (title Tax Invoice, GSTIN, SAC, place of supply, the
   * CGST and SGST or IGST split). `invoice`: any other school's own form.
   */
  form: z.enum(['tax_invoice', 'invoice']),
  learner: z.object({ name: z.string(), email: z.string().nullable() }),
  order: Order,
});
export type Invoice = z.infer<typeof Invoice>;
export const InvoicesResponse = z.object({ invoices: z.array(Invoice) });

/** The learner's invoices, newest first: /account/invoices. */
const invoices = defineCall({ method: 'GET', path: '/learner/v1/invoices', session: true, response: InvoicesResponse, staleTime: 0 });

/** The learner's orders, newest first, with every payment attempt: /account/payment-History. */
const orders = defineCall({ method: 'GET', path: '/learner/v1/orders', session: true, response: OrdersResponse, staleTime: 0 });
const billingAddress = defineCall({ method: 'GET', path: '/learner/v1/addresses/billing', session: true, response: BillingAddressResponse, staleTime: 0 });
const OWNED_READS = [order, orders, invoices, quote, LEARNING_CALLS.enrolled, CATALOGUE_CALLS.accessData, WALLET_CALLS.wallet] as const;

export const CHECKOUT_CALLS = {
  /** What a product costs this learner, with a coupon: the payment page's summary. */
  checkoutQuote: quote,
  order,
  orders,
  invoices,
  /** The learner's remembered billing address at this school, or null. */
  billingAddress,
  /** Saves (replaces) it: the next quote prices tax by its state; orders made before keep theirs. */
  saveBillingAddress: defineCall({ method: 'PUT', path: '/learner/v1/addresses/billing', session: true, body: BillingAddress, response: BillingAddressResponse, invalidates: [billingAddress, quote] }),
  createOrder: defineCall({ method: 'POST', path: '/learner/v1/orders', session: true, body: CreateOrderRequest, response: OrderResponse, invalidates: OWNED_READS }),
  confirmPayment: defineCall({
    method: 'POST', path: '/learner/v1/orders/:orderId/confirm', session: true, params: OrderIdParam, body: ConfirmPaymentRequest, response: OrderResponse, invalidates: OWNED_READS,
  }),
  abandonOrder: defineCall({
    method: 'POST', path: '/learner/v1/orders/:orderId/abandon', session: true, params: OrderIdParam, body: AbandonOrderRequest, response: OrderResponse, invalidates: OWNED_READS,
  }),
  /** The gateway's signed webhook (raw body, X-Razorpay-Signature); the school is the host it was sent to. */
  paymentWebhook: defineCall({ method: 'POST', path: '/learner/v1/payments/webhook', session: false, response: WebhookAck }),
  /** Development only: the local gateway's checkout page and its pay button. */
  devGatewayPage: defineCall({ method: 'GET', path: '/learner/dev/gateway/checkout', session: false, response: null, dev: true }),
  devGatewayPay: defineCall({ method: 'POST', path: '/learner/dev/gateway/pay', session: false, response: null, dev: true }),
  /** Development only: the local gateway's dashboard of the school's payments, and its refund button. */
  devGatewayPayments: defineCall({ method: 'GET', path: '/learner/dev/gateway/payments', session: false, response: null, dev: true }),
  devGatewayRefund: defineCall({ method: 'POST', path: '/learner/dev/gateway/refund', session: false, response: null, dev: true }),
} as const;
