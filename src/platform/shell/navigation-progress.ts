/**
 * The thin bar at the top of the page while the next page loads (SPEC.md section 2, Shell behaviour). Every page
 * is its own document here, so "navigation" is the browser leaving this one: a same-origin link followed or a form
 * that submits to a new page. The bar is server-rendered in the layout (`[data-nav-progress]`); this module only
 * moves its `data-state`. Not shown when the learner came from the native app, which has its own loading UI.
 */

/** The parts of a click that decide whether the browser will follow the link itself. */
export interface ClickFacts {
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

export interface LinkFacts {
  readonly href: string;
  /** The `target` attribute ('' when none). */
  readonly target: string;
  readonly download: boolean;
}

/** Whether following `link` leaves this page for another page of the same origin, in this tab. */
export function linkNavigates(link: LinkFacts, click: ClickFacts, current: string): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((link.target && link.target !== '_self') || link.download || !link.href) return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(link.href, current);
    from = new URL(current);
  } catch {
    return false;
  }
  if (to.origin !== from.origin || !/^https?:$/.test(to.protocol)) return false;
  // Only the fragment differs: the browser scrolls, it does not load a page.
  return !(to.pathname === from.pathname && to.search === from.search && to.hash !== '');
}

export interface FormFacts {
  readonly defaultPrevented: boolean;
  /** `form.method` as the DOM normalises it: get, post or dialog. */
  readonly method: string;
  readonly target: string;
  /** `form.action`, already absolute. */
  readonly action: string;
}

/** Whether a submitted form makes the browser load a page in this tab (React forms prevent the default). */
export function formNavigates(form: FormFacts, current: string): boolean {
  if (form.defaultPrevented || form.method === 'dialog' || (form.target && form.target !== '_self')) return false;
  try {
    return new URL(form.action, current).origin === new URL(current).origin;
  } catch {
    return false;
  }
}

/** The bar's element: only its data-state changes. */
export interface ProgressElement {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

export interface Timers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface NavigationProgress {
  /** The next page is loading. */
  start(): void;
  /** Back to idle (a cancelled navigation, or this page restored from the back-forward cache). */
  reset(): void;
}

/** A navigation that has not replaced the page after this long was cancelled (a download, a 204): hide the bar. */
export const PROGRESS_GIVE_UP_MS = 15_000;

export function createNavigationProgress(bar: ProgressElement, timers: Timers): NavigationProgress {
  let giveUp: unknown = null;
  const reset = () => {
    if (giveUp !== null) timers.clearTimeout(giveUp);
    giveUp = null;
    bar.removeAttribute('data-state');
  };
  return {
    start() {
      reset();
      bar.setAttribute('data-state', 'loading');
      giveUp = timers.setTimeout(reset, PROGRESS_GIVE_UP_MS);
    },
    reset,
  };
}

let pageProgress: NavigationProgress | null = null;

/** Makes `progress` the page's bar: `startNavigationProgress()` then moves it. */
export function setPageProgress(progress: NavigationProgress | null): void {
  pageProgress = progress;
}

/** Shows the bar for a navigation a script starts (`location.assign` after signing in). No-op without a bar. */
export function startNavigationProgress(): void {
  pageProgress?.start();
}
