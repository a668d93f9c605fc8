import { describe, expect, it } from 'vitest';
import type { OrderResponse } from '../../contract/checkout.ts';
import { RAZORPAY_CHECKOUT_SCRIPT } from '../../contract/gateway-origins.ts';
import { loadRazorpay, payWithRazorpay, type RazorpayConstructor } from './razorpay.ts';

const answer = {
  order: { id: 7 },
  checkout: { gateway: 'razorpay', key_id: 'rzp_test_abcdef123', order_id: 'order_ABCDEFGHIJKLMN', amount: 764522, currency: 'INR', url: null },
} as unknown as OrderResponse;

/** A stand-in for Checkout.js's Razorpay: records its options and lets the test play the payer. */
function fakeRazorpay(play: (options: Record<string, any>, failed: () => void) => void) {
  const seen: Record<string, any>[] = [];
  const Fake = class {
    private failed: (() => void) | null = null;
    private readonly options: Record<string, any>;
    constructor(options: Record<string, any>) {
      this.options = options;
      seen.push(options);
    }
    on(event: string, handler: () => void) {
      if (event === 'payment.failed') this.failed = handler;
    }
    open() {
      play(this.options, () => this.failed?.());
    }
  };
  return { Razorpay: Fake as unknown as RazorpayConstructor, seen };
}

describe('payWithRazorpay', () => {
  it("opens Razorpay's checkout for the server's order and hands back its payment id, order id and signature", async () => {
    const { Razorpay, seen } = fakeRazorpay((options) => options.handler({ razorpay_payment_id: 'pay_X', razorpay_order_id: 'order_ABCDEFGHIJKLMN', razorpay_signature: 'f'.repeat(64) }));
    const query = await payWithRazorpay(Razorpay, answer, { name: 'Nova Academy', description: 'JEE Physics' });
    expect(Object.fromEntries(query)).toEqual({ razorpay_payment_id: 'pay_X', razorpay_order_id: 'order_ABCDEFGHIJKLMN', razorpay_signature: 'f'.repeat(64) });
    expect(seen[0]).toMatchObject({ key: 'rzp_test_abcdef123', order_id: 'order_ABCDEFGHIJKLMN', amount: 764522, currency: 'INR', name: 'Nova Academy', description: 'JEE Physics' });
  });

  it('a closed checkout is a cancellation; closed after a declined attempt, a failure', async () => {
    const closed = fakeRazorpay((options) => options.modal.ondismiss());
    expect(Object.fromEntries(await payWithRazorpay(closed.Razorpay, answer, { name: 'S', description: 'P' }))).toEqual({ razorpay_order_id: 'order_ABCDEFGHIJKLMN', error: 'cancelled' });
    const declined = fakeRazorpay((options, failed) => {
      failed();
      options.modal.ondismiss();
    });
    expect(Object.fromEntries(await payWithRazorpay(declined.Razorpay, answer, { name: 'S', description: 'P' }))).toEqual({ razorpay_order_id: 'order_ABCDEFGHIJKLMN', error: 'failed' });
  });
});

describe('loadRazorpay', () => {
  /** A document whose scripts "load" (or fail) as the test says. */
  function fakeDocument(outcome: 'load' | 'error') {
    const view: { Razorpay?: unknown } = {};
    const added: { src: string }[] = [];
    const doc = {
      defaultView: view,
      createElement: () => ({ src: '', async: false, onload: null as null | (() => void), onerror: null as null | (() => void) }),
      head: {
        appendChild(script: { src: string; onload: () => void; onerror: () => void }) {
          added.push(script);
          queueMicrotask(() => {
            if (outcome === 'load') {
              view.Razorpay = class {};
              script.onload();
            } else script.onerror();
          });
        },
      },
    };
    return { doc: doc as unknown as Document, added, view };
  }

  it('adds Checkout.js from Razorpay once, and lets a failed load be tried again', async () => {
    const failing = fakeDocument('error');
    await expect(loadRazorpay(failing.doc)).rejects.toThrow('could not be loaded');
    const working = fakeDocument('load');
    const ctor = await loadRazorpay(working.doc);
    expect(ctor).toBe(working.view.Razorpay);
    expect(working.added.map((s) => s.src)).toEqual([RAZORPAY_CHECKOUT_SCRIPT]);
    await loadRazorpay(working.doc);
    expect(working.added).toHaveLength(1);
  });
});
