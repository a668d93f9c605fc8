/**
 * The edge worker in workerd (src/edge/testing/harness.ts): hosts, pages, redirects, assets, forwarding and
 * failures. The school snippets have their own suite (snippets.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_HEADER, SCHOOL_SCRIPTS_FILE, type SchoolScripts } from '#contract/bundle.ts';
import { CACHE_CONTROL, CONTENT_SECURITY_POLICY } from './headers.ts';
import { BUILD, bundle, LOCAL_EDGE, MISCONFIGURED_EDGE, pointer, startEdge, type Edge } from './testing/harness.ts';

const OLD_BUILD = '20261122T090000Z-old000';

/** The fixture asset directory: path -> contents. */
const FILES: Record<string, string> = {
  '_astro/x.abc123.js': 'console.log("shared")',
  '_sf/hosts.json': JSON.stringify({ 'learn.campus.example': 'campus', 'learn.nobuild.example': 'nobuild' }),

  '_sf/schools/demo/current.json': pointer('demo', 'learn'),
  [`${bundle('demo')}/learn/index.html`]: '<h1>Demo store</h1>',
  [`${bundle('demo')}/learn/home/index.html`]: '<h1>Demo home</h1>',
  [`${bundle('demo')}/learn/categories/physics/index.html`]: '<h1>Demo physics</h1>',
  // A shell for a route that is not built yet: it must not be served.
  [`${bundle('demo')}/learn/_shells/invoices.html`]: '<h1>Invoices shell</h1>',
  [`${bundle('demo')}/learn/_shells/category.html`]: '<h1>Category list shell</h1>',
  [`${bundle('demo')}/404.html`]: '<h1>Demo page not found</h1>',
  [`${bundle('demo')}/_media/logo.svg`]: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  // A product cover and the renditions the build made of it for the image proxy.
  [`${bundle('demo')}/_media/cover-a.svg`]: '<svg>cover</svg>',
  [`${bundle('demo')}/_media/_img/cover-a.svg.264.webp`]: 'webp 264',
  [`${bundle('demo')}/_media/_img/cover-a.svg.528.webp`]: 'webp 528',
  [`${bundle('demo')}/_media/_img/cover-a.svg.800.webp`]: 'webp 800',
  // Its pages in Hindi, served to a learner whose cookie chose Hindi.
  [`${bundle('demo')}/_lang/hi/learn/index.html`]: '<h1>डेमो स्टोर</h1>',
  [`${bundle('demo')}/_lang/hi/learn/_shells/settings.html`]: '<h1>सेटिंग्स</h1>',
  [`${bundle('demo')}/_lang/hi/404.html`]: '<h1>पेज नहीं मिला</h1>',
  [`${bundle('demo')}/learn/_shells/settings.html`]: '<h1>Settings</h1>',
  // The build the pointer replaced: still on disk, never served.
  [`${bundle('demo', OLD_BUILD)}/learn/index.html`]: '<h1>Old demo store</h1>',

  '_sf/schools/campus/current.json': pointer('campus', 'campus', BUILD, 'learn.campus.example'),
  [`${bundle('campus')}/campus/index.html`]: '<h1>Campus store</h1>',
  [`${bundle('campus')}/404.html`]: '<h1>Campus page not found</h1>',
  // Campus has the news feed on (demo's build has no feed: its /newsfeed is a 404).
  [`${bundle('campus')}/campus/_shells/newsfeed-category.html`]: '<h1>Campus feed</h1>',

  // A school whose build names its favicon, for browsers asking for /favicon.ico.
  '_sf/schools/iconic/current.json': pointer('iconic', 'learn'),
  [`${bundle('iconic')}/learn/index.html`]: '<h1>Iconic store</h1>',
  [`${bundle('iconic')}/_media/favicon.svg`]: '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
  // Its service worker and app manifest (cli/lib/app-files.ts).
  [`${bundle('iconic')}/_media/sw.js`]: 'self.addEventListener("fetch", () => {});',
  [`${bundle('iconic')}/_media/manifest.webmanifest`]: '{"name":"Iconic"}',
  [`${bundle('iconic')}/${SCHOOL_SCRIPTS_FILE}`]: JSON.stringify({
    school_id: 77, slug: 'iconic', custom_domain: null, head: null, body: null, embed_origins: [], favicon: '/_media/favicon.svg',
  } satisfies SchoolScripts),

  '_sf/schools/broken/current.json': '{ "slug": "broken",',
  '_sf/schools/no404/current.json': pointer('no404', 'learn'),
  [`${bundle('no404')}/learn/index.html`]: '<h1>No 404 store</h1>',
};
const SLUGS_AND_NAMES = ['demo', 'campus', 'nobuild', 'broken', 'no404', 'Demo', 'Campus'];

interface Echo {
  url: string;
  method: string;
  path: string;
  query: string;
  school: string | null;
  clientIp: string | null;
  addressHeaders: string[];
  body: string | null;
}

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge(FILES);
});
afterAll(async () => {
  await edge?.close();
});

const get = (url: string, init?: RequestInit) => edge.get(url, init);
const rawRequest = (target: string, host: string) => edge.rawRequest(target, host);
const logged = (level: string, text: string) => edge.logged(level, text);

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
}

async function expectPlainNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const body = await response.text();
  expect(body).toBe('Not found');
  for (const name of SLUGS_AND_NAMES) expect(body).not.toContain(name);
  expectSecurityHeaders(response);
}

describe('host -> school', () => {
  it('answers unknown hosts with a plain 404 that names no school', async () => {
    // nobody.localhost names a school that has no pointer: the same answer as a host that names none.
    for (const host of ['evil.com', 'evil.localhost.attacker.com', '127.0.0.1', 'localhost', 'nobody.localhost']) {
      await expectPlainNotFound(await get(`http://${host}/learn`));
    }
  });

  it('serves a custom domain its KV entry names, whatever the case and port', async () => {
    const response = await get('http://LEARN.Campus.Example:8443/campus');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Campus store</h1>');
  });

  it('reads the Host header of a real HTTP request', async () => {
    expect(await rawRequest('/learn', 'demo.localhost:8787')).toMatchObject({ status: 200, body: '<h1>Demo store</h1>' });
    expect(await rawRequest('/learn', 'evil.com')).toEqual({ status: 404, body: 'Not found' });
  });

  it('answers 404 for pages of a school whose pointer is missing or broken', async () => {
    await expectPlainNotFound(await get('http://nobuild.localhost/learn'));
    await expectPlainNotFound(await get('http://broken.localhost/learn'));
    expect(logged('error', 'ignoring pointer:broken: not JSON')).toBe(true);
  });
});

describe('pages', () => {
  it('serves the store from the build the pointer names, as short-lived HTML with a CSP', async () => {
    const response = await get('http://demo.localhost/learn');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Demo store</h1>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.html);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expectSecurityHeaders(response);
  });

  it('serves built prerendered routes from their own files', async () => {
    expect(await (await get('http://demo.localhost/learn/home')).text()).toBe('<h1>Demo home</h1>');
    expect(await (await get('http://demo.localhost/learn/categories/physics?utm_source=mail')).text()).toBe('<h1>Demo physics</h1>');
  });

  it("answers a category asked for a list (show, type, tags) with the route's shell", async () => {
    for (const query of ['type=1', 'show=recent', 'tags=jee,mock']) {
      expect(await (await get(`http://demo.localhost/learn/categories/physics?${query}`)).text(), query).toBe('<h1>Category list shell</h1>');
    }
  });

  it('answers routes that are not built, not in the table, or not rendered (the feed’s redirect into a build without the feed too) with the bundle 404 page', async () => {
    for (const path of ['/learn/wallet', '/learn/categories/chemistry', '/learn/communities', '/learn/newsfeed', '/learn/a/b/c/d/e/f/g/h/i', '/nowhere', '/_sf/hosts.json', '/_sf-school.json']) {
      const response = await get(`http://demo.localhost${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('<h1>Demo page not found</h1>');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expectSecurityHeaders(response);
    }
  });

  it("serves a page in the learner's chosen language when the school has it, else in its default", async () => {
    const hindi = { headers: { cookie: 'theme=dark; sf_lang=hi' } };
    const store = await get('http://demo.localhost/learn', hindi);
    expect(await store.text()).toBe('<h1>डेमो स्टोर</h1>');
    // Shared caches must not hand one learner's language to another.
    expect(store.headers.get('vary')).toBe('Cookie');
    expect(await (await get('http://demo.localhost/learn/account/settings', hindi)).text()).toBe('<h1>सेटिंग्स</h1>');
    const missing = await get('http://demo.localhost/learn/nowhere', hindi);
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>पेज नहीं मिला</h1>']);
    // A page the school has not translated, a language it does not offer, a made-up cookie: the default.
    expect(await (await get('http://demo.localhost/learn/home', hindi)).text()).toBe('<h1>Demo home</h1>');
    expect(await (await get('http://campus.localhost/campus', hindi)).text()).toBe('<h1>Campus store</h1>');
    for (const cookie of ['sf_lang=xx', 'sf_lang=../../campus', 'sf_lang=', 'other_sf_lang=hi']) {
      expect(await (await get('http://demo.localhost/learn', { headers: { cookie } })).text(), cookie).toBe('<h1>Demo store</h1>');
    }
    expect(await (await get('http://demo.localhost/learn/account/settings')).text()).toBe('<h1>Settings</h1>');
    // The language trees have no address of their own.
    for (const path of ['/_lang/hi/learn', '/learn/_lang/hi/learn', '/_lang/hi/404.html']) {
      expect((await get(`http://demo.localhost${path}`)).status, path).toBe(404);
    }
  });

  it('falls back to a plain 404 when the bundle has no 404 page', async () => {
    await expectPlainNotFound(await get('http://no404.localhost/learn/nowhere'));
  });

  it('moves a trailing slash (and doubled slashes) away with a 301, keeping the query', async () => {
    for (const [path, location] of [
      ['/learn/home/?a=1', '/learn/home?a=1'],
      ['/learn/', '/learn'],
      ['/learn//categories//physics', '/learn/categories/physics'],
    ] as const) {
      const response = await get(`http://demo.localhost${path}`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
      expectSecurityHeaders(response);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await get('http://demo.localhost/learn/home', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.html);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).toBe('');
  });

  it('refuses other methods on pages with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await get('http://demo.localhost/learn', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('never serves files outside the school build', async () => {
    for (const path of ['/learn/..%2F..%2F_sf%2Fhosts.json', '/_astro/..%2F_sf%2Fhosts.json', '/_media/..%2F..%2F..%2Fcampus%2Fcurrent.json', '/learn/%2e%2e/%2e%2e/_sf/hosts.json']) {
      const response = await get(`http://demo.localhost${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('campus');
    }
  });
});

describe('redirects', () => {
  it('sends / to the school base', async () => {
    for (const [host, location] of [
      ['demo.localhost', '/learn'],
      ['learn.campus.example', '/campus'],
    ] as const) {
      const response = await get(`http://${host}/`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
      expectSecurityHeaders(response);
    }
  });

  it('sends /newsfeed to the whole feed of a school that has the feed', async () => {
    const response = await get('http://learn.campus.example/campus/newsfeed?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/campus/newsfeed/categories/All?x=1');
    const feed = await get('http://learn.campus.example/campus/newsfeed/categories/All');
    expect(feed.status).toBe(200);
    expect(await feed.text()).toBe('<h1>Campus feed</h1>');
  });

  it('sends legacy /login and /signup to the account pages under the base, keeping the query', async () => {
    for (const [url, location] of [
      ['http://demo.localhost/login?x=1', '/learn/account/signin?x=1'],
      ['http://demo.localhost/signup', '/learn/account/signup'],
      ['http://demo.localhost/learn/login?x=1', '/learn/account/signin?x=1'],
      ['http://learn.campus.example/login?x=1', '/campus/account/signin?x=1'],
      ['http://learn.campus.example/campus/signup?segmentId=3', '/campus/account/signup?segmentId=3'],
    ] as const) {
      const response = await get(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get('location'), url).toBe(location);
    }
  });
});

describe('assets', () => {
  it('serves shared hashed assets as immutable, with conditional requests', async () => {
    const response = await get('http://demo.localhost/_astro/x.abc123.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("shared")');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.immutable);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expectSecurityHeaders(response);

    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('http://demo.localhost/_astro/x.abc123.js', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(CACHE_CONTROL.immutable);
  });

  it('does not mark a missing asset immutable', async () => {
    const response = await get('http://demo.localhost/_astro/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.none);
  });

  it("leads a browser asking for /favicon.ico to the school's favicon; a plain 404 when its build names none", async () => {
    const response = await get('http://iconic.localhost/favicon.ico');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/_media/favicon.svg');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.html);
    expectSecurityHeaders(response);
    const icon = await get('http://iconic.localhost/_media/favicon.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toContain('<circle');

    await expectPlainNotFound(await get('http://demo.localhost/favicon.ico'));
    expect((await get('http://iconic.localhost/learn/favicon.ico')).status).toBe(404);
  });

  it("serves the school's service worker at the host's root, checked again at each page; a plain 404 without one", async () => {
    const response = await get('http://iconic.localhost/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.serviceWorker);
    expect(await response.text()).toContain('addEventListener("fetch"');
    expectSecurityHeaders(response);
    const manifest = await get('http://iconic.localhost/_media/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);

    await expectPlainNotFound(await get('http://demo.localhost/sw.js'));
    expect((await get('http://iconic.localhost/learn/sw.js')).status).toBe(404);
  });

  it("serves the school's media from its bundle for an hour", async () => {
    const response = await get('http://demo.localhost/_media/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.media);
    expect(await response.text()).toContain('<svg');
    expect((await get('http://learn.campus.example/_media/logo.svg')).status).toBe(404);
  });

  it('answers the image proxy with the smallest rendition at least as wide as asked', async () => {
    for (const [query, body] of [
      ['w=264&h=149&fit=cover', 'webp 264'],
      ['w=100', 'webp 264'],
      ['w=265&fit=fill', 'webp 528'],
      ['w=528&h=297', 'webp 528'],
      ['w=2000', 'webp 800'],
    ] as const) {
      const response = await get(`http://demo.localhost/_media/cover-a.svg?${query}`);
      expect([response.status, await response.text()], query).toEqual([200, body]);
      expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.media);
    }
    // No size asked, or a file the build made no renditions of: the file itself.
    expect(await (await get('http://demo.localhost/_media/cover-a.svg')).text()).toBe('<svg>cover</svg>');
    expect(await (await get('http://demo.localhost/_media/logo.svg?w=264')).text()).toContain('<svg');
    // Another school's image is not reached through the proxy either.
    expect((await get('http://learn.campus.example/_media/cover-a.svg?w=264')).status).toBe(404);
  });

  it('refuses a size the proxy cannot give with a clear 400, never a stack trace', async () => {
    for (const [query, message] of [
      ['w=abc', 'w must be a whole number of pixels'],
      ['w=0', 'w must be at least 1'],
      ['w=99999', 'w must be at most 4096'],
      ['w=264&h=264', 'This image comes in 16:9 sizes only: give h = w × 9 / 16, or no h'],
      ['w=264&fit=stretch', 'fit must be cover or fill'],
      ['h=149', 'w must be a whole number of pixels'],
    ] as const) {
      const response = await get(`http://demo.localhost/_media/cover-a.svg?${query}`);
      expect([response.status, await response.text()], query).toEqual([400, message]);
      expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.none);
    }
  });
});

describe('API forwarding', () => {
  it('forwards /learner/* with method, path, query and body, and the school from the host', async () => {
    const response = await get('http://demo.localhost/learner/v17/courses/?page=2&q=a%20b', {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', [SCHOOL_HEADER]: 'campus' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-from')).toBe('stub-api');
    expectSecurityHeaders(response);
    const echo = (await response.json()) as Echo;
    expect(echo).toMatchObject({ method: 'POST', path: '/learner/v17/courses/', query: '?page=2&q=a%20b', school: 'demo', body: '{"a":1}' });
    expect(new URL(echo.url).host).toBe('schoolfront-api.internal');
  });

  it('forwards /config/school_config for a custom domain with that school', async () => {
    const echo = (await (await get('http://learn.campus.example/config/school_config')).json()) as Echo;
    expect(echo).toMatchObject({ method: 'GET', path: '/config/school_config', school: 'campus' });
  });

  it('forwards for a local school before its first build, and for a listed domain without a build', async () => {
    expect(((await (await get('http://nobuild.localhost/config/school_config')).json()) as Echo).school).toBe('nobuild');
    expect(((await (await get('http://learn.nobuild.example/learner/v4/faqs')).json()) as Echo).school).toBe('nobuild');
  });

  it('never forwards for an unknown host', async () => {
    await expectPlainNotFound(await get('http://evil.com/learner/v4/faqs', { headers: { [SCHOOL_HEADER]: 'demo' } }));
    await expectPlainNotFound(await get('http://evil.localhost.attacker.com/config/school_config'));
  });

  it('never lets the request choose the upstream', async () => {
    // A path that looks protocol-relative is just a path: not an API path, so not forwarded.
    expect((await get('http://demo.localhost//evil.com/learner/x')).status).toBe(404);
    // An absolute-form request target names another host: the Host header decides the school, the API stays the API.
    const absolute = await rawRequest('http://evil.com/learner/x?y=1', 'demo.localhost');
    const echo = JSON.parse(absolute.body) as Echo;
    expect(echo).toMatchObject({ path: '/learner/x', query: '?y=1', school: 'demo' });
    expect(new URL(echo.url).host).toBe('schoolfront-api.internal');
    expect(await rawRequest('/learner/x', 'evil.com')).toEqual({ status: 404, body: 'Not found' });
  });
});

// Today's probe, through the real edge: 14 forgot-password calls, each claiming another address in every header a
// client can send. The API must see one client, so its per-address throttle counts all 14 (src/api/client-ip.test.ts
// proves the 429s with the real API).
describe('the client address the API is told', () => {
  const spoofing = (i: number): Record<string, string> => ({
    'content-type': 'application/json',
    'cf-connecting-ip': `203.0.113.${i}`,
    'x-forwarded-for': `198.18.0.${i}`,
    'true-client-ip': `198.18.1.${i}`,
    'x-real-ip': `198.18.2.${i}`,
    'x-schoolfront-client-ip': `198.18.3.${i}`,
  });
  const forgotPassword = (fetcher: (url: string, init: RequestInit) => Promise<unknown>, i: number, headers: Record<string, string>) =>
    fetcher('http://demo.localhost/learner/v1/auth/forgot_password', { method: 'POST', headers, body: JSON.stringify({ email: `x${i}@example.com` }) }) as Promise<Response>;
  const echoes = async (responses: Promise<Response>[]) => Promise.all((await Promise.all(responses)).map(async (r) => (await r.json()) as Echo));

  it('on Cloudflare: the CF-Connecting-IP Cloudflare set, never what the client sent beside it', async () => {
    const seen = await echoes(Array.from({ length: 14 }, (_, i) => forgotPassword(get, i, { ...spoofing(i), 'cf-connecting-ip': '192.0.2.1' })));
    expect(new Set(seen.map((echo) => echo.clientIp))).toEqual(new Set(['192.0.2.1']));
    expect(seen.flatMap((echo) => echo.addressHeaders)).toEqual([]);
  });

  it('locally (wrangler dev): the machine itself, whatever CF-Connecting-IP the client claims', async () => {
    const local = edge.server.getWorker(LOCAL_EDGE);
    const fetcher = (url: string, init: RequestInit) => local.fetch(url, init as never);
    const seen = await echoes(Array.from({ length: 14 }, (_, i) => forgotPassword(fetcher, i, spoofing(i))));
    expect(new Set(seen.map((echo) => echo.clientIp))).toEqual(new Set(['127.0.0.1']));
    expect(seen.flatMap((echo) => echo.addressHeaders)).toEqual([]);
  });

  it('locally: a test names its client with the local-only header, which a deployed edge ignores', async () => {
    const named = { 'x-schoolfront-local-client': '10.9.8.7' };
    const local = (await (await (edge.server.getWorker(LOCAL_EDGE).fetch('http://demo.localhost/learner/v4/faqs', { headers: named }) as unknown as Promise<Response>)).json()) as Echo;
    expect(local.clientIp).toBe('10.9.8.7');
    // workerd, like Cloudflare, sets CF-Connecting-IP when the client sent none: the test runner's own address.
    const deployed = (await (await get('http://demo.localhost/learner/v4/faqs', { headers: named })).json()) as Echo;
    expect([deployed.clientIp, deployed.addressHeaders]).toEqual(['127.0.0.1', []]);
  });
});

describe('failures', () => {
  it('answers a plain 500 without details when something unexpected happens', async () => {
    const response = (await edge.server.getWorker(MISCONFIGURED_EDGE).fetch('http://demo.localhost/learn')) as unknown as Response;
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toBe('Something Went Wrong!');
    expectSecurityHeaders(response);
    expect(logged('error', 'edge: unhandled error GET /learn')).toBe(true);
  });
});
