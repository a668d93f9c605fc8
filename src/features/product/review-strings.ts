import type { i18n as I18n } from 'i18next';
import type { PluralForms, ReviewStrings } from './live-reviews.ts';

const categoriesByLocale = new Map<string, readonly string[]>();
const pluralCategories = (locale: string): readonly string[] => {
  let categories = categoriesByLocale.get(locale);
  if (!categories) categoriesByLocale.set(locale, (categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories));
  return categories;
};

/**
 * A message's plural forms as written, placeholders kept, in the page's language (the school's overrides
 * included), for the browser to pick by Intl.PluralRules (live-reviews.ts). Falls back as i18next does: the
 * language, then English.
 */
export function pluralForms(i18n: I18n, key: string, locale: string): PluralForms {
  const categories = pluralCategories(locale);
  const forms: Record<string, string> = {};
  for (const category of new Set([...categories, 'other'])) {
    for (const language of [i18n.language, 'en']) {
      const text: unknown = i18n.getResource(language, 'translation', `${key}_${category}`);
      if (typeof text === 'string') {
        forms[category] = text;
        break;
      }
    }
  }
  return forms;
}

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
