// The checkout area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

import { COUPON_TEXT } from './checkout-price.ts';

/** Fixed texts of checkout (SPEC.md section 8: payment errors cancelled, network, unavailable item). */
export const CHECKOUT_TEXT = {
  ...COUPON_TEXT,
  paymentCancelled: 'Payment cancelled. You have not been charged.',
  paymentFailed: 'Payment failed. You have not been charged; please try again.',
  paymentNetwork: 'Network error during payment. If money was taken, your order completes on its own within a few minutes.',
  unavailableItem: 'This item is unavailable for purchase',
  alreadyOwned: 'You already own this product',
  orderNotFound: 'Order not found',
  badSignature: 'The payment could not be verified',
  sessionExpired: 'Your payment session has expired. Start again to pay.',
  paymentsUnavailable: 'Payments are unavailable right now. Please try again later.',
  webhookSignature: 'The webhook signature is not valid',
} as const;
