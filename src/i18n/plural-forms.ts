import type { i18n as I18n } from 'i18next';

/**
 * Counted words for the small scripts that bring prerendered numbers up to date in the browser (a sales page's
 * reviews, a card's rating) without shipping i18next or the strings catalogue: the server writes a message's plural
 * forms into the page, in its language with the school's overrides, and the browser picks one with
 * `Intl.PluralRules`, as i18next does (decision 0041).
 */

/** A message's forms by plural category (`one`, `other`, ...), `{{name}}` placeholders kept. */
export type PluralForms = Readonly<Record<string, string>>;

/** `template` with its `{{name}}` placeholders filled. */
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The form for `count` in the page's language, filled; the `other` form when the language's category is missing. */
export function plural(forms: PluralForms, locale: string, count: number, vars: Readonly<Record<string, string | number>> = {}): string {
  const category = new Intl.PluralRules(locale).select(count);
  return fill(forms[category] ?? forms['other'] ?? '', { count, ...vars });
}

const categoriesByLocale = new Map<string, readonly string[]>();
const pluralCategories = (locale: string): readonly string[] => {
  let categories = categoriesByLocale.get(locale);
  if (!categories) categoriesByLocale.set(locale, (categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories));
  return categories;
};

/**
 * On the server: a message's plural forms as written, placeholders kept, in the page's language (the school's
 * overrides included). Falls back as i18next does: the language, then English.
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
