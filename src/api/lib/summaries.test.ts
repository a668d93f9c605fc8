import { describe, expect, it } from 'vitest';
import { priceAfterDiscount } from '../../contract/catalogue.ts';
import { priceSummary, ratingDistribution, ratingSummary } from './summaries.ts';

describe('price summary', () => {
  it('takes a percentage (kind 0) or an amount (kind 1) off, never below zero', () => {
    expect(priceAfterDiscount({ price: 999, discount: { kind: 0, value: 15 } })).toBe(849.15);
    expect(priceAfterDiscount({ price: 49.99, discount: { kind: 0, value: 33 } })).toBe(33.49);
    expect(priceAfterDiscount({ price: 500, discount: { kind: 1, value: 120 } })).toBe(380);
    expect(priceAfterDiscount({ price: 500, discount: { kind: 1, value: 900 } })).toBe(0);
    expect(priceAfterDiscount({ price: 500, discount: null })).toBe(500);
  });

  it('uses the default plan, else the cheapest, and shows a list price only when discounted', () => {
    const plan = (price: number, isDefault: boolean, discount: { kind: 0 | 1; value: number } | null = null) => ({ price, is_default: isDefault, discount });
    expect(priceSummary([plan(100, false), plan(300, true, { kind: 1, value: 50 })])).toEqual({ price: 250, list_price: 300, is_free: false });
    expect(priceSummary([plan(300, false), plan(100, false, { kind: 0, value: 100 })])).toEqual({ price: 0, list_price: 100, is_free: true });
    expect(priceSummary([plan(0, true)])).toEqual({ price: 0, list_price: null, is_free: true });
    expect(priceSummary([])).toBeNull();
  });
});

describe('rating summary', () => {
  it('rounds the average to one decimal and counts stars 1..5', () => {
    expect(ratingSummary(3, 13 / 3)).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary(2, 4.75)).toEqual({ average: 4.8, count: 2 });
    expect(ratingSummary(0, null)).toEqual({ average: 0, count: 0 });
    expect(ratingDistribution([5, 5, 1, 3])).toEqual([1, 0, 1, 0, 2]);
  });
});
