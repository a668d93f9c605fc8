import type { Context, Handler } from 'hono';
import { ADDRESS_TEXT } from '../../../contract/billing-address.ts';
import { CHECKOUT_TEXT, CreateOrderRequest, type OrderResponse } from '../../../contract/checkout.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import type { Db } from '../../db/database.ts';
import { holdSeat } from '../../lib/batches.ts';
import { ApiError } from '../../lib/errors.ts';
import { gatewayFor } from '../../lib/gateway.ts';
import { fulfil, move, ORDER_TTL_MS, orderById, orderIso, orderView, priceFor, receiptOf, settleOverdue, type OrderRow } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { holdCredit } from '../../lib/wallet.ts';
import { WALLET_TEXT } from '../../../contract/wallet.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv, School } from '../../types.ts';

/** The answer for an order: the order, and for one waiting for payment what the page needs to open the gateway. */
export async function orderResponse(c: Context<AppEnv>, db: Db, school: School, row: OrderRow): Promise<OrderResponse> {
  const order = await orderView(db, school, row);
  if (row.state !== 'awaiting_payment' || !row.gateway_order_id) return { order, checkout: null };
  const gateway = gatewayFor(c.env, db, school.id);
  return {
    order,
    checkout: { gateway: 'razorpay', key_id: gateway.keyId, order_id: row.gateway_order_id, amount: row.total, currency: orderIso(row), url: gateway.checkoutUrl(row.gateway_order_id) },
  };
}

/**
 * `CALLS.createOrder` (session; CreateOrderRequest -> OrderResponse): an order for a product at the price
 * `checkoutPrice` gives. Nothing to pay (free, a trial, discounted to zero): paid and fulfilled at once, with no
 * gateway. A product taught in batches holds a seat for the order first (the batch asked for, or the soonest with one), or
 * the order is refused with nothing charged. Wallet credit it uses is taken from the wallet first, or the order is
 * refused. Otherwise the gateway's order is created and the order waits for payment until `expires_at`. A repeat
 * with the same idempotency key answers the first order, whatever else it says.
 */
export const createOrder: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, CreateOrderRequest);
  const db = c.var.db;
  const school = c.var.school;
  const byKey = () => db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('user_id', '=', user.id).where('idempotency_key', '=', input.idempotency_key).executeTakeFirst();

  let row = await byKey();
  // Only the request that made the order holds its seat: a repeat of it (the same key) changes nothing.
  const fresh = !row;
  if (!row) {
    await settleOverdue(db, school, c.env, user.id);
    const priced = await priceFor(db, school, user.id, input);
    if (priced.couponRefusal) throw new ApiError(ERROR_CODE.invalidParams, priced.couponRefusal, { field: 'coupon' });
    if (priced.owned) throw new ApiError(ERROR_CODE.invalidParams, CHECKOUT_TEXT.alreadyOwned, { field: 'course_id' });
    // Only a purchase with something to pay has an invoice, so only that one needs the address the school asks for.
    if (priced.address.ask === 'required' && priced.address.saved === null && priced.price.total > 0) {
      throw new ApiError(ERROR_CODE.invalidParams, ADDRESS_TEXT.addressNeeded, { field: 'address' });
    }
    // Before anything is written: a paid order needs a configured gateway.
    if (priced.price.total > 0) gatewayFor(c.env, db, school.id);
    const now = Date.now();
    await db
      .insertInto('orders')
      .values({
        school_id: school.id, user_id: user.id, idempotency_key: input.idempotency_key, course_id: priced.product.id, pricing_id: priced.plan.id,
        state: 'created', currency: priced.money.currency, price_json: JSON.stringify(priced.price), coupon_code: priced.price.coupon?.code ?? null,
        total: priced.price.total, payment_channel: input.payment_channel, billing_json: priced.address.saved ? JSON.stringify(priced.address.saved) : null, created_at: now, updated_at: now, expires_at: now + ORDER_TTL_MS,
      })
      .onConflict((oc) => oc.columns(['school_id', 'user_id', 'idempotency_key']).doNothing())
      .execute();
    row = (await byKey())!;
  }
  if (row.state === 'created' && !(await holdCredit(db, school, row))) {
    // The balance no longer covers the credit this order counted on (spent by another order meanwhile).
    await move(db, school, row.id, 'cancelled');
    throw new ApiError(ERROR_CODE.invalidParams, WALLET_TEXT.balanceChanged, { field: 'use_wallet' });
  }
  // After the wallet: a refused order never moves the learner's hold away from an earlier order still being paid.
  if (fresh && row.state === 'created') {
    try {
      await holdSeat(db, school, row, input.batch_id);
    } catch (error) {
      // No seat in the batch asked for (or in any): nothing is charged (credit taken goes back with the move), and
      // the page offers the batches with seats.
      await move(db, school, row.id, 'cancelled');
      throw error;
    }
  }
  if (row.state === 'created') row = await advance(c, db, school, row);
  return noStore(c, await orderResponse(c, db, school, row));
};

/** A new order onward: nothing to pay, paid and enrolled; else its gateway order, and waiting for payment. */
async function advance(c: Context<AppEnv>, db: Db, school: School, row: OrderRow): Promise<OrderRow> {
  if (row.total === 0) {
    await move(db, school, row.id, 'paid', { paid_at: Date.now() });
    await fulfil(db, school, row.id);
    return orderById(db, school, row.id);
  }
  const gateway = gatewayFor(c.env, db, school.id);
  const remote = await gateway.createOrder({ amount: row.total, currency: orderIso(row), receipt: receiptOf(row.id) });
  await db.updateTable('orders').set({ gateway: gateway.name, gateway_order_id: remote.id, updated_at: Date.now() })
    .where('school_id', '=', school.id).where('id', '=', row.id).where('gateway_order_id', 'is', null).execute();
  await move(db, school, row.id, 'awaiting_payment');
  return orderById(db, school, row.id);
}
