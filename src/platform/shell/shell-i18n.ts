import { createInstance, type i18n as I18n } from 'i18next';
import type { LanguageCode } from '../../contract/school-config.ts';
import { featureMessages } from '../features.ts';

/** The platform's string groups the shell pages' islands use (src/i18n/<lang>.json); the rest stay on the server. */
const PLATFORM_ISLAND_GROUPS = ['shell'];

/** The string groups the shell pages' islands use: the platform's and every feature's. */
export const shellStringGroups = (): readonly string[] => [...PLATFORM_ISLAND_GROUPS, ...featureMessages().map((m) => m.group)];

/** Per language, the shell groups of the school's strings (its overrides applied): an island prop. */
export type ShellMessages = Partial<Record<LanguageCode, Record<string, unknown>>>;

/** Picks the shell groups of `languages` out of a school's i18next instance (server side, at build time). */
export function shellMessages(i18n: I18n, languages: readonly LanguageCode[]): ShellMessages {
  const out: ShellMessages = {};
  for (const language of new Set(languages)) {
    const bundle = i18n.getResourceBundle(language, 'translation') as Record<string, unknown> | undefined;
    if (!bundle) continue;
    out[language] = Object.fromEntries(shellStringGroups().filter((group) => group in bundle).map((group) => [group, bundle[group]]));
  }
  return out;
}

/** The island's i18next instance: the same strings on the server render and in the browser, so hydration matches. */
export function createShellI18n(language: LanguageCode, messages: ShellMessages): I18n {
  const resources = Object.fromEntries(Object.entries(messages).map(([lng, translation]) => [lng, { translation }]));
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en' in messages ? 'en' : language,
    resources,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
