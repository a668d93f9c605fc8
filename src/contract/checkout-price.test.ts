import { describe, expect, it } from 'vitest';
import type { Pricing } from './catalogue.ts';
import { checkoutPrice, COUPON_TEXT, couponRefusal, type CheckoutPrice, type CheckoutPriceInput, type CouponRule } from './checkout-price.ts';
import type { CurrencyCode } from './money.ts';
import { planPrice } from './plan-price.ts';
import { GST, type SchoolTax } from './tax.ts';

const VAT: SchoolTax = { label: 'VAT', rate_percent: 20 };
const INR: CurrencyCode = 2;
const USD: CurrencyCode = 1;
const EUR: CurrencyCode = 32;
type Plan = { price: number; discount: Pricing['discount']; tax_mode: Pricing['tax_mode'] };
const plan = (price: number, discount: Pricing['discount'] = null, tax_mode: Pricing['tax_mode'] = 'no_tax'): Plan => ({ price, discount, tax_mode });
const pct = (value: number) => ({ code: 'SAVE', kind: 'percentage' as const, value });
const amt = (value: number) => ({ code: 'FLAT', kind: 'amount' as const, value });

type Case = [name: string, input: CheckoutPriceInput, expected: Partial<CheckoutPrice>];

// Every amount in minor units: 899900 is ₹8,999.
const cases: Case[] = [
  ['no coupon, no tax: the plan price', { plan: plan(899900), currency: INR, tax: GST, coupon: null },
    { list: 899900, plan_discount: 0, coupon: null, price: 899900, tax: 0, tax_lines: [], wallet: 0, total: 899900 }],
  ['plan discount (percentage, kind 0) then a 10% coupon, rounded down to whole rupees', { plan: plan(899900, { kind: 0, value: 20 }), currency: INR, tax: GST, coupon: pct(10) },
    { plan_discount: 180000, coupon: { code: 'SAVE', amount: 72000 }, price: 647900, total: 647900 }],
  ['plan discount (amount, kind 1) then an amount coupon', { plan: plan(699900, { kind: 1, value: 100000 }), currency: INR, tax: GST, coupon: amt(50000) },
    { plan_discount: 100000, coupon: { code: 'FLAT', amount: 50000 }, price: 549900, total: 549900 }],
  ['a coupon larger than the price makes it free, never negative', { plan: plan(50000, null, 'post_gst'), currency: INR, tax: GST, coupon: amt(90000) },
    { coupon: { code: 'FLAT', amount: 50000 }, price: 0, tax: 0, tax_lines: [], total: 0 }],
  ['100% coupon', { plan: plan(4999), currency: USD, tax: null, coupon: pct(100) }, { coupon: { code: 'SAVE', amount: 4999 }, price: 0, total: 0 }],
  ['a price in cents keeps cents: 20% off $49.99 is $39.99', { plan: plan(4999), currency: USD, tax: null, coupon: pct(20) }, { coupon: { code: 'SAVE', amount: 1000 }, price: 3999, total: 3999 }],
  ['post-GST within the school state: CGST 9% + SGST 9% on the price after the coupon', { plan: plan(100000, null, 'post_gst'), currency: INR, tax: GST, coupon: pct(10), sellerState: 'KA', billingState: 'KA' },
    { price: 90000, tax_rule: 'added', tax: 16200, tax_lines: [{ label: 'CGST', rate_bp: 900, amount: 8100 }, { label: 'SGST', rate_bp: 900, amount: 8100 }], total: 106200 }],
  ['post-GST to another state: IGST 18%', { plan: plan(100000, null, 'post_gst'), currency: INR, tax: GST, coupon: null, sellerState: 'KA', billingState: 'MH' },
    { tax: 18000, tax_lines: [{ label: 'IGST', rate_bp: 1800, amount: 18000 }], total: 118000 }],
  ['no billing state: the place of supply is the school, so CGST + SGST; an odd paisa goes to SGST', { plan: plan(99900, null, 'pre_gst'), currency: INR, tax: GST, coupon: null, sellerState: 'KA' },
    { tax_rule: 'included', tax: 15239, tax_lines: [{ label: 'CGST', rate_bp: 900, amount: 7619 }, { label: 'SGST', rate_bp: 900, amount: 7620 }], total: 99900 }],
  ['pre-GST: the split is inside the price, the total does not change', { plan: plan(118000, null, 'pre_gst'), currency: INR, tax: GST, coupon: null, sellerState: 'KA', billingState: 'KA' },
    { price: 118000, tax: 18000, total: 118000 }],
  ['a school without a state shows one GST line', { plan: plan(100000, null, 'post_gst'), currency: INR, tax: GST, coupon: null },
    { tax_lines: [{ label: 'GST', rate_bp: 1800, amount: 18000 }], total: 118000 }],
  ['VAT added on euros, one line', { plan: plan(23900, { kind: 1, value: 4000 }, 'post_gst'), currency: EUR, tax: VAT, coupon: amt(900) },
    { price: 19000, tax: 3800, tax_lines: [{ label: 'VAT', rate_bp: 2000, amount: 3800 }], total: 22800 }],
  ['no_tax at a GST school', { plan: plan(399900, null, 'no_tax'), currency: INR, tax: GST, coupon: null, sellerState: 'KA' }, { tax_rule: 'none', tax: 0, tax_lines: [], total: 399900 }],
  ['wallet credit pays part', { plan: plan(100000, null, 'post_gst'), currency: INR, tax: GST, coupon: null, wallet: { balance: 50000, use: true }, channel: 1 },
    { total: 68000, wallet: 50000 }],
  ['wallet credit never more than owed', { plan: plan(10000), currency: INR, tax: GST, coupon: null, wallet: { balance: 50000, use: true }, channel: 1 }, { wallet: 10000, total: 0 }],
  ['wallet credit never more than the balance', { plan: plan(10000), currency: INR, tax: GST, coupon: null, wallet: { balance: 2500, use: true }, channel: 1 }, { wallet: 2500, total: 7500 }],
  ['wallet not chosen', { plan: plan(10000), currency: INR, tax: GST, coupon: null, wallet: { balance: 2500, use: false }, channel: 1 }, { wallet: 0, total: 10000 }],
  ['no wallet credit with in-app purchase (channel 0)', { plan: plan(10000), currency: INR, tax: GST, coupon: null, wallet: { balance: 2500, use: true }, channel: 0 }, { wallet: 0, total: 10000 }],
  ['free plan', { plan: plan(0), currency: USD, tax: null, coupon: null }, { price: 0, total: 0 }],
];

describe('checkoutPrice', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    const result = checkoutPrice(input);
    expect(result).toMatchObject(expected);
    expect(result.list - result.plan_discount - (result.coupon?.amount ?? 0)).toBe(result.price);
    expect(result.tax_lines.reduce((sum, line) => sum + line.amount, 0)).toBe(result.tax);
  });

  it('without coupon or wallet it is exactly the plan price of the sales page', () => {
    for (let price = 0; price <= 30000; price += 41) {
      for (const discount of [null, { kind: 0 as const, value: 15 }, { kind: 1 as const, value: 777 }]) {
        for (const mode of ['no_tax', 'pre_gst', 'post_gst'] as const) {
          const p = plan(price, discount, mode);
          const sales = planPrice(p, INR, GST);
          const buy = checkoutPrice({ plan: p, currency: INR, tax: GST, coupon: null });
          expect([buy.price, buy.tax, buy.total]).toEqual([sales.price, sales.tax, sales.total]);
          expect(Number.isSafeInteger(buy.total) && buy.total >= 0).toBe(true);
        }
      }
    }
  });
});

describe('couponRefusal', () => {
  const coupon: CouponRule = {
    code: 'WELCOME10', kind: 'percentage', value: 10, valid_from: '2026-01-01T00:00:00Z', valid_until: '2027-01-01T00:00:00Z',
    max_uses: 100, max_uses_per_learner: 1, course_ids: [7, 8],
  };
  const use = { now: Date.parse('2026-06-01T00:00:00Z'), courseId: 7, usedTotal: 0, usedByLearner: 0 };
  it.each([
    ['accepted', 'WELCOME10', coupon, use, null],
    ['fewer than 3 characters', 'ab', coupon, use, COUPON_TEXT.tooShort],
    ['3 characters after trimming spaces only', '  ab ', coupon, use, COUPON_TEXT.tooShort],
    ['unknown', 'NOPE', undefined, use, COUPON_TEXT.unknown],
    ['another product', 'WELCOME10', coupon, { ...use, courseId: 9 }, COUPON_TEXT.notApplicable],
    ['before its start', 'WELCOME10', coupon, { ...use, now: Date.parse('2025-12-31T23:59:59Z') }, COUPON_TEXT.notYet],
    ['at its end', 'WELCOME10', coupon, { ...use, now: Date.parse('2027-01-01T00:00:00Z') }, COUPON_TEXT.expired],
    ['used up in all', 'WELCOME10', coupon, { ...use, usedTotal: 100 }, COUPON_TEXT.usedUp],
    ['used up by this learner', 'WELCOME10', coupon, { ...use, usedByLearner: 1 }, COUPON_TEXT.usedByYou],
    ['no limits at all', 'ANY', { ...coupon, valid_from: null, valid_until: null, max_uses: null, max_uses_per_learner: null, course_ids: null }, { ...use, usedTotal: 10_000, usedByLearner: 50 }, null],
  ] as const)('%s', (_name, code, c, u, expected) => {
    expect(couponRefusal(code, c, u)).toBe(expected);
  });
});
