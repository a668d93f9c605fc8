/**
 * The school's double-entry ledger (docs/decisions/0077-double-entry-ledger.md; table `ledger_entries`, migration
 * 0035). Every movement of money is a transaction of two or more legs on accounts, summing to zero; an account's
 * balance is the sum of its legs, never a stored figure. A transaction has a key: its legs are written by one
 * statement, all of them or none, and a second transaction with the same key writes nothing, so a repeated request,
 * a replayed webhook or two racing settlers that compute the same key move money once.
 */
import { sql, type RawBuilder } from 'kysely';
import type { WalletKind } from '../../contract/wallet.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';

/**
 * A ledger account: a learner's wallet (what the school owes them in credit), an affiliate's commissions as they
 * move from held to payable to a payout (what the school owes them in money), or the school's own side of what it
 * grants (admin credit, rewards: its expense), of what credit paid for (its sales), of the commissions it owes and
 * of what it has paid out.
 */
export type Account =
  | `wallet:${number}`
  | `affiliate:${number}:${'held' | 'payable' | 'payout'}`
  | 'school:grants'
  | 'school:sales'
  | 'school:commissions'
  | 'school:paid_out';

export const walletAccount = (userId: number): Account => `wallet:${userId}`;
export const affiliateAccount = (userId: number, stage: 'held' | 'payable' | 'payout'): Account => `affiliate:${userId}:${stage}`;
export const SCHOOL_ACCOUNT = {
  grants: 'school:grants', sales: 'school:sales', commissions: 'school:commissions', paidOut: 'school:paid_out',
} as const satisfies Record<string, Account>;

/**
 * A transaction's kind; on a wallet, SPEC.md section 3's transaction kinds. An affiliate's: a commission earned
 * (held), released when the refund window has passed, moved into a payout the affiliate asked for, and paid.
 */
export type LedgerKind = WalletKind | 'affiliate_commission' | 'commission_released' | 'affiliate_payout' | 'payout_paid';

export interface Leg {
  account: Account;
  /** Signed minor units: what the account gains (positive) or gives (negative). */
  amount: number;
}

export interface Transaction {
  /** Unique in the school: a second transaction with this key writes nothing. */
  key: string;
  kind: LedgerKind;
  legs: readonly Leg[];
  orderId?: number | null;
  note?: string | null;
  at: number;
}

function assertBalanced(txn: Transaction): void {
  const sum = txn.legs.reduce((total, leg) => total + leg.amount, 0);
  if (txn.legs.length < 2 || sum !== 0 || txn.legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0)) {
    throw new Error(`ledger transaction ${txn.key} is not balanced: ${JSON.stringify(txn.legs)}`);
  }
}

/**
 * The statement that writes a transaction: one INSERT ... SELECT of all its legs, each under the same `guard` (a
 * condition read before any leg is written: SQLite evaluates the SELECT of an INSERT into a table it reads before
 * inserting), so it writes every leg or none. For a batch; `post` runs it alone.
 */
export function postStatement(db: Db, school: Pick<School, 'id'>, txn: Transaction, guard: RawBuilder<boolean> = sql<boolean>`1`) {
  assertBalanced(txn);
  const legs = txn.legs.map((leg, index) => db.selectNoFrom((eb) => [
    eb.val(school.id).as('school_id'), eb.val(txn.key).as('txn'), eb.val(index).as('leg'), eb.val(leg.account).as('account'),
    eb.val(txn.kind).as('kind'), eb.val(leg.amount).as('amount'), eb.val(txn.orderId ?? null).as('order_id'), eb.val(txn.note ?? null).as('note'),
    eb.val(txn.at).as('created_at'),
  ]).where(guard));
  return db
    .insertInto('ledger_entries')
    .columns(['school_id', 'txn', 'leg', 'account', 'kind', 'amount', 'order_id', 'note', 'created_at'])
    .expression(legs.slice(1).reduce((union, leg) => union.unionAll(leg), legs[0]!))
    .onConflict((oc) => oc.columns(['school_id', 'txn', 'leg']).doNothing());
}

/** Writes the transaction unless its key is taken or its guard is false; true if this call wrote it. */
export async function post(db: Db, school: Pick<School, 'id'>, txn: Transaction, guard?: RawBuilder<boolean>): Promise<boolean> {
  const result = await postStatement(db, school, txn, guard).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** An account's balance as a SQL value: the sum of its legs (read from the index alone); also a guard's operand. */
export const balanceOf = (school: Pick<School, 'id'>, account: Account): RawBuilder<number> =>
  sql<number>`(SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE school_id = ${school.id} AND account = ${account})`;

/** An account's balance in minor units. */
export async function balance(db: Db, school: Pick<School, 'id'>, account: Account): Promise<number> {
  return (await db.selectNoFrom(balanceOf(school, account).as('balance')).executeTakeFirstOrThrow()).balance;
}

/**
 * The statement that reverses a transaction: a new transaction `key` whose legs are the original's negated (same
 * accounts, kinds and order), so history stays and the books still balance; nothing if the original does not exist,
 * the guard is false or `key` is taken.
 */
export function reverseStatement(db: Db, school: Pick<School, 'id'>, original: string, key: string, at: number, guard: RawBuilder<boolean> = sql<boolean>`1`) {
  return db
    .insertInto('ledger_entries')
    .columns(['school_id', 'txn', 'leg', 'account', 'kind', 'amount', 'order_id', 'note', 'created_at'])
    .expression(db.selectFrom('ledger_entries')
      .select((eb) => ['school_id', eb.val(key).as('txn'), 'leg', 'account', 'kind', sql<number>`-amount`.as('amount'), 'order_id', 'note', eb.val(at).as('created_at')])
      .where('school_id', '=', school.id).where('txn', '=', original).where(guard))
    .onConflict((oc) => oc.columns(['school_id', 'txn', 'leg']).doNothing());
}
