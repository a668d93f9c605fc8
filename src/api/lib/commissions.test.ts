import { describe, expect, it } from 'vitest';
import { commissionOn } from './commissions.ts';

describe('commissionOn', () => {
  it('is the percentage of the price after discounts and before tax, rounded down to a whole minor unit', () => {
    const table: [price: number, tax: number, rule: 'none' | 'included' | 'added', percent: number, commission: number][] = [
      [800, 144, 'added', 10, 80],
      [944, 144, 'included', 10, 80],
      [999, 0, 'none', 10, 99],
      [999, 0, 'none', 20, 199],
      [1, 0, 'none', 10, 0],
      [0, 0, 'none', 90, 0],
    ];
    for (const [price, tax, tax_rule, percent, commission] of table) {
      expect({ price, tax, tax_rule, percent, got: commissionOn({ price, tax, tax_rule }, percent) }).toEqual({ price, tax, tax_rule, percent, got: commission });
    }
  });
});
