import { installScrollRows } from './scroll-rows.ts';
import { SIGN_OUT_CALL } from '../../contract/auth-shell.ts';
import { PERSIST_KEY } from '../../lib/cache-keys.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../errors/app-error.ts';
import { logger } from '../errors/logger.ts';
import { requiresSignIn, signInHref } from '../session/guards.ts';
import { isSignedIn } from '../session/session-state.ts';
import { $session, $webView, signOut, startSession } from '../session/session-store.ts';
import { installColourModeToggle } from './colour-mode-toggle.ts';
import { headerAccount, renderHeaderAccount } from './header-account.ts';
import { createNavigationProgress, formNavigates, linkNavigates, setPageProgress } from './navigation-progress.ts';
import { guardTarget, readPageContext, type PageContext } from './page-context.ts';
import { currentProfileGate, needsGateCheck } from '../session/profile-gate.ts';

/**
 * The application shell's behaviour on every page (SPEC.md section 2, Shell behaviour), store pages included,
 * without React: the session start-up rules, the route guard, right-click off, the navigation progress bar, other
 * tabs' identity changes (registered by the session's start-up), the header's account area and its colour-mode
 * button. Loaded by the layout as one small bundled module; React islands share its session and colour-mode
 * stores. It parses with zod/mini only: it is all the JavaScript a store page has (decision 0014).
 */

function installProgress(): void {
  const bar = document.querySelector<HTMLElement>('[data-nav-progress]');
  if (!bar) return;
  const progress = createNavigationProgress(bar, window);
  setPageProgress(progress);
  // Bubble phase on window: React (and any page script) has had its say, so defaultPrevented is final.
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const facts = { href: link.href, target: link.target, download: link.hasAttribute('download') };
    if (linkNavigates(facts, event, location.href)) progress.start();
  });
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = (event as SubmitEvent).submitter;
    const target = submitter?.getAttribute('formtarget') ?? form.target;
    if (formNavigates({ defaultPrevented: event.defaultPrevented, method: form.method, target, action: form.action }, location.href)) progress.start();
  });
  // Back to this page from the back-forward cache: the navigation that started the bar is over.
  window.addEventListener('pageshow', (event) => event.persisted && progress.reset());
}

const ERROR_VISIBLE_MS = 5000;

/**
 * The header's popovers (the account menu, the phone drawer) open and close without script (the Popover API), and
 * the browser tells assistive technology whether each is open (a popovertarget button's expanded state, which is why
 * it may not carry aria-expanded). This only marks an opener `data-open` for its open look.
 */
function installPopovers(): void {
  for (const popover of document.querySelectorAll<HTMLElement>('[popover][id]')) {
    popover.addEventListener('toggle', (event) => {
      const open = (event as ToggleEvent).newState === 'open';
      for (const opener of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) opener.setAttribute('data-open', String(open));
    });
  }
}

/** The footer's language link comes back to this page once the learner has chosen. */
function installLanguageLink(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
    const url = new URL(link.href);
    url.searchParams.set('from', `${location.pathname}${location.search}`);
    link.href = `${url.pathname}${url.search}`;
  }
}

function installAccount(page: PageContext): void {
  const root = document.documentElement;
  const elements = {
    root,
    // The name shows twice: beside the avatar (from lg) and at the head of the account menu.
    names: [...document.querySelectorAll('[data-account-name]')],
    initial: document.querySelector('[data-account-initial]'),
  };
  $session.subscribe((session) => renderHeaderAccount(elements, headerAccount(session)));

  // The unread count in the header: its own chunk, only for a learner who is signed in, once the page is idle.
  // With it, the school's live alerts: this page listens on the school's alert channel while it is open.
  if (isSignedIn($session.get()) && document.querySelector('[data-unread-badge]')) {
    const load = () => Promise.all([
      import('./header-unread.ts').then(({ installUnread }) => installUnread()).catch((error: unknown) => logger.info('shell: no unread count', error)),
      import('./live-alerts.ts').then(({ installLiveAlerts }) => installLiveAlerts(page.base)).catch((error: unknown) => logger.info('shell: no live alerts', error)),
    ]);
    if ('requestIdleCallback' in window) requestIdleCallback(() => void load(), { timeout: 3000 });
    else setTimeout(() => void load(), 1);
  }

  const signInLink = document.querySelector<HTMLAnchorElement>('[data-account-signin]');
  // Back here after signing in (never to a signed-out page: signInHref drops those).
  if (signInLink && page.route && !page.route.signedOut) signInLink.href = signInHref(page.base, `${location.pathname}${location.search}`);

  const button = document.querySelector<HTMLButtonElement>('[data-sign-out]');
  const error = document.querySelector<HTMLElement>('[data-account-error]');
  let hideError: ReturnType<typeof setTimeout> | undefined;
  button?.addEventListener('click', async () => {
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    try {
      await call(SIGN_OUT_CALL);
    } catch (failure) {
      // Still signed in on the server (its cookies were not cleared), so stay signed in here and say why.
      button.removeAttribute('aria-busy');
      document.getElementById('account-menu')?.hidePopover?.();
      if (error) {
        error.textContent = toAppError(failure).message;
        error.hidden = false;
        clearTimeout(hideError);
        hideError = setTimeout(() => (error.hidden = true), ERROR_VISIBLE_MS);
      }
      return;
    }
    signOut();
    try {
      localStorage.removeItem(PERSIST_KEY);
    } catch {
      // Nothing was persisted either.
    }
    button.removeAttribute('aria-busy');
    if (page.route && requiresSignIn(page.route, { mandatoryAuth: page.mandatoryAuth })) location.assign(`/${page.base}`);
  });
}

let booted = false;

/** Runs once per page. */
export function bootAppShell(): void {
  if (booted || typeof document === 'undefined') return;
  booted = true;
  const page = readPageContext(document.documentElement.dataset, location.pathname);
  // Read before the session's start-up takes the launch query off the address.
  const launchedByApp = new URLSearchParams(location.search).has('authToken');
  startSession();
  const target = guardTarget(page, isSignedIn($session.get()), location.href);
  if (target) {
    logger.info(`shell: ${page.route?.id ?? 'page'} sends the learner to ${target}`);
    location.replace(target);
    return;
  }
  document.addEventListener('contextmenu', (event) => event.preventDefault());
  if (!$webView.get().fromNativeApp) installProgress();
  installColourModeToggle(document.querySelectorAll<HTMLButtonElement>('[data-colour-mode-toggle]'));
  installAccount(page);
  installPopovers();
  installScrollRows();
  installLanguageLink();
  // The offline app's worker: registered once the page has loaded (never competing with its requests), from a chunk
  // of its own, so a store page's first script stays small.
  const learner = { get: () => $session.get().student?.id ?? null, subscribe: (listener: (id: number | null) => void) => void $session.subscribe((s) => listener(s.student?.id ?? null)) };
  const log = (message: string, error: unknown) => logger.info(message, error);
  const startWorker = () => void import('./service-worker.ts').then(({ installServiceWorker }) => installServiceWorker(page.base, learner, log)).catch((error: unknown) => log('shell: no service worker', error));
  if (document.readyState === 'complete') startWorker();
  else window.addEventListener('load', startWorker, { once: true });
  // Only pages the native app opened have its title bar, and only they load its script.
  if (document.documentElement.dataset['nativeApp'] === 'true') {
    import('./app-bar.ts').then(({ installAppBar }) => installAppBar()).catch((error: unknown) => logger.info('shell: no app bar', error));
  }
  // A learner this browser has not seen the profile of: one check, then the profile builder if it is forced. A
  // launch by the native app: the account's language. The check (it parses the account with the full contract)
  // loads only then: never on a page open to everyone.
  const session = $session.get();
  if (launchedByApp || needsGateCheck(page, session, currentProfileGate())) {
    import('../session/account-check.ts')
      .then(({ checkAccount }) => checkAccount(page, session, launchedByApp))
      .then((target) => target && location.replace(target))
      .catch((error: unknown) => logger.info('shell: no account check', error));
  }
}
