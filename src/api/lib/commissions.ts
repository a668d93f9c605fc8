/**
 * The affiliate programme's money (docs/decisions/0081-affiliate-programme.md; tables `affiliate_clicks`,
 * `affiliate_orders` and `affiliate_payouts`, migration 0040). A visit through an affiliate's link is a click; a paid
 * order is the last click's, within the programme's attribution window, and earns its affiliate a commission held in
 * the ledger for the refund window (`affiliate:<id>:held`). A refund in that window reverses it; after it the commission
 * is released (`payable`). The affiliate asks for a payout of everything payable (`payout`), and an admin marks it
 * paid (`school:paid_out`). Each step is a conditional change of its row and a ledger transaction guarded by it, in one
 * batch, so a replayed webhook, a refund racing the release, or two asks at once move money once.
 */
import { sql } from 'kysely';
import { AFFILIATE_TEXT, AffiliateProgramme, type AdminPayout, type Commission, type CommissionState, type Payout } from '../../contract/affiliate.ts';
import type { CheckoutPrice } from '../../contract/checkout-price.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { MaskedPayoutDetails } from '../../contract/payout-details.ts';
import { REFERRAL_CODE_ALPHABET } from '../../contract/referral.ts';
import type { Db } from '../db/database.ts';
import type { OrdersTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import { randomCode } from './secrets.ts';
import { affiliateAccount, balanceOf, postStatement, reverseStatement, SCHOOL_ACCOUNT } from './ledger.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A second visit through the same link from the same browser this soon after the first is the same click. */
const SAME_CLICK_MS = 30 * 60 * 1000;
/** Commissions released per run of the job: bounded so a run stays within its CPU time; the next run goes on. */
const RELEASE_BATCH = 200;

type SchoolRef = Pick<School, 'id'>;

/** The school's programme; null when it runs none. */
export async function affiliateProgramme(db: Db, school: SchoolRef): Promise<AffiliateProgramme | null> {
  const row = await db.selectFrom('schools').select(sql<string | null>`json_extract(config_json, '$.school_feature.affiliate')`.as('programme'))
    .where('id', '=', school.id).executeTakeFirst();
  return row?.programme ? AffiliateProgramme.parse(JSON.parse(row.programme)) : null;
}

/** The affiliate's code, made on first asking (a collision with another affiliate's draws again). */
export async function affiliateCode(db: Db, school: SchoolRef, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db.selectFrom('affiliates').select('code').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new ApiError(ERROR_CODE.forbidden, AFFILIATE_TEXT.linksClosed);
    if (row.code) return row.code;
    try {
      await db.updateTable('affiliates').set({ code: randomCode(REFERRAL_CODE_ALPHABET, 8) }).where('school_id', '=', school.id).where('user_id', '=', userId).where('code', 'is', null).execute();
    } catch (error) {
      // Another affiliate holds that code (the unique index): draw again.
      if (!String(error).includes('UNIQUE')) throw error;
    }
  }
  throw new Error(`no affiliate code could be made for learner ${userId}`);
}

export interface Visit {
  code: string;
  productId: number;
  /** The learner signed in on the page, if any. */
  userId: number | null;
  deviceId: string;
}

/**
 * A visit to a sales page through a link: counted when the code is an active affiliate's, the product is one the
 * school sells, and the visitor is not the affiliate. A reload from the same browser soon after is the same click
 * (signed in since: the click becomes theirs). Answers the click's id, or null when it does not count.
 */
export async function recordClick(db: Db, school: SchoolRef, visit: Visit, now = Date.now()): Promise<number | null> {
  const [affiliate, product] = await Promise.all([
    db.selectFrom('affiliates').select(['user_id', 'state']).where('school_id', '=', school.id).where('code', '=', visit.code).executeTakeFirst(),
    db.selectFrom('products').select('id').where('school_id', '=', school.id).where('id', '=', visit.productId)
      .where('display_status', '=', 'live').where('access', '=', 'public_access').executeTakeFirst(),
  ]);
  if (!affiliate || affiliate.state !== 'active_affiliate' || !product || affiliate.user_id === visit.userId) return null;
  if (!(await affiliateProgramme(db, school))) return null;
  const same = await db.selectFrom('affiliate_clicks').select(['id', 'user_id']).where('school_id', '=', school.id).where('device_id', '=', visit.deviceId)
    .where('affiliate_id', '=', affiliate.user_id).where('product_id', '=', product.id).where('at', '>', now - SAME_CLICK_MS)
    .orderBy('at', 'desc').limit(1).executeTakeFirst();
  if (same) {
    if (same.user_id === null && visit.userId !== null) {
      await db.updateTable('affiliate_clicks').set({ user_id: visit.userId }).where('id', '=', same.id).where('user_id', 'is', null).execute();
    }
    return same.id;
  }
  const inserted = await db.insertInto('affiliate_clicks')
    .values({ school_id: school.id, affiliate_id: affiliate.user_id, product_id: product.id, user_id: visit.userId, device_id: visit.deviceId, at: now })
    .returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * A learner signed up in a browser that came through a link within the attribution window: the latest such click
 * becomes theirs and counts as the link's sign-up (so their orders are attributed as if they had been signed in).
 */
export async function claimSignupClick(db: Db, school: SchoolRef, deviceId: string, userId: number, now = Date.now()): Promise<void> {
  const programme = await affiliateProgramme(db, school);
  if (!programme) return;
  const click = await db.selectFrom('affiliate_clicks').select('id').where('school_id', '=', school.id).where('device_id', '=', deviceId)
    .where('user_id', 'is', null).where('at', '>=', now - programme.attribution_days * DAY_MS).orderBy('at', 'desc').limit(1).executeTakeFirst();
  if (!click) return;
  await db.updateTable('affiliate_clicks').set({ user_id: userId, signed_up: 1 })
    .where('school_id', '=', school.id).where('id', '=', click.id).where('user_id', 'is', null).where('affiliate_id', '<>', userId).execute();
}

const commissionKey = (orderId: number) => `affiliate:order:${orderId}`;

/** What a commission is a percentage of: the price after discounts, before tax (what the school sold it for). */
export function commissionOn(price: Pick<CheckoutPrice, 'price' | 'tax' | 'tax_rule'>, percent: number): number {
  const beforeTax = price.tax_rule === 'included' ? price.price - price.tax : price.price;
  return Math.floor((Math.max(0, beforeTax) * percent) / 100);
}

type OrderFacts = Pick<OrdersTable, 'user_id' | 'course_id' | 'total' | 'price_json' | 'created_at' | 'subscription_id' | 'period'> & { id: number };

/**
 * A paid order was fulfilled: if the buyer's last click before it (within the attribution window) was an active
 * affiliate's other than their own, the affiliate earns the programme's commission, held until the refund window
 * ends. Once per order, whoever fulfils it (the row and the transaction share the order's key). A subscription's
 * renewals earn nothing: the affiliate brought the first period.
 */
export async function creditCommission(db: Db, school: SchoolRef, order: OrderFacts, now = Date.now()): Promise<void> {
  if (order.total <= 0 || (order.subscription_id !== null && order.period !== 1)) return;
  const programme = await affiliateProgramme(db, school);
  if (!programme) return;
  const click = await db.selectFrom('affiliate_clicks as c')
    .innerJoin('affiliates as a', (join) => join.onRef('a.school_id', '=', 'c.school_id').onRef('a.user_id', '=', 'c.affiliate_id'))
    .select(['c.id', 'c.affiliate_id', 'c.product_id', 'a.state'])
    .where('c.school_id', '=', school.id).where('c.user_id', '=', order.user_id)
    .where('c.at', '<=', order.created_at).where('c.at', '>=', order.created_at - programme.attribution_days * DAY_MS)
    .orderBy('c.at', 'desc').orderBy('c.id', 'desc').limit(1).executeTakeFirst();
  // Last click wins: when it is a paused or blocked affiliate's (or the buyer's own), nobody earns.
  if (!click || click.state !== 'active_affiliate' || click.affiliate_id === order.user_id) return;
  const amount = commissionOn(JSON.parse(order.price_json) as CheckoutPrice, programme.commission_percent);
  if (amount <= 0) return;
  const recorded = sql<boolean>`EXISTS (SELECT 1 FROM affiliate_orders WHERE school_id = ${school.id} AND order_id = ${order.id} AND affiliate_id = ${click.affiliate_id})`;
  await db.batch([
    db.insertInto('affiliate_orders').values({
      school_id: school.id, order_id: order.id, affiliate_id: click.affiliate_id, product_id: click.product_id, click_id: click.id, commission: amount, at: now,
      release_at: now + programme.hold_days * DAY_MS,
    }).onConflict((oc) => oc.columns(['school_id', 'order_id']).doNothing()),
    postStatement(db, school, {
      key: commissionKey(order.id), kind: 'affiliate_commission', orderId: order.id, at: now,
      legs: [{ account: affiliateAccount(click.affiliate_id, 'held'), amount }, { account: SCHOOL_ACCOUNT.commissions, amount: -amount }],
    }, recorded),
  ]);
}

/**
 * The order was refunded: a commission still held (its refund window not over) is reversed by a transaction that
 * negates it, and its row says so. A released one stays: the school's refund window had passed. Racing the release,
 * one of the two wins (each changes the row only while neither has).
 */
export async function reverseCommission(db: Db, school: SchoolRef, orderId: number, now = Date.now()): Promise<void> {
  const reversed = sql<boolean>`EXISTS (SELECT 1 FROM affiliate_orders WHERE school_id = ${school.id} AND order_id = ${orderId} AND reversed_at IS NOT NULL)`;
  await db.batch([
    db.updateTable('affiliate_orders').set({ reversed_at: now })
      .where('school_id', '=', school.id).where('order_id', '=', orderId).where('released_at', 'is', null).where('reversed_at', 'is', null).where('release_at', '>', now),
    reverseStatement(db, school, commissionKey(orderId), `${commissionKey(orderId)}:reversed`, now, reversed),
  ]);
}

/**
 * Releases commissions whose refund window ended by `asOf` (held to payable), for the school or one affiliate; the
 * transactions are dated `at`. The scheduled job runs it, and an affiliate's page does for its own before reading.
 */
export async function releaseCommissions(db: Db, school: SchoolRef, only: { affiliateId?: number } = {}, asOf = Date.now(), at = asOf): Promise<number> {
  let query = db.selectFrom('affiliate_orders').select(['order_id', 'affiliate_id', 'commission'])
    .where('school_id', '=', school.id).where('released_at', 'is', null).where('reversed_at', 'is', null).where('release_at', '<=', asOf);
  if (only.affiliateId !== undefined) query = query.where('affiliate_id', '=', only.affiliateId);
  const due = await query.orderBy('release_at').limit(RELEASE_BATCH).execute();
  if (due.length === 0) return 0;
  await db.batch(due.flatMap((row) => {
    const released = sql<boolean>`EXISTS (SELECT 1 FROM affiliate_orders WHERE school_id = ${school.id} AND order_id = ${row.order_id} AND released_at IS NOT NULL AND reversed_at IS NULL)`;
    return [
      db.updateTable('affiliate_orders').set({ released_at: at })
        .where('school_id', '=', school.id).where('order_id', '=', row.order_id).where('released_at', 'is', null).where('reversed_at', 'is', null).where('release_at', '<=', asOf),
      postStatement(db, school, {
        key: `${commissionKey(row.order_id)}:released`, kind: 'commission_released', orderId: row.order_id, at,
        legs: [{ account: affiliateAccount(row.affiliate_id, 'held'), amount: -row.commission }, { account: affiliateAccount(row.affiliate_id, 'payable'), amount: row.commission }],
      }, released),
    ];
  }));
  return due.length;
}

/**
 * The affiliate asks for everything payable: a payout (pending) of the released commissions not yet in one, to the
 * details on file, in one batch guarded by the sum it read (a commission released or asked for meanwhile: nothing is
 * written, and the affiliate asks again). The same key asks once.
 */
export async function requestPayout(db: Db, school: SchoolRef, userId: number, key: string, now = Date.now()): Promise<void> {
  const done = await db.selectFrom('affiliate_payouts').select('id').where('school_id', '=', school.id).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  if (done) return;
  const [open, details] = await Promise.all([
    db.selectFrom('affiliate_orders').select([sql<number>`coalesce(sum(commission), 0)`.as('amount')])
      .where('school_id', '=', school.id).where('affiliate_id', '=', userId).where('released_at', 'is not', null).where('reversed_at', 'is', null).where('payout_id', 'is', null)
      .executeTakeFirstOrThrow(),
    db.selectFrom('affiliate_payout_details').select('masked_json').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  if (!details) throw new ApiError(ERROR_CODE.invalidParams, AFFILIATE_TEXT.detailsNeeded);
  if (open.amount <= 0) throw new ApiError(ERROR_CODE.invalidParams, AFFILIATE_TEXT.nothingPayable);
  const unpaid = sql<number>`(SELECT coalesce(sum(commission), 0) FROM affiliate_orders WHERE school_id = ${school.id} AND affiliate_id = ${userId} AND released_at IS NOT NULL AND reversed_at IS NULL AND payout_id IS NULL)`;
  const payoutId = sql<number>`(SELECT id FROM affiliate_payouts WHERE school_id = ${school.id} AND user_id = ${userId} AND idempotency_key = ${key})`;
  const [[inserted]] = await db.batch([
    db.insertInto('affiliate_payouts').columns(['school_id', 'user_id', 'idempotency_key', 'amount', 'state', 'details_json', 'requested_at'])
      .expression(db.selectNoFrom((eb) => [
        eb.val(school.id).as('school_id'), eb.val(userId).as('user_id'), eb.val(key).as('idempotency_key'), eb.val(open.amount).as('amount'),
        eb.val('pending').as('state'), eb.val(details.masked_json).as('details_json'), eb.val(now).as('requested_at'),
      ]).where(sql<boolean>`${unpaid} = ${open.amount}`))
      .onConflict((oc) => oc.columns(['school_id', 'user_id', 'idempotency_key']).doNothing()),
    db.updateTable('affiliate_orders').set({ payout_id: payoutId })
      .where('school_id', '=', school.id).where('affiliate_id', '=', userId).where('released_at', 'is not', null).where('reversed_at', 'is', null).where('payout_id', 'is', null)
      .where(sql<boolean>`${payoutId} IS NOT NULL AND changes() > 0`),
    postStatement(db, school, {
      key: `affiliate:payout:${userId}:${key}`, kind: 'affiliate_payout', at: now,
      legs: [{ account: affiliateAccount(userId, 'payable'), amount: -open.amount }, { account: affiliateAccount(userId, 'payout'), amount: open.amount }],
    }, sql<boolean>`EXISTS (SELECT 1 FROM affiliate_orders WHERE school_id = ${school.id} AND payout_id = ${payoutId})`),
  ] as const);
  if (Number(inserted?.numInsertedOrUpdatedRows ?? 0n) > 0) return;
  // The same ask, racing itself, wrote it first: asked once, and answered as asked.
  const raced = await db.selectFrom('affiliate_payouts').select('id').where('school_id', '=', school.id).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  if (!raced) throw new ApiError(ERROR_CODE.invalidParams, AFFILIATE_TEXT.nothingPayable);
}

/** An admin marks a payout paid with the transfer's reference: once (marking it again changes nothing). */
export async function markPayoutPaid(db: Db, school: SchoolRef, payoutId: number, reference: string, now = Date.now()): Promise<AdminPayout> {
  const payout = await db.selectFrom('affiliate_payouts').select(['user_id', 'amount']).where('school_id', '=', school.id).where('id', '=', payoutId).executeTakeFirst();
  if (!payout) throw new ApiError(ERROR_CODE.notFound, AFFILIATE_TEXT.payoutNotFound);
  await db.batch([
    db.updateTable('affiliate_payouts').set({ state: 'paid', paid_at: now, reference })
      .where('school_id', '=', school.id).where('id', '=', payoutId).where('state', '=', 'pending'),
    postStatement(db, school, {
      key: `affiliate:payout:${payoutId}:paid`, kind: 'payout_paid', at: now,
      legs: [{ account: affiliateAccount(payout.user_id, 'payout'), amount: -payout.amount }, { account: SCHOOL_ACCOUNT.paidOut, amount: payout.amount }],
    }, sql<boolean>`EXISTS (SELECT 1 FROM affiliate_payouts WHERE school_id = ${school.id} AND id = ${payoutId} AND state = 'paid')`),
  ]);
  const [view] = await adminPayouts(db, school, { id: payoutId });
  return view!;
}

interface PayoutRow {
  id: number;
  amount: number;
  state: string;
  requested_at: number;
  paid_at: number | null;
  reference: string | null;
  details_json: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

const payoutView = (p: PayoutRow): Payout => ({
  id: p.id, amount: p.amount, state: p.state === 'paid' ? 'paid' : 'pending', requested_at: iso(p.requested_at), paid_at: p.paid_at === null ? null : iso(p.paid_at),
  reference: p.reference, details: MaskedPayoutDetails.parse(JSON.parse(p.details_json)),
});

/** The school's payouts for its admins, oldest pending first (one state, one payout, or all). */
export async function adminPayouts(db: Db, school: SchoolRef, only: { state?: 'pending' | 'paid'; id?: number } = {}): Promise<AdminPayout[]> {
  let query = db.selectFrom('affiliate_payouts as p').innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 'p.school_id').onRef('u.id', '=', 'p.user_id'))
    .select(['p.id', 'p.user_id', 'u.name', 'u.email', 'p.amount', 'p.state', 'p.requested_at', 'p.paid_at', 'p.reference', 'p.details_json'])
    .where('p.school_id', '=', school.id);
  if (only.state) query = query.where('p.state', '=', only.state);
  if (only.id !== undefined) query = query.where('p.id', '=', only.id);
  const rows = await query.orderBy('p.state', 'desc').orderBy('p.id').limit(500).execute();
  return rows.map((r) => ({ ...payoutView(r), user_id: r.user_id, name: r.name, email: r.email }));
}

function commissionState(row: { released_at: number | null; reversed_at: number | null; payout_state: string | null }): CommissionState {
  if (row.reversed_at !== null) return 'reversed';
  if (row.released_at === null) return 'pending';
  if (row.payout_state === null) return 'payable';
  return row.payout_state === 'paid' ? 'paid' : 'requested';
}

/** The affiliate's page: the links with what each brought, their commissions and payouts, the ledger's totals. */
export async function affiliateStatement(db: Db, school: SchoolRef, userId: number) {
  const linkFigures = db.selectFrom('products as p')
    .select(['p.id', 'p.title', 'p.seo_title', 'p.course_type',
      sql<number>`(SELECT count(*) FROM affiliate_clicks AS c WHERE c.school_id = p.school_id AND c.affiliate_id = ${userId} AND c.product_id = p.id)`.as('clicks'),
      sql<number>`(SELECT count(*) FROM affiliate_clicks AS c WHERE c.school_id = p.school_id AND c.affiliate_id = ${userId} AND c.product_id = p.id AND c.signed_up = 1)`.as('signups'),
      sql<number>`(SELECT count(*) FROM affiliate_orders AS o WHERE o.school_id = p.school_id AND o.affiliate_id = ${userId} AND o.product_id = p.id)`.as('orders'),
      sql<number>`(SELECT coalesce(sum(commission), 0) FROM affiliate_orders AS o WHERE o.school_id = p.school_id AND o.affiliate_id = ${userId} AND o.product_id = p.id AND o.reversed_at IS NULL)`.as('commission'),
    ])
    .where('p.school_id', '=', school.id).where('p.display_status', '=', 'live').where('p.access', '=', 'public_access')
    .orderBy('p.course_type').orderBy('p.title').execute();
  const commissions = db.selectFrom('affiliate_orders as o')
    .leftJoin('orders as r', (join) => join.onRef('r.school_id', '=', 'o.school_id').onRef('r.id', '=', 'o.order_id'))
    .leftJoin('products as p', (join) => join.onRef('p.school_id', '=', 'o.school_id').onRef('p.id', '=', sql`coalesce(r.course_id, o.product_id)`))
    .leftJoin('affiliate_payouts as y', (join) => join.onRef('y.school_id', '=', 'o.school_id').onRef('y.id', '=', 'o.payout_id'))
    .select(['o.order_id', 'p.title', 'o.commission', 'o.at', 'o.release_at', 'o.released_at', 'o.reversed_at', 'y.state as payout_state'])
    .where('o.school_id', '=', school.id).where('o.affiliate_id', '=', userId).orderBy('o.at', 'desc').limit(200).execute();
  const payouts = db.selectFrom('affiliate_payouts').select(['id', 'amount', 'state', 'requested_at', 'paid_at', 'reference', 'details_json'])
    .where('school_id', '=', school.id).where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
  const totals = db.selectNoFrom([
    balanceOf(school, affiliateAccount(userId, 'held')).as('pending'), balanceOf(school, affiliateAccount(userId, 'payable')).as('payable'),
    balanceOf(school, affiliateAccount(userId, 'payout')).as('requested'),
    sql<number>`(SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE school_id = ${school.id} AND account = ${affiliateAccount(userId, 'payout')} AND kind = 'payout_paid')`.as('paid'),
  ]).executeTakeFirstOrThrow();
  const details = db.selectFrom('affiliate_payout_details').select('user_id').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
  const [links, commissionRows, payoutRows, sums, onFile] = await Promise.all([linkFigures, commissions, payouts, totals, details]);
  return {
    links: links.map((l) => ({
      product: { id: l.id, title: l.title, seo_title: l.seo_title, course_type: l.course_type as 1 | 2 | 3 | 4 },
      clicks: l.clicks, signups: l.signups, orders: l.orders, commission: l.commission,
    })),
    commissions: commissionRows.map((c): Commission => ({
      order_id: c.order_id, product_title: c.title ?? '', amount: c.commission, state: commissionState(c), at: iso(c.at), release_at: iso(c.release_at),
    })),
    payouts: payoutRows.map(payoutView),
    // What was paid out is the payout account's outflow: its payout_paid legs, negated.
    totals: { pending: sums.pending, payable: sums.payable, requested: sums.requested, paid: -sums.paid },
    has_payout_details: onFile !== undefined,
  };
}
