import { describe, expect, it } from 'vitest';
import type { Pricing } from '../../contract/catalogue.ts';
import { createI18n } from '../../i18n/index.ts';
import { GST, type SchoolTax } from '../../contract/tax.ts';
import { buyAction, discountText, plansOf, taxText, validityText } from './pricing.ts';

const t = createI18n({ language: 'en', languages: ['en'] }).t;
const plan = (over: Partial<Pricing> = {}): Pricing => ({
  id: 1, course_id: 9, plan_name: 'Standard', plan_type: 'standard', price: 250000, discount: null,
  validity: { validity_type: 'relative', validity: 365 }, tax_mode: 'no_tax', is_default: true, ...over,
});

describe('plan pricing', () => {
  // The arithmetic is src/contract/plan-price.ts (its own table of cases); this file is the words.
  it('says the discount as "20% off" or "₹500 off" in the school currency', () => {
    expect(discountText(plan({ discount: { kind: 0, value: 20 } }), 2, 'en-IN', t)).toBe('20% off');
    expect(discountText(plan({ discount: { kind: 1, value: 50000 } }), 2, 'en-IN', t)).toBe('₹500 off');
    expect(discountText(plan({ discount: { kind: 1, value: 500 } }), 1, 'en-IN', t)).toBe('$5 off');
    expect(discountText(plan({ discount: { kind: 1, value: 1500 } }), 32, 'en-IN', t)).toBe('€15 off');
    expect(discountText(plan(), 2, 'en-IN', t)).toBeNull();
  });

  it('says the validity', () => {
    expect(validityText(plan({ validity: { validity_type: 'fixed', end_date: '2027-03-31' } }), 'en-IN', t)).toBe('Valid till 31 Mar 2027');
    expect(validityText(plan(), 'en-IN', t)).toBe('Valid for 365 days');
    expect(validityText(plan({ validity: { validity_type: 'relative', validity: 1 } }), 'en-IN', t)).toBe('Valid for 1 day');
  });

  it('says the tax: nothing, included or extra', () => {
    expect(taxText(plan(), GST, 'en-IN', t)).toBeNull();
    expect(taxText(plan({ tax_mode: 'pre_gst' }), GST, 'en-IN', t)).toBe('Price includes 18% GST');
    expect(taxText(plan({ tax_mode: 'post_gst' }), GST, 'en-IN', t)).toBe('+ 18% GST');
  });

  it("names the school's own tax, and none for a school without one", () => {
    const vat: SchoolTax = { label: 'VAT', rate_percent: 20 };
    expect(taxText(plan({ tax_mode: 'pre_gst' }), vat, 'en-IN', t)).toBe('Price includes 20% VAT');
    expect(taxText(plan({ tax_mode: 'post_gst' }), vat, 'en-IN', t)).toBe('+ 20% VAT');
    expect(taxText(plan({ tax_mode: 'post_gst' }), { label: 'Sales tax', rate_percent: 8.25 }, 'en-IN', t)).toBe('+ 8.25% Sales tax');
    expect(taxText(plan({ tax_mode: 'pre_gst' }), null, 'en-IN', t)).toBeNull();
    expect(taxText(plan({ tax_mode: 'post_gst' }), null, 'en-IN', t)).toBeNull();
  });

  it('puts the default plan first, then the cheapest after discount', () => {
    const plans = plansOf([plan({ id: 3, is_default: false, price: 90000 }), plan({ id: 2, is_default: false, price: 100000, discount: { kind: 0, value: 20 } }), plan({ id: 1 })], 2);
    expect(plans.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('buy action', () => {
  const product = { display_status: 'live', access: 'public_access', price: { price: 250000, list_price: null, is_free: false } } as const;
  it('buys, or enrols for free', () => {
    expect(buyAction(product, 'a@b.co', plan(), 2)).toEqual({ kind: 'buy', free: false });
    expect(buyAction(product, 'a@b.co', plan({ price: 0 }), 2)).toEqual({ kind: 'buy', free: true });
  });
  it('sends private products to the admin and shows coming soon / expired instead of buy', () => {
    expect(buyAction({ ...product, access: 'private_access' }, 'a@b.co', plan(), 2)).toEqual({ kind: 'contact', email: 'a@b.co' });
    expect(buyAction({ ...product, display_status: 'coming_soon' }, 'a@b.co', plan(), 2)).toEqual({ kind: 'status', status: 'coming_soon' });
    expect(buyAction({ ...product, display_status: 'expired' }, 'a@b.co', plan(), 2)).toEqual({ kind: 'status', status: 'expired' });
    expect(buyAction({ ...product, display_status: 'scheduled' }, 'a@b.co', plan(), 2).kind).toBe('buy');
  });
});
