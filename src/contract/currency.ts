import { z } from 'zod';

/**
 * School currency codes (SPEC.md section 9): numeric codes map to a symbol and an ISO code.
 * Only the codes the spec names are known; an unknown code is rejected rather than guessed.
 */
export const CURRENCIES = {
  1: { iso: 'USD', symbol: '$', locale: 'en-US', country: 'US' },
  2: { iso: 'INR', symbol: '₹', locale: 'en-IN', country: 'IN' },
  32: { iso: 'EUR', symbol: '€', locale: 'de-DE', country: 'DE' },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const DEFAULT_CURRENCY: CurrencyCode = 2;

export const CurrencyCode = z
  .number()
  .int()
  .refine((n): n is CurrencyCode => n in CURRENCIES, 'unknown currency code (known: 1 USD, 2 INR, 32 EUR)')
  .transform((n) => n as CurrencyCode);

/** Formats an amount in the school's currency, e.g. ₹1,499 or $49.99 or 49,99 €. */
export function formatPrice(amount: number, code: CurrencyCode = DEFAULT_CURRENCY): string {
  const c = CURRENCIES[code] ?? CURRENCIES[DEFAULT_CURRENCY];
  return new Intl.NumberFormat(c.locale, {
    style: 'currency',
    currency: c.iso,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
