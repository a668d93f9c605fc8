/**
 * The edge worker in workerd, through wrangler's test harness: the real root wrangler.jsonc, its site bucket (R2)
 * and KV emulated by wrangler and filled through the local site store's door as `schoolfront deploy` fills them,
 * plus a stub learner API bound as `API` that echoes what it received.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestHarness, experimental_readRawConfig, type TestHarness } from 'wrangler';
import { CLIENT_IP_HEADER, kvKeys, SCHOOL_HEADER } from '#contract/bundle.ts';
import { contentTypeOf } from '#contract/content-type.ts';
import { SITE_STORE_CONFIG, SITE_STORE_SERVICE } from '../../../cli/lib/local-config.ts';
import { LOCAL_SITE_STORE_TOKEN, localSiteStore, type SiteStore } from '../../../cli/lib/site-store.ts';

const ROOT_CONFIG = fileURLToPath(new URL('../../../wrangler.jsonc', import.meta.url));

export const BUILD = '20261123T101500Z-abc123';

/** A school's pointer file. */
export const pointer = (slug: string, base: string, build = BUILD, custom_domain: string | null = null): string =>
  JSON.stringify({ slug, build, base, custom_domain, built_at: '2026-11-23T10:15:00Z', previous: null });

/** A school's build folder in the site bucket. */
export const bundle = (slug: string, build = BUILD): string => `_sf/schools/${slug}/builds/${build}`;

const STUB_API = `
export default {
  async fetch(request) {
    const url = new URL(request.url);
    return Response.json({
      url: request.url,
      method: request.method,
      path: url.pathname,
      query: url.search,
      school: request.headers.get('${SCHOOL_HEADER}'),
      clientIp: request.headers.get('${CLIENT_IP_HEADER}'),
      addressHeaders: ['cf-connecting-ip', 'x-forwarded-for', 'true-client-ip', 'x-real-ip', 'forwarded', 'x-schoolfront-local-client']
        .filter((name) => request.headers.has(name)),
      body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.text(),
    }, { headers: { 'x-from': 'stub-api' } });
  },
};`;

/** The name of the same edge worker with a bad API_ORIGIN, to see how it fails. */
export const MISCONFIGURED_EDGE = 'edge-test-misconfigured';
/** The name of the same edge worker as the local stack runs it (`CLIENT_IP` "local"). */
export const LOCAL_EDGE = 'edge-test-local';

export interface Edge {
  readonly server: TestHarness;
  readonly origin: URL;
  /** A request to the edge; redirects are returned, not followed. */
  get(url: string, init?: RequestInit): Promise<Response>;
  /** A raw HTTP/1.1 request, so the Host header and request target are exactly what we say. */
  rawRequest(target: string, host: string): Promise<{ status: number; body: string }>;
  /** Whether the edge logged `text` at `level`. */
  logged(level: string, text: string): boolean;
  /** The emulated site bucket and KV, as the CLI reaches them. */
  readonly store: SiteStore;
  close(): Promise<void>;
}

const POINTER_FILE = /^_sf\/schools\/([^/]+)\/current\.json$/;

/**
 * Puts a fixture into the emulated storage: `_sf/schools/<slug>/current.json` becomes the school's KV pointer (as
 * written, broken or not), `_sf/hosts.json` ({ domain: slug }) its host entries, and every other path an object.
 */
export async function seed(store: SiteStore, files: Readonly<Record<string, string>>): Promise<void> {
  for (const [path, body] of Object.entries(files)) {
    const pointer = POINTER_FILE.exec(path);
    if (pointer) await store.kvPut(kvKeys.pointer(pointer[1]!), body);
    else if (path === '_sf/hosts.json') {
      for (const [domain, slug] of Object.entries(JSON.parse(body) as Record<string, unknown>)) await store.kvPut(kvKeys.host(domain), JSON.stringify(slug));
    } else await store.put(path, new TextEncoder().encode(body), contentTypeOf(path));
  }
}

/** Starts the edge over a fixture of the site (path -> contents; see `seed`). */
export async function startEdge(files: Readonly<Record<string, string>>): Promise<Edge> {
  const dir = mkdtempSync(join(tmpdir(), 'schoolfront-edge-'));
  writeFileSync(join(dir, 'stub-api.js'), STUB_API);

  // The real configuration, with only the API's service name swapped for the stub's, and the door to the store a
  // local stack has. The names are unique so they can never resolve to workers a developer has running.
  const { rawConfig } = experimental_readRawConfig({ config: ROOT_CONFIG });
  const unique = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const stubName = `edge-test-stub-api-${unique}`;
  const { rawConfig: storeConfig } = experimental_readRawConfig({ config: SITE_STORE_CONFIG });
  const storeName = `edge-test-site-store-${unique}`;
  const edge = {
    ...rawConfig,
    main: resolve(dirname(ROOT_CONFIG), rawConfig.main!),
    services: [{ binding: 'API', service: stubName }, { binding: SITE_STORE_SERVICE.binding, service: storeName }],
  };
  const door = { ...storeConfig, name: storeName, main: resolve(dirname(SITE_STORE_CONFIG), storeConfig.main!), vars: { SITE_STORE_TOKEN: LOCAL_SITE_STORE_TOKEN } };
  const server = createTestHarness({
    root: dir,
    workers: [
      { config: edge },
      { config: { name: stubName, main: join(dir, 'stub-api.js'), compatibility_date: rawConfig.compatibility_date! } },
      { config: door },
      { config: { ...edge, name: MISCONFIGURED_EDGE, vars: { ...rawConfig.vars, API_ORIGIN: 'not a url' } } },
      { config: { ...edge, name: LOCAL_EDGE, vars: { ...rawConfig.vars, CLIENT_IP: 'local' } } },
    ],
  });
  let origin: URL;
  try {
    ({ url: origin } = await server.listen());
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const store = localSiteStore(origin.origin);
  await seed(store, files);

  return {
    server,
    origin,
    get: (url, init = {}) => server.fetch(url, { redirect: 'manual', ...init } as never) as unknown as Promise<Response>,
    rawRequest: (target, host) =>
      new Promise((done, fail) => {
        const request = http.request({ host: origin.hostname, port: origin.port, path: target, headers: { host } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => done({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', fail);
        request.end();
      }),
    store,
    logged: (level, text) => server.getLogs().some((entry) => entry.level === level && entry.message.includes(text)),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
