import type { Handler } from 'hono';
import { AbandonOrderRequest, OrderIdParam } from '../../../contract/checkout.ts';
import { move, orderById, ownOrder } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { orderResponse } from './create-order.ts';

/**
 * `CALLS.abandonOrder` (session; AbandonOrderRequest -> OrderResponse): the payer closed the gateway's checkout
 * (cancelled) or it reported a failure. Only an order still waiting moves; a paid one stays paid (forward only),
 * and money the gateway takes later still pays it (a late authorisation).
 */
export const abandonOrder: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { orderId } = parseInput(OrderIdParam, c.req.param());
  const { reason } = await parseBody(c, AbandonOrderRequest);
  const db = c.var.db;
  const school = c.var.school;
  const order = await ownOrder(db, school, user.id, orderId);
  await move(db, school, order.id, reason);
  return noStore(c, await orderResponse(c, db, school, await orderById(db, school, order.id)));
};
