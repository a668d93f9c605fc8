import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../session/storage-keys.ts';
import { applyLanguage, languageCookie, LANGUAGE_KEY, languageListReturn, nameIn, nativeName, readLanguage, saveLanguage, translateStaticText } from './language-preference.ts';

describe('the stored language', () => {
  it('is used only when the school offers it', () => {
    const storage = memoryStorage({ [LANGUAGE_KEY]: 'hi' });
    expect(readLanguage(storage, ['en', 'hi'])).toBe('hi');
    expect(readLanguage(storage, ['en'])).toBeNull();
    expect(readLanguage(memoryStorage({ [LANGUAGE_KEY]: 'fr' }), ['en', 'hi'])).toBeNull();
    expect(readLanguage(memoryStorage(), ['en'])).toBeNull();
    expect(readLanguage(null, ['en'])).toBeNull();
  });

  it('is saved under i18next’s key', () => {
    const storage = memoryStorage();
    saveLanguage(storage, 'hi');
    expect(storage.map.get(LANGUAGE_KEY)).toBe('hi');
  });

  it('switches an i18next instance', () => {
    const i18n = createInstance();
    void i18n.init({ lng: 'en', resources: { en: { translation: { a: 'Save' } }, hi: { translation: { a: 'सहेजें' } } }, initAsync: false });
    applyLanguage(i18n, 'hi');
    expect(i18n.t('a')).toBe('सहेजें');
  });
});

describe('language names', () => {
  it('names each language in itself and in the page language', () => {
    expect(nativeName('hi')).toBe('हिन्दी');
    expect(nativeName('en')).toBe('English');
    expect(nameIn('hi', 'en')).toBe('Hindi');
    expect(nameIn('en', 'hi')).toBe('अंग्रेज़ी');
  });
});

describe('where the list returns', () => {
  it('goes back to a safe `from`, else to the settings', () => {
    expect(languageListReturn('/learn/account/profile?x=1', 'learn')).toBe('/learn/account/profile?x=1');
    expect(languageListReturn('/learn', 'learn')).toBe('/learn');
    expect(languageListReturn('https://evil.example/learn', 'learn')).toBe('/learn/account/settings');
    expect(languageListReturn('//evil.example', 'learn')).toBe('/learn/account/settings');
    expect(languageListReturn('/other/account/profile', 'learn')).toBe('/learn/account/settings');
    expect(languageListReturn(null, 'learn')).toBe('/learn/account/settings');
  });
});

describe('the layout’s static text', () => {
  const element = (data: Record<string, string>, text = 'English') => {
    const attributes = new Map<string, string>();
    return { dataset: data as DOMStringMap, textContent: text as string | null, setAttribute: (name: string, value: string) => void attributes.set(name, value), attributes };
  };

  it('follows the language, with variables, leaving unknown keys alone', () => {
    const i18n = createInstance();
    void i18n.init({
      lng: 'hi',
      resources: { hi: { translation: { shell: { signIn: 'साइन इन', copyright: '© {{year}} {{school}}', nav: 'मुख्य' } } } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    const signIn = element({ i18n: 'shell.signIn' });
    const copyright = element({ i18n: 'shell.copyright', i18nVars: '{"year":2026,"school":"Nova"}' });
    const unknown = element({ i18n: 'shell.nothing' }, 'Kept');
    const nav = element({ i18nLabel: 'shell.nav' });
    translateStaticText(i18n, [signIn, copyright, unknown], [nav]);
    expect(signIn.textContent).toBe('साइन इन');
    expect(copyright.textContent).toBe('© 2026 Nova');
    expect(unknown.textContent).toBe('Kept');
    expect(nav.attributes.get('aria-label')).toBe('मुख्य');
  });
});

describe('the language cookie the edge reads', () => {
  it('names a language other than the default for a year, on the whole host', () => {
    expect(languageCookie('hi', 'en', false)).toBe('sf_lang=hi; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('hi', 'en', true)).toBe('sf_lang=hi; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is removed when the learner goes back to the default, which needs no pages of its own', () => {
    expect(languageCookie('en', 'en', false)).toBe('sf_lang=; Max-Age=0; Path=/; SameSite=Lax');
    expect(languageCookie('en', 'hi', false)).toBe('sf_lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
