import { z } from 'zod';
import { isCurrencyCode, type CurrencyCode as Code } from './money.ts';

export { CURRENCIES, DEFAULT_CURRENCY } from './money.ts';
export type CurrencyCode = Code;

/** A school's currency code (SPEC.md section 9); src/contract/money.ts holds the table. */
export const CurrencyCode = z
  .number()
  .int()
  .refine((n): n is CurrencyCode => isCurrencyCode(n), 'unknown currency code (known: 1 USD, 2 INR, 32 EUR)')
  .transform((n) => n as CurrencyCode);

/**
 * An amount of money: an integer count of the currency's minor unit (paise, cents), never a float. e.g. `799900`
 * is ₹7,999. money.ts formats it; plan-price.ts does the arithmetic.
 */
export const MinorAmount = z.number().int({ error: "must be an integer count of the currency's minor unit (799900 is ₹7,999)" }).nonnegative();
