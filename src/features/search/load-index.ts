/**
 * The browser's side of the index files: the manifest a page carries, and each part fetched, checked and opened
 * once per page. The files are content-hashed and served as immutable, so after the first visit they come from
 * the browser's cache; they are not put in the persisted query cache (localStorage is too small for them).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SEARCH_MANIFEST_DATASET_KEY, SearchIndexFile, SearchManifest, type SearchIndexPart } from '../../contract/search.ts';
import { httpFailure, toAppError, type AppError } from '../../platform/errors/app-error.ts';
import { openSearchIndex, type OpenedSearchIndex } from './search-index.ts';

/** The manifest of the page's build (`<html data-search-index>`), or null when the page has none or a bad one. */
export function readSearchManifest(dataset: DOMStringMap = document.documentElement.dataset): SearchManifest | null {
  const raw = dataset[SEARCH_MANIFEST_DATASET_KEY];
  if (!raw) return null;
  try {
    const parsed = SearchManifest.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const loads = new Map<string, Promise<OpenedSearchIndex>>();
const opened = new Map<string, OpenedSearchIndex>();

/**
 * Fetches, checks and opens one index file; the same promise for the same URL. A failed load is forgotten, so
 * trying again fetches again. Measures in the performance timeline `search-index:<part>` (request to opened)
 * and `search-index:<part>:open` (JSON parse, contract check and MiniSearch load, once the bytes are there).
 */
export function loadSearchPart(url: string, fetchFile: typeof fetch = globalThis.fetch): Promise<OpenedSearchIndex> {
  let load = loads.get(url);
  if (!load) {
    const started = performance.now();
    load = (async () => {
      const response = await fetchFile(url, { credentials: 'same-origin' });
      if (!response.ok) throw httpFailure(response, undefined);
      const text = await response.text();
      const received = performance.now();
      const file = SearchIndexFile.parse(JSON.parse(text));
      const index = openSearchIndex(file);
      const done = performance.now();
      performance.measure(`search-index:${file.part}`, { start: started, end: done });
      performance.measure(`search-index:${file.part}:open`, { start: received, end: done });
      opened.set(url, index);
      return index;
    })();
    loads.set(url, load);
    load.catch(() => loads.delete(url));
  }
  return load;
}

/** Starts loading a part of the page's index now (before the page needs it), if the page has one. */
export function preloadSearchPart(part: SearchIndexPart): void {
  const url = readSearchManifest()?.parts[part];
  if (url) void loadSearchPart(url).catch(() => {});
}

export type SearchPartState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly index: OpenedSearchIndex }
  | { readonly status: 'error'; readonly error: AppError };

const stateOf = (url: string | null, enabled: boolean): SearchPartState => {
  if (!url || !enabled) return { status: 'idle' };
  const index = opened.get(url);
  return index ? { status: 'ready', index } : { status: 'loading' };
};

/**
 * One part of the index for a component: idle until `enabled` (lessons load only when asked for), then loading,
 * ready or failed, with a retry. An index already opened on this page is ready at once, with no loading flash.
 */
export function useSearchPart(url: string | null, enabled = true): SearchPartState & { retry(): void } {
  const [state, setState] = useState<SearchPartState>(() => stateOf(url, enabled));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url || !enabled) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState(stateOf(url, enabled));
    loadSearchPart(url).then(
      (index) => live && setState({ status: 'ready', index }),
      (error: unknown) => live && setState({ status: 'error', error: toAppError(error) }),
    );
    return () => {
      live = false;
    };
  }, [url, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(() => ({ ...state, retry }), [state, retry]);
}
