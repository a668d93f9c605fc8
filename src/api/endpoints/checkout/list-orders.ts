import type { Handler } from 'hono';
import type { OrdersResponse } from '../../../contract/checkout.ts';
import { orderView, settleOverdue } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { AppEnv } from '../../types.ts';

/** Orders in one answer: the history page shows the learner's latest, which is plenty for a person's purchases. */
const LIMIT = 100;

/**
 * `CALLS.orders` (session; -> OrdersResponse): the learner's own orders at this school, newest first, each with
 * every payment attempt the gateway reported (failed ones too): /account/payment-History.
 */
export const listOrders: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  await settleOverdue(db, school, c.env, user.id);
  const rows = await db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('user_id', '=', user.id).orderBy('id', 'desc').limit(LIMIT).execute();
  const payments = rows.length === 0 ? [] : await db
    .selectFrom('payments')
    .select(['order_id', 'gateway_payment_id', 'status', 'amount', 'error', 'created_at'])
    .where('school_id', '=', school.id)
    .where('order_id', 'in', rows.map((r) => r.id))
    .orderBy('created_at')
    .execute();
  const body: OrdersResponse = {
    orders: await Promise.all(rows.map(async (row) => ({
      ...(await orderView(db, school, row)),
      payments: payments.filter((p) => p.order_id === row.id).map((p) => ({
        payment_id: p.gateway_payment_id, status: p.status, amount: p.amount, error: p.error, at: new Date(p.created_at).toISOString(),
      })),
    }))),
  };
  return noStore(c, body);
};
