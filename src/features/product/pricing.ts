import type { TFunction } from 'i18next';
import { priceAfterDiscount, type CourseDetail, type Pricing } from '../../contract/catalogue.ts';

export { priceAfterDiscount };
import { formatPrice, type CurrencyCode } from '../../contract/currency.ts';

/** GST rate named in SPEC.md section 9. */
export const GST_PERCENT = 18;

/** "20% off" or "₹500 off"; null without a discount. */
export function discountText(plan: Pick<Pricing, 'discount'>, currency: CurrencyCode, t: TFunction): string | null {
  const { discount } = plan;
  if (!discount) return null;
  return discount.kind === 0
    ? t('product.plan.percentOff', { value: discount.value })
    : t('product.plan.amountOff', { amount: formatPrice(discount.value, currency) });
}

/** "Valid till 31 Mar 2027" or "Valid for 365 days". */
export function validityText(plan: Pick<Pricing, 'validity'>, locale: string, t: TFunction): string {
  const { validity } = plan;
  if (validity.validity_type === 'fixed') return t('product.plan.validTill', { date: formatDate(validity.end_date, locale) });
  return t('product.plan.validFor', { count: validity.validity });
}

/** No tax: nothing; pre-GST: "Price includes 18% GST"; post-GST: "+ 18% GST". */
export function taxText(plan: Pick<Pricing, 'tax_mode'>, t: TFunction): string | null {
  switch (plan.tax_mode) {
    case 'no_tax':
      return null;
    case 'pre_gst':
      return t('product.plan.taxIncluded', { percent: GST_PERCENT });
    case 'post_gst':
      return t('product.plan.taxExtra', { percent: GST_PERCENT });
  }
}

/** "31 Mar 2027" in the page's locale; dates are calendar dates, so format them in UTC. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** A product's plans, default plan first. */
export function plansOf(plans: readonly Pricing[] | undefined): Pricing[] {
  return [...(plans ?? [])].sort((a, b) => Number(b.is_default) - Number(a.is_default) || priceAfterDiscount(a) - priceAfterDiscount(b));
}

/** What the buy box offers for a product. */
export type BuyAction =
  | { kind: 'buy'; free: boolean }
  | { kind: 'contact'; email: string }
  | { kind: 'status'; status: 'coming_soon' | 'expired' };

export function buyAction(product: Pick<CourseDetail, 'display_status' | 'access' | 'price'>, supportEmail: string, defaultPlan: Pricing | undefined): BuyAction {
  if (product.display_status === 'coming_soon' || product.display_status === 'expired') return { kind: 'status', status: product.display_status };
  if (product.access === 'private_access') return { kind: 'contact', email: supportEmail };
  const free = defaultPlan ? priceAfterDiscount(defaultPlan) === 0 : (product.price?.is_free ?? false);
  return { kind: 'buy', free };
}
