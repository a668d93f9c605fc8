import { describe, expect, it } from 'vitest';
import { invoiceLines, linesTotal } from './invoice-lines.ts';

describe('invoiceLines', () => {
  it('adds up to the total paid, with a coupon, tax added and wallet credit (NA-000003)', () => {
    const price = { list: 1899900, plan_discount: 399900, coupon: { code: 'WELCOME10', amount: 150000 }, price: 1350000, tax_rule: 'added' as const, tax: 243000,
      tax_lines: [{ label: 'CGST', rate_bp: 900, amount: 121500 }, { label: 'SGST', rate_bp: 900, amount: 121500 }], wallet: 50000, total: 1543000 };
    const lines = invoiceLines(price);
    expect(lines.map((l) => l.kind)).toEqual(['item', 'planDiscount', 'coupon', 'tax', 'tax', 'wallet']);
    expect(lines.at(-1)).toEqual({ kind: 'wallet', amount: -50000 });
    expect(linesTotal(lines)).toBe(price.total);
  });

  it('prints tax included in the price without adding it again', () => {
    const price = { list: 11900, plan_discount: 0, coupon: null, price: 11900, tax_rule: 'included' as const, tax: 1815,
      tax_lines: [{ label: 'IGST', rate_bp: 1800, amount: 1815 }], wallet: 1000, total: 10900 };
    const lines = invoiceLines(price);
    expect(lines.find((l) => l.kind === 'tax')).toMatchObject({ included: true, amount: 1815 });
    expect(linesTotal(lines)).toBe(price.total);
  });
});
