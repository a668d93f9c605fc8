import { COLOUR_MODE_KEY } from '../shell/colour-mode.ts';

/**
 * Browser storage keys (SPEC.md section 3, "Local storage keys"). Keys are per origin and every school has its
 * own host, so none needs a school prefix.
 */
export const STORAGE_KEY = {
  /** The stored authentication data: JSON of StoredAuth. */
  auth: 'authenticationData:auth',
  /** The saved-user entry: JSON of SavedUser, the profile shown while the session is restored. */
  savedUser: 'savedUser',
  /** The learner's colour mode choice, `light` or `dark` (owned by the shell's colour-mode module). */
  colourMode: COLOUR_MODE_KEY,
  /** The call-to-action widget cache; cleared on every app start. */
  ctaWidgetCache: 'ctaWidgetCache',
} as const;

/**
 * sessionStorage keys. This app is many pages, not one: each page load runs the start-up rules again, so what
 * must outlive one page but not the tab lives here.
 */
export const TAB_STORAGE_KEY = {
  /** Set on the first page of a tab: its absence marks an app start. */
  started: 'schoolfront:started',
  /** The web-view info of the native-app launch; the launch query is only on the first URL. */
  webView: 'schoolfront:webView',
} as const;

/** The part of the Web Storage API the session uses; tests pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Map-backed KeyValueStorage (tests, and the fallback when the browser refuses storage). */
export function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}
