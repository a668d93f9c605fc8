import { KEEP_MAX, SERVICE_WORKER_PATH, type KeepMessage, type LearnerMessage } from '../../contract/service-worker.ts';

/** Who is signed in (their id, or null), and a way to hear of each change. */
export interface LearnerSource {
  get(): number | null;
  subscribe(listener: (userId: number | null) => void): void;
}

/**
 * Makes the school's site an app that opens offline (docs/decisions/0086-offline-study.md): registers the school's
 * service worker over its pages (the shell calls it once the page has loaded), and tells it who is signed in, now and
 * at each change, since it opens only that learner's downloads. Given the session and the log rather than importing
 * them, so that this chunk shares no module with the shell's script (a shared one would split out of it).
 */
export function installServiceWorker(base: string, learner: LearnerSource, log: (message: string, error: unknown) => void): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const tell = (worker: ServiceWorker | null | undefined) => {
    const message: LearnerMessage = { kind: 'learner', userId: learner.get() };
    worker?.postMessage(message);
  };
  // `/learn`, not `/learn/`: the store's own address is the base without its slash.
  navigator.serviceWorker
    .register(SERVICE_WORKER_PATH, { scope: `/${base}` })
    .then((registration) => tell(registration.active ?? registration.waiting ?? registration.installing))
    .catch((error: unknown) => log('shell: no service worker', error));
  // A page that loaded before a worker controlled it (the first visit, or after the site's data was cleared): what it
  // loaded did not pass through the worker, so it is handed over. A controlled page's requests already did.
  if (!navigator.serviceWorker.controller) void navigator.serviceWorker.ready.then((registration) => {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    const urls = [location.href, ...loaded].filter((url) => {
      const { origin, pathname } = new URL(url);
      return origin === location.origin && (url === location.href || /^\/(_astro|_media)\//.test(pathname));
    });
    const message: KeepMessage = { kind: 'keep', urls: urls.slice(0, KEEP_MAX) };
    registration.active?.postMessage(message);
  });
  let last = learner.get();
  learner.subscribe((now) => {
    if (now === last) return;
    last = now;
    tell(navigator.serviceWorker.controller);
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => tell(navigator.serviceWorker.controller));
}
