/// <reference lib="webworker" />
/**
 * The school's service worker (docs/decisions/0086-offline-study.md), built with Workbox by the CLI into each bundle
 * and served by the edge at `/sw.js`, controlling the school's pages (`/<base>/`).
 * - Pages: network first; each page that loads is kept, so a page visited before opens offline. A page never
 *   visited opens as the last kept page of its route's shell when it has one (any lesson once a lesson was opened),
 *   else as the offline page: the learner's library on its Downloads tab, in the school's theme. The offline page
 *   and the code offline study needs are kept once the learner downloads (`prepare`).
 * - The build's assets (`/_astro/`, content-hashed) from the cache first; the school's media kept fresh.
 * - Downloads (`/_offline/<id>/<file>`): decrypted from IndexedDB for the learner signed in on this browser, with
 *   byte ranges (Workbox's range-request support), so a player seeks in them as in a file from the network.
 * API calls are not handled: they go to the network as they would without a worker.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { matchRoute } from '../routes/match.ts';
import { routeById } from '../routes/route-table.ts';
import { currentLearner, getDownload, hasDownloads, keyOf, mustReconnect, OFFLINE_PATH, readFile, setLearner } from '../features/offline/vault.ts';
import { KEEP_MAX, OFFLINE_PAGE_ATTRIBUTE, OFFLINE_SHELL_ROUTES, offlineFallbackPath, PRECACHE_GLOBAL, shellCacheKey, type KeepMessage, type LearnerMessage, type PrepareMessage, type PrepareReply } from '../contract/service-worker.ts';

declare const self: ServiceWorkerGlobalScope & { [PRECACHE_GLOBAL]?: readonly string[] };

const CACHES = { pages: 'sf-pages-v1', assets: 'sf-assets-v1', media: 'sf-media-v1' } as const;
/**
 * The school's base, from the scope the shell registered this worker with (`/learn`, which covers the store's own
 * address as well as every page under it), and the folder of its pages: `/learn/`.
 */
const scopeBase = new URL(self.registration.scope).pathname.replace(/\/$/, '');
const scopePath = `${scopeBase}/`;
const inScope = (url: URL) => url.pathname === scopeBase || url.pathname.startsWith(scopePath);

self.skipWaiting();
clientsClaim();

/** The route a page of this school is, by the route table. */
function routeOf(url: URL) {
  if (!inScope(url)) return null;
  const rest = url.pathname.slice(scopeBase.length);
  return matchRoute(rest === '/' ? '' : rest)?.route ?? null;
}

/** A page kept is kept again under its route's shell: the one any unvisited address of that route opens offline. */
const keepShell: WorkboxPlugin = {
  cacheDidUpdate: async ({ request }) => {
    const route = routeOf(new URL(request.url));
    if (route?.kind !== 'shell') return;
    const cache = await caches.open(CACHES.pages);
    const kept = await cache.match(request);
    if (kept) await cache.put(shellCacheKey(self.location.origin, scopePath, route.id), kept);
  },
};

async function offlinePage(): Promise<Response> {
  const cache = await caches.open(CACHES.pages);
  const library = await cache.match(new URL(offlineFallbackPath(scopePath), self.location.origin).href);
  // Not kept (the learner has downloaded nothing): the browser's own offline page, in the browser's language.
  if (!library) return Response.error();
  const html = (await library.text()).replace('<html', `<html ${OFFLINE_PAGE_ATTRIBUTE}`);
  return new Response(html, { status: 200, headers: library.headers });
}

/** Offline, a page not kept: its route's shell, else the offline page. */
const fallBack: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const route = routeOf(new URL(request.url));
    const shell = route?.kind === 'shell' ? await caches.match(shellCacheKey(self.location.origin, scopePath, route.id), { cacheName: CACHES.pages }) : undefined;
    return shell ?? offlinePage();
  },
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  // On a patchy line a page the learner has is better than a long wait for a fresh one.
  networkTimeoutSeconds: 6,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), keepShell, fallBack],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && inScope(url), pages);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
// Pyodide's files (12 MB) are kept by the code lab in a cache of its own.
const assets = new CacheFirst({
  cacheName: CACHES.assets,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => sameOrigin(url) && (url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/_search/')) && !/\/(pyodide|python_stdlib)/.test(url.pathname), assets);
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/_media/'), (options) => media.handle(options));

const refusal = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** `/_offline/<download id>/<file>`: a downloaded file, for the learner it belongs to, while its time offline lasts. */
async function serveDownload({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const [id, ...rest] = url.pathname.slice(OFFLINE_PATH.length).split('/').map(decodeURIComponent);
  const path = rest.join('/');
  const learner = await currentLearner();
  const record = id ? await getDownload(id) : undefined;
  if (!record || learner === null || record.user_id !== learner) return refusal(404, 'Not downloaded');
  const key = await keyOf(learner);
  if (!key) return refusal(403, 'Sign in again to open your downloads');
  if (mustReconnect(record, key.max_offline_days, Date.now())) return refusal(403, 'Connect to the internet to keep studying your downloads');
  const file = record.files.find((f) => f.path === path && f.complete);
  const bytes = file ? await readFile(key.key, record.id, file) : null;
  if (!file || !bytes) return refusal(404, 'Not downloaded');
  const whole = new Response(bytes, { headers: { 'content-type': file.type || 'application/octet-stream', 'accept-ranges': 'bytes', 'cache-control': 'no-store' } });
  return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
}
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith(OFFLINE_PATH), serveDownload);

/** The assets a page names: its scripts, styles, fonts and islands' modules. */
const assetsOf = (html: string): string[] => [...new Set(html.match(/\/_astro\/[A-Za-z0-9._@-]+/g) ?? [])];

/**
 * What studying offline needs before the network goes: the offline page (the library) with what its HTML names, and
 * the code offline study loads on demand (the build lists it: the library's and the player's own chunks, pdf.js), so
 * that they open the first time needed. About 750 KiB: kept for a learner who downloads, not for every visitor. Each
 * file is fetched until kept (a few tries: a busy line drops some); true when everything is.
 */
async function prepare(): Promise<boolean> {
  const kept = async (cacheName: string, path: string): Promise<Response | null> => {
    const cache = await caches.open(cacheName);
    const request = new Request(new URL(path, self.location.origin).href, { credentials: 'same-origin' });
    for (let attempt = 0; attempt < 3; attempt++) {
      const hit = await cache.match(request);
      if (hit) return hit;
      const response = await fetch(request).catch(() => null);
      if (response?.status === 200) await cache.put(request, response.clone());
    }
    return (await cache.match(request)) ?? null;
  };
  const library = await kept(CACHES.pages, offlineFallbackPath(scopePath));
  if (!library) return false;
  const files = new Set([...assetsOf(await library.text()), ...(self[PRECACHE_GLOBAL] ?? [])]);
  // Each route's shell, by an address of it (the edge serves a route's one shell at any), kept as that route's.
  const pagesCache = await caches.open(CACHES.pages);
  for (const id of OFFLINE_SHELL_ROUTES) {
    const shellKey = shellCacheKey(self.location.origin, scopePath, id);
    const shell = (await pagesCache.match(shellKey)) ?? (await kept(CACHES.pages, `${scopeBase}${routeById(id).pattern.replace(/:[A-Za-z]+/g, '1')}`));
    if (!shell) return false;
    await pagesCache.put(shellKey, shell.clone());
    for (const asset of assetsOf(await shell.text())) files.add(asset);
  }
  const results = await Promise.all([...files].map((path) => kept(CACHES.assets, path)));
  return results.every((response) => response !== null);
}

// A new version of the worker (a deploy changed the code) keeps the new code at once where there are downloads.
self.addEventListener('install', (event) => {
  event.waitUntil(hasDownloads().then((any) => (any ? prepare() : undefined)).catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  const known = new Set<string>(Object.values(CACHES));
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('sf-') && !known.has(name)).map((name) => caches.delete(name)))));
});

const media = new StaleWhileRevalidate({ cacheName: CACHES.media, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] });

/** Keeps what a page loaded before the worker controlled it, each by its own route's strategy. */
function keep(event: ExtendableEvent, urls: readonly unknown[]): Promise<unknown> {
  return Promise.all(
    urls.slice(0, KEEP_MAX).map((value) => {
      if (typeof value !== 'string') return undefined;
      const url = new URL(value, self.location.origin);
      if (!sameOrigin(url)) return undefined;
      const request = new Request(url.href, { credentials: 'same-origin' });
      const strategy = url.pathname.startsWith('/_astro/') ? assets : url.pathname.startsWith('/_media/') ? media : inScope(url) ? pages : null;
      return strategy?.handle({ event, request }).catch(() => undefined);
    }),
  );
}

// The pages say who is signed in (the worker keeps it where it reads it for each download), and what they loaded
// before it took them.
self.addEventListener('message', (event) => {
  const message = event.data as Partial<LearnerMessage | KeepMessage | PrepareMessage> | null;
  if (message?.kind === 'keep' && Array.isArray(message.urls)) event.waitUntil(keep(event, message.urls));
  if (message?.kind === 'prepare') event.waitUntil(prepare().catch(() => false).then((ready) => event.ports[0]?.postMessage({ ready } satisfies PrepareReply)));
  if (message?.kind !== 'learner') return;
  const userId = typeof message.userId === 'number' && Number.isSafeInteger(message.userId) ? message.userId : null;
  event.waitUntil(setLearner(userId));
});
