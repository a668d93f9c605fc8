/**
 * Razorpay's Checkout.js, the deployed gateway's checkout (docs/decisions/0024-payment-gateway.md): loaded only when
 * a learner pays and the API answers with no checkout page of its own (`checkout.url` null), opened over the payment
 * page for the order the server created. What the payer does comes back as the same query the local gateway's page
 * sends, so one path (the payment page's return) confirms the signature with the API, or records a cancellation.
 */
import type { OrderResponse } from '../../contract/checkout.ts';
import { RAZORPAY_CHECKOUT_SCRIPT } from '../../contract/gateway-origins.ts';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: unknown) => void): void;
}

export type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Checkout.js, once per page; a failed load can be tried again by the next click. */
export function loadRazorpay(doc: Document = document): Promise<RazorpayConstructor> {
  const loaded = (doc.defaultView as (Window & { Razorpay?: RazorpayConstructor }) | null)?.Razorpay;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (doc.defaultView as (Window & { Razorpay?: RazorpayConstructor }) | null)?.Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Checkout.js loaded without Razorpay'));
    };
    script.onerror = () => reject(new Error('Checkout.js could not be loaded'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface CheckoutDetails {
  /** The school's name and the product, as the checkout's header shows them. */
  readonly name: string;
  readonly description: string;
  readonly image?: string | undefined;
  readonly colour?: string | undefined;
  readonly prefill?: { readonly name?: string; readonly email?: string } | undefined;
}

/**
 * Opens the checkout for the order and settles with the query the payment page reads on its return: the payment id,
 * order id and signature when paid; `error=failed` when the payer gave up after a declined attempt (Razorpay lets
 * them retry inside the checkout, so a decline alone ends nothing); `error=cancelled` when they closed it.
 */
export function payWithRazorpay(Razorpay: RazorpayConstructor, answer: OrderResponse, details: CheckoutDetails): Promise<URLSearchParams> {
  const checkout = answer.checkout!;
  return new Promise((resolve) => {
    let declined = false;
    const instance = new Razorpay({
      key: checkout.key_id,
      order_id: checkout.order_id,
      amount: checkout.amount,
      currency: checkout.currency,
      name: details.name,
      description: details.description,
      ...(details.image ? { image: details.image } : {}),
      ...(details.prefill ? { prefill: details.prefill } : {}),
      ...(details.colour ? { theme: { color: details.colour } } : {}),
      handler: (response: RazorpaySuccess) => {
        resolve(new URLSearchParams({
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_order_id: response.razorpay_order_id,
          razorpay_signature: response.razorpay_signature,
        }));
      },
      modal: {
        confirm_close: true,
        ondismiss: () => resolve(new URLSearchParams({ razorpay_order_id: checkout.order_id, error: declined ? 'failed' : 'cancelled' })),
      },
    });
    instance.on('payment.failed', () => {
      declined = true;
    });
    instance.open();
  });
}
