/**
 * What a purchase costs (docs/decisions/0022-checkout-pricing.md): the one function the payment page (through the
 * quote call), the API's orders and the invoice share. It builds on `planPrice` (the plan's discount and the
 * rounding rule of decision 0017) and adds what only a purchase has: a school's coupon, the GST split by the buyer's
 * state, and wallet credit. Pure and zod-free; every amount an integer count of the currency's minor unit.
 *
 * Order of the parts, as an invoice reads: list price, less the plan's discount, less the coupon = the taxable
 * price (tax inside it, or added to it), less wallet credit = what the gateway charges. Nothing goes below zero.
 */
import { priceAfterDiscount, taxOn, taxRule, type PricedPlan, type TaxRule } from './plan-price.ts';
import { minorPerUnit, type CurrencyCode } from './money.ts';
import { rateBasisPoints, type SchoolTax } from './tax.ts';

/** A school's coupon as its tenant file writes it (src/contract/checkout.ts `Coupon` parses it). */
export interface CouponRule {
  readonly code: string;
  /** `percentage`: `value` percent off (at most two decimals); `amount`: `value` minor units off. */
  readonly kind: 'percentage' | 'amount';
  readonly value: number;
  /** ISO instants; null: no bound. */
  readonly valid_from: string | null;
  readonly valid_until: string | null;
  /** Uses in all, and by one learner; null: no limit. */
  readonly max_uses: number | null;
  readonly max_uses_per_learner: number | null;
  /** The products it applies to; null: every product of the school. */
  readonly course_ids: readonly number[] | null;
}

/** Why a coupon is refused, in the words the payment page shows (SPEC.md section 5 for the length). */
export const COUPON_TEXT = {
  tooShort: 'Minimum 3 characters required',
  unknown: 'This coupon code does not exist',
  notYet: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has been fully used',
  usedByYou: 'You have already used this coupon the maximum number of times',
  notApplicable: 'This coupon does not apply to this product',
} as const;
export type CouponRefusal = (typeof COUPON_TEXT)[keyof typeof COUPON_TEXT];

export const COUPON_MIN_LENGTH = 3;

/** Coupons are matched without regard to case or surrounding spaces: "save10 " is SAVE10. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/** What the refusal check needs to know beyond the coupon: when, which product, how often it was used. */
export interface CouponUse {
  readonly now: number;
  readonly courseId: number;
  /** Orders holding the coupon (paid, or waiting for payment), in all and by this learner. */
  readonly usedTotal: number;
  readonly usedByLearner: number;
}

/** Why `coupon` cannot be used now, or null. `coupon` undefined: no coupon of that code at this school. */
export function couponRefusal(code: string, coupon: CouponRule | undefined, use: CouponUse): CouponRefusal | null {
  if (normaliseCouponCode(code).length < COUPON_MIN_LENGTH) return COUPON_TEXT.tooShort;
  if (!coupon) return COUPON_TEXT.unknown;
  if (coupon.course_ids && !coupon.course_ids.includes(use.courseId)) return COUPON_TEXT.notApplicable;
  if (coupon.valid_from !== null && use.now < Date.parse(coupon.valid_from)) return COUPON_TEXT.notYet;
  if (coupon.valid_until !== null && use.now >= Date.parse(coupon.valid_until)) return COUPON_TEXT.expired;
  if (coupon.max_uses !== null && use.usedTotal >= coupon.max_uses) return COUPON_TEXT.usedUp;
  if (coupon.max_uses_per_learner !== null && use.usedByLearner >= coupon.max_uses_per_learner) return COUPON_TEXT.usedByYou;
  return null;
}

/** SPEC.md section 9, payment channels: in-app 0, web or SDK 1. Wallet credit never pays an in-app purchase. */
export type PaymentChannel = 0 | 1;

/** One tax line of an invoice: GST splits into CGST + SGST within the school's state, IGST across states. */
export interface TaxLine {
  readonly label: string;
  /** Hundredths of a percent: 900 is 9%. */
  readonly rate_bp: number;
  readonly amount: number;
}

export interface CheckoutPriceInput {
  readonly plan: PricedPlan;
  readonly currency: CurrencyCode;
  readonly tax: SchoolTax | null;
  /** An accepted coupon (check it with `couponRefusal` first), or null. */
  readonly coupon: Pick<CouponRule, 'code' | 'kind' | 'value'> | null;
  /** The school's state and the buyer's billing state (Indian GST); a missing billing state is the school's own. */
  readonly sellerState?: string | null;
  readonly billingState?: string | null;
  /** The learner's wallet balance and whether they chose to use it. */
  readonly wallet?: { readonly balance: number; readonly use: boolean } | undefined;
  readonly channel?: PaymentChannel;
  /**
   * A subscription's plan change: the unused part of the period it replaces (contract/subscription.ts `proration`),
   * taken off the price after discounts and before tax, as a coupon is.
   */
  readonly proration?: number | undefined;
}

export interface CheckoutPrice {
  /** The plan's list price. */
  readonly list: number;
  /** What the plan's own discount takes off. */
  readonly plan_discount: number;
  readonly coupon: { readonly code: string; readonly amount: number } | null;
  /** Credit for the unused part of a replaced subscription plan's period (0 for any other purchase). */
  readonly proration?: number;
  /** The price after both discounts: tax is inside it (included) or added to it. */
  readonly price: number;
  readonly tax_rule: TaxRule;
  readonly tax: number;
  readonly tax_lines: TaxLine[];
  /** Wallet credit used: never more than the balance, nor than what is owed. */
  readonly wallet: number;
  /** What the gateway charges. 0: nothing to pay (free, or covered by discounts and credit). */
  readonly total: number;
}

const BASIS = 10_000;

/**
 * A coupon's reduction of `price`, by decision 0017's rule: a percentage is taken off exactly, then the result
 * rounds down to the precision the price is written in (whole units for a whole price), so the learner always gets
 * at least the advertised reduction; an amount is taken off as written. Never more than the price.
 */
export function couponAmount(price: number, coupon: Pick<CouponRule, 'kind' | 'value'>, currency: CurrencyCode): number {
  if (coupon.kind === 'amount') return Math.min(price, coupon.value);
  const unit = minorPerUnit(currency);
  const step = price % unit === 0 ? unit : 1;
  const keep = Math.max(0, BASIS - Math.round(coupon.value * 100));
  const after = Math.floor((price * keep) / (step * BASIS)) * step;
  return price - after;
}

/** GST's invoice lines: half CGST and half SGST (the odd minor unit to SGST) within a state, else all IGST. */
export function taxLines(tax: SchoolTax | null, amount: number, sellerState: string | null, billingState: string | null): TaxLine[] {
  if (!tax || amount === 0) return [];
  const rate = rateBasisPoints(tax);
  if (tax.label !== 'GST' || !sellerState) return [{ label: tax.label, rate_bp: rate, amount }];
  const buyer = billingState ?? sellerState;
  if (buyer.toUpperCase() !== sellerState.toUpperCase()) return [{ label: 'IGST', rate_bp: rate, amount }];
  const cgst = Math.floor(amount / 2);
  return [
    { label: 'CGST', rate_bp: rate / 2, amount: cgst },
    { label: 'SGST', rate_bp: rate / 2, amount: amount - cgst },
  ];
}

/** Everything a purchase costs, as the payment page shows it, the order stores it and the invoice prints it. */
export function checkoutPrice(input: CheckoutPriceInput): CheckoutPrice {
  const { plan, currency, tax } = input;
  const afterPlan = priceAfterDiscount(plan, currency);
  const off = input.coupon ? couponAmount(afterPlan, input.coupon, currency) : 0;
  const credited = Math.min(Math.max(0, input.proration ?? 0), afterPlan - off);
  const price = afterPlan - off - credited;
  const rule = taxRule(plan, tax);
  const taxAmount = taxOn(price, rule, tax);
  const gross = rule === 'added' ? price + taxAmount : price;
  const wallet = input.wallet?.use && input.channel !== 0 ? Math.max(0, Math.min(input.wallet.balance, gross)) : 0;
  return {
    list: plan.price,
    plan_discount: plan.price - afterPlan,
    coupon: input.coupon ? { code: normaliseCouponCode(input.coupon.code), amount: off } : null,
    ...(credited > 0 ? { proration: credited } : {}),
    price,
    tax_rule: rule,
    tax: taxAmount,
    tax_lines: taxLines(rule === 'none' ? null : tax, taxAmount, input.sellerState ?? null, input.billingState ?? null),
    wallet,
    total: gross - wallet,
  };
}
