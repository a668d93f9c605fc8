import { describe, expect, it } from 'vitest';
import type { Review } from '../../contract/catalogue.ts';
import { createI18n } from '../../i18n/index.ts';
import { newestReviews } from './live-reviews.ts';
import { reviewStrings } from './review-strings.ts';

const review = (id: number, created_at: string): Review => ({ id, course_id: 1, author_name: 'A', rating: 5, text: '', created_at });

describe('live reviews', () => {
  it("carries the school's own words for a string", () => {
    const i18n = createI18n({ language: 'en', languages: ['en'], overrides: { en: { 'product.reviews.more': 'Latest {{shown}} of {{count}}' } } });
    expect(reviewStrings(i18n, 'en-IN', { on: 'a', off: 'b' }).more).toBe('Latest {{shown}} of {{count}}');
  });

  it('shows the newest reviews first, as the page does', () => {
    const list = [review(1, '2026-11-01T00:00:00.000Z'), review(3, '2026-11-20T00:00:00.000Z'), review(2, '2026-11-20T00:00:00.000Z')];
    expect(newestReviews(list, 2).map((r) => r.id)).toEqual([3, 2]);
  });
});
