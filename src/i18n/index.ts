import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type { LanguageCode } from '../contract/school-config.ts';
import en from './en.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import { featureMessages } from '../platform/features.ts';

export type { TFunction };

let messages: Readonly<Record<LanguageCode, Record<string, unknown>>> | undefined;

/**
 * Built-in strings, one JSON object per language and translation group (keys prefixed with their group: `shell.`,
 * `store.`): the platform's own here (`<lang>.json`), each feature's from its index.ts (src/platform/features.ts).
 * Gathered on first use: the features reach back to this module, so nothing of theirs is read while modules load.
 */
export function builtInMessages(): Readonly<Record<LanguageCode, Record<string, unknown>>> {
  if (!messages) {
    const out = { en: { ...en }, hi: { ...hi } } as Record<LanguageCode, Record<string, unknown>>;
    for (const { group, byLanguage } of featureMessages()) {
      for (const language of Object.keys(out) as LanguageCode[]) {
        if (group in out[language]) throw new Error(`The strings group "${group}" is registered twice`);
        out[language][group] = byLanguage[language];
      }
    }
    messages = out;
  }
  return messages;
}

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
  for (const lng of offered) resources[lng] = { translation: structuredClone(builtInMessages()[lng]) };
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
