import type { i18n as I18n } from 'i18next';
import { pluralForms } from '../../i18n/plural-forms.ts';
import type { ReviewStrings } from './live-reviews.ts';

/** Everything the live reviews script writes, in the page's words. */
export function reviewStrings(i18n: I18n, locale: string, classes: { on: string; off: string }): ReviewStrings {
  const raw = (key: string): string => {
    const text: unknown = i18n.getResource(i18n.language, 'translation', key) ?? i18n.getResource('en', 'translation', key);
    return typeof text === 'string' ? text : key;
  };
  return {
    locale,
    count: pluralForms(i18n, 'product.reviews.count', locale),
    stars: pluralForms(i18n, 'product.reviews.stars', locale),
    ratingLabel: pluralForms(i18n, 'store.card.ratingLabel', locale),
    more: raw('product.reviews.more'),
    on: classes.on,
    off: classes.off,
  };
}
