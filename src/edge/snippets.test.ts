/**
 * The school's head and body snippets (SPEC.md sections 2, 3 and 9; ARCHITECTURE.md decision 10), injected by the
 * edge worker running in workerd, and the CSP that names them.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_SCRIPTS_FILE, type SchoolScripts } from '#contract/bundle.ts';
import { SCRIPTLESS_SCHOOL_ID } from '../platform/session/school-scripts.ts';
import { ROUTES } from '../routes/route-table.ts';
import { CACHE_CONTROL } from './headers.ts';
import { bundle, pointer, startEdge, type Edge } from './testing/harness.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Like an Astro page: an inline script of its own in the head. */
const PAGE_SCRIPT = 'document.documentElement.dataset.page = "astro"';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${PAGE_SCRIPT}</script></head><body><h1>${title}</h1></body></html>`;

const TAG_SCRIPT = 'window.dataLayer = window.dataLayer || [];';
const HEAD = `<meta name="verification" content="tagged"><script async src="https://tags.example.com/t.js?id=1"></script><script>${TAG_SCRIPT}</script>`;
const BODY_SCRIPT = "document.documentElement.dataset.schoolSnippet = 'loaded'";
const BODY = `<script>${BODY_SCRIPT}</script><noscript><img src="https://px.example.net/p.gif" alt=""></noscript>`;

const scripts = (slug: string, overrides: Partial<SchoolScripts> = {}): string =>
  JSON.stringify({ school_id: 501, slug, custom_domain: null, head: HEAD, body: BODY, embed_origins: [], ...overrides } satisfies SchoolScripts);

// A built shell route without parameters, whichever the table has now: shell pages get the snippets too.
const shell = ROUTES.find((route) => route.kind === 'shell' && route.built && !route.pattern.includes(':'));

/** One school's build: store page, 404 page, a shell, and its `_sf-school.json` (raw, so it can be broken). */
const school = (slug: string, schoolScripts: string | null, customDomain: string | null = null): Record<string, string> => ({
  [`_sf/schools/${slug}/current.json`]: pointer(slug, 'learn', undefined, customDomain),
  [`${bundle(slug)}/learn/index.html`]: page(`${slug} store`),
  [`${bundle(slug)}/404.html`]: page(`${slug} page not found`),
  ...(shell ? { [`${bundle(slug)}/learn/_shells/${shell.id}.html`]: page(`${slug} shell`) } : {}),
  ...(schoolScripts === null ? {} : { [`${bundle(slug)}/${SCHOOL_SCRIPTS_FILE}`]: schoolScripts }),
});

const FILES: Record<string, string> = {
  // learn.alias.example reaches the school, but is not its custom domain: it fails the host check.
  '_sf/hosts.json': JSON.stringify({ 'learn.tagged.example': 'tagged', 'learn.alias.example': 'tagged' }),
  ...school('tagged', scripts('tagged', { custom_domain: 'learn.tagged.example' }), 'learn.tagged.example'),
  ...school('scriptless', scripts('scriptless', { school_id: SCRIPTLESS_SCHOOL_ID })),
  ...school('plain', scripts('plain', { head: null, body: null })),
  ...school('nofile', null),
  ...school('malformed', '{ "school_id": 501, "slug": "malformed", "head": "<script>'),
  ...school('misfiled', scripts('tagged')),
  ...school('unclosed', scripts('unclosed', { head: '<script>window.broken = true' })),
  ...school('insecure', scripts('insecure', { head: '<script src="http://tags.example.org/t.js"></script>', body: null })),
};

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge(FILES);
});
afterAll(async () => {
  await edge?.close();
});

/** The sources of one directive of a policy. */
function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

function expectNoSnippets(body: string, policy: string | null) {
  expect(body).not.toContain('tags.example');
  expect(body).not.toContain('schoolSnippet');
  expect(directive(policy, 'script-src')).toEqual(["'self'", hash(PAGE_SCRIPT)]);
  expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
}

describe('a page of a school with snippets', () => {
  it('gets the head snippet at the end of <head> and the body snippet at the end of <body>', async () => {
    const response = await edge.get('http://tagged.localhost/learn');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      `<!doctype html><html><head><title>tagged store</title><script>${PAGE_SCRIPT}</script>${HEAD}</head>` +
        `<body><h1>tagged store</h1>${BODY}</body></html>`,
    );
  });

  it('has a CSP naming the snippets’ script origins and inline hashes, and the page’s own inline script', async () => {
    const policy = (await edge.get('http://tagged.localhost/learn')).headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://tags.example.com', ...[hash(BODY_SCRIPT), hash(PAGE_SCRIPT), hash(TAG_SCRIPT)].sort()]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://tags.example.com']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https:', 'https://tags.example.com']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'https:', 'http:']) expect(directive(policy, 'script-src')).not.toContain(bad);
  });

  it('gets them on its custom domain and on its 404 page too', async () => {
    expect(await (await edge.get('http://learn.tagged.example/learn')).text()).toContain(BODY);
    const missing = await edge.get('http://tagged.localhost/learn/no/such/page/here/at/all');
    expect(missing.status).toBe(404);
    const body = await missing.text();
    expect(body).toContain('tagged page not found');
    expect(body).toContain(`${HEAD}</head>`);
    expect(body).toContain(`${BODY}</body>`);
    expect(directive(missing.headers.get('content-security-policy'), 'script-src')).toContain('https://tags.example.com');
  });

  it.runIf(shell)('gets them on shell pages', async () => {
    const response = await edge.get(`http://tagged.localhost/learn${shell!.pattern}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('tagged shell');
    expect(body).toContain(`${BODY}</body>`);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const get = await edge.get('http://tagged.localhost/learn');
    const head = await edge.get('http://tagged.localhost/learn', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['content-security-policy', 'etag', 'cache-control', 'content-type']) expect(head.headers.get(name), name).toBe(get.headers.get(name));
  });

  it('has an ETag of what is sent, and answers a matching If-None-Match with 304', async () => {
    const first = await edge.get('http://tagged.localhost/learn');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{24}"$/);
    const again = await edge.get('http://tagged.localhost/learn', { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(CACHE_CONTROL.html);
    // The same file without the snippets is another representation, so another tag.
    const alias = await edge.get('http://learn.alias.example/learn', { headers: { 'if-none-match': etag! } });
    expect(alias.status).toBe(200);
    expect(alias.headers.get('etag')).not.toBe(etag);
  });
});

describe('where the snippets never go', () => {
  it('not on a mock-test page (the route is not built yet, so it is the 404 page)', async () => {
    for (const path of ['/learn/mock-test/12', '/learn/mock-test/12/report', '/learn/mock%2Dtest/12']) {
      const response = await edge.get(`http://tagged.localhost${path}`);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).toContain('tagged page not found');
      expectNoSnippets(body, response.headers.get('content-security-policy'));
    }
  });

  it(`not for school ${SCRIPTLESS_SCHOOL_ID}`, async () => {
    for (const path of ['/learn', '/learn/nowhere']) {
      const response = await edge.get(`http://scriptless.localhost${path}`);
      expectNoSnippets(await response.text(), response.headers.get('content-security-policy'));
    }
  });

  it('not on a host that fails the check, though it reaches the school', async () => {
    const response = await edge.get('http://learn.alias.example/learn');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toBe(page('tagged store'));
    expectNoSnippets(body, response.headers.get('content-security-policy'));
  });

  it('a page kept from one request never goes to another it does not fit: 404s and hosts in turn, each twice', async () => {
    // The edge keeps each page it prepared (serve.ts): by its build, file, language and whether snippets go on it.
    const cases = [
      { url: 'http://tagged.localhost/learn/nowhere', snippets: true },
      { url: 'http://tagged.localhost/learn/mock-test/7', snippets: false },
      { url: 'http://learn.alias.example/learn', snippets: false },
      { url: 'http://learn.tagged.example/learn', snippets: true },
    ];
    for (const { url, snippets } of [...cases, ...cases.toReversed()]) {
      const body = await (await edge.get(url)).text();
      expect(body.includes(BODY), url).toBe(snippets);
    }
  });

  it('leaves a school without snippets (or without the file) untouched', async () => {
    for (const slug of ['plain', 'nofile']) {
      const response = await edge.get(`http://${slug}.localhost/learn`);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toBe(page(`${slug} store`));
      expectNoSnippets(body, response.headers.get('content-security-policy'));
    }
  });
});

describe('the snippet file', () => {
  it('is never served, nor anything under /_sf', async () => {
    for (const path of ['/_sf-school.json', '/%5Fsf-school.json', '/_SF-school.json', '/_sf/schools/tagged/current.json', `/_sf/schools/tagged/builds/x/${SCHOOL_SCRIPTS_FILE}`, '/learn/_sf-school.json']) {
      const response = await edge.get(`http://tagged.localhost${path}`);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).toContain('tagged page not found');
      expect(body, path).not.toContain('"school_id"');
    }
  });

  it('when malformed, or naming another school, means no snippets; the page is still served', async () => {
    for (const slug of ['malformed', 'misfiled']) {
      const response = await edge.get(`http://${slug}.localhost/learn`);
      expect(response.status, slug).toBe(200);
      const body = await response.text();
      expect(body, slug).toBe(page(`${slug} store`));
      expectNoSnippets(body, response.headers.get('content-security-policy'));
    }
    expect(edge.logged('error', `ignoring /${bundle('malformed')}/${SCHOOL_SCRIPTS_FILE}: not JSON`)).toBe(true);
    expect(edge.logged('error', `ignoring /${bundle('misfiled')}/${SCHOOL_SCRIPTS_FILE}: it names school tagged`)).toBe(true);
  });
});

describe('a snippet that cannot be injected safely', () => {
  it('is left out (and logged) when it would leave a script open; the other snippet still goes in', async () => {
    const response = await edge.get('http://unclosed.localhost/learn');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain('window.broken');
    expect(body).toContain(`<h1>unclosed store</h1>${BODY}</body>`);
    expect(directive(response.headers.get('content-security-policy'), 'script-src')).toEqual(["'self'", ...[hash(BODY_SCRIPT), hash(PAGE_SCRIPT)].sort()]);
    expect(edge.logged('error', 'not injecting the head snippet of unclosed: it leaves a tag, a comment or a script')).toBe(true);
  });

  it('goes in, but its plain-http script is not allowed by the CSP (and that is logged)', async () => {
    const response = await edge.get('http://insecure.localhost/learn');
    expect(await response.text()).toContain('<script src="http://tags.example.org/t.js"></script></head>');
    const policy = response.headers.get('content-security-policy');
    expect(policy).not.toContain('tags.example.org');
    expect(directive(policy, 'script-src')).toEqual(["'self'", hash(PAGE_SCRIPT)]);
    expect(edge.logged('error', 'the head snippet of insecure loads "http://tags.example.org/t.js": only https scripts are allowed')).toBe(true);
  });
});
