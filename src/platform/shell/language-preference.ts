import type { i18n as I18n } from 'i18next';
import { LanguageCode } from '../../contract/school-config.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { safeReturnTo } from '../session/guards.ts';
import type { KeyValueStorage } from '../session/storage-keys.ts';
import { browserStorage, LANGUAGE_KEY, rememberForPages, saveLanguage } from './language-memory.ts';

export { keepLanguage, LANGUAGE_KEY, languageCookie, saveLanguage } from './language-memory.ts';

/**
 * The learner's interface language among the school's `Languages` (SPEC.md section 3), chosen on
 * `/account/language-list`. Remembered twice: in localStorage under i18next's usual key, which every tab hears
 * change, and in the `sf_lang` cookie, by which the edge serves each page from the tree prerendered in that
 * language (decision 0040). A page therefore arrives in the learner's language, header and all; a shell page
 * switches in place too, for a choice made a moment ago or in another tab.
 */





/** The stored choice, when it is one of `offered`. */
export function readLanguage(storage: KeyValueStorage | null, offered: readonly string[]): LanguageCode | null {
  try {
    const parsed = LanguageCode.safeParse(storage?.getItem(LANGUAGE_KEY));
    return parsed.success && offered.includes(parsed.data) ? parsed.data : null;
  } catch {
    return null;
  }
}


/** A language's name in that language ("हिन्दी"), for the list; the code itself if Intl does not know it. */
export function nativeName(language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    return language;
  }
}

/** A language's name in the page's language ("Hindi"), as a second line for those who cannot read the first. */
export function nameIn(language: string, pageLanguage: string): string {
  try {
    return new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** Where the language list returns to: `from` when it is a safe path of this school, else the settings. */
export function languageListReturn(from: string | null, base: string): string {
  return safeReturnTo(from, base) ?? href(base, routeById('settings'));
}


/** An element of the layout's static text (header, footer, skip link), as `translateStaticText` sees it. */
export interface StaticTextElement {
  readonly dataset: DOMStringMap;
  textContent: string | null;
  setAttribute(name: string, value: string): void;
}

function variables(raw: string | undefined): Record<string, string | number> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string | number>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The layout's static text in the page's language: elements marked `data-i18n="key"` (with `data-i18n-vars` JSON
 * for its variables) get the key's text, `data-i18n-label="key"` its aria-label. Keys the page has no strings for
 * are left as rendered.
 */
export function translateStaticText(i18n: Pick<I18n, 't' | 'exists'>, texts: Iterable<StaticTextElement>, labels: Iterable<StaticTextElement>): void {
  for (const element of texts) {
    const key = element.dataset['i18n'];
    if (key && i18n.exists(key)) element.textContent = i18n.t(key, variables(element.dataset['i18nVars']) ?? {});
  }
  for (const element of labels) {
    const key = element.dataset['i18nLabel'];
    if (key && i18n.exists(key)) element.setAttribute('aria-label', i18n.t(key));
  }
}

/** Switches the page's strings (and `<html lang>`, which screen readers and date formats follow). */
export function applyLanguage(i18n: I18n, language: LanguageCode): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  translateStaticText(i18n, document.querySelectorAll<HTMLElement>('[data-i18n]'), document.querySelectorAll<HTMLElement>('[data-i18n-label]'));
}


/** The learner picks a language: applied here at once and remembered for every page of the school. */
export function chooseLanguage(i18n: I18n, language: LanguageCode): void {
  saveLanguage(browserStorage(), language);
  rememberForPages(language);
  applyLanguage(i18n, language);
}

/**
 * For the shell island as it starts: switches to the stored language (when the school offers it) and follows a
 * choice made in another tab. Returns the clean-up.
 */
export function followStoredLanguage(i18n: I18n, offered: readonly string[]): () => void {
  const stored = readLanguage(browserStorage(), offered);
  if (stored) {
    // A choice made before pages came in languages has no cookie yet: the next page will have it.
    rememberForPages(stored);
    applyLanguage(i18n, stored);
  }
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LANGUAGE_KEY) return;
    const next = readLanguage(browserStorage(), offered);
    if (next) {
      rememberForPages(next);
      applyLanguage(i18n, next);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
