/**
 * The site store on a Cloudflare account (docs/decisions/0049): R2 through its S3-compatible API (requests signed
 * with the bucket's access key by aws4fetch), KV through Cloudflare's REST API with an API token. Everything comes
 * from the environment and is checked before anything is sent.
 */
import { AwsClient } from 'aws4fetch';
import { createHash } from 'node:crypto';
import { mapLimit } from './map-limit.ts';
import { StoreError, type SiteStore, type StoredObject } from './site-store.ts';

/** HeadObject requests in flight at once. */
const HEADS_AT_ONCE = 8;
/** Uploads at once when storing many objects. */
const PUTS_AT_ONCE = 8;

/** The environment `--store cloudflare` reads. */
export const CLOUDFLARE_ENV = ['CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_TOKEN', 'R2_ACCESS_KEY_ID', 'R2_SECRET_ACCESS_KEY', 'SCHOOLFRONT_SITE_KV_ID'] as const;
export const DEFAULT_SITE_BUCKET = 'schoolfront-site';

export interface CloudflareStoreConfig {
  accountId: string;
  apiToken: string;
  accessKeyId: string;
  secretAccessKey: string;
  kvNamespaceId: string;
  bucket: string;
  /** Where the APIs are (tests point them at a local server). */
  r2Endpoint?: string;
  apiBase?: string;
}

/** The configuration from the environment, or a one-line error naming what is missing. */
export function cloudflareConfig(env: NodeJS.ProcessEnv = process.env): CloudflareStoreConfig {
  const missing = CLOUDFLARE_ENV.filter((name) => !env[name]?.trim());
  if (missing.length) throw new StoreError(`--store cloudflare needs ${missing.join(', ')} in the environment (docs/decisions/0049-sites-in-r2-and-kv.md)`);
  const accountId = env['CLOUDFLARE_ACCOUNT_ID']!.trim();
  if (!/^[0-9a-f]{32}$/.test(accountId)) throw new StoreError('CLOUDFLARE_ACCOUNT_ID must be the 32 hex digits of the account id');
  return {
    accountId,
    apiToken: env['CLOUDFLARE_API_TOKEN']!.trim(),
    accessKeyId: env['R2_ACCESS_KEY_ID']!.trim(),
    secretAccessKey: env['R2_SECRET_ACCESS_KEY']!.trim(),
    kvNamespaceId: env['SCHOOLFRONT_SITE_KV_ID']!.trim(),
    bucket: env['SCHOOLFRONT_SITE_BUCKET']?.trim() || DEFAULT_SITE_BUCKET,
  };
}

const xmlText = (xml: string, tag: string): string[] => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => unescapeXml(m[1]!));
const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// S3 keys in a path: each segment encoded, slashes kept.
const keyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function cloudflareStore(config: CloudflareStoreConfig): SiteStore {
  const r2 = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: 'auto' });
  const bucketUrl = `${config.r2Endpoint ?? `https://${config.accountId}.r2.cloudflarestorage.com`}/${config.bucket}`;
  const kvUrl = `${config.apiBase ?? 'https://api.cloudflare.com/client/v4'}/accounts/${config.accountId}/storage/kv/namespaces/${config.kvNamespaceId}`;
  const name = `Cloudflare account ${config.accountId.slice(0, 6)}… (bucket ${config.bucket})`;

  const send = async (what: string, run: () => Promise<Response>, allow404 = false): Promise<Response> => {
    let response: Response;
    try {
      response = await run();
    } catch (error) {
      throw new StoreError(`cannot reach Cloudflare (${what}): ${(error as Error).message}`);
    }
    if (response.ok || (allow404 && response.status === 404)) return response;
    const body = (await response.text()).replace(/\s+/g, ' ').slice(0, 200);
    throw new StoreError(`Cloudflare refused ${what} (${response.status})${response.status === 401 || response.status === 403 ? ': check the credentials' : ''}: ${body}`);
  };
  const kv = (method: string, key: string, body?: string) =>
    send(`KV ${method} ${key}`, () => fetch(`${kvUrl}/values/${encodeURIComponent(key)}`, { method, body, headers: { authorization: `Bearer ${config.apiToken}`, ...(body !== undefined ? { 'content-type': 'text/plain' } : {}) } }), method === 'GET');

  const put = async (key: string, body: Uint8Array, contentType: string): Promise<void> => {
    await send(`uploading ${key}`, () => r2.fetch(`${bucketUrl}/${keyPath(key)}`, { method: 'PUT', body: body as Uint8Array<ArrayBuffer>, headers: { 'content-type': contentType } }));
  };
  return {
    name,
    async list(prefix, delimiter) {
      const objects: StoredObject[] = [];
      const prefixes: string[] = [];
      let token: string | null = null;
      do {
        const query: URLSearchParams = new URLSearchParams({ 'list-type': '2', prefix, ...(delimiter ? { delimiter } : {}), ...(token ? { 'continuation-token': token } : {}) });
        const response: Response = await send(`listing ${prefix}`, () => r2.fetch(`${bucketUrl}?${query}`));
        const xml: string = await response.text();
        for (const block of xml.match(/<Contents>[\s\S]*?<\/Contents>/g) ?? []) objects.push({ key: xmlText(block, 'Key')[0]!, size: Number(xmlText(block, 'Size')[0] ?? 0) });
        for (const block of xml.match(/<CommonPrefixes>[\s\S]*?<\/CommonPrefixes>/g) ?? []) prefixes.push(xmlText(block, 'Prefix')[0]!);
        token = xmlText(xml, 'IsTruncated')[0] === 'true' ? (xmlText(xml, 'NextContinuationToken')[0] ?? null) : null;
      } while (token);
      return { objects, prefixes };
    },
    async get(key) {
      const response = await send(`reading ${key}`, () => r2.fetch(`${bucketUrl}/${keyPath(key)}`), true);
      return response.status === 404 ? null : response.text();
    },
    async has(keys) {
      // HeadObject, a few at once: S3 has no call that asks about many keys.
      const present = new Set<string>();
      await mapLimit(keys, HEADS_AT_ONCE, async (key) => {
        const response = await send(`asking for ${key}`, () => r2.fetch(`${bucketUrl}/${keyPath(key)}`, { method: 'HEAD' }), true);
        if (response.status !== 404) present.add(key);
      });
      return present;
    },
    put,
    async putMany(objects) {
      // S3 has no call that stores many objects.
      await mapLimit(objects, PUTS_AT_ONCE, (o) => put(o.key, o.body, o.contentType));
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const xml = `<Delete><Quiet>true</Quiet>${keys.slice(i, i + 1000).map((k) => `<Object><Key>${escapeXml(k)}</Key></Object>`).join('')}</Delete>`;
        // DeleteObjects asks for the body's MD5.
        const md5 = createHash('md5').update(xml).digest('base64');
        await send(`deleting ${keys.length} object(s)`, () => r2.fetch(`${bucketUrl}?delete`, { method: 'POST', body: xml, headers: { 'content-type': 'application/xml', 'content-md5': md5 } }));
      }
    },
    async kvGet(key) {
      const response = await kv('GET', key);
      return response.status === 404 ? null : response.text();
    },
    async kvPut(key, value) {
      await kv('PUT', key, value);
    },
    async kvDelete(key) {
      await kv('DELETE', key);
    },
  };
}
