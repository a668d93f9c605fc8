import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { SHELL_PAGES, SHELL_ROUTES, shellPageFor } from './shell-pages.ts';

describe('shell pages', () => {
  it('every built shell route has a page, and every page is a built shell route', () => {
    expect(Object.keys(SHELL_PAGES).sort()).toEqual(SHELL_ROUTES.map((route) => route.id).sort());
  });

  it('a built shell route without a page fails loudly', () => {
    expect(() => shellPageFor('wallet')).toThrow(/no feature registers a page/);
  });

  it("every page's title is a string in both languages", () => {
    const en = createI18n({ language: 'en', languages: ['en'] });
    const hi = createI18n({ language: 'hi', languages: ['hi'] });
    for (const [id, page] of Object.entries(SHELL_PAGES)) {
      expect(en.exists(page.titleKey), id).toBe(true);
      expect(hi.exists(page.titleKey, { fallbackLng: [] }), id).toBe(true);
    }
  });

  it("loads each account page's code on demand", async () => {
    const signin = await shellPageFor('signin').load();
    expect(typeof signin).toBe('function');
  });
});
