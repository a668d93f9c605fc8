import type { Order } from '../../contract/checkout.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

/**
 * `/paymentStatusDisplay` with SPEC.md's query keys filled from a finished order. `amount` is in minor units, as
 * every amount; the page formats it in the school's currency.
 */
export function paymentStatusHref(base: string, order: Order, returnToPost?: string | null): string {
  const paid = order.state === 'fulfilled' || order.state === 'paid';
  const at = new Date(order.paid_at ?? order.created_at);
  const query: Record<string, string> = {
    courseName: order.product.title,
    status: paid ? 'success' : order.state,
    paymentDate: at.toISOString().slice(0, 10),
    paymentTime: at.toISOString().slice(11, 19),
    amount: String(order.price.total),
    receiptNumber: order.receipt,
    gatewayId: order.gateway_order_id ?? '',
    paymentId: order.gateway_payment_id ?? '',
    userPaymentSuccess: paid ? 'true' : 'false',
    courseSeoTitle: order.product.seo_title,
    courseType: String(order.product.course_type),
  };
  if (returnToPost) query['returnToPost'] = returnToPost;
  return href(base, routeById('payment-status'), {}, query);
}

export const dashboardHref = (base: string, seoTitle: string): string => href(base, routeById('dashboard'), { productSeo: seoTitle });

/** A fresh idempotency key for one attempt at a write. */
export const newIdempotencyKey = (): string => crypto.randomUUID().replace(/-/g, '');
