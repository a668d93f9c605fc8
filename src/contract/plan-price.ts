/**
 * The one pricing function (docs/decisions/0017-money-and-tax.md): a plan's price, discount and tax in minor units.
 * The sales page, the API's price summaries and (next) checkout and the invoice all call `planPrice`, so what a
 * learner is shown is what they are charged. Pure and zod-free: the browser, the API and the build share it.
 *
 * Rounding rule: a discount is taken off exactly, then the result is rounded DOWN to the precision the school wrote
 * the list price in: to a whole unit when the list price is whole (₹7,999 less 10% is ₹7,199, never ₹7,199.10),
 * to the minor unit otherwise ($49.99 less 20% is $39.99). A discount never takes off less than it says, and never
 * makes a price look more precise than the school wrote it. Tax is rounded half up to the minor unit, as an invoice
 * line is.
 */
import type { Pricing } from './catalogue.ts';
import { isMinorAmount, minorPerUnit, type CurrencyCode } from './money.ts';
import { rateBasisPoints, type SchoolTax } from './tax.ts';

/** What `planPrice` needs of a plan. */
export type PricedPlan = Pick<Pricing, 'price' | 'discount' | 'tax_mode'>;

/** How tax applies to a plan of this school: none, inside the price (pre-GST) or on top of it (post-GST). */
export type TaxRule = 'none' | 'included' | 'added';

/** A plan's price, every amount an integer count of the currency's minor unit. */
export interface PlanPrice {
  /** The price before discount, as the school wrote it. */
  readonly list: number;
  /** The price after discount, by the rounding rule: what the plan sells for and what pages show. */
  readonly price: number;
  /** What the discount takes off: `list - price`. */
  readonly discount: number;
  readonly tax_rule: TaxRule;
  /** The tax inside `price` (included) or on top of it (added); 0 without tax. */
  readonly tax: number;
  /** What the learner pays: `price`, plus `tax` when tax is added. */
  readonly total: number;
}

const BASIS = 10_000;

/** `numerator / denominator` rounded half up; both non-negative integers. */
const divideHalfUp = (numerator: number, denominator: number): number => Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * A plan's price after its discount (SPEC.md section 9: kind 0 takes a percentage off, kind 1 an amount), by the
 * rounding rule above, never below zero.
 */
export function priceAfterDiscount(plan: Pick<Pricing, 'price' | 'discount'>, currency: CurrencyCode): number {
  const { price, discount } = plan;
  if (!isMinorAmount(price)) throw new RangeError(`a price is an integer count of minor units, got ${price}`);
  if (!discount) return price;
  const unit = minorPerUnit(currency);
  const step = price % unit === 0 ? unit : 1;
  if (discount.kind === 1) return Math.floor(Math.max(0, price - discount.value) / step) * step;
  // In hundredths of a percent, so a percentage of an integer price stays an integer until the one rounding.
  const keep = Math.max(0, BASIS - Math.round(discount.value * 100));
  return Math.floor((price * keep) / (step * BASIS)) * step;
}

/** The tax rule of a plan: its `tax_mode`, if the school has a tax at all. */
export function taxRule(plan: Pick<Pricing, 'tax_mode'>, tax: SchoolTax | null): TaxRule {
  if (!tax || plan.tax_mode === 'no_tax') return 'none';
  return plan.tax_mode === 'pre_gst' ? 'included' : 'added';
}

/**
 * The tax of `price` under `rule`, rounded half up to the minor unit: inside the price (included) or on top of it
 * (added). Checkout (checkout-price.ts) applies it to the price after a coupon.
 */
export function taxOn(price: number, rule: TaxRule, tax: SchoolTax | null): number {
  const rate = tax ? rateBasisPoints(tax) : 0;
  if (rule === 'added') return divideHalfUp(price * rate, BASIS);
  if (rule === 'included') return price - divideHalfUp(price * BASIS, BASIS + rate);
  return 0;
}

/** Everything about what a plan costs: list price, discounted price, tax and total (tax from `schoolTax`). */
export function planPrice(plan: PricedPlan, currency: CurrencyCode, tax: SchoolTax | null): PlanPrice {
  const price = priceAfterDiscount(plan, currency);
  const rule = taxRule(plan, tax);
  const taxAmount = taxOn(price, rule, tax);
  return {
    list: plan.price,
    price,
    discount: plan.price - price,
    tax_rule: rule,
    tax: taxAmount,
    total: rule === 'added' ? price + taxAmount : price,
  };
}
