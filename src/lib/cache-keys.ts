import { matchesPath, type CallShape } from '../contract/call.ts';

/**
 * The persisted query cache's names, in a module of their own so the store pages' small shell script can clear
 * the cache without loading TanStack Query.
 */

/** The persisted cache's buster: a different value discards everything stored (SPEC.md section 9). */
export const CACHE_BUSTER = '52';
/** The localStorage key of the persisted cache. */
export const PERSIST_KEY = 'schoolfront:queryCache';

/** Where the persisted cache lives in the browser: its localStorage, or null where it is refused (or on the server). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether a query key (`[slug, ...path segments, params]`) is one of `slug`'s answers to `read`, whatever its parameters. */
export const isReadOf = (slug: string, read: CallShape, key: readonly unknown[]): boolean =>
  key[0] === slug && matchesPath(read, key.slice(1, -1));

/**
 * After a write made on a page that keeps no query client (a sales page's learner script): the stored answers of
 * `reads` for `slug`, whatever their parameters, are dropped from the persisted cache, so the next page asks for
 * them again instead of showing what was true before the write (query-client.ts's invalidateAfter, for pages
 * without TanStack Query).
 */
export function forgetStoredReads(slug: string, reads: readonly CallShape[], storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage()): void {
  if (!storage) return;
  try {
    const text = storage.getItem(PERSIST_KEY);
    if (!text) return;
    const stored = JSON.parse(text) as { clientState?: { queries?: { queryKey?: unknown }[] } };
    const queries = stored.clientState?.queries;
    if (!Array.isArray(queries)) return;
    const kept = queries.filter(({ queryKey: key }) => !(Array.isArray(key) && reads.some((read) => isReadOf(slug, read, key))));
    if (kept.length === queries.length) return;
    stored.clientState!.queries = kept;
    storage.setItem(PERSIST_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused, or an entry that is not the persister's: the persister drops a corrupt one itself.
  }
}
