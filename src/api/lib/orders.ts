/**
 * Orders and payments (docs/decisions/0023-orders-and-payments.md). An order moves only forward:
 *
 *   created -> awaiting_payment -> paid -> fulfilled (enrolled)
 *         \-> failed | cancelled | expired         paid | fulfilled -> refunded
 *
 * with one way back: money the gateway took after the order was given up (a late authorisation) moves failed,
 * cancelled or expired to paid, because the learner paid. Every move is one conditional UPDATE (`WHERE state IN
 * (...)`), so concurrent confirmations, webhooks and the scheduled job race safely: one wins, the rest change
 * nothing. Fulfilment is one batch (notification, enrolment, state), so it happens once or not at all.
 */
import { sql, type Selectable } from 'kysely';
import type { Pricing } from '../../contract/catalogue.ts';
import { addressAsk, AddressSettings, BillingAddress, gstBillingState, type AddressAsk } from '../../contract/billing-address.ts';
import { checkoutPrice, couponRefusal, normaliseCouponCode, type CheckoutPrice, type CouponRule } from '../../contract/checkout-price.ts';
import { CHECKOUT_TEXT, Coupon, receiptOf, type Order, type OrderState } from '../../contract/checkout.ts';
import type { ProductType } from '../../contract/common.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { CURRENCIES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '../../contract/money.ts';
import { schoolTax, type SchoolTax } from '../../contract/tax.ts';
import type { Db } from '../db/database.ts';
import type { OrdersTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { placeInBatch } from './batches.ts';
import { ApiError } from './errors.ts';
import { gatewayFor, type GatewayPayment, type PaymentGateway } from './gateway.ts';
import { enrolmentPlan, enrolmentState, enrolStatement } from './learning.ts';
import { settleCredit, walletBalance } from './wallet.ts';
import { reverseFirstOrder, rewardFirstOrder } from './referrals.ts';
import { creditCommission, reverseCommission } from './commissions.ts';
import { periodStatements, planById, refundedPeriodStatements } from './subscription-periods.ts';

/** How long an unpaid order accepts payment (the payment session time, cpst). */
export const ORDER_TTL_MS = 15 * 60_000;

/** The states an order may move to a state from. */
export const MOVES_TO: Readonly<Record<OrderState, readonly OrderState[]>> = {
  created: [],
  awaiting_payment: ['created'],
  paid: ['created', 'awaiting_payment', 'failed', 'cancelled', 'expired'],
  fulfilled: ['paid'],
  failed: ['created', 'awaiting_payment'],
  cancelled: ['created', 'awaiting_payment'],
  expired: ['created', 'awaiting_payment'],
  refunded: ['paid', 'fulfilled'],
};

export const canMove = (from: OrderState, to: OrderState): boolean => MOVES_TO[to].includes(from);

export type OrderRow = Selectable<OrdersTable>;

interface ProductFacts {
  id: number;
  title: string;
  seo_title: string;
  course_type: ProductType;
  display_status: string;
  access: string;
}

interface SchoolMoney {
  currency: CurrencyCode;
  tax: SchoolTax | null;
  sellerState: string | null;
  basePrefix: string;
  /** The school's rule for asking a billing address (checkout.json `address`). */
  address: AddressSettings;
}

async function schoolMoney(db: Db, school: Pick<School, 'id'>): Promise<SchoolMoney> {
  const row = await db
    .selectFrom('schools')
    .leftJoin('checkout_settings as cs', 'cs.school_id', 'schools.id')
    .select([
      sql<number>`json_extract(config_json, '$.school_config.currency')`.as('currency'),
      sql<string | null>`json_extract(config_json, '$.school_config.tax')`.as('tax'),
      sql<number>`json_type(config_json, '$.school_config.tax')`.as('tax_type'),
      sql<string | null>`json_extract(config_json, '$.school_config.base_prefix')`.as('base'),
      'cs.seller_state',
      'cs.address_json',
    ])
    .where('schools.id', '=', school.id)
    .executeTakeFirstOrThrow();
  const currency = isCurrencyCode(row.currency) ? row.currency : 2;
  // json_type is NULL when the key is absent (the currency's default tax), 'null' when the school charges none.
  const configured = row.tax_type === null ? undefined : row.tax === null ? null : (JSON.parse(row.tax) as SchoolTax);
  const address = AddressSettings.safeParse(row.address_json ? JSON.parse(row.address_json) : {});
  return {
    currency, tax: schoolTax({ currency, tax: configured }), sellerState: row.seller_state ?? null, basePrefix: row.base ?? 'learn',
    address: address.success ? address.data : { ask: 'never', course_ids: null },
  };
}

const unavailable = (): ApiError => new ApiError(ERROR_CODE.notFound, CHECKOUT_TEXT.unavailableItem);

async function productFacts(db: Db, school: Pick<School, 'id'>, courseId: number): Promise<ProductFacts> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'title', 'seo_title', 'course_type', 'display_status', 'access'])
    .where('school_id', '=', school.id)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw unavailable();
  return { ...row, course_type: row.course_type as ProductType };
}

/** The plan bought: the one named (it must be the product's), else the product's default, else its first. */
async function planOf(db: Db, school: Pick<School, 'id'>, courseId: number, pricingId: number | undefined) {
  let query = db.selectFrom('pricings').selectAll().where('school_id', '=', school.id).where('course_id', '=', courseId);
  query = pricingId === undefined ? query.orderBy('is_default', 'desc').orderBy('position') : query.where('id', '=', pricingId);
  const row = await query.limit(1).executeTakeFirst();
  if (!row) throw unavailable();
  const discount: Pricing['discount'] = row.discount_kind === null || row.discount_value === null ? null : ({ kind: row.discount_kind, value: row.discount_value } as Pricing['discount']);
  return { id: row.id, plan_name: row.plan_name, price: row.price, discount, tax_mode: row.tax_mode as Pricing['tax_mode'] };
}

/** Orders holding a coupon: paid ones, and ones still waiting for payment within their time (they reserve their use). */
const PAID_STATES: OrderState[] = ['paid', 'fulfilled'];
const WAITING_STATES: OrderState[] = ['created', 'awaiting_payment'];

async function couponCheck(db: Db, school: Pick<School, 'id'>, userId: number, courseId: number, code: string, now: number) {
  const normal = normaliseCouponCode(code);
  const row = await db.selectFrom('coupons').select('data_json').where('school_id', '=', school.id).where('code', '=', normal).executeTakeFirst();
  const coupon: CouponRule | undefined = row ? Coupon.parse(JSON.parse(row.data_json)) : undefined;
  let usedTotal = 0;
  let usedByLearner = 0;
  if (coupon) {
    const uses = await db
      .selectFrom('orders')
      .select([(eb) => eb.fn.countAll<number>().as('total'), sql<number>`coalesce(sum(user_id = ${userId}), 0)`.as('mine')])
      .where('school_id', '=', school.id)
      .where('coupon_code', '=', normal)
      // A waiting order past its payment time holds nothing, even before the reconciler has expired it.
      .where((eb) => eb.or([eb('state', 'in', PAID_STATES), eb.and([eb('state', 'in', WAITING_STATES), eb('expires_at', '>', now)])]))
      .executeTakeFirstOrThrow();
    usedTotal = uses.total;
    usedByLearner = uses.mine;
  }
  return { coupon, refusal: couponRefusal(normal, coupon, { now, courseId, usedTotal, usedByLearner }) };
}

export interface PurchaseInput {
  course_id: number;
  pricing_id?: number | undefined;
  coupon?: string | undefined;
  payment_channel?: 0 | 1;
  /** Pay with wallet credit as far as it goes. */
  use_wallet?: boolean | undefined;
}

/** The learner's remembered billing address at the school; one that no longer parses counts as none. */
export async function savedBillingAddress(db: Db, school: Pick<School, 'id'>, userId: number): Promise<BillingAddress | null> {
  const row = await db.selectFrom('billing_addresses').select('data_json').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const parsed = BillingAddress.safeParse(JSON.parse(row.data_json));
  return parsed.success ? parsed.data : null;
}

/** Everything the payment page and an order need: product, plan, money and the price by `checkoutPrice`. */
export async function priceFor(db: Db, school: School, userId: number, input: PurchaseInput, now = Date.now()) {
  const [product, money, billing] = await Promise.all([productFacts(db, school, input.course_id), schoolMoney(db, school), savedBillingAddress(db, school, userId)]);
  if (product.display_status !== 'live' || product.access !== 'public_access') throw unavailable();
  const plan = await planOf(db, school, product.id, input.pricing_id);
  const check = input.coupon ? await couponCheck(db, school, userId, product.id, input.coupon, now) : null;
  const coupon = check && !check.refusal && check.coupon ? check.coupon : null;
  const balance = await walletBalance(db, school, userId);
  const price = checkoutPrice({
    plan, currency: money.currency, tax: money.tax, coupon, sellerState: money.sellerState, billingState: gstBillingState(billing), channel: input.payment_channel ?? 1,
    wallet: { balance: Math.max(0, balance), use: input.use_wallet === true },
  });
  const owned = (await enrolmentState(db, school, userId, product.id, now)).active;
  const ask: AddressAsk = addressAsk(money.address, product.id);
  return { product, plan, money, price, couponRefusal: check?.refusal ?? null, owned, walletBalance: balance, address: { ask, saved: billing } };
}

export { receiptOf };
const iso = (ms: number) => new Date(ms).toISOString();

function parseBilling(json: string | null): BillingAddress | null {
  if (json === null) return null;
  const parsed = BillingAddress.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** The order as the learner reads it. */
export async function orderView(db: Db, school: Pick<School, 'id'>, row: OrderRow): Promise<Order> {
  const product = await productFacts(db, school, row.course_id).catch(() => ({ id: row.course_id, title: '', seo_title: '', course_type: 1 as ProductType }));
  const plan = row.subscription_plan_id !== null
    ? await planById(db, school, row.subscription_plan_id).then((p) => ({ id: p.id, plan_name: p.title }), () => null)
    : row.pricing_id === null ? null : await db.selectFrom('pricings').select(['id', 'plan_name']).where('school_id', '=', school.id).where('id', '=', row.pricing_id).executeTakeFirst();
  return {
    id: row.id,
    receipt: receiptOf(row.id),
    state: row.state,
    product: { id: product.id, title: product.title, seo_title: product.seo_title, course_type: product.course_type },
    plan: plan ?? null,
    currency: row.currency,
    price: JSON.parse(row.price_json) as CheckoutPrice,
    gateway: row.gateway,
    gateway_order_id: row.gateway_order_id,
    gateway_payment_id: row.gateway_payment_id,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    billing: parseBilling(row.billing_json),
  };
}

/** The learner's own order; another learner's or another school's is "not found", as if it did not exist. */
export async function ownOrder(db: Db, school: Pick<School, 'id'>, userId: number, orderId: number): Promise<OrderRow> {
  const row = await db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('user_id', '=', userId).where('id', '=', orderId).executeTakeFirst();
  if (!row) throw new ApiError(ERROR_CODE.notFound, CHECKOUT_TEXT.orderNotFound);
  return row;
}

const orderById = (db: Db, school: Pick<School, 'id'>, id: number) => db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('id', '=', id).executeTakeFirstOrThrow();

/** Moves an order to `to` if it is in a state that may move there; true if this call moved it. */
export async function move(db: Db, school: Pick<School, 'id'>, orderId: number, to: OrderState, set: Partial<Pick<OrderRow, 'gateway_payment_id' | 'paid_at' | 'gateway_order_id' | 'gateway'>> = {}, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ state: to, updated_at: now, ...set })
    .where('school_id', '=', school.id)
    .where('id', '=', orderId)
    .where('state', 'in', MOVES_TO[to])
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows) === 1;
  // Credit follows the order: back to the wallet when it fails, is cancelled, expires or is refunded; taken again
  // when a late authorisation pays it after that.
  if (moved) await settleCredit(db, school, await orderById(db, school, orderId), now);
  return moved;
}

/**
 * Enrols the learner of a paid order, once: one batch that writes the notification only while the order is still
 * paid, the enrolment (an idempotent upsert) and the move to fulfilled. A second caller finds it fulfilled and adds
 * nothing. Returns whether this call fulfilled it.
 */
export async function fulfil(db: Db, school: Pick<School, 'id'>, orderId: number, now = Date.now()): Promise<boolean> {
  const row = await orderById(db, school, orderId);
  // A delivery after the order was fulfilled finishes what a worker stopped before: the invite's rewards and the
  // affiliate's commission (each once).
  if (row.state === 'fulfilled') await Promise.all([rewardFirstOrder(db, school, row, now), creditCommission(db, school, row, now), placeInBatch(db, school, row.user_id, row.course_id, now)]);
  if (row.state !== 'paid') return false;
  const [plan, product, money] = await Promise.all([
    row.subscription_id === null ? enrolmentPlan(db, school as School, row.course_id, row.pricing_id) : null, productFacts(db, school, row.course_id), schoolMoney(db, school),
  ]);
  // A subscription's period opens the plan's products until the period's end and moves the subscription on.
  const period = row.subscription_id === null ? null : ((await periodStatements(db, school, row, now)) ?? []);
  const notice = period === null
    ? { title: `You are enrolled in ${product.title}`, body: `Receipt ${receiptOf(row.id)}. Open your dashboard to start.`, link: `/${money.basePrefix}/home/${product.seo_title}` }
    : {
      title: row.period === 1 ? `Your subscription to ${product.title} has started` : `Your subscription to ${product.title} is paid`,
      body: `Receipt ${receiptOf(row.id)}. Your subscriptions show when the next period is charged.`, link: `/${money.basePrefix}/account/subscriptions`,
    };
  const results = await db.batch([
    // INSERT ... SELECT: the notification only while the order is still paid (no other caller got here first).
    db.insertInto('notifications')
      .columns(['school_id', 'user_id', 'kind', 'title', 'body', 'link', 'created_at'])
      .expression(db.selectFrom('orders').select((eb) => [
        eb.val(school.id).as('school_id'), eb.val(row.user_id).as('user_id'), eb.val('course_update').as('kind'), eb.val(notice.title).as('title'),
        eb.val(notice.body).as('body'), eb.val(notice.link).as('link'), eb.val(now).as('created_at'),
      ]).where('school_id', '=', school.id).where('id', '=', orderId).where('state', '=', 'paid')),
    ...(period ?? [enrolStatement(db, school, row.user_id, row.course_id, plan, now)]),
    // The school's next invoice number, only for an order that is still paid and had something to pay.
    db.insertInto('invoices')
      .columns(['school_id', 'number', 'order_id', 'user_id', 'issued_at'])
      .expression(db.selectFrom('orders').select((eb) => [
        eb.val(school.id).as('school_id'),
        eb.selectFrom('invoices').select(sql<number>`coalesce(max(number), 0) + 1`.as('next')).where('school_id', '=', school.id).as('number'),
        eb.val(orderId).as('order_id'), eb.val(row.user_id).as('user_id'), eb.val(now).as('issued_at'),
      ]).where('school_id', '=', school.id).where('id', '=', orderId).where('state', '=', 'paid').where('total', '>', 0)),
    db.updateTable('orders').set({ state: 'fulfilled', fulfilled_at: now, updated_at: now }).where('school_id', '=', school.id).where('id', '=', orderId).where('state', '=', 'paid'),
  ]);
  // A friend's first paid order pays the invite's rewards, and an order through an affiliate's link their commission,
  // whichever caller fulfilled it (once: the referral's move and the commission's row guard them). A batched product
  // seats its buyer in a batch (decision 0084; once: one batch per product and learner).
  await Promise.all([rewardFirstOrder(db, school, row, now), creditCommission(db, school, row, now), placeInBatch(db, school, row.user_id, row.course_id, now)]);
  const moved = results.at(-1)?.[0];
  return moved !== undefined && 'numUpdatedRows' in moved && Number(moved.numUpdatedRows) === 1;
}

/** The ISO 4217 code the order is priced in: what its gateway order was created in, and what pays it. */
export const orderIso = (order: Pick<OrderRow, 'currency'>): string => CURRENCIES[isCurrencyCode(order.currency) ? order.currency : DEFAULT_CURRENCY].iso;

/** Records a payment the gateway reports and moves the order by it; a captured or authorized payment pays it. */
export async function applyPayment(db: Db, school: Pick<School, 'id'>, order: OrderRow, payment: GatewayPayment, now = Date.now()): Promise<void> {
  const status = payment.status === 'captured' || payment.status === 'authorized' ? payment.status : payment.status === 'failed' ? 'failed' : null;
  if (status) {
    // A status only moves forward too: failed never overwrites authorized or captured, authorized never captured.
    await db
      .insertInto('payments')
      .values({ gateway_payment_id: payment.id, school_id: school.id, order_id: order.id, status, amount: payment.amount, error: payment.error_description ?? null, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('gateway_payment_id').doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), updated_at: now }))
        .where((eb) => eb.or([
          eb('payments.status', '=', 'failed'),
          eb.and([eb('payments.status', '=', 'authorized'), eb(eb.ref('excluded.status'), '=', 'captured')]),
        ])))
      .execute();
  }
  if (payment.status === 'captured' || payment.status === 'authorized') {
    if (payment.amount !== order.total || payment.currency !== orderIso(order)) {
      console.error(`order ${order.id}: gateway payment ${payment.id} of ${payment.amount} ${payment.currency} does not match the total ${order.total} ${orderIso(order)}`);
      return;
    }
    await move(db, school, order.id, 'paid', { gateway_payment_id: payment.id, paid_at: now }, now);
    await fulfil(db, school, order.id, now);
  } else if (payment.status === 'failed') {
    await move(db, school, order.id, 'failed', {}, now);
  } else if (payment.status === 'refunded') {
    await refund(db, school, order, payment, now);
  }
}

/**
 * The gateway refunded the payment that paid the order (Razorpay's `refund.processed` / `payment.refunded`, whose
 * payment entity says `refunded`): the order moves to refunded, once (`move`, which also gives back wallet credit it
 * used); the access it gave ends now, with its seat in a batch, and the learner is told. A refund of any other payment changes nothing; a
 * capture arriving after the refund cannot pay the order again (refunded moves nowhere).
 */
export async function refund(db: Db, school: Pick<School, 'id'>, order: OrderRow, payment: GatewayPayment, now = Date.now()): Promise<boolean> {
  if (order.gateway_payment_id !== payment.id) {
    console.error(`order ${order.id}: a refund of payment ${payment.id}, which did not pay it, ignored`);
    return false;
  }
  const moved = await move(db, school, order.id, 'refunded', {}, now);
  // The invite's rewards and a held commission reversed (once, each guarded by its row's move), also on a delivery
  // after a worker that refunded the order stopped before reversing them.
  if (moved || (await orderById(db, school, order.id)).state === 'refunded') {
    await Promise.all([reverseFirstOrder(db, school, order, now), reverseCommission(db, school, order.id, now)]);
  }
  if (!moved) return false;
  const product = await productFacts(db, school, order.course_id);
  const { basePrefix } = await schoolMoney(db, school);
  await db.batch([
    // A subscription's current period refunded: the subscription ends with it (nothing renews what was given back).
    ...(await refundedPeriodStatements(db, school, order, now)),
    db.updateTable('enrolments').set({ expires_at: now })
      .where('school_id', '=', school.id).where('user_id', '=', order.user_id).where('course_id', '=', order.course_id)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])),
    // A seat in a batch of it goes with the access: the next buyer may take it (decision 0084).
    db.deleteFrom('batch_members').where('school_id', '=', school.id).where('user_id', '=', order.user_id).where('product_id', '=', order.course_id),
    db.deleteFrom('batch_holds').where('school_id', '=', school.id).where('user_id', '=', order.user_id).where('product_id', '=', order.course_id),
    db.insertInto('notifications').values({
      school_id: school.id, user_id: order.user_id, kind: 'course_update', created_at: now,
      title: `Refund of receipt ${receiptOf(order.id)}`,
      body: `Your payment for ${product.title} has been refunded, and your access to it has ended.`,
      link: `/${basePrefix}/account/payment-History`,
    }),
  ]);
  return true;
}

/**
 * Asks the gateway about an order still waiting for payment (the scheduled job, and a learner reading an order
 * after a dropped connection): a payment it took pays the order; none by the deadline expires it.
 */
export async function settle(db: Db, school: Pick<School, 'id'>, gateway: PaymentGateway, order: OrderRow, now = Date.now()): Promise<void> {
  if (order.state === 'paid') {
    await fulfil(db, school, order.id, now);
    return;
  }
  if (order.state !== 'awaiting_payment' && order.state !== 'created') return;
  if (order.gateway_order_id) {
    const payments = await gateway.orderPayments(order.gateway_order_id);
    const taken = payments.find((p) => p.status === 'captured') ?? payments.find((p) => p.status === 'authorized');
    if (taken) {
      await applyPayment(db, school, order, taken, now);
      return;
    }
  }
  if (order.expires_at <= now) await move(db, school, order.id, 'expired', {}, now);
}

/**
 * The learner's orders whose payment time is over, settled now: paid if the gateway took the money, else expired,
 * which gives back the wallet credit they held and frees their coupon. The scheduled job does this for everyone every
 * few minutes; a learner reading their wallet, orders or a price does not wait for it (and `wrangler dev` runs no
 * cron at all).
 */
export async function settleOverdue(db: Db, school: Pick<School, 'id'>, env: object, userId: number, now = Date.now()): Promise<void> {
  const rows = await db.selectFrom('orders').selectAll()
    .where('school_id', '=', school.id).where('user_id', '=', userId).where('state', 'in', WAITING_STATES).where('expires_at', '<=', now)
    .execute();
  if (rows.length === 0) return;
  // The gateway only when there is something to ask it: a school selling only free products may have none
  // configured, and its learners' wallets and free enrolments must not depend on one. One configured wrongly now is
  // logged by gatewayFor; its orders are left to the scheduled job.
  let asked: PaymentGateway;
  try {
    asked = gatewayFor(env, db, school.id);
  } catch {
    return;
  }
  for (const row of rows) await settle(db, school, asked, row, now);
}

export { orderById, schoolMoney };
