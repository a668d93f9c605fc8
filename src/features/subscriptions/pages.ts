import type { ShellPage } from '../../platform/feature.ts';
import { SubscriptionsSkeleton } from './skeleton.tsx';

const catalogue = () => import('./catalogue-page.tsx').then((m) => m.SubscriptionCataloguePage);

/** The school's plans (all, or one product's), a plan's page, and the learner's subscriptions and payment methods. */
export const SUBSCRIPTION_PAGES: Readonly<Record<string, ShellPage>> = {
  subscriptions: { titleKey: 'subscriptions.title', Skeleton: SubscriptionsSkeleton, load: catalogue },
  subscription: { titleKey: 'subscriptions.title', Skeleton: SubscriptionsSkeleton, load: catalogue },
  'subscription-product': { titleKey: 'subscriptions.title', Skeleton: SubscriptionsSkeleton, load: catalogue },
  'subscription-plan': { titleKey: 'subscriptions.title', Skeleton: SubscriptionsSkeleton, load: () => import('./plan-page.tsx').then((m) => m.SubscriptionPlanPage) },
  'account-subscriptions': { titleKey: 'subscriptions.account.title', Skeleton: SubscriptionsSkeleton, load: () => import('./account-page.tsx').then((m) => m.AccountSubscriptionsPage) },
  'account-manage-payments': { titleKey: 'subscriptions.methods.title', Skeleton: SubscriptionsSkeleton, load: () => import('./manage-payments-page.tsx').then((m) => m.ManagePaymentsPage) },
};
