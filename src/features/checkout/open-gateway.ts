import { CHECKOUT_TEXT, type OrderResponse } from '../../contract/checkout.ts';

/** The school as the gateway's checkout names it. */
export interface GatewaySchool {
  readonly name: string;
  readonly logo: string | null;
}

/**
 * Sends the payer to the gateway for an order waiting for payment, whether just made (the payment page) or resumed
 * (payment history). The answer comes back to `back`, the payment page with the order's id, which confirms it.
 */
export async function openGateway(answer: OrderResponse, back: string, school: GatewaySchool): Promise<void> {
  if (!answer.checkout) throw new Error(CHECKOUT_TEXT.paymentsUnavailable);
  if (answer.checkout.url) {
    // The local gateway's own page (npm start), which sends the payer back to `back` with its answer.
    window.location.assign(`${answer.checkout.url}&return_to=${encodeURIComponent(back)}`);
    return;
  }
  // Razorpay: Checkout.js over this page; its answer comes back to the same return path as the local gateway's.
  const { loadRazorpay, payWithRazorpay } = await import('./razorpay.ts');
  const Razorpay = await loadRazorpay().catch(() => {
    throw new Error(CHECKOUT_TEXT.paymentsUnavailable);
  });
  const outcome = await payWithRazorpay(Razorpay, answer, {
    name: school.name,
    description: answer.order.product.title,
    image: school.logo ? new URL(school.logo, window.location.href).href : undefined,
  });
  window.location.assign(`${back}${back.includes('?') ? '&' : '?'}${outcome.toString()}`);
}
