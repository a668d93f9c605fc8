import type { Handler } from 'hono';
import { CHECKOUT_TEXT } from '../../../contract/checkout.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { gatewayFor } from '../../lib/gateway.ts';
import { applyPayment } from '../../lib/orders.ts';
import { applySubscriptionEvent } from '../../lib/subscriptions.ts';
import { noStore } from '../../lib/respond.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { AppEnv, School } from '../../types.ts';

/**
 * One webhook delivery, verified and applied: the signature over the raw body with the webhook secret, its signed
 * time within the tolerance, then de-duplicated by event id. Applying is idempotent and order-free (payments and
 * orders only move forward), so the event id is recorded after it applied: a delivery that failed halfway is
 * applied again when the gateway retries.
 */
export async function receiveWebhook(env: object, db: Db, school: Pick<School, 'id'>, rawBody: string, signature: string | undefined, eventIdHeader: string | undefined) {
  const event = await gatewayFor(env, db, school.id).verifyWebhook(rawBody, signature);
  if (!event) throw new ApiError(ERROR_CODE.forbidden, CHECKOUT_TEXT.webhookSignature);
  const eventId = eventIdHeader ?? (await sha256(rawBody));
  const seen = await db.selectFrom('webhook_events').select('event_id').where('school_id', '=', school.id).where('event_id', '=', eventId).executeTakeFirst();
  if (seen) return { received: true as const, duplicate: true };
  const payment = event.payload.payment?.entity;
  if (payment) {
    const order = await db.selectFrom('orders').selectAll().where('school_id', '=', school.id).where('gateway_order_id', '=', payment.order_id).executeTakeFirst();
    if (order) await applyPayment(db, school, order, payment);
  }
  const subscription = event.payload.subscription?.entity;
  if (subscription) await applySubscriptionEvent(env as ApiEnv, db, school, event.event, subscription.id);
  await db.insertInto('webhook_events').values({ school_id: school.id, event_id: eventId, type: event.event, received_at: Date.now() })
    .onConflict((oc) => oc.columns(['school_id', 'event_id']).doNothing()).execute();
  return { received: true as const, duplicate: false };
}

/**
 * `CALLS.paymentWebhook` (no session; raw body, X-Razorpay-Signature, X-Razorpay-Event-Id -> WebhookAck): the
 * gateway's report of a payment. A bad signature is a 403 and changes nothing.
 */
export const paymentWebhook: Handler<AppEnv> = async (c) => {
  const raw = await c.req.text();
  const ack = await receiveWebhook(c.env, c.var.db, c.var.school, raw, c.req.header('x-razorpay-signature'), c.req.header('x-razorpay-event-id'));
  return noStore(c, ack);
};
