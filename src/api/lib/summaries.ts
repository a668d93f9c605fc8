import type { z } from 'zod';
import type { Pricing, PriceSummary, RatingSummary, ReviewsResponse } from '../../contract/catalogue.ts';
import type { CurrencyCode } from '../../contract/money.ts';
import { priceAfterDiscount } from '../../contract/plan-price.ts';

/**
 * What a card shows as the product's price, from its default pricing (the cheapest plan if, against the tenant
 * rules, none is marked default), in minor units of the school's currency. `list_price` is set only when a discount
 * actually lowers the price.
 */
export function priceSummary(pricings: readonly Pick<Pricing, 'price' | 'discount' | 'is_default'>[], currency: CurrencyCode): z.infer<typeof PriceSummary> | null {
  const chosen = pricings.find((p) => p.is_default) ?? [...pricings].sort((a, b) => priceAfterDiscount(a, currency) - priceAfterDiscount(b, currency))[0];
  if (!chosen) return null;
  const price = priceAfterDiscount(chosen, currency);
  return { price, list_price: price < chosen.price ? chosen.price : null, is_free: price === 0 };
}

/** Average rounded to one decimal; 0 when there are no reviews. */
export function ratingSummary(count: number, average: number | null): z.infer<typeof RatingSummary> {
  return { average: count > 0 && average !== null ? Math.round(average * 10) / 10 : 0, count };
}

/** Count of 1..5-star reviews, in that order, from the number of reviews of each rating. */
export function ratingDistribution(byRating: readonly { rating: number; n: number }[]): [number, number, number, number, number] {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const { rating, n } of byRating) counts[rating - 1]! += n;
  return counts;
}

/** The summary of reviews counted by rating: average (one decimal), count and distribution. */
export function reviewsSummary(byRating: readonly { rating: number; n: number }[]): z.infer<typeof ReviewsResponse>['summary'] {
  const count = byRating.reduce((sum, { n }) => sum + n, 0);
  const total = byRating.reduce((sum, { rating, n }) => sum + rating * n, 0);
  return { ...ratingSummary(count, count ? total / count : null), distribution: ratingDistribution(byRating) };
}
