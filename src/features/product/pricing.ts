import type { TFunction } from 'i18next';
import type { CourseDetail, Pricing } from '../../contract/catalogue.ts';
import { formatMoney, type CurrencyCode } from '../../contract/money.ts';
import { priceAfterDiscount, taxRule } from '../../contract/plan-price.ts';
import type { SchoolTax } from '../../contract/tax.ts';

// The sales page's words about a plan. The arithmetic is src/contract/plan-price.ts, shared with the API.

/** "20% off" or "₹500 off"; null without a discount. */
export function discountText(plan: Pick<Pricing, 'discount'>, currency: CurrencyCode, locale: string, t: TFunction): string | null {
  const { discount } = plan;
  if (!discount) return null;
  return discount.kind === 0
    ? t('product.plan.percentOff', { value: discount.value })
    : t('product.plan.amountOff', { amount: formatMoney(discount.value, currency, locale) });
}

/** "Valid till 31 Mar 2027" or "Valid for 365 days". */
export function validityText(plan: Pick<Pricing, 'validity'>, locale: string, t: TFunction): string {
  const { validity } = plan;
  if (validity.validity_type === 'fixed') return t('product.plan.validTill', { date: formatDate(validity.end_date, locale) });
  return t('product.plan.validFor', { count: validity.validity });
}

/**
 * The plan's tax in the school's own words: nothing without tax; included, "Price includes 18% GST" or "Price
 * includes 20% VAT"; added, "+ 18% GST". `tax` is `schoolTax(config)`.
 */
export function taxText(plan: Pick<Pricing, 'tax_mode'>, tax: SchoolTax | null, locale: string, t: TFunction): string | null {
  const rule = taxRule(plan, tax);
  if (rule === 'none' || !tax) return null;
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(tax.rate_percent);
  return t(rule === 'included' ? 'product.plan.taxIncluded' : 'product.plan.taxExtra', { percent, label: tax.label });
}

// One formatter per locale: making one costs more than formatting, and a large school's build formats thousands.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "31 Mar 2027" in the page's locale; dates are calendar dates, so format them in UTC. */
export function formatDate(iso: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

/** A product's plans, default plan first, then cheapest first. */
export function plansOf(plans: readonly Pricing[] | undefined, currency: CurrencyCode): Pricing[] {
  return [...(plans ?? [])].sort((a, b) => Number(b.is_default) - Number(a.is_default) || priceAfterDiscount(a, currency) - priceAfterDiscount(b, currency));
}

/** What the buy box offers for a product. */
export type BuyAction =
  | { kind: 'buy'; free: boolean }
  | { kind: 'contact'; email: string }
  | { kind: 'status'; status: 'coming_soon' | 'expired' };

export function buyAction(product: Pick<CourseDetail, 'display_status' | 'access' | 'price'>, supportEmail: string, defaultPlan: Pricing | undefined, currency: CurrencyCode): BuyAction {
  if (product.display_status === 'coming_soon' || product.display_status === 'expired') return { kind: 'status', status: product.display_status };
  if (product.access === 'private_access') return { kind: 'contact', email: supportEmail };
  const free = defaultPlan ? priceAfterDiscount(defaultPlan, currency) === 0 : (product.price?.is_free ?? false);
  return { kind: 'buy', free };
}
