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
    const t = i18n.getFixedT(i18n.language, 'translation');
    kept = Object.assign([t, i18n, true] as [typeof t, I18n, boolean], { t, i18n, ready: true }) as unknown as Translation;
    byLanguage.set(i18n.language, kept);
  }
  return kept;
}

/** The translation hook every component uses: react-i18next's in the browser, a kept one on the server. */
export const useTranslation: () => Translation = typeof document === 'undefined' ? useServerTranslation : useClientTranslation;
