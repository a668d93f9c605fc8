import type { Handler } from 'hono';
import { OrderIdParam } from '../../../contract/checkout.ts';
import { gatewayFor } from '../../lib/gateway.ts';
import { orderById, ownOrder, settle } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { orderResponse } from './create-order.ts';

/**
 * `CALLS.order` (session; :orderId -> OrderResponse): the learner's own order. One still waiting for payment is
 * first settled with the gateway, so a payer whose connection dropped after paying sees it paid. Another learner's
 * or school's order is a 404.
 */
export const getOrder: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { orderId } = parseInput(OrderIdParam, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  let row = await ownOrder(db, school, user.id, orderId);
  if (row.state === 'awaiting_payment' || row.state === 'paid') {
    await settle(db, school, gatewayFor(c.env, db, school.id), row);
    row = await orderById(db, school, row.id);
  }
  return noStore(c, await orderResponse(c, db, school, row));
};
