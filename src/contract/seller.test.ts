import { describe, expect, it } from 'vitest';
import { gstinState, isValidGstin } from './billing-address.ts';
import { CheckoutSettings } from './checkout.ts';

const seller = {
  legal_name: 'Nova Academy Learning Private Limited',
  address: { line1: '4th Floor, 80 Feet Road', city: 'Bengaluru', state: 'KA', postal_code: '560034', country: 'IN' },
  tax_id: '29AAHCN1234F1ZM',
  sac: '999293',
};
const messages = (input: unknown) => {
  const parsed = CheckoutSettings.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('GSTIN', () => {
  it('takes a GSTIN whose check character is right, and tells its state', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAHCN1234F1ZM')).toBe(true);
    expect(gstinState('29AAHCN1234F1ZM')).toBe('KA');
    for (const bad of ['29AAHCN1234F1ZN', '29AAHCN1234F1Z', 'ABCDE1234F', '29aahcn1234f1zm']) expect(isValidGstin(bad), bad).toBe(false);
  });
});

describe("a school's seller", () => {
  it('in India, registered: a valid GSTIN of the seller state, that state in the address, and the SAC', () => {
    expect(messages({ seller_state: 'KA', seller })).toEqual([]);
    expect(messages({ seller_state: 'KA', seller: { ...seller, tax_id: '29AAHCN1234F1ZN' } })).toEqual(['seller.tax_id: not a valid GSTIN (15 characters, its last a check character)']);
    expect(messages({ seller_state: 'MH', seller: { ...seller, address: { ...seller.address, state: 'MH' } } })).toEqual(['seller.tax_id: a GSTIN of KA, but seller_state is MH']);
    expect(messages({ seller_state: 'KA', seller: { ...seller, sac: null } })).toEqual(['seller.sac: a GST-registered seller names the SAC of its service']);
  });

  it('elsewhere, or not registered: a name and an address', () => {
    const abroad = { ...seller, tax_id: null, sac: null, address: { line1: '500 Pier Avenue', city: 'Seattle', state: 'WA', postal_code: '98101', country: 'US' } };
    expect(messages({ seller_state: null, seller: abroad })).toEqual([]);
    expect(messages({ seller_state: null, seller: null })).toEqual([]);
  });
});
