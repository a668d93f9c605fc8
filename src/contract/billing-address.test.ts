import { describe, expect, it } from 'vitest';
import { addressAsk, BillingAddress, COUNTRY_CODES, gstBillingState, INDIAN_STATES, indianStateName, placeOfSupply, TAX_ID_PATTERN } from './billing-address.ts';
import { checkoutPrice } from './checkout-price.ts';
import { GST } from './tax.ts';

const home = { name: 'Meera Nair', line1: '12 MG Road', city: 'Bengaluru', state: 'KA', postal_code: '560001', country: 'IN' };

describe('BillingAddress', () => {
  it('trims what was typed, writes a tax id without spaces in capitals, and fills the optional lines', () => {
    expect(BillingAddress.parse({ ...home, name: '  Meera Nair ', tax_id: '29abcde 1234f1z5' })).toEqual({
      ...home, company: '', line2: '', tax_id: '29ABCDE1234F1Z5',
    });
  });

  it('takes SPEC.md section 5 tax ids only: a PAN (5 letters, 4 digits, 1 letter) or 15 letters and digits', () => {
    for (const good of ['ABCDE1234F', '29ABCDE1234F1Z5', '123456789012345']) expect(TAX_ID_PATTERN.test(good), good).toBe(true);
    for (const bad of ['ABCD1234F', 'ABCDE12345', '1BCDE1234F', '29ABCDE1234F1Z', '29ABCDE1234F1Z56', 'ABCDE-1234F']) expect(TAX_ID_PATTERN.test(bad), bad).toBe(false);
  });

  it('asks an Indian address for a state and a 6-digit PIN, and lets an address abroad leave both out', () => {
    const issues = (value: object) => (BillingAddress.safeParse(value).error?.issues ?? []).map((i) => i.path.join('.'));
    expect(issues({ ...home, state: '', postal_code: '056001' })).toEqual(['state', 'postal_code']);
    expect(issues({ ...home, country: 'US', state: '', postal_code: '' })).toEqual([]);
    expect(issues({ ...home, country: 'GB', state: 'Greater London', postal_code: 'SW1A 1AA' })).toEqual([]);
    expect(issues({ ...home, country: 'XX' })).toEqual(['country']);
  });
});

describe('GST by the billing state', () => {
  const plan = { price: 100_000, discount: null, tax_mode: 'post_gst' as const };
  const lines = (billing: Parameters<typeof gstBillingState>[0]) =>
    checkoutPrice({ plan, currency: 2, tax: GST, coupon: null, sellerState: 'KA', billingState: gstBillingState(billing) }).tax_lines.map((l) => `${l.label} ${l.amount}`);

  it('splits CGST + SGST within the school\'s state (or with no address), IGST from another state or country', () => {
    expect(lines(null)).toEqual(['CGST 9000', 'SGST 9000']);
    expect(lines({ country: 'IN', state: 'KA' })).toEqual(['CGST 9000', 'SGST 9000']);
    expect(lines({ country: 'IN', state: 'MH' })).toEqual(['IGST 18000']);
    expect(lines({ country: 'AE', state: 'KA' })).toEqual(['IGST 18000']);
  });

  it('prints the place of supply with its GST state code, and names states in Hindi on Hindi pages', () => {
    expect(placeOfSupply('KA')).toBe('Karnataka (29)');
    expect(placeOfSupply('JK')).toBe('Jammu and Kashmir (01)');
    expect(placeOfSupply('XX')).toBeNull();
    expect(indianStateName('MH', 'hi')).toBe('महाराष्ट्र');
    expect(indianStateName('MH', 'en')).toBe('Maharashtra');
    expect(new Set(INDIAN_STATES.map(([, gst]) => gst)).size).toBe(INDIAN_STATES.length);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
});

describe('addressAsk', () => {
  it('asks for the products the school names, or all of them when it names none', () => {
    expect(addressAsk({ ask: 'required', course_ids: null }, 7)).toBe('required');
    expect(addressAsk({ ask: 'optional', course_ids: [7] }, 7)).toBe('optional');
    expect(addressAsk({ ask: 'required', course_ids: [7] }, 8)).toBe('never');
  });
});
