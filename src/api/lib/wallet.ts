/**
 * The wallet: a learner's account in the school's ledger (src/api/lib/ledger.ts; docs/decisions/0035-wallet-ledger.md
 * and 0077-double-entry-ledger.md). Its balance is the sum of its legs. An order holds credit through its own
 * transactions: their net on the wallet is minus the credit it used while it is alive or paid, and 0 once it has
 * failed, been cancelled, expired or been refunded. Every change of an order's state re-settles that net with one
 * transaction whose key counts the order's transactions so far, so a repeat, a race or a late authorisation never
 * moves credit twice.
 */
import { sql } from 'kysely';
import type { CheckoutPrice } from '../../contract/checkout-price.ts';
import type { OrderState } from '../../contract/checkout.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { balance, balanceOf, post, SCHOOL_ACCOUNT, walletAccount } from './ledger.ts';

/** The learner's balance in minor units. */
export function walletBalance(db: Db, school: Pick<School, 'id'>, userId: number): Promise<number> {
  return balance(db, school, walletAccount(userId));
}

/**
 * SPEC.md section 6's admin credit or debit of a learner's wallet, against the school's grants, keyed (a second
 * adjustment with the key moves nothing). A debit is written only while the balance covers it (the guard reads it
 * in the same statement). True if this call wrote it.
 */
export function adjustWallet(db: Db, school: Pick<School, 'id'>, a: { userId: number; kind: 'admin_credit' | 'admin_debit'; amount: number; note: string; key: string }): Promise<boolean> {
  const wallet = walletAccount(a.userId);
  const signed = a.kind === 'admin_credit' ? a.amount : -a.amount;
  return post(db, school, {
    key: a.key, kind: a.kind, note: a.note, at: Date.now(),
    legs: [{ account: wallet, amount: signed }, { account: SCHOOL_ACCOUNT.grants, amount: -signed }],
  }, a.kind === 'admin_debit' ? sql<boolean>`${balanceOf(school, wallet)} >= ${a.amount}` : undefined);
}

/** States in which an order holds the credit it used; in the others it has given it back. */
const HOLDS_CREDIT: readonly OrderState[] = ['created', 'awaiting_payment', 'paid', 'fulfilled'];

interface OrderForWallet {
  id: number;
  user_id: number;
  state: OrderState;
  price_json: string;
}

const creditOf = (order: OrderForWallet): number => (JSON.parse(order.price_json) as CheckoutPrice).wallet;

/** What an order itself takes and gives back; a referral reward naming the order is not part of its hold. */
const ORDER_KINDS = ['debit_order', 'credit_course'] as const;

/** What credit moves for an order: from the wallet to the school's sales (negative: back to the wallet). */
const creditLegs = (order: OrderForWallet, taken: number) => [
  { account: walletAccount(order.user_id), amount: -taken },
  { account: SCHOOL_ACCOUNT.sales, amount: taken },
];

/**
 * Takes an order's credit out of the wallet, only if the balance still covers it and the order has taken nothing
 * yet: one statement, atomic. True if the order now holds its credit.
 */
export async function holdCredit(db: Db, school: Pick<School, 'id'>, order: OrderForWallet, now = Date.now()): Promise<boolean> {
  const credit = creditOf(order);
  if (credit <= 0) return true;
  const wallet = walletAccount(order.user_id);
  await post(db, school, { key: `order:${order.id}:0`, kind: 'debit_order', legs: creditLegs(order, credit), orderId: order.id, at: now },
    sql<boolean>`NOT EXISTS (SELECT 1 FROM ledger_entries WHERE school_id = ${school.id} AND order_id = ${order.id} AND kind IN (${sql.join(ORDER_KINDS)})) AND ${balanceOf(school, wallet)} >= ${credit}`);
  return (await orderHold(db, school, order)).net === -credit;
}

/** What the order holds of the wallet now, and how many transactions brought it there. */
async function orderHold(db: Db, school: Pick<School, 'id'>, order: OrderForWallet): Promise<{ net: number; count: number }> {
  return db
    .selectFrom('ledger_entries')
    .select([sql<number>`coalesce(sum(amount), 0)`.as('net'), sql<number>`count(*)`.as('count')])
    .where('school_id', '=', school.id)
    .where('order_id', '=', order.id)
    .where('account', '=', walletAccount(order.user_id))
    .where('kind', 'in', ORDER_KINDS)
    .executeTakeFirstOrThrow();
}

/**
 * Brings an order's hold in line with its state: gives the credit back to an order that has failed, was cancelled,
 * expired or was refunded; takes it again from one a late authorisation paid after that (even past the balance:
 * the learner did get the product for it). The transaction's key counts the order's transactions it read, so two
 * settlers racing from the same reading write one between them.
 */
export async function settleCredit(db: Db, school: Pick<School, 'id'>, order: OrderForWallet, now = Date.now()): Promise<void> {
  const credit = creditOf(order);
  if (credit <= 0) return;
  const { net, count } = await orderHold(db, school, order);
  // An order still being created takes its hold in holdCredit, with the balance check.
  if (order.state === 'created' && net === 0) return;
  const wanted = HOLDS_CREDIT.includes(order.state) ? -credit : 0;
  if (net === wanted) return;
  const change = wanted - net;
  await post(db, school, { key: `order:${order.id}:${count}`, kind: change > 0 ? 'credit_course' : 'debit_order', legs: creditLegs(order, -change), orderId: order.id, at: now });
}
