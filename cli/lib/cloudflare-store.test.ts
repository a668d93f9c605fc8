/**
 * The Cloudflare store against a stand-in for R2's S3 API and the KV REST API on loopback: the requests it makes
 * (signed, authorised, the shapes those APIs document) and the deploy, rollback and prune that run over it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudflareConfig, cloudflareStore, type CloudflareStoreConfig } from './cloudflare-store.ts';
import { RETIRED_KEEP_MS } from '../../src/contract/bundle.ts';
import { listBuilds } from './builds.ts';
import { deploySchool } from './deploy.ts';
import { pruneSchool } from './prune.ts';
import { rollbackSchool } from './rollback.ts';

const ACCOUNT = '0123456789abcdef0123456789abcdef';
const objects = new Map<string, { body: Buffer; type: string }>();
const kv = new Map<string, string>();
const seen: { method: string; url: string; auth: string; md5?: string }[] = [];
let server: http.Server;
let config: CloudflareStoreConfig;
let out: string;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Enough of R2's S3 API (ListObjectsV2, Get/Head/Put/DeleteObjects) and KV's REST API for the store. */
function fakeCloudflare(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer): void {
  const url = new URL(request.url!, 'http://x');
  const auth = String(request.headers.authorization ?? '');
  seen.push({ method: request.method!, url: url.pathname + url.search, auth, md5: request.headers['content-md5'] as string | undefined });
  const kvPrefix = `/client/v4/accounts/${ACCOUNT}/storage/kv/namespaces/ns1/values/`;
  if (url.pathname.startsWith(kvPrefix)) {
    if (auth !== 'Bearer token-1') return void response.writeHead(403).end('{"success":false}');
    const key = decodeURIComponent(url.pathname.slice(kvPrefix.length));
    if (request.method === 'GET') return kv.has(key) ? void response.end(kv.get(key)) : void response.writeHead(404).end('{"success":false}');
    if (request.method === 'PUT') kv.set(key, body.toString());
    if (request.method === 'DELETE') kv.delete(key);
    return void response.end('{"success":true}');
  }
  if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=key-1/') || !request.headers['x-amz-date']) return void response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
  if (!url.pathname.startsWith('/schoolfront-site')) return void response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
  const key = url.pathname.slice('/schoolfront-site/'.length).split('/').map(decodeURIComponent).join('/');
  if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter');
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
    const start = Number(url.searchParams.get('continuation-token') ?? 0);
    // Pages of 3, so continuation is exercised.
    const page = keys.slice(start, start + 3);
    const contents: string[] = [];
    const common = new Set<string>();
    for (const k of page) {
      const rest = k.slice(prefix.length);
      if (delimiter && rest.includes(delimiter)) common.add(prefix + rest.slice(0, rest.indexOf(delimiter) + 1));
      else contents.push(`<Contents><Key>${escape(k)}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`);
    }
    const more = start + 3 < keys.length;
    return void response.end(`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${more}</IsTruncated>${contents.join('')}${[...common].map((p) => `<CommonPrefixes><Prefix>${escape(p)}</Prefix></CommonPrefixes>`).join('')}${more ? `<NextContinuationToken>${start + 3}</NextContinuationToken>` : ''}</ListBucketResult>`);
  }
  if (request.method === 'POST' && url.searchParams.has('delete')) {
    if (!request.headers['content-md5']) return void response.writeHead(400).end('<Error><Code>MissingContentMD5</Code></Error>');
    for (const m of body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)) objects.delete(m[1]!.replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
    return void response.end('<DeleteResult/>');
  }
  if (request.method === 'PUT') {
    objects.set(key, { body, type: String(request.headers['content-type']) });
    return void response.end();
  }
  if (request.method === 'HEAD') return void response.writeHead(objects.has(key) ? 200 : 404).end();
  if (request.method === 'GET') {
    const object = objects.get(key);
    return object ? void response.writeHead(200, { 'content-type': object.type }).end(object.body) : void response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
  }
  response.writeHead(405).end();
}

function writeBuild(slug: string, build: string, text: string) {
  const root = path.join(out, '_sf', 'schools', slug, 'builds', build);
  for (const [p, body] of [['learn/index.html', `<h1>${text}</h1><script src="/_astro/a.1.js"></script>`], ['404.html', 'no'], ['_sf-school.json', JSON.stringify({ school_id: 1, slug, custom_domain: 'learn.alpha.example', head: null, body: null })]] as const) {
    mkdirSync(path.dirname(path.join(root, p)), { recursive: true });
    writeFileSync(path.join(root, p), body);
  }
  mkdirSync(path.join(out, '_astro'), { recursive: true });
  writeFileSync(path.join(out, '_astro', 'a.1.js'), 'x');
  writeFileSync(path.join(out, '_sf', 'schools', slug, 'current.json'), JSON.stringify({ slug, build, base: 'learn', custom_domain: 'learn.alpha.example', built_at: '2026-11-01T10:00:00.000Z', previous: null }));
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => fakeCloudflare(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = { accountId: ACCOUNT, apiToken: 'token-1', accessKeyId: 'key-1', secretAccessKey: 'secret-1', kvNamespaceId: 'ns1', bucket: 'schoolfront-site', r2Endpoint: origin, apiBase: `${origin}/client/v4` };
  out = mkdtempSync(path.join(tmpdir(), 'schoolfront-cf-'));
});
afterAll(() => {
  server?.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the Cloudflare store', () => {
  it('names what the environment lacks, in one line, and checks the account id', () => {
    expect(() => cloudflareConfig({ CLOUDFLARE_ACCOUNT_ID: ACCOUNT })).toThrow('--store cloudflare needs CLOUDFLARE_API_TOKEN, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY, SCHOOLFRONT_SITE_KV_ID in the environment');
    const env = { CLOUDFLARE_ACCOUNT_ID: 'acct', CLOUDFLARE_API_TOKEN: 't', R2_ACCESS_KEY_ID: 'k', R2_SECRET_ACCESS_KEY: 's', SCHOOLFRONT_SITE_KV_ID: 'n' };
    expect(() => cloudflareConfig(env)).toThrow(/32 hex digits/);
    expect(cloudflareConfig({ ...env, CLOUDFLARE_ACCOUNT_ID: ACCOUNT })).toMatchObject({ bucket: 'schoolfront-site', kvNamespaceId: 'n' });
  });

  it('deploys, lists, rolls back and prunes through signed S3 requests and the KV API', async () => {
    const store = cloudflareStore(config);
    writeBuild('alpha', '20261101T100000Z-aaaaaa', 'One');
    await deploySchool(store, { outDir: out, slug: 'alpha' });
    writeBuild('alpha', '20261102T100000Z-bbbbbb', 'Two');
    await deploySchool(store, { outDir: out, slug: 'alpha' });
    writeBuild('alpha', '20261103T100000Z-cccccc', 'Three');
    await deploySchool(store, { outDir: out, slug: 'alpha' });
    // The store page by content, named in the build's file map, and typed for the edge to serve.
    const map = JSON.parse(objects.get('_sf/schools/alpha/builds/20261103T100000Z-cccccc/_sf-files.json')!.body.toString('utf8'));
    expect(objects.get(`_sf/schools/alpha/files/${map['learn/index.html']}`)?.type).toBe('text/html; charset=utf-8');
    expect(JSON.parse(kv.get('pointer:alpha')!)).toMatchObject({ build: '20261103T100000Z-cccccc', previous: '20261102T100000Z-bbbbbb' });
    expect(kv.get('host:learn.alpha.example')).toBe('"alpha"');

    // Listing pages through continuation tokens (pages of 3 here).
    expect((await listBuilds(store, 'alpha')).map((b) => [b.build, b.live, b.complete])).toEqual([
      ['20261103T100000Z-cccccc', true, true], ['20261102T100000Z-bbbbbb', false, true], ['20261101T100000Z-aaaaaa', false, true],
    ]);
    expect(await rollbackSchool(store, 'alpha')).toEqual({ from: '20261103T100000Z-cccccc', to: '20261102T100000Z-bbbbbb' });
    // Now, aaaaaa went out of service moments ago and is kept (an edge may still serve it); minutes later it goes.
    expect((await pruneSchool(store, 'alpha', 0)).deleted).toEqual([]);
    const pruned = await pruneSchool(store, 'alpha', 0, false, new Date(Date.now() + RETIRED_KEEP_MS + 1_000));
    expect(pruned.deleted).toEqual(['20261101T100000Z-aaaaaa']);
    expect([...objects.keys()].some((k) => k.includes('20261101T100000Z-aaaaaa'))).toBe(false);

    expect(seen.filter((r) => r.url.includes('/values/')).every((r) => r.auth === 'Bearer token-1')).toBe(true);
    expect(seen.filter((r) => !r.url.includes('/values/')).every((r) => r.auth.startsWith('AWS4-HMAC-SHA256 Credential=key-1/'))).toBe(true);
    expect(seen.filter((r) => r.url.endsWith('?delete')).every((r) => r.md5)).toBe(true);
  });

  it('fails on one line when Cloudflare refuses the credentials, and changes nothing', async () => {
    const before = new Map(kv);
    const store = cloudflareStore({ ...config, apiToken: 'wrong' });
    await expect(rollbackSchool(store, 'alpha')).rejects.toThrow(/^Cloudflare refused KV GET pointer:alpha \(403\): check the credentials/);
    expect(kv).toEqual(before);
  });
});
