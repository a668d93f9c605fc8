/**
 * The wallet ledger (docs/decisions/0035-wallet-ledger.md): entries are only ever added; the balance is their sum.
 * An order holds credit through its own entries: its net (the sum of the entries naming it) is minus the credit it
 * used while it is alive or paid, and 0 once it has failed, been cancelled, expired or been refunded. Every change
 * of an order's state re-settles that net with one conditional insert, so a repeat, a race or a late authorisation
 * never moves credit twice.
 */
import { sql } from 'kysely';
import type { CheckoutPrice } from '../../contract/checkout-price.ts';
import type { OrderState } from '../../contract/checkout.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';

/** The learner's balance in minor units. */
export async function walletBalance(db: Db, school: Pick<School, 'id'>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('balance'))
    .where('school_id', '=', school.id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.balance;
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

/**
 * Takes an order's credit out of the wallet, only if the balance still covers it and the order has not already
 * taken it: one INSERT ... SELECT, atomic in D1. True if the order now holds its credit.
 */
export async function holdCredit(db: Db, school: Pick<School, 'id'>, order: OrderForWallet, now = Date.now()): Promise<boolean> {
  const credit = creditOf(order);
  if (credit <= 0) return true;
  await db
    .insertInto('wallet_entries')
    .columns(['school_id', 'user_id', 'kind', 'amount', 'order_id', 'note', 'created_at'])
    .expression(db.selectNoFrom((eb) => [
      eb.val(school.id).as('school_id'), eb.val(order.user_id).as('user_id'), eb.val('debit_order').as('kind'), eb.val(-credit).as('amount'),
      eb.val(order.id).as('order_id'), eb.val(null).as('note'), eb.val(now).as('created_at'),
    ]).where(sql<boolean>`(SELECT coalesce(sum(amount), 0) FROM wallet_entries WHERE order_id = ${order.id}) = 0`)
      .where(sql<boolean>`(SELECT coalesce(sum(amount), 0) FROM wallet_entries WHERE school_id = ${school.id} AND user_id = ${order.user_id}) >= ${credit}`))
    .execute();
  return (await orderNet(db, order.id)) === -credit;
}

async function orderNet(db: Db, orderId: number): Promise<number> {
  const row = await db.selectFrom('wallet_entries').select(sql<number>`coalesce(sum(amount), 0)`.as('net')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return row.net;
}

/**
 * Brings an order's hold in line with its state: gives the credit back to an order that has failed, was cancelled,
 * expired or was refunded; takes it again from one a late authorisation paid after that (even past the balance:
 * the learner did get the product for it). The insert is conditional on the net it read, so two settlers racing
 * add one entry between them.
 */
export async function settleCredit(db: Db, school: Pick<School, 'id'>, order: OrderForWallet, now = Date.now()): Promise<void> {
  const credit = creditOf(order);
  if (credit <= 0) return;
  const net = await orderNet(db, order.id);
  // An order still being created takes its hold in holdCredit, with the balance check.
  if (order.state === 'created' && net === 0) return;
  const wanted = HOLDS_CREDIT.includes(order.state) ? -credit : 0;
  if (net === wanted) return;
  const change = wanted - net;
  await db
    .insertInto('wallet_entries')
    .columns(['school_id', 'user_id', 'kind', 'amount', 'order_id', 'note', 'created_at'])
    .expression(db.selectNoFrom((eb) => [
      eb.val(school.id).as('school_id'), eb.val(order.user_id).as('user_id'), eb.val(change > 0 ? 'credit_course' : 'debit_order').as('kind'),
      eb.val(change).as('amount'), eb.val(order.id).as('order_id'), eb.val(null).as('note'), eb.val(now).as('created_at'),
    ]).where(sql<boolean>`(SELECT coalesce(sum(amount), 0) FROM wallet_entries WHERE order_id = ${order.id}) = ${net}`))
    .execute();
}
