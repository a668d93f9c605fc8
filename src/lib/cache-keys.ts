import { matchesPath, type CallShape } from '../contract/call.ts';

/**
 * The persisted query cache's names, in a module of their own so the store pages' small shell script can clear
 * the cache without loading TanStack Query.
 */

/** The persisted cache's buster: a different value discards everything stored (SPEC.md section 9). */
export const CACHE_BUSTER = '52';
/** The localStorage key of the persisted cache. */
export const PERSIST_KEY = 'schoolfront:queryCache';

/**
 * After a write made on a page that keeps no query client (a sales page's learner script): the stored answers of
 * `reads` for `slug`, whatever their parameters, are dropped from the persisted cache, so the next page asks for
 * them again instead of showing what was true before the write (query-client.ts's invalidateAfter, for pages
 * without TanStack Query). A key is `[slug, ...path segments, params]` (query-client.ts's queryKey).
 */
export function forgetStoredReads(slug: string, reads: readonly CallShape[], storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  try {
    const text = storage.getItem(PERSIST_KEY);
    if (!text) return;
    const stored = JSON.parse(text) as { clientState?: { queries?: { queryKey?: unknown }[] } };
    const queries = stored.clientState?.queries;
    if (!Array.isArray(queries)) return;
    const isRead = (key: unknown) => Array.isArray(key) && key[0] === slug && reads.some((read) => matchesPath(read, key.slice(1, -1)));
    const kept = queries.filter((query) => !isRead(query.queryKey));
    if (kept.length === queries.length) return;
    stored.clientState!.queries = kept;
    storage.setItem(PERSIST_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused, or an entry that is not the persister's: the persister drops a corrupt one itself.
  }
}
