import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type { LanguageCode } from '../contract/school-config.ts';
import en from './en.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import profileEn from '../features/profile/messages.en.json' with { type: 'json' };
import profileHi from '../features/profile/messages.hi.json' with { type: 'json' };
import contentEn from '../features/content/messages.en.json' with { type: 'json' };
import contentHi from '../features/content/messages.hi.json' with { type: 'json' };
import searchEn from '../features/search/messages.en.json' with { type: 'json' };
import searchHi from '../features/search/messages.hi.json' with { type: 'json' };
import learningEn from '../features/learning/messages.en.json' with { type: 'json' };
import learningHi from '../features/learning/messages.hi.json' with { type: 'json' };

export type { TFunction };

/**
 * Built-in strings, one JSON file per language (keys prefixed with their feature: `store.`, `product.`, `shell.`).
 * A feature may keep its strings beside its code (`src/features/<feature>/messages.<lang>.json`) and register them
 * here under its prefix.
 */
export const MESSAGES: Readonly<Record<LanguageCode, Record<string, unknown>>> = {
  en: { ...en, profile: profileEn, content: contentEn, search: searchEn, learning: learningEn },
  hi: { ...hi, profile: profileHi, content: contentHi, search: searchHi, learning: learningHi },
};

export { INTL_LOCALE } from './locales.ts';

export interface I18nOptions {
  /** The language pages are rendered in. */
  language: LanguageCode;
  /** The languages the school offers; their strings are loaded too. */
  languages: readonly LanguageCode[];
  /** The school's overrides: language -> flat `key -> text`, applied over the built-in strings. */
  overrides?: Partial<Record<LanguageCode, Record<string, string>>>;
}

/** One i18next instance per school: built-in strings merged with the school's overrides, initialised synchronously. */
export function createI18n({ language, languages, overrides = {} }: I18nOptions): I18n {
  const offered = new Set<LanguageCode>([language, ...languages, 'en']);
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const lng of offered) resources[lng] = { translation: structuredClone(MESSAGES[lng]) };
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...offered],
    resources,
    initAsync: false,
    returnNull: false,
    // React and Astro escape on output.
    interpolation: { escapeValue: false },
    // Strings are loaded synchronously; server rendering must never suspend.
    react: { useSuspense: false },
  });
  for (const lng of offered) {
    const extra = overrides[lng];
    if (extra && Object.keys(extra).length) instance.addResources(lng, 'translation', extra);
  }
  return instance;
}
