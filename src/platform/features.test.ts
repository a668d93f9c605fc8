import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table.ts';
import { createI18n } from '../i18n/index.ts';
import type { Feature } from './feature.ts';
import { featureErrorTexts, featuresByName, shellPages as registeredShellPages, SHELL_ROUTES, shellPageFor } from './features.ts';
import { loadPages, pageAdditionsFor, pageFor } from './features-build.ts';

const FEATURES = featuresByName();
const SHELL_PAGES = registeredShellPages();
const FEATURE_ERROR_TEXTS = featureErrorTexts();

const features: readonly [string, Feature][] = Object.entries(FEATURES);

describe('the features', () => {
  it('every built shell route has a page, and every page is a built shell route', () => {
    expect(Object.keys(SHELL_PAGES).sort()).toEqual(SHELL_ROUTES.map((route) => route.id).sort());
  });

  it('every feature folder registers itself, and the browser-side lists are made of what they register, each route once', () => {
    const folders = readdirSync(new URL('../features/', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(Object.keys(FEATURES).sort()).toEqual(folders.sort());
    const shellPages = features.flatMap(([, feature]) => Object.entries(feature.shellPages ?? {}));
    expect(new Set(shellPages.map(([id]) => id)).size).toBe(shellPages.length);
    expect(Object.fromEntries(shellPages)).toEqual(SHELL_PAGES);
    expect(FEATURE_ERROR_TEXTS).toEqual(features.flatMap(([, feature]) => (feature.errorTexts ? [feature.errorTexts] : [])));
  });

  it('a built shell route without a page fails loudly', () => {
    expect(() => shellPageFor('a-route-no-feature-serves')).toThrow(/no feature registers a page/);
  });

  it("every shell page's title is a string in both languages", () => {
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

  it('every built prerendered route has a page, and every page is a built prerendered route', async () => {
    const prerendered = ROUTES.filter((route) => route.built && route.kind === 'prerendered').map((route) => route.id);
    expect(Object.keys(await loadPages()).sort()).toEqual(prerendered.sort());
  });

  it('a built prerendered route without a page fails loudly', async () => {
    await expect(pageFor('no-such-route')).rejects.toThrow(/no feature registers a page/);
  });

  it('both sales routes get the learner island inside, the curriculum search, live reviews, the trailer and live ratings after; the store its own recent row and live ratings', async () => {
    for (const route of ['sales', 'sales-sub']) {
      const additions = await pageAdditionsFor(route);
      expect([additions.inside.length, additions.after.length], route).toEqual([1, 4]);
    }
    for (const route of ['store', 'store-home']) {
      const additions = await pageAdditionsFor(route);
      expect([additions.inside.length, additions.after.length], route).toEqual([0, 2]);
    }
    // Every other prerendered page with cards brings its ratings up to date, and nothing else.
    for (const route of ['category', 'products-courses', 'products-tests', 'products-test-series', 'free-resource']) {
      const additions = await pageAdditionsFor(route);
      expect([additions.inside.length, additions.after.length], route).toEqual([0, 1]);
    }
    expect(await pageAdditionsFor('about-us')).toEqual({ inside: [], after: [] });
  });
});
