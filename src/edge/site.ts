import { z } from 'zod';
import { contentPrefix, FileMap, fileMapPath, isPlatformFile, kvKeys, objectKey, Pointer, SchoolScripts, schoolScriptsPath } from '#contract/bundle.ts';
import { Slug } from '#contract/common.ts';
import { byteLru } from './lru.ts';

/**
 * How long one isolate reuses a school's pointer or host entry. Short, so a deploy or a rollback (both are a
 * pointer swap) shows within seconds, yet a burst of requests reads each once. (KV itself may take up to a minute
 * to show a change at every Cloudflare location; locally it is at once.)
 */
export const SITE_FILE_TTL_MS = 5_000;

/**
 * The edge's read-only view of the schools' sites (decision 0049): files from the site bucket (R2), each school's
 * live build and custom domain from KV. A request costs one KV read for the host, one for the pointer (both
 * cached for a few seconds) and one bucket read for the file, whatever the number of schools.
 */
export interface Site {
  /** The school a custom domain belongs to, or null. */
  schoolOfDomain(domain: string): Promise<string | null>;
  pointer(slug: string): Promise<Pointer | null>;
  /** The snippets that went with the pointer's build (`_sf-school.json`); null when it has none or a broken one. */
  schoolScripts(pointer: Pointer): Promise<SchoolScripts | null>;
  /**
   * A file by its URL path (segments already percent-encoded). Null when there is no such file. `ifNoneMatch`
   * lets the bucket answer 304 for a file the client already holds. A file of a build is read through the build's
   * map of its files by content (`_sf-files.json`), or from the build's folder when it has no map (deployed before
   * maps); its platform files (`_sf-*.json`) always from its folder.
   */
  file(path: string, ifNoneMatch?: string | null): Promise<Response | null>;
}

/** What one isolate keeps of the files it has read (decision 0049): the bytes, and a single file's limit. */
export const FILE_CACHE_BYTES = 32 * 1024 * 1024;
const FILE_CACHE_MAX_FILE = 2 * 1024 * 1024;

interface HeldFile {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly type: string | null;
}

// An ETag list as If-None-Match sends it, compared weakly (RFC 9110 section 13.1.2).
const matches = (ifNoneMatch: string, etag: string) => ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

export function createSite(bucket: R2Bucket, kv: KVNamespace, now: () => number = Date.now): Site {
  // Every key in the bucket is immutable: shared assets are named by their content and a build's files by its id,
  // never rewritten (a prune only deletes). So a file read once is served from memory after, least recently used
  // first out; a missing file is not remembered (a deploy may be writing it).
  const held = byteLru<HeldFile>(FILE_CACHE_BYTES, FILE_CACHE_MAX_FILE);
  const respond = (file: HeldFile, ifNoneMatch: string | null | undefined) => {
    const headers = new Headers({ etag: file.etag });
    if (file.type) headers.set('content-type', file.type);
    // The client's copy is current.
    if (ifNoneMatch && matches(ifNoneMatch, file.etag)) return new Response(null, { status: 304, headers });
    return new Response(file.body, { headers });
  };

  const stored = async (path: string, ifNoneMatch?: string | null): Promise<Response | null> => {
    const key = objectKey(path);
    const hit = held.get(key);
    if (hit) return respond(hit, ifNoneMatch);
    const object = await bucket.get(key);
    if (!object) return null;
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    const read: HeldFile = { body: new Uint8Array(await (object as R2ObjectBody).arrayBuffer()), etag: object.httpEtag, type: headers.get('content-type') };
    held.set(key, read, read.body.byteLength);
    return respond(read, ifNoneMatch);
  };

  // A missing entry is normal (a school not deployed yet); a broken one is logged and treated as missing, so one bad
  // deploy cannot take the edge down.
  const parse = <T>(what: string, text: string | null, schema: z.ZodType<T>): T | null => {
    if (text === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      console.error(`edge: ignoring ${what}: not JSON`, error);
      return null;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.error(`edge: ignoring ${what}: ${z.prettifyError(parsed.error)}`);
      return null;
    }
    return parsed.data;
  };
  const readFile = async <T>(path: string, schema: z.ZodType<T>): Promise<T | null> => {
    const response = await stored(path);
    return parse(path, response ? await response.text() : null, schema);
  };

  // Values, never promises: a promise made while serving one request and awaited by another would tie the second
  // to the first's I/O, which workerd refuses ("Cannot perform I/O on behalf of a different request", decision
  // 0045). Two requests that miss at once each read the file; what they read is shared for a few seconds after.
  const cache = new Map<string, { readonly expires: number; readonly value: unknown }>();
  const cached = async <T>(path: string, load: () => Promise<T>): Promise<T> => {
    const hit = cache.get(path);
    if (hit && hit.expires > now()) return hit.value as T;
    // A failed read (not a missing or bad file) throws and is not remembered: the next request tries again.
    const value = await load();
    cache.set(path, { expires: now() + SITE_FILE_TTL_MS, value });
    return value;
  };

  // `/_sf/schools/<slug>/builds/<build>/<path in the build>` (buildRoot in src/contract/bundle.ts).
  const inBuild = /^\/_sf\/schools\/([a-z0-9-]+)\/builds\/([^/]+)\/(.+)$/;
  const file: Site['file'] = async (path, ifNoneMatch) => {
    const match = inBuild.exec(path);
    if (!match || isPlatformFile(match[3]!)) return stored(path, ifNoneMatch);
    const [, slug, build, encoded] = match as unknown as [string, string, string, string];
    const map = await cached(fileMapPath(slug, build), () => readFile(fileMapPath(slug, build), FileMap));
    if (!map) return stored(path, ifNoneMatch);
    let key: string;
    try {
      key = encoded.split('/').map(decodeURIComponent).join('/');
    } catch {
      return null;
    }
    const name = Object.hasOwn(map, key) ? map[key] : undefined;
    return name ? stored(`/${contentPrefix(slug)}${name}`, ifNoneMatch) : null;
  };

  return {
    schoolOfDomain: (domain) => cached(kvKeys.host(domain), async () => parse(kvKeys.host(domain), await kv.get(kvKeys.host(domain)), Slug)),
    pointer: (slug) =>
      cached(kvKeys.pointer(slug), async () => {
        const pointer = parse(kvKeys.pointer(slug), await kv.get(kvKeys.pointer(slug)), Pointer);
        // A pointer written under the wrong key would serve another school's build: refuse it.
        if (pointer && pointer.slug !== slug) {
          console.error(`edge: ignoring ${kvKeys.pointer(slug)}: it names school ${pointer.slug}`);
          return null;
        }
        return pointer;
      }),
    schoolScripts: (pointer) => {
      const path = schoolScriptsPath(pointer.slug, pointer.build);
      return cached(path, async () => {
        const scripts = await readFile(path, SchoolScripts);
        if (scripts && scripts.slug !== pointer.slug) {
          console.error(`edge: ignoring ${path}: it names school ${scripts.slug}`);
          return null;
        }
        return scripts;
      });
    },
    file,
  };
}
