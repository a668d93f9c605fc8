import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { defaultShouldDehydrateQuery, dehydrate, QueryClient, queryOptions, type Query, type QueryKey } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { pathOf, pathSegments, STALE_TIME, type CallQuery, type CallShape, type PathParams } from '../contract/call.ts';
import { ERROR_CODE } from '../contract/error-codes.ts';
import { AppError } from '../platform/errors/app-error.ts';
import { call, type JsonCall } from './call.ts';
import { browserStorage, CACHE_BUSTER, isReadOf, PERSIST_KEY } from './cache-keys.ts';

/**
 * The one TanStack Query client module (ARCHITECTURE.md decision 6, STYLE.md rule 3). Every read goes through a
 * query whose key is the school, the call's path segments and its params; its stale time and the reads a write
 * invalidates come from the call's declaration (src/contract/calls.ts; docs/decisions/0015-call-registry.md).
 *
 * In the browser the page's client is persisted to localStorage (SPEC.md section 9: "Persisted cache version 52;
 * local entries never expire"): restored once per page before any query runs (QueryProvider holds queries while
 * restoring), saved on every change. Each school has its own host, so its own localStorage and its own cache.
 */

export { CACHE_BUSTER, PERSIST_KEY };

export { STALE_TIME };

export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Params without undefined values, so `{ page: 1 }` and `{ page: 1, q: undefined }` are the same key. */
function cleanParams(params: QueryParams = {}): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The query key of a read: `[slug, ...pathSegments, params]`, e.g. `['demo', 'v17', 'courses', '12', {}]`.
 * Hierarchical, so `['demo', 'v17', 'courses']` is the prefix of every course read of that school.
 */
export function queryKey(slug: string, path: string, params?: QueryParams): QueryKey {
  return [slug, ...pathSegments(path), cleanParams(params)];
}

/** Where a declared read is: its path parameters and query. */
export interface CallInput<C extends CallShape> {
  params?: PathParams<C['path']>;
  query?: CallQuery<C>;
}

/** The query key of a declared read: `[slug, ...its path's segments, params filled in, query]`. */
export function callKey<C extends CallShape>(slug: string, read: C, input: CallInput<C> = {}): QueryKey {
  return queryKey(slug, pathOf(read, input.params), input.query as QueryParams | undefined);
}

/**
 * A declared read as query options: its key, the fetch through `call()`, and its declared stale time (reads that
 * declare none keep the client's default: a day, or the school's refresh interval).
 */
export function callQuery<C extends JsonCall>(slug: string, read: C, input: CallInput<C> = {}) {
  return queryOptions({
    queryKey: callKey(slug, read, input),
    queryFn: ({ signal }) => call(read, { ...input, signal }),
    ...(read.staleTime === undefined ? {} : { staleTime: read.staleTime }),
  });
}

/**
 * After a write succeeded: every read its declaration names is invalidated, for every parameter and query, and the
 * cache is saved at once. A write is usually followed by a navigation (to the gateway, to the status page), sooner
 * than the persister's throttled save: the next page would restore the reads from before the write as fresh, and a
 * learner who has just paid would be offered "Buy now" again.
 */
export async function invalidateAfter(client: QueryClient, slug: string, write: CallShape, storage: CacheStorage | null = browserStorage()): Promise<void> {
  const reads = write.invalidates ?? [];
  const predicate = (query: { queryKey: QueryKey }) => reads.some((read) => isReadOf(slug, read, query.queryKey));
  // Saved as stale before the shown reads are fetched again: a reload during that fetch must not restore them fresh.
  await client.invalidateQueries({ predicate, refetchType: 'none' });
  persistCacheNow(client, storage);
  await client.refetchQueries({ predicate, type: 'active' });
  persistCacheNow(client, storage);
}

/**
 * Puts what a write answered into the cache (`update`, as `setQueryData` takes it), and saves the cache at once, as
 * `invalidateAfter` does: the page may leave straight after the write (the profile builder goes back where the
 * learner was going), and the next page must not start from the answer before it.
 */
export function storeAnswer<T>(client: QueryClient, key: QueryKey, update: T | ((old: T | undefined) => T | undefined), storage: CacheStorage | null = browserStorage()): void {
  client.setQueryData<T>(key, update);
  persistCacheNow(client, storage);
}

export interface StaleTimeOptions {
  /** The school's configured refresh interval, replacing the 1-day default (SPEC.md section 9). */
  defaultMs?: number;
}

// Codes that a retry cannot change: the answer was definite.
const FINAL_CODES: ReadonlySet<number> = new Set([
  ERROR_CODE.invalidParams,
  ERROR_CODE.notFound,
  ERROR_CODE.forbidden,
  ERROR_CODE.unauthorized,
  ERROR_CODE.throttled,
  ERROR_CODE.invalidData,
  ERROR_CODE.jsError,
]);

/** Retries only failures a second try can fix (timeouts, the network, server errors), at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !(error instanceof AppError && FINAL_CODES.has(error.code));
}

export function createQueryClient(options: StaleTimeOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Reads that declare a stale time carry it in their options (callQuery); the rest are fresh this long.
        staleTime: options.defaultMs ?? STALE_TIME.default,
        // Local entries never expire (SPEC.md section 9); a page lives for one navigation anyway.
        gcTime: Infinity,
        retry: shouldRetry,
        // Offline, a call is tried and fails with SPEC.md's network text, rather than waiting silently for the
        // connection (TanStack's default 'online' mode pauses it).
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Reads a page must never act on from storage (`meta: { persist: false }`): a live class's answer, whose state and
 * Zoom passcode are only true now. The rest persist as TanStack's default does (successful reads).
 */
export const shouldPersist = (query: Query): boolean => defaultShouldDehydrateQuery(query) && query.meta?.['persist'] !== false;

/** Where the persisted cache lives: localStorage in the browser, a Map in tests. */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Persists `client` to `storage` under PERSIST_KEY with buster 52 and no maximum age. Resolves once the stored
 * cache (if any, and of this buster) is back in the client; never rejects (a corrupt entry is dropped).
 */
export function persistClient(client: QueryClient, storage: CacheStorage): Promise<void> {
  const persister = createSyncStoragePersister({ storage, key: PERSIST_KEY });
  const [, restored] = persistQueryClient({ queryClient: client, persister, buster: CACHE_BUSTER, maxAge: Infinity, dehydrateOptions: { shouldDehydrateQuery: shouldPersist } });
  return restored.catch(() => undefined);
}

let pageClient: QueryClient | null = null;
let pageRestored: Promise<void> = Promise.resolve();

/**
 * The page's client, shared by every island (each island is its own React root, the module is shared). On the
 * server (islands are rendered there too) every call gets a fresh client: nothing fetches there, and nothing may
 * leak between the pages and schools of one build.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!pageClient) {
    pageClient = createQueryClient();
    const storage = browserStorage();
    if (storage) pageRestored = persistClient(pageClient, storage);
  }
  return pageClient;
}

/**
 * Writes the page's cache to storage now, in the persister's format, instead of after its throttle (it saves at
 * most once a second): after a write whose result the next page must show at once, since a learner may follow a
 * link sooner than that. Not on every page exit: a tab whose learner changed in another tab must not write the old
 * learner's reads back.
 */
export function persistCacheNow(client: QueryClient | null = pageClient, storage: CacheStorage | null = browserStorage()): void {
  if (!client || !storage) return;
  try {
    storage.setItem(PERSIST_KEY, JSON.stringify({ buster: CACHE_BUSTER, timestamp: Date.now(), clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersist }) }));
  } catch {
    // Storage full or refused: the next page reads from the network instead.
  }
}

/** Resolves when the page's persisted cache has been restored (at once on the server or without storage). */
export function whenCacheRestored(): Promise<void> {
  getQueryClient();
  return pageRestored;
}

/** The school configuration's reads: the same for every learner, so they survive a change of learner. */
const isSchoolWide = (key: QueryKey): boolean => key[1] === 'config';

/**
 * Forgets every learner-specific read, in memory and in storage: called when the learner signs in or out, so no
 * page shows one learner's data to another. The stored entry is removed at once (the persister's own save is
 * throttled, and a navigation usually follows).
 */
export function clearLearnerCache(storage: CacheStorage | null = browserStorage()): void {
  pageClient?.removeQueries({ predicate: (query) => !isSchoolWide(query.queryKey) });
  try {
    storage?.removeItem(PERSIST_KEY);
  } catch {
    // Storage refused: nothing was persisted either.
  }
}
