/**
 * The edge worker in workerd, through wrangler's test harness: the real root wrangler.jsonc (its asset directory
 * pointed at a fixture) plus a stub learner API bound as `API` that echoes what it received.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestHarness, experimental_readRawConfig, type TestHarness } from 'wrangler';
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '#contract/bundle.ts';

const ROOT_CONFIG = fileURLToPath(new URL('../../../wrangler.jsonc', import.meta.url));

export const BUILD = '20261123T101500Z-abc123';

/** A school's pointer file. */
export const pointer = (slug: string, base: string, build = BUILD, custom_domain: string | null = null): string =>
  JSON.stringify({ slug, build, base, custom_domain, built_at: '2026-11-23T10:15:00Z', previous: null });

/** A school's build folder in the asset directory. */
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
  close(): Promise<void>;
}

/** Starts the edge over a fixture asset directory (path -> contents). */
export async function startEdge(files: Readonly<Record<string, string>>): Promise<Edge> {
  const dir = mkdtempSync(join(tmpdir(), 'schoolfront-edge-'));
  const assets = join(dir, 'site');
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(assets, path)), { recursive: true });
    writeFileSync(join(assets, path), body);
  }
  writeFileSync(join(dir, 'stub-api.js'), STUB_API);

  // The real configuration, with only the asset directory and the API's service name swapped for the fixture's.
  // The stub's name is unique so it can never resolve to a `schoolfront-api` a developer has running.
  const { rawConfig } = experimental_readRawConfig({ config: ROOT_CONFIG });
  const stubName = `edge-test-stub-api-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const edge = {
    ...rawConfig,
    main: resolve(dirname(ROOT_CONFIG), rawConfig.main!),
    assets: { ...rawConfig.assets, directory: assets },
    services: [{ binding: 'API', service: stubName }],
  };
  const server = createTestHarness({
    root: dir,
    workers: [
      { config: edge },
      { config: { name: stubName, main: join(dir, 'stub-api.js'), compatibility_date: rawConfig.compatibility_date! } },
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
    logged: (level, text) => server.getLogs().some((entry) => entry.level === level && entry.message.includes(text)),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
