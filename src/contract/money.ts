/**
 * Money (docs/decisions/0017-money-and-tax.md). Every amount in the contract, the API, D1 and the browser is an
 * integer count of its currency's minor unit: paise, cents, or yen (which have none). Nothing here imports zod, so
 * store pages and the app shell can format prices without a schema library (decision 0014).
 */

/**
 * School currency codes (SPEC.md section 9): numeric codes map to a symbol, an ISO code and a country. Only the
 * codes the spec names are known; an unknown code is rejected rather than guessed.
 */
export const CURRENCIES = {
  1: { iso: 'USD', symbol: '$', country: 'US' },
  2: { iso: 'INR', symbol: '₹', country: 'IN' },
  32: { iso: 'EUR', symbol: '€', country: 'DE' },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const DEFAULT_CURRENCY: CurrencyCode = 2;

export const isCurrencyCode = (n: unknown): n is CurrencyCode => typeof n === 'number' && Object.hasOwn(CURRENCIES, n);

const currencyOf = (code: CurrencyCode) => CURRENCIES[code] ?? CURRENCIES[DEFAULT_CURRENCY];

const digitsByIso = new Map<string, number>();

/** Digits of a currency's minor unit as Intl knows them: 2 for INR, USD and EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(iso: string): number {
  let digits = digitsByIso.get(iso);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: iso }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByIso.set(iso, digits);
  }
  return digits;
}

/** Minor units in one whole unit of the school's currency: 100 for INR, USD and EUR. */
export const minorPerUnit = (code: CurrencyCode): number => 10 ** minorDigits(currencyOf(code).iso);

/** True for an amount the contract accepts: a safe, non-negative integer count of minor units. */
export const isMinorAmount = (amount: unknown): amount is number => Number.isSafeInteger(amount) && (amount as number) >= 0;

/**
 * Whole units written by a person (a tenant file's author, a test) to minor units: `toMinor(7999, 2)` is 799900
 * paise. Only for input; arithmetic on money never leaves minor units.
 */
export function toMinor(major: number, code: CurrencyCode): number {
  const minor = Math.round(major * minorPerUnit(code));
  if (!isMinorAmount(minor)) throw new RangeError(`not an amount of money: ${major}`);
  return minor;
}

/**
 * The locale money is written in: the learner's language with the school's country, so an English page of a
 * German school writes €390 (not 390 €, which an English reader does not expect) and a US school's prices never
 * take Indian digit grouping from an `en-IN` page.
 */
export function moneyLocale(learnerLocale: string, code: CurrencyCode): string {
  const language = learnerLocale.split('-')[0] || 'en';
  return `${language}-${currencyOf(code).country}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, iso: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${iso}|${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: iso, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount in minor units, written for the learner: ₹7,199 or $49.99 or €390. Whole amounts show no minor digits
 * (₹7,199, not ₹7,199.00), others show all of them ($49.90). Anything but an integer count of minor units is a bug
 * upstream, so it throws rather than printing a float.
 */
export function formatMoney(amount: number, code: CurrencyCode, learnerLocale: string): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money must be an integer count of minor units, got ${amount}`);
  const { iso } = currencyOf(code);
  const digits = minorDigits(iso);
  const perUnit = 10 ** digits;
  const whole = amount % perUnit === 0;
  return formatter(moneyLocale(learnerLocale, code), iso, whole ? 0 : digits).format(amount / perUnit);
}
