/**
 * The edge putting a school's theme into its pages (`<style data-sf-theme>`, from the build's `_sf-school.json`), in
 * workerd over a fixture bucket: the pages are the same files whatever the school's colours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_SCRIPTS_FILE, type SchoolScripts } from '#contract/bundle.ts';
import { bundle, pointer, startEdge, type Edge } from './testing/harness.ts';

const THEME = ":root{--sf-primary:#1e3a8a;--sf-font:'IBM Plex Sans', system-ui}";
const page = (lang: string, body: string) => `<html lang="${lang}"><head><title>t</title><style data-sf-theme="true"></style><link rel="stylesheet" href="/_astro/a.css"></head><body>${body}</body></html>`;
const scripts = (school_id: number, slug: string, extra: Partial<SchoolScripts> = {}) =>
  JSON.stringify({ school_id, slug, custom_domain: null, head: null, body: null, embed_origins: [], ...extra } satisfies SchoolScripts);

const FILES: Record<string, string> = {
  '_sf/schools/demo/current.json': pointer('demo', 'learn'),
  [`${bundle('demo')}/learn/index.html`]: page('en', '<h1>Demo store</h1>'),
  [`${bundle('demo')}/404.html`]: page('en', '<h1>Demo page not found</h1>'),
  [`${bundle('demo')}/_lang/hi/learn/index.html`]: page('hi', '<h1>डेमो स्टोर</h1>'),
  [`${bundle('demo')}/${SCHOOL_SCRIPTS_FILE}`]: scripts(1, 'demo', { theme_css: THEME, head: '<meta name="school-head" content="1">' }),
  // A build made before the edge set the theme: its pages carry their own, which stays.
  '_sf/schools/campus/current.json': pointer('campus', 'campus'),
  [`${bundle('campus')}/campus/index.html`]: '<html lang="en"><head><style data-sf-theme="true">:root{--sf-primary:#0f766e}</style></head><body><h1>Campus</h1></body></html>',
  [`${bundle('campus')}/${SCHOOL_SCRIPTS_FILE}`]: scripts(2, 'campus'),
};

/** The CSS in a page's theme element. */
const themeOf = (html: string): string | null => /<style data-sf-theme="true">([^<]*)<\/style>/.exec(html)?.[1] ?? null;

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge(FILES);
});
afterAll(async () => {
  await edge?.close();
});

describe("a page's theme", () => {
  it("is the build's theme CSS, as written, before the shared styles, on every page, in every language and on the 404", async () => {
    const store = await (await edge.get('http://demo.localhost/learn')).text();
    expect(themeOf(store)).toBe(THEME);
    // In its place: the shared stylesheet and the school's own head code still come after it.
    expect(store.indexOf('data-sf-theme')).toBeLessThan(store.indexOf('/_astro/a.css'));
    expect(store.indexOf('/_astro/a.css')).toBeLessThan(store.indexOf('school-head'));
    const hindi = await (await edge.get('http://demo.localhost/learn', { headers: { cookie: 'sf_lang=hi' } })).text();
    expect([hindi.includes('डेमो स्टोर'), themeOf(hindi)]).toEqual([true, THEME]);
    const missing = await edge.get('http://demo.localhost/learn/nowhere');
    expect(missing.status).toBe(404);
    expect(themeOf(await missing.text())).toBe(THEME);
  });

  it('is in the ETag: a new theme is a new page for caches though the file is the same', async () => {
    const first = await edge.get('http://demo.localhost/learn');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect((await edge.get('http://demo.localhost/learn', { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('is left as the page has it when the build names none (a build made before the edge set it)', async () => {
    expect(themeOf(await (await edge.get('http://campus.localhost/campus')).text())).toBe(':root{--sf-primary:#0f766e}');
  });
});
