import { LANGUAGE_COOKIE } from '../../contract/language-cookie.ts';
import type { LanguageCode } from '../../contract/language.ts';
import type { KeyValueStorage } from '../session/storage-keys.ts';

/**
 * Where the learner's language is remembered in this browser: localStorage under i18next's usual key, which every
 * tab hears change, and the `sf_lang` cookie, by which the edge serves each page from the tree prerendered in that
 * language (decision 0040). Without zod, so every page's shell script can apply an account's language.
 */
export const LANGUAGE_KEY = 'i18nextLng';

/** A year: the choice is the learner's until they change it. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The cookie the edge reads, for this school's host only. The school's default language needs no tree of its own,
 * so choosing it removes the cookie.
 */
export function languageCookie(language: LanguageCode, defaultLanguage: string, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return language === defaultLanguage ? `${LANGUAGE_COOKIE}=; Max-Age=0${attributes}` : `${LANGUAGE_COOKIE}=${language}; Max-Age=${COOKIE_MAX_AGE}${attributes}`;
}

/** The cookie's language as the browser holds it, if any. */
function cookieLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split(';').map((part) => part.trim().split('=')).find(([name]) => name === LANGUAGE_COOKIE);
  return pair?.[1] || null;
}

/** Makes the cookie say `language`, so the next page the edge serves is in it. */
export function rememberForPages(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  const defaultLanguage = document.documentElement.dataset['defaultLanguage'] ?? 'en';
  if ((cookieLanguage() ?? defaultLanguage) === language) return;
  document.cookie = languageCookie(language, defaultLanguage, location.protocol === 'https:');
}

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveLanguage(storage: KeyValueStorage | null, language: LanguageCode): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}

/** Remembers `language` for every page of the school in this browser, without switching this page. */
export function keepLanguage(language: LanguageCode): void {
  saveLanguage(browserStorage(), language);
  rememberForPages(language);
}
