import { describe, expect, it } from 'vitest';
import type { Pricing } from '../../contract/catalogue.ts';
import { createI18n } from '../../i18n/index.ts';
import { buyAction, discountText, plansOf, priceAfterDiscount, taxText, validityText } from './pricing.ts';

const t = createI18n({ language: 'en', languages: ['en'] }).t;
const plan = (over: Partial<Pricing> = {}): Pricing => ({
  id: 1, course_id: 9, plan_name: 'Standard', plan_type: 'standard', price: 2500, discount: null,
  validity: { validity_type: 'relative', validity: 365 }, tax_mode: 'no_tax', is_default: true, ...over,
});

describe('plan pricing', () => {
  it('takes a percentage or an amount off, never below zero', () => {
    expect(priceAfterDiscount(plan({ discount: { kind: 0, value: 20 } }))).toBe(2000);
    expect(priceAfterDiscount(plan({ discount: { kind: 1, value: 500 } }))).toBe(2000);
    expect(priceAfterDiscount(plan({ price: 300, discount: { kind: 1, value: 500 } }))).toBe(0);
    expect(priceAfterDiscount(plan({ price: 499, discount: { kind: 0, value: 20 } }))).toBe(399.2);
  });

  it('says the discount as "20% off" or "₹500 off" in the school currency', () => {
    expect(discountText(plan({ discount: { kind: 0, value: 20 } }), 2, t)).toBe('20% off');
    expect(discountText(plan({ discount: { kind: 1, value: 500 } }), 2, t)).toBe('₹500 off');
    expect(discountText(plan({ discount: { kind: 1, value: 5 } }), 1, t)).toBe('$5 off');
    expect(discountText(plan(), 2, t)).toBeNull();
  });

  it('says the validity', () => {
    expect(validityText(plan({ validity: { validity_type: 'fixed', end_date: '2027-03-31' } }), 'en-IN', t)).toBe('Valid till 31 Mar 2027');
    expect(validityText(plan(), 'en-IN', t)).toBe('Valid for 365 days');
    expect(validityText(plan({ validity: { validity_type: 'relative', validity: 1 } }), 'en-IN', t)).toBe('Valid for 1 day');
  });

  it('says the tax: nothing, included or extra', () => {
    expect(taxText(plan(), t)).toBeNull();
    expect(taxText(plan({ tax_mode: 'pre_gst' }), t)).toBe('Price includes 18% GST');
    expect(taxText(plan({ tax_mode: 'post_gst' }), t)).toBe('+ 18% GST');
  });

  it('puts the default plan first', () => {
    const plans = plansOf([plan({ id: 2, is_default: false, price: 100 }), plan({ id: 1 })]);
    expect(plans.map((p) => p.id)).toEqual([1, 2]);
  });
});

describe('buy action', () => {
  const product = { display_status: 'live', access: 'public_access', price: { price: 2500, list_price: null, is_free: false } } as const;
  it('buys, or enrols for free', () => {
    expect(buyAction(product, 'a@b.co', plan())).toEqual({ kind: 'buy', free: false });
    expect(buyAction(product, 'a@b.co', plan({ price: 0 }))).toEqual({ kind: 'buy', free: true });
  });
  it('sends private products to the admin and shows coming soon / expired instead of buy', () => {
    expect(buyAction({ ...product, access: 'private_access' }, 'a@b.co', plan())).toEqual({ kind: 'contact', email: 'a@b.co' });
    expect(buyAction({ ...product, display_status: 'coming_soon' }, 'a@b.co', plan())).toEqual({ kind: 'status', status: 'coming_soon' });
    expect(buyAction({ ...product, display_status: 'expired' }, 'a@b.co', plan())).toEqual({ kind: 'status', status: 'expired' });
    expect(buyAction({ ...product, display_status: 'scheduled' }, 'a@b.co', plan()).kind).toBe('buy');
  });
});
