/**
 * Where Razorpay's Checkout.js comes from and the origins its checkout frames and calls
 * (docs/decisions/0024-payment-gateway.md). zod-free: the edge imports it to widen the payment pages' CSP, and only theirs.
 */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_ORIGINS: readonly string[] = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];
