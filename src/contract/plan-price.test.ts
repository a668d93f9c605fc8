import { describe, expect, it } from 'vitest';
import type { Pricing } from './catalogue.ts';
import type { CurrencyCode } from './money.ts';
import { planPrice, priceAfterDiscount, type PlanPrice } from './plan-price.ts';
import { GST, schoolTax, type SchoolTax } from './tax.ts';

const VAT: SchoolTax = { label: 'VAT', rate_percent: 20 };
const INR: CurrencyCode = 2;
const USD: CurrencyCode = 1;
const EUR: CurrencyCode = 32;

type Case = [
  name: string,
  plan: { price: number; discount: Pricing['discount']; tax_mode: Pricing['tax_mode'] },
  currency: CurrencyCode,
  tax: SchoolTax | null,
  expected: Omit<PlanPrice, 'list'>,
];

// Every amount in minor units: 899900 is ₹8,999.
const cases: Case[] = [
  // Discounts and the rounding rule: down to a whole unit when the list price is whole.
  ['no discount', { price: 899900, discount: null, tax_mode: 'no_tax' }, INR, GST, { price: 899900, discount: 0, tax_rule: 'none', tax: 0, total: 899900 }],
  ['20% off ₹8,999 is ₹7,199, not ₹7,199.20', { price: 899900, discount: { kind: 0, value: 20 }, tax_mode: 'no_tax' }, INR, GST, { price: 719900, discount: 180000, tax_rule: 'none', tax: 0, total: 719900 }],
  ['10% off ₹7,999 is ₹7,199, not ₹7,199.10', { price: 799900, discount: { kind: 0, value: 10 }, tax_mode: 'no_tax' }, INR, GST, { price: 719900, discount: 80000, tax_rule: 'none', tax: 0, total: 719900 }],
  ['25% off $79 is $59, not $59.25', { price: 7900, discount: { kind: 0, value: 25 }, tax_mode: 'no_tax' }, USD, null, { price: 5900, discount: 2000, tax_rule: 'none', tax: 0, total: 5900 }],
  ['10% off $499 is $449, not $449.10', { price: 49900, discount: { kind: 0, value: 10 }, tax_mode: 'no_tax' }, USD, null, { price: 44900, discount: 5000, tax_rule: 'none', tax: 0, total: 44900 }],
  ['15% off €119 is €101, not €101.15', { price: 11900, discount: { kind: 0, value: 15 }, tax_mode: 'no_tax' }, EUR, VAT, { price: 10100, discount: 1800, tax_rule: 'none', tax: 0, total: 10100 }],
  ['a fractional percentage: 12.5% off ₹999 is ₹874', { price: 99900, discount: { kind: 0, value: 12.5 }, tax_mode: 'no_tax' }, INR, GST, { price: 87400, discount: 12500, tax_rule: 'none', tax: 0, total: 87400 }],
  ['an exact result stays: 20% off ₹1,000 is ₹800', { price: 100000, discount: { kind: 0, value: 20 }, tax_mode: 'no_tax' }, INR, GST, { price: 80000, discount: 20000, tax_rule: 'none', tax: 0, total: 80000 }],
  ['an amount off: ₹1,000 off ₹6,999', { price: 699900, discount: { kind: 1, value: 100000 }, tax_mode: 'no_tax' }, INR, GST, { price: 599900, discount: 100000, tax_rule: 'none', tax: 0, total: 599900 }],
  ['an amount off: €40 off €239', { price: 23900, discount: { kind: 1, value: 4000 }, tax_mode: 'no_tax' }, EUR, VAT, { price: 19900, discount: 4000, tax_rule: 'none', tax: 0, total: 19900 }],
  ['an amount off a whole price rounds down too: $0.50 off $10 is $9', { price: 1000, discount: { kind: 1, value: 50 }, tax_mode: 'no_tax' }, USD, null, { price: 900, discount: 100, tax_rule: 'none', tax: 0, total: 900 }],
  ['a list price in cents keeps cents: 20% off $49.99 is $39.99', { price: 4999, discount: { kind: 0, value: 20 }, tax_mode: 'no_tax' }, USD, null, { price: 3999, discount: 1000, tax_rule: 'none', tax: 0, total: 3999 }],
  ['a list price in cents keeps cents: $10 off $49.99 is $39.99', { price: 4999, discount: { kind: 1, value: 1000 }, tax_mode: 'no_tax' }, USD, null, { price: 3999, discount: 1000, tax_rule: 'none', tax: 0, total: 3999 }],
  ['never below zero: ₹900 off ₹500', { price: 50000, discount: { kind: 1, value: 90000 }, tax_mode: 'no_tax' }, INR, GST, { price: 0, discount: 50000, tax_rule: 'none', tax: 0, total: 0 }],
  ['100% off is free', { price: 150000, discount: { kind: 0, value: 100 }, tax_mode: 'post_gst' }, INR, GST, { price: 0, discount: 150000, tax_rule: 'added', tax: 0, total: 0 }],
  ['free', { price: 0, discount: null, tax_mode: 'no_tax' }, INR, GST, { price: 0, discount: 0, tax_rule: 'none', tax: 0, total: 0 }],

  // Tax modes: pre-GST includes the tax, post-GST adds it; rounded half up to the minor unit.
  ['post-GST adds 18%: ₹7,199 + ₹1,295.82', { price: 899900, discount: { kind: 0, value: 20 }, tax_mode: 'post_gst' }, INR, GST, { price: 719900, discount: 180000, tax_rule: 'added', tax: 129582, total: 849482 }],
  ['pre-GST includes 18%: ₹1,180 holds ₹180', { price: 118000, discount: null, tax_mode: 'pre_gst' }, INR, GST, { price: 118000, discount: 0, tax_rule: 'included', tax: 18000, total: 118000 }],
  ['pre-GST rounds the tax inside half up: ₹999 holds ₹152.39', { price: 99900, discount: null, tax_mode: 'pre_gst' }, INR, GST, { price: 99900, discount: 0, tax_rule: 'included', tax: 15239, total: 99900 }],
  ['post-GST on a half paisa rounds up: ₹0.25 + ₹0.045 is ₹0.30', { price: 25, discount: null, tax_mode: 'post_gst' }, INR, GST, { price: 25, discount: 0, tax_rule: 'added', tax: 5, total: 30 }],
  ['VAT included: €89 less 10% is €80, holding €13.33', { price: 8900, discount: { kind: 0, value: 10 }, tax_mode: 'pre_gst' }, EUR, VAT, { price: 8000, discount: 900, tax_rule: 'included', tax: 1333, total: 8000 }],
  ['VAT added: €199 + €39.80', { price: 23900, discount: { kind: 1, value: 4000 }, tax_mode: 'post_gst' }, EUR, VAT, { price: 19900, discount: 4000, tax_rule: 'added', tax: 3980, total: 23880 }],
  ['a rate with decimals: 8.25% on $100', { price: 10000, discount: null, tax_mode: 'post_gst' }, USD, { label: 'Sales tax', rate_percent: 8.25 }, { price: 10000, discount: 0, tax_rule: 'added', tax: 825, total: 10825 }],
  ['a school without tax ignores the plan mode', { price: 12900, discount: { kind: 1, value: 3000 }, tax_mode: 'pre_gst' }, USD, null, { price: 9900, discount: 3000, tax_rule: 'none', tax: 0, total: 9900 }],
  ['no_tax at a school with tax', { price: 399900, discount: { kind: 0, value: 25 }, tax_mode: 'no_tax' }, INR, GST, { price: 299900, discount: 100000, tax_rule: 'none', tax: 0, total: 299900 }],
];

describe('planPrice', () => {
  it.each(cases)('%s', (_name, plan, currency, tax, expected) => {
    expect(planPrice(plan, currency, tax)).toEqual({ list: plan.price, ...expected });
    expect(priceAfterDiscount(plan, currency)).toBe(expected.price);
  });

  it('always gives integer minor units whose parts add up', () => {
    for (let price = 0; price <= 20000; price += 37) {
      for (const discount of [null, { kind: 0 as const, value: 15 }, { kind: 0 as const, value: 33.33 }, { kind: 1 as const, value: 1234 }]) {
        for (const tax_mode of ['no_tax', 'pre_gst', 'post_gst'] as const) {
          const p = planPrice({ price, discount, tax_mode }, INR, GST);
          for (const amount of [p.price, p.discount, p.tax, p.total]) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
          expect(p.list - p.discount).toBe(p.price);
          expect(p.total).toBe(p.tax_rule === 'added' ? p.price + p.tax : p.price);
          if (discount && price % 100 === 0) expect(p.price % 100).toBe(0);
        }
      }
    }
  });

  it('refuses a float price', () => {
    expect(() => planPrice({ price: 7199.2, discount: null, tax_mode: 'no_tax' }, INR, GST)).toThrow(RangeError);
  });
});

describe('schoolTax', () => {
  it("is the school's own tax, GST by default in India, none elsewhere", () => {
    expect(schoolTax({ currency: INR })).toEqual(GST);
    expect(schoolTax({ currency: USD })).toBeNull();
    expect(schoolTax({ currency: EUR })).toBeNull();
    expect(schoolTax({ currency: EUR, tax: VAT })).toEqual(VAT);
    expect(schoolTax({ currency: INR, tax: null })).toBeNull();
    expect(GST).toEqual({ label: 'GST', rate_percent: 18 });
  });
});
