import { formatMoney, isCurrencyCode } from '../contract/money.ts';
import { useTranslation } from './use-translation.ts';

/** Formats minor units of the school's currency in the page's language (a code it does not know: the bare figure). */
export function useMoney(currency: number): (minor: number) => string {
  const { i18n } = useTranslation();
  return (minor: number) => (isCurrencyCode(currency) ? formatMoney(minor, currency, i18n.language) : String(minor));
}
