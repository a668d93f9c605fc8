/**
 * Where `deploy`, `rollback`, `builds` and `prune` write and read schools' sites (docs/decisions/0049): the site
 * bucket (R2) and the pointers and hosts (KV). `localSiteStore` reaches wrangler's local emulation of both through
 * the local stack's door (src/site-store/worker.ts); the same interface over Cloudflare's API is the way to an
 * account.
 */
import { SITE_STORE_PATH, SITE_STORE_PUT_AT_MOST, SITE_STORE_TOKEN_HEADER } from '../../src/contract/bundle.ts';
import { SchoolError } from './errors.ts';

export interface StoredObject {
  readonly key: string;
  readonly size: number;
}

export interface ObjectToPut {
  readonly key: string;
  readonly body: Uint8Array;
  readonly contentType: string;
}

export interface SiteStore {
  /** What the store is, for messages: `the local stack at http://127.0.0.1:8787`. */
  readonly name: string;
  /** Every object under `prefix` (all pages of the listing) and, with a delimiter, the folders below it. */
  list(prefix: string, delimiter?: '/'): Promise<{ objects: StoredObject[]; prefixes: string[] }>;
  get(key: string): Promise<string | null>;
  /** Which of `keys` the store holds, asked together (one request locally; a deploy asks about a few new files). */
  has(keys: readonly string[]): Promise<Set<string>>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores several objects: locally in one request (wrangler's emulation takes each request's round trip, some
   * 10-20 ms, whatever its size); on Cloudflare, a few uploads at once.
   */
  putMany(objects: readonly ObjectToPut[]): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  kvGet(key: string): Promise<string | null>;
  kvPut(key: string, value: string): Promise<void>;
  kvDelete(key: string): Promise<void>;
}

/**
 * The token the local stack's door asks for (cli/lib/local-config.ts gives it to the door). Not a secret: the door
 * exists only on a local stack, on loopback; it keeps a stray request from another local page from writing.
 */
export const LOCAL_SITE_STORE_TOKEN = 'local-site-store-token-never-deployed';

/** The store could not be reached or refused: one line, the school fails, nothing else changes. */
export class StoreError extends SchoolError {}

export function localSiteStore(origin: string, token = LOCAL_SITE_STORE_TOKEN): SiteStore {
  const url = (path: string) => `${origin}${SITE_STORE_PATH}${path}`;
  const request = async (method: string, path: string, body?: BodyInit, contentType?: string): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(url(path), { method, body, headers: { [SITE_STORE_TOKEN_HEADER]: token, ...(contentType ? { 'content-type': contentType } : {}) } });
    } catch (error) {
      throw new StoreError(`cannot reach the local stack at ${origin} (is \`npm start\` running?): ${(error as Error).message}`);
    }
    if (response.status === 404 && method === 'GET') return response;
    if (!response.ok) {
      const text = await response.text();
      // A stack without the door (an older one, or not a stack at all) answers the path as a school would.
      throw new StoreError(response.status === 404 || response.status === 403 ? `${origin} is not a local stack with a site store (${response.status}): start it with \`npm start\`` : `the local site store answered ${response.status}: ${text.slice(0, 200)}`);
    }
    return response;
  };
  const text = async (response: Response) => (response.status === 404 ? null : response.text());

  return {
    name: `the local stack at ${origin}`,
    async list(prefix, delimiter) {
      const objects: StoredObject[] = [];
      const prefixes: string[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ prefix, ...(delimiter ? { delimiter } : {}), ...(cursor ? { cursor } : {}) });
        const response = await request('GET', `objects?${query}`);
        if (response.status === 404) throw new StoreError(`${origin} is not a local stack with a site store: start it with \`npm start\``);
        const page = (await response.json()) as { objects: StoredObject[]; prefixes: string[]; cursor: string | null };
        objects.push(...page.objects);
        prefixes.push(...page.prefixes);
        cursor = page.cursor;
      } while (cursor);
      return { objects, prefixes };
    },
    get: async (key) => text(await request('GET', `objects/${encodeURIComponent(key)}`)),
    has: async (keys) => {
      const present = new Set<string>();
      for (let i = 0; i < keys.length; i += 1000) {
        const response = await request('POST', 'objects/has', JSON.stringify({ keys: keys.slice(i, i + 1000) }), 'application/json');
        for (const key of ((await response.json()) as { present: string[] }).present) present.add(key);
      }
      return present;
    },
    put: async (key, body, contentType) => {
      await request('PUT', `objects/${encodeURIComponent(key)}`, body as Uint8Array<ArrayBuffer>, contentType);
    },
    putMany: async (objects) => {
      for (let i = 0; i < objects.length; i += SITE_STORE_PUT_AT_MOST) {
        // Each file named by its key, percent-encoded as in a path (a form's field names are not meant for any text).
        const form = new FormData();
        for (const o of objects.slice(i, i + SITE_STORE_PUT_AT_MOST)) form.append(encodeURIComponent(o.key), new Blob([o.body as Uint8Array<ArrayBuffer>], { type: o.contentType }));
        await request('POST', 'objects/put', form);
      }
    },
    delete: async (keys) => {
      for (let i = 0; i < keys.length; i += 1000) await request('POST', 'objects/delete', JSON.stringify({ keys: keys.slice(i, i + 1000) }), 'application/json');
    },
    kvGet: async (key) => text(await request('GET', `kv/${encodeURIComponent(key)}`)),
    kvPut: async (key, value) => {
      await request('PUT', `kv/${encodeURIComponent(key)}`, value, 'application/json');
    },
    kvDelete: async (key) => {
      await request('DELETE', `kv/${encodeURIComponent(key)}`);
    },
  };
}
