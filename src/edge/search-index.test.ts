/**
 * The edge serving a school's search index (`/_search/<part>.<hash>.json`, docs/decisions/0011-search.md), in
 * workerd over a fixture asset directory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_SCRIPTS_FILE, type SchoolScripts } from '#contract/bundle.ts';
import { CACHE_CONTROL } from './headers.ts';
import { bundle, pointer, startEdge, type Edge } from './testing/harness.ts';

const PREVIOUS = '20261122T090000Z-prev00';
const CURRENT_FILE = 'catalogue.0123456789abcdef.json';
const PREVIOUS_FILE = 'catalogue.fedcba9876543210.json';
const OLDER_FILE = 'lessons.aaaaaaaaaaaaaaaa.json';
const INDEX = JSON.stringify({ version: 1, part: 'catalogue' });
const MANIFEST_EN = JSON.stringify({ version: 1, parts: { catalogue: `/_search/${CURRENT_FILE}`, lessons: null }, counts: { course: 3 } });
const MANIFEST_HI = JSON.stringify({ version: 1, parts: { catalogue: '/_search/catalogue.2222222222222222.json', lessons: null }, counts: { course: 3 } });
/** The `data-search-index` attribute of a page's `<html>`, decoded. */
const manifestOf = (html: string): string | null => {
  const value = /<html[^>]*data-search-index="([^"]*)"/.exec(html)?.[1];
  return value === undefined ? null : value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
};

const FILES: Record<string, string> = {
  // demo: a deploy replaced PREVIOUS with BUILD a moment ago.
  '_sf/schools/demo/current.json': JSON.stringify({ ...JSON.parse(pointer('demo', 'learn')), previous: PREVIOUS }),
  [`${bundle('demo')}/learn/index.html`]: '<html lang="en"><body><h1>Demo store</h1></body></html>',
  [`${bundle('demo')}/404.html`]: '<html lang="en"><body><h1>Demo page not found</h1></body></html>',
  [`${bundle('demo')}/_lang/hi/learn/index.html`]: '<html lang="hi"><body><h1>डेमो स्टोर</h1></body></html>',
  [`${bundle('demo')}/_lang/hi/404.html`]: '<html lang="hi"><body><h1>पेज नहीं मिला</h1></body></html>',
  [`${bundle('demo')}/${SCHOOL_SCRIPTS_FILE}`]: JSON.stringify({
    school_id: 1, slug: 'demo', custom_domain: null, head: null, body: null, embed_origins: [],
    search_manifests: { default: MANIFEST_EN, languages: { hi: MANIFEST_HI } },
  } satisfies SchoolScripts),
  [`${bundle('demo')}/_search/${CURRENT_FILE}`]: INDEX,
  [`${bundle('demo')}/_search/notes.txt`]: 'not an index',
  [`${bundle('demo', PREVIOUS)}/_search/${PREVIOUS_FILE}`]: '{"previous":true}',
  // A build older than the previous one is never served.
  [`${bundle('demo', '20261121T090000Z-old000')}/_search/${OLDER_FILE}`]: '{}',
  // Another school's index is not the demo school's.
  '_sf/schools/campus/current.json': pointer('campus', 'campus'),
  [`${bundle('campus')}/_search/catalogue.1111111111111111.json`]: '{"campus":true}',
  // A build made before the edge set the manifest: its pages carry their own, which stays.
  [`${bundle('campus')}/campus/index.html`]: '<html lang="en" data-search-index="{&quot;own&quot;:true}"><body><h1>Campus</h1></body></html>',
  [`${bundle('campus')}/${SCHOOL_SCRIPTS_FILE}`]: JSON.stringify({ school_id: 2, slug: 'campus', custom_domain: null, head: null, body: null, embed_origins: [] }),
};

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge(FILES);
});
afterAll(async () => {
  await edge?.close();
});

describe("a page's search manifest", () => {
  it("is set by the edge from the build's school file, in the page's language, on pages and the 404", async () => {
    const store = await (await edge.get('http://demo.localhost/learn')).text();
    expect(manifestOf(store)).toBe(MANIFEST_EN);
    expect(store).toContain('<h1>Demo store</h1>');
    const hindi = await (await edge.get('http://demo.localhost/learn', { headers: { cookie: 'sf_lang=hi' } })).text();
    expect(hindi).toContain('डेमो स्टोर');
    expect(manifestOf(hindi)).toBe(MANIFEST_HI);
    const missing = await edge.get('http://demo.localhost/learn/nowhere/at/all');
    expect(missing.status).toBe(404);
    expect(manifestOf(await missing.text())).toBe(MANIFEST_EN);
  });

  it('is left as the page has it when the build names none (a build made before the edge set it)', async () => {
    expect(manifestOf(await (await edge.get('http://campus.localhost/campus')).text())).toBe('{"own":true}');
  });
});

describe('the search index', () => {
  it('is served from the current build as immutable JSON', async () => {
    const response = await edge.get(`http://demo.localhost/_search/${CURRENT_FILE}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.immutable);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a conditional request with 304, and HEAD without a body', async () => {
    const first = await edge.get(`http://demo.localhost/_search/${CURRENT_FILE}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await edge.get(`http://demo.localhost/_search/${CURRENT_FILE}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(CACHE_CONTROL.immutable);
    const head = await edge.get(`http://demo.localhost/_search/${CURRENT_FILE}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it("still serves the file a page of the build just replaced names, from the pointer's previous build", async () => {
    const response = await edge.get(`http://demo.localhost/_search/${PREVIOUS_FILE}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"previous":true}');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.immutable);
  });

  it('answers anything else under /_search with a plain 404 that is not cached', async () => {
    for (const path of [
      `/_search/${OLDER_FILE}`,
      '/_search/catalogue.1111111111111111.json',
      '/_search/notes.txt',
      '/_search',
      `/_search/x/${CURRENT_FILE}`,
      '/_search/catalogue.0123456789ABCDEF.json',
      '/_search/..%2F..%2Fcurrent.json',
    ]) {
      const response = await edge.get(`http://demo.localhost${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Not found');
      expect(response.headers.get('cache-control'), path).toBe(CACHE_CONTROL.none);
    }
  });

  it("is only ever the requesting school's", async () => {
    expect((await edge.get(`http://campus.localhost/_search/${CURRENT_FILE}`)).status).toBe(404);
    expect(await (await edge.get('http://campus.localhost/_search/catalogue.1111111111111111.json')).text()).toBe('{"campus":true}');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await edge.get(`http://demo.localhost/_search/${CURRENT_FILE}`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});


