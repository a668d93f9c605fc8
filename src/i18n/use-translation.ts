import { useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { getI18n, I18nContext, useTranslation as useClientTranslation, type UseTranslationResponse } from 'react-i18next';

type Translation = UseTranslationResponse<'translation', undefined>;

// Per i18next instance and language: the build renders a school's pages language after language.
const onServer = new WeakMap<I18n, Map<string, Translation>>();

/**
 * On the server, a page renders each component once and nothing re-renders, yet react-i18next (17) copies every
 * property of the i18next instance into a new wrapper on each component's first render, so that a client can see
 * a language change. The large school's store page has 2,000 product cards of several translated parts each: that
 * copying was a fifth of its render. Here the server gets the instance's `t` for its language as it is.
 */
function useServerTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let byLanguage = onServer.get(i18n);
  if (!byLanguage) onServer.set(i18n, (byLanguage = new Map()));
  let kept = byLanguage.get(i18n.language);
  if (!kept) {
    const t = remembered(i18n.getFixedT(i18n.language, 'translation'));
    kept = Object.assign([t, i18n, true] as [typeof t, I18n, boolean], { t, i18n, ready: true }) as unknown as Translation;
    byLanguage.set(i18n.language, kept);
  }
  return kept;
}

/**
 * `t`, answering a call it answered before from what it answered: the strings do not change while pages render, and
 * i18next copies its whole options object on every call (a small school's pages make fifteen thousand calls, sixty
 * or so different ones). Calls whose options hold anything but strings and numbers are passed on as they are.
 */
function remembered<T>(t: T): T {
  const call = t as unknown as (...args: unknown[]) => unknown;
  const answers = new Map<string, unknown>();
  return ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    let id: string | null = null;
    if (typeof key === 'string' && rest.length === 0) {
      if (options === undefined) id = key;
      else if (options !== null && typeof options === 'object' && Object.values(options).every((v) => typeof v === 'string' || typeof v === 'number')) id = `${key}\u0000${JSON.stringify(options)}`;
    }
    if (id === null) return call(key, options, ...rest);
    if (!answers.has(id)) answers.set(id, call(key, options));
    return answers.get(id);
  }) as unknown as T;
}

/** The translation hook every component uses: react-i18next's in the browser, a kept one on the server. */
export const useTranslation: () => Translation = typeof document === 'undefined' ? useServerTranslation : useClientTranslation;
