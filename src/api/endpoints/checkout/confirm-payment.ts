import type { Handler } from 'hono';
import { CHECKOUT_TEXT, ConfirmPaymentRequest, OrderIdParam, OrderResponse } from '../../../contract/checkout.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ApiError } from '../../lib/errors.ts';
import { gatewayFor } from '../../lib/gateway.ts';
import { applyPayment, orderById, orderIso, ownOrder } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { orderResponse } from './create-order.ts';

/**
 * `CALLS.confirmPayment` (session; ConfirmPaymentRequest -> OrderResponse): what the gateway's checkout handed
 * the page after paying. The signature (HMAC-SHA256 of `order_id|payment_id` with the key secret) proves the gateway
 * authorised this payment for this order; then the order is paid and the learner enrolled, once, however many
 * confirmations and webhooks race. A wrong signature or order changes nothing. A repeat with the same idempotency
 * key answers the first answer.
 */
export const confirmPayment: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { orderId } = parseInput(OrderIdParam, c.req.param());
  const input = await parseBody(c, ConfirmPaymentRequest);
  const db = c.var.db;
  const school = c.var.school;
  const stored = () => db.selectFrom('idempotent_answers').select('answer_json').where('school_id', '=', school.id).where('user_id', '=', user.id).where('key', '=', input.idempotency_key).executeTakeFirst();
  const first = await stored();
  if (first) return noStore(c, OrderResponse.parse(JSON.parse(first.answer_json)));

  const order = await ownOrder(db, school, user.id, orderId);
  const gateway = gatewayFor(c.env, db, school.id);
  const genuine = order.gateway_order_id === input.razorpay_order_id
    && (await gateway.verifyPayment({ orderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature }));
  if (!genuine) throw new ApiError(ERROR_CODE.invalidParams, CHECKOUT_TEXT.badSignature, { field: 'razorpay_signature' });
  // The gateway's order was created for exactly the order's total, so a genuine signature is a payment of it.
  await applyPayment(db, school, order, { id: input.razorpay_payment_id, order_id: input.razorpay_order_id, amount: order.total, currency: orderIso(order), status: 'authorized' });
  const answer = await orderResponse(c, db, school, await orderById(db, school, order.id));
  await db.insertInto('idempotent_answers')
    .values({ school_id: school.id, user_id: user.id, key: input.idempotency_key, answer_json: JSON.stringify(answer), created_at: Date.now() })
    .onConflict((oc) => oc.columns(['school_id', 'user_id', 'key']).doNothing())
    .execute();
  // Concurrent repeats of one key: every one answers the answer stored first.
  return noStore(c, OrderResponse.parse(JSON.parse((await stored())!.answer_json)));
};
