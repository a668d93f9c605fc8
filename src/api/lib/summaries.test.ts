import { describe, expect, it } from 'vitest';
import { priceAfterDiscount } from '../../contract/plan-price.ts';
import { priceSummary, ratingDistribution, ratingSummary, reviewsSummary } from './summaries.ts';

describe('price summary', () => {
  // Minor units (paise); the full table of cases is src/contract/plan-price.test.ts.
  it('takes a percentage (kind 0) or an amount (kind 1) off, never below zero, rounding down to the list price\'s precision', () => {
    expect(priceAfterDiscount({ price: 99900, discount: { kind: 0, value: 15 } }, 2)).toBe(84900);
    expect(priceAfterDiscount({ price: 4999, discount: { kind: 0, value: 33 } }, 1)).toBe(3349);
    expect(priceAfterDiscount({ price: 50000, discount: { kind: 1, value: 12000 } }, 2)).toBe(38000);
    expect(priceAfterDiscount({ price: 50000, discount: { kind: 1, value: 90000 } }, 2)).toBe(0);
    expect(priceAfterDiscount({ price: 50000, discount: null }, 2)).toBe(50000);
  });

  it('uses the default plan, else the cheapest, and shows a list price only when discounted', () => {
    const plan = (price: number, isDefault: boolean, discount: { kind: 0 | 1; value: number } | null = null) => ({ price, is_default: isDefault, discount });
    expect(priceSummary([plan(10000, false), plan(30000, true, { kind: 1, value: 5000 })], 2)).toEqual({ price: 25000, list_price: 30000, is_free: false });
    expect(priceSummary([plan(30000, false), plan(10000, false, { kind: 0, value: 100 })], 2)).toEqual({ price: 0, list_price: 10000, is_free: true });
    expect(priceSummary([plan(0, true)], 2)).toEqual({ price: 0, list_price: null, is_free: true });
    expect(priceSummary([], 2)).toBeNull();
    // ₹8,999 less 20%: ₹7,199 on the card, never ₹7,199.20.
    expect(priceSummary([plan(899900, true, { kind: 0, value: 20 })], 2)).toEqual({ price: 719900, list_price: 899900, is_free: false });
  });
});

describe('rating summary', () => {
  it('rounds the average to one decimal and counts stars 1..5', () => {
    expect(ratingSummary(3, 13 / 3)).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary(2, 4.75)).toEqual({ average: 4.8, count: 2 });
    expect(ratingSummary(0, null)).toEqual({ average: 0, count: 0 });
    expect(ratingDistribution([{ rating: 5, n: 2 }, { rating: 1, n: 1 }, { rating: 3, n: 1 }])).toEqual([1, 0, 1, 0, 2]);
  });

  it('summarises reviews from their counts by rating', () => {
    expect(reviewsSummary([{ rating: 4, n: 2 }, { rating: 5, n: 1 }])).toEqual({ average: 4.3, count: 3, distribution: [0, 0, 0, 2, 1] });
    expect(reviewsSummary([])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
  });
});
