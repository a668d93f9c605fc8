import { describe, expect, it } from 'vitest';
import type { Review } from '../../contract/catalogue.ts';
import { createI18n } from '../../i18n/index.ts';
import { fill, newestReviews, plural } from './live-reviews.ts';
import { pluralForms, reviewStrings } from './review-strings.ts';

const review = (id: number, created_at: string): Review => ({ id, course_id: 1, author_name: 'A', rating: 5, text: '', created_at });

describe('live reviews', () => {
  it('fills placeholders, leaving unknown ones', () => {
    expect(fill('Showing {{shown}} of {{count}} reviews', { shown: 10, count: 12 })).toBe('Showing 10 of 12 reviews');
    expect(fill('{{ count }} and {{x}}', { count: 3 })).toBe('3 and {{x}}');
  });

  it("picks the page language's plural form, as i18next does on the server", () => {
    const en = createI18n({ language: 'en', languages: ['en', 'hi'] });
    const forms = pluralForms(en, 'product.reviews.count', 'en-IN');
    expect(forms).toEqual({ one: '{{count}} review', other: '{{count}} reviews' });
    for (const count of [0, 1, 2, 21]) expect(plural(forms, 'en-IN', count)).toBe(en.t('product.reviews.count', { count }));
    const hi = createI18n({ language: 'hi', languages: ['en', 'hi'] });
    const label = pluralForms(hi, 'store.card.ratingLabel', 'hi-IN');
    for (const count of [1, 3]) expect(plural(label, 'hi-IN', count, { average: '4.3' })).toBe(hi.t('store.card.ratingLabel', { count, average: '4.3' }));
  });

  it("carries the school's own words for a string", () => {
    const i18n = createI18n({ language: 'en', languages: ['en'], overrides: { en: { 'product.reviews.more': 'Latest {{shown}} of {{count}}' } } });
    expect(reviewStrings(i18n, 'en-IN', { on: 'a', off: 'b' }).more).toBe('Latest {{shown}} of {{count}}');
  });

  it('shows the newest reviews first, as the page does', () => {
    const list = [review(1, '2026-11-01T00:00:00.000Z'), review(3, '2026-11-20T00:00:00.000Z'), review(2, '2026-11-20T00:00:00.000Z')];
    expect(newestReviews(list, 2).map((r) => r.id)).toEqual([3, 2]);
  });
});
