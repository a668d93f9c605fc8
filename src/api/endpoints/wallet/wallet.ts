import type { Handler } from 'hono';
import { WalletKind, type WalletResponse } from '../../../contract/wallet.ts';
import { receiptOf, schoolMoney, settleOverdue } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { walletAccount } from '../../lib/ledger.ts';
import { walletBalance } from '../../lib/wallet.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.wallet` (session; -> WalletResponse): the learner's balance at this school and the latest 100 legs on their
 * wallet account in the school's ledger, each naming the order it paid for or came back from.
 */
export const wallet: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  await settleOverdue(db, school, c.env, user.id);
  const [balance, money, rows] = await Promise.all([
    walletBalance(db, school, user.id),
    schoolMoney(db, school),
    db.selectFrom('ledger_entries as w')
      .leftJoin('orders as o', (join) => join.onRef('o.id', '=', 'w.order_id').on('o.school_id', '=', school.id))
      .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'o.course_id').on('p.school_id', '=', school.id))
      .select(['w.id', 'w.kind', 'w.amount', 'w.order_id', 'w.note', 'w.created_at', 'p.title as product_title'])
      .where('w.school_id', '=', school.id)
      .where('w.account', '=', walletAccount(user.id))
      .orderBy('w.id', 'desc')
      .limit(100)
      .execute(),
  ]);
  const body: WalletResponse = {
    currency: money.currency,
    balance,
    entries: rows.map((r) => ({
      id: r.id,
      kind: WalletKind.parse(r.kind),
      amount: r.amount,
      order: r.order_id === null ? null : { id: r.order_id, receipt: receiptOf(r.order_id), product_title: r.product_title ?? '' },
      note: r.note,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
  return noStore(c, body);
};
