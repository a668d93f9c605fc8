import type { ShellPage } from '../../platform/feature.ts';
import { CheckoutSkeleton } from './skeleton.tsx';

/** Checkout's shell pages (docs/decisions/0023-orders-and-payments.md); each page's code is its own chunk. */
export const CHECKOUT_PAGES: Readonly<Record<string, ShellPage>> = {
  'course-payment': { titleKey: 'checkout.title', Skeleton: CheckoutSkeleton, load: () => import('./course-payment-page.tsx').then((m) => m.CoursePaymentPage) },
  'fast-checkout': { titleKey: 'checkout.title', Skeleton: CheckoutSkeleton, load: () => import('./course-payment-page.tsx').then((m) => m.CoursePaymentPage) },
  'payment-address': { titleKey: 'checkout.address.title', Skeleton: CheckoutSkeleton, load: () => import('./address-page.tsx').then((m) => m.AddressPage) },
  invoices: { titleKey: 'checkout.invoices.title', Skeleton: CheckoutSkeleton, load: () => import('./invoices-page.tsx').then((m) => m.InvoicesPage) },
  'payment-history': { titleKey: 'checkout.history.title', Skeleton: CheckoutSkeleton, load: () => import('./payment-history-page.tsx').then((m) => m.PaymentHistoryPage) },
  'payment-status': { titleKey: 'checkout.status.pageTitle', Skeleton: CheckoutSkeleton, load: () => import('./payment-status-page.tsx').then((m) => m.PaymentStatusPage) },
};
