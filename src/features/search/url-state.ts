/**
 * The search pages keep their state in the URL (SPEC.md's query keys), so a reload or a shared link shows the
 * same results. Typing replaces the history entry rather than adding one per letter: Back leaves the page.
 */

export type QueryUpdate = Readonly<Record<string, string | number | null | undefined>>;

/**
 * `current` (a path with its query and hash) with the keys of `update` set, or removed when empty; other keys and
 * the hash stay as they were, in their order. Returns a same-origin path, never an absolute URL.
 */
export function withQuery(current: string, update: QueryUpdate): string {
  const url = new URL(current, 'http://same.origin');
  for (const [key, value] of Object.entries(update)) {
    if (value === null || value === undefined || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** Rewrites the address bar's query in place (no navigation, no new history entry) when it changes. */
export function replaceQuery(update: QueryUpdate, win: Pick<Window, 'location' | 'history'> = window): void {
  const current = `${win.location.pathname}${win.location.search}${win.location.hash}`;
  const next = withQuery(current, update);
  if (next !== current) win.history.replaceState(win.history.state, '', next);
}
