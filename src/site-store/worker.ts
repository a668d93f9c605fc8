/**
 * The local site store's door (docs/decisions/0049-sites-in-r2-and-kv.md): the local stack's CLI writes the site
 * bucket (R2) and the pointers (KV) that wrangler emulates through this worker, as it writes Cloudflare's through
 * their HTTP API. Only a local stack runs it, behind the edge's `/_sf-store/` paths with a token; the deployable
 * configuration has neither the worker nor the binding to it.
 *
 *   GET    objects?prefix=&delimiter=&cursor=  -> { objects: [{ key, size }], prefixes, cursor }
 *   GET    objects/<key>                       -> the object's body
 *   PUT    objects/<key>                       <- body, content-type kept for the edge to serve with
 *   POST   objects/put                         <- multipart form of files, each named by its percent-encoded key and
 *                                                 typed with the content type to keep (at most 100)
 *   POST   objects/delete                      <- { keys: string[] } (at most 1,000)
 *   POST   objects/has                         <- { keys: string[] } (at most 1,000) -> { present: string[] }
 *   GET    kv?prefix=                          -> { keys: string[] }
 *   GET    kv/<key>    PUT kv/<key>    DELETE kv/<key>
 */
import { SITE_STORE_PATH, SITE_STORE_PUT_AT_MOST, SITE_STORE_TOKEN_HEADER } from '#contract/bundle.ts';
import { sameToken } from './token.ts';

export interface SiteStoreEnv {
  readonly SITE: R2Bucket;
  readonly SITE_KV: KVNamespace;
  readonly SITE_STORE_TOKEN: string;
}

const json = (value: unknown, status = 200): Response => Response.json(value, { status });
const problem = (status: number, message: string): Response => json({ error: message }, status);

async function handle(request: Request, env: SiteStoreEnv): Promise<Response> {
  if (!sameToken(request.headers.get(SITE_STORE_TOKEN_HEADER), env.SITE_STORE_TOKEN ?? '')) return problem(403, 'wrong or missing store token');
  const url = new URL(request.url);
  if (!url.pathname.startsWith(SITE_STORE_PATH)) return problem(404, 'not a store path');
  const [area, rawKey, ...rest] = url.pathname.slice(SITE_STORE_PATH.length).split('/');
  if (rest.length > 0) return problem(404, 'a key is one percent-encoded path segment');
  let key: string | null;
  try {
    key = rawKey === undefined || rawKey === '' ? null : decodeURIComponent(rawKey);
  } catch {
    return problem(400, 'a key is one percent-encoded path segment');
  }

  if (area === 'objects') {
    if (key === null && request.method === 'GET') {
      const listed = await env.SITE.list({
        prefix: url.searchParams.get('prefix') ?? undefined,
        delimiter: url.searchParams.get('delimiter') ?? undefined,
        cursor: url.searchParams.get('cursor') ?? undefined,
        limit: 1000,
      });
      return json({ objects: listed.objects.map((o) => ({ key: o.key, size: o.size })), prefixes: listed.delimitedPrefixes, cursor: listed.truncated ? listed.cursor : null });
    }
    if ((key === 'delete' || key === 'has') && request.method === 'POST') {
      const body = (await request.json().catch(() => null)) as { keys?: unknown } | null;
      const keys = body?.keys;
      if (!Array.isArray(keys) || keys.length > 1000 || !keys.every((k) => typeof k === 'string' && k.length > 0)) return problem(400, 'keys must be 1 to 1,000 object keys');
      if (key === 'has') {
        const heads = await Promise.all((keys as string[]).map((k) => env.SITE.head(k)));
        return json({ present: (keys as string[]).filter((_, i) => heads[i] !== null) });
      }
      if (keys.length) await env.SITE.delete(keys as string[]);
      return json({ deleted: keys.length });
    }
    if (key === 'put' && request.method === 'POST') {
      // Every file read and named before any is stored: a bad form stores nothing.
      const form = await request.formData().catch(() => null);
      const entries = form ? [...form.entries()] : [];
      const objects: { key: string; file: File }[] = [];
      for (const [name, value] of entries) {
        let objectKey: string;
        try {
          objectKey = decodeURIComponent(name);
        } catch {
          objectKey = '';
        }
        if (objectKey === '' || typeof value === 'string') break;
        objects.push({ key: objectKey, file: value });
      }
      if (entries.length === 0 || entries.length > SITE_STORE_PUT_AT_MOST || objects.length !== entries.length) {
        return problem(400, `the form must hold 1 to ${SITE_STORE_PUT_AT_MOST} files, each named by its percent-encoded object key`);
      }
      const bodies = await Promise.all(objects.map((o) => o.file.arrayBuffer()));
      await Promise.all(objects.map((o, i) => env.SITE.put(o.key, bodies[i]!, { httpMetadata: { contentType: o.file.type || 'application/octet-stream' } })));
      return json({ stored: objects.length });
    }
    if (key === null) return problem(405, 'method not allowed');
    if (request.method === 'GET') {
      const object = await env.SITE.get(key);
      if (!object) return problem(404, 'no such object');
      return new Response(object.body, { headers: { 'content-type': object.httpMetadata?.contentType ?? 'application/octet-stream' } });
    }
    if (request.method === 'PUT') {
      const put = await env.SITE.put(key, await request.arrayBuffer(), { httpMetadata: { contentType: request.headers.get('content-type') ?? 'application/octet-stream' } });
      return json({ key, size: put.size });
    }
    return problem(405, 'method not allowed');
  }

  if (area === 'kv') {
    if (key === null && request.method === 'GET') {
      const prefix = url.searchParams.get('prefix') ?? undefined;
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await env.SITE_KV.list({ prefix, cursor });
        keys.push(...page.keys.map((k) => k.name));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      return json({ keys });
    }
    if (key === null) return problem(405, 'method not allowed');
    if (request.method === 'GET') {
      const value = await env.SITE_KV.get(key);
      return value === null ? problem(404, 'no such key') : new Response(value, { headers: { 'content-type': 'application/json' } });
    }
    if (request.method === 'PUT') {
      await env.SITE_KV.put(key, await request.text());
      return json({ key });
    }
    if (request.method === 'DELETE') {
      await env.SITE_KV.delete(key);
      return json({ key });
    }
    return problem(405, 'method not allowed');
  }
  return problem(404, 'not a store path');
}

export default {
  async fetch(request, env): Promise<Response> {
    try {
      return await handle(request, env);
    } catch (error) {
      console.error('site store:', error);
      return problem(500, error instanceof Error ? error.message : String(error));
    }
  },
} satisfies ExportedHandler<SiteStoreEnv>;
