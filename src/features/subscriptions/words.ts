import type { PaymentMethod, SubscriptionPlanView } from '../../contract/subscription.ts';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Money and dates in the page's language. */
export function useFormat(currency: number) {
  const { i18n } = useTranslation();
  return {
    money: (minor: number) => (isCurrencyCode(currency) ? formatMoney(minor, currency, i18n.language) : String(minor)),
    date: (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)),
  };
}

/** How a plan renews, in words: until cancelled, a number of payments, or until a date. */
export function useValidityText() {
  const { t, i18n } = useTranslation();
  return (plan: Pick<SubscriptionPlanView, 'period' | 'validity'>) => {
    const period = t(`subscriptions.periodName.${plan.period}`);
    if (plan.validity.validity_type === 'fixed') {
      return t('subscriptions.validity.fixed', { period, date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(plan.validity.end_date)) });
    }
    return plan.validity.periods === null ? t('subscriptions.validity.untilCancelled', { period }) : t('subscriptions.validity.periods', { period, count: plan.validity.periods });
  };
}

/** The method on file, in words. */
export function useMethodText() {
  const { t } = useTranslation();
  return (method: PaymentMethod) => (method.kind === 'card' ? t('subscriptions.methods.card', { network: method.network, last4: method.last4 }) : t('subscriptions.methods.upi', { vpa: method.vpa }));
}
