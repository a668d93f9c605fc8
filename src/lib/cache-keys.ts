/**
 * The persisted query cache's names, in a module of their own so the store pages' small shell script can clear
 * the cache without loading TanStack Query.
 */

/** The persisted cache's buster: a different value discards everything stored (SPEC.md section 9). */
export const CACHE_BUSTER = '52';
/** The localStorage key of the persisted cache. */
export const PERSIST_KEY = 'schoolfront:queryCache';
