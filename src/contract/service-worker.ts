/**
 * What the school's service worker (src/offline-sw/sw.ts), the pages and the CLI agree on (docs/decisions/
 * 0086-offline-study.md). Free of zod: the shell's script on every page reads it.
 */

/**
 * The files that make the school's site an installable app, in the bundle's `_media/` (cli/lib/app-files.ts): the
 * web app manifest, and the service worker, which the edge serves at `/sw.js` (a worker controls only pages under
 * its own folder, and the school's pages are under `/<base>/`).
 */
export const APP_FILES = { manifest: 'manifest.webmanifest', serviceWorker: 'sw.js' } as const;

export const SERVICE_WORKER_PATH = `/${APP_FILES.serviceWorker}`;

/** The global the worker's script opens with: the `/_astro/` files it keeps for offline study (cli/lib/app-files.ts). */
export const PRECACHE_GLOBAL = '__SF_PRECACHE';
export const MANIFEST_PATH = `/_media/${APP_FILES.manifest}`;

/** The page shown offline for an address never visited: the learner's library, which has the Downloads tab. */
export const offlineFallbackPath = (scopePath: string): string => `${scopePath}courses-library`;

/**
 * The pages a download opens offline (the player, an attachment's), kept as their routes' shells with the offline page:
 * a lesson downloaded from its course's dashboard opens offline though its player was never visited.
 */
export const OFFLINE_SHELL_ROUTES = ['lesson-player', 'lesson-player-sub', 'supplements-player'] as const;

/** Set on that page's `<html>` by the worker: the library opens on Downloads and says the learner is offline. */
export const OFFLINE_PAGE_ATTRIBUTE = 'data-offline-page';

/** Where the last page of a shell route is kept, for addresses of that route never visited. */
export const shellCacheKey = (origin: string, scopePath: string, routeId: string): string => `${origin}${scopePath}__shell/${routeId}`;

/** What a page tells the worker: who is signed in (null: nobody), so it opens only that learner's downloads. */
export interface LearnerMessage {
  readonly kind: 'learner';
  readonly userId: number | null;
}

/**
 * What a page loaded before the worker controlled it (the page itself, its scripts and styles): the worker keeps
 * them, so the first page a learner opened opens offline too.
 */
export interface KeepMessage {
  readonly kind: 'keep';
  readonly urls: readonly string[];
}

/**
 * What the offline feature tells the worker when a download is stored: keep what studying offline needs (the offline
 * page and the code the build listed), if not kept yet. It answers on the message's port once that is done.
 */
export interface PrepareMessage {
  readonly kind: 'prepare';
}

/** The worker's answer: whether everything is kept (not: some file could not be fetched; ask again later). */
export interface PrepareReply {
  readonly ready: boolean;
}

/** URLs a keep message carries at most. */
export const KEEP_MAX = 300;

/** Whether this page is the offline page the worker put in place of an address never visited. */
export const isOfflinePage = (): boolean => typeof document !== 'undefined' && document.documentElement.hasAttribute(OFFLINE_PAGE_ATTRIBUTE);
