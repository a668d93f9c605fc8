import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';
import { fill, plural, pluralForms } from './plural-forms.ts';

describe('plural forms for the live scripts', () => {
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

});
