import { DEVICE_PLATFORM } from '../../contract/device.ts';
import { AFFILIATE_LINK_KEY, FAVOURITE_INTENT, isAffiliateCode, SALES_LEARNER_CALLS, type AccessData, type Like } from '../../contract/sales-learner.ts';
import { forgetStoredReads } from '../../lib/cache-keys.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { logger } from '../../platform/errors/logger.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session, $webView, startSession } from '../../platform/session/session-store.ts';

/**
 * The sales page's learner part (sales-learner.tsx) in the browser: the learner's access to the product and their
 * favourite heart, from the views the page rendered. No React and no zod (decision 0014; issue 47: a sales page as
 * light as a store page), so its calls are SALES_LEARNER_CALLS, and nothing is kept in the query cache: after a
 * favourite changes, the stored favourites are dropped so /favourites asks again.
 */

type LearnerState = 'unknown' | 'enrolled' | 'not_sold_on_device' | 'school_locked' | 'open';

const stateOf = (data: AccessData): LearnerState =>
  data.enrolled ? 'enrolled' : data.purchase_block === 'not_sold_on_device' || data.purchase_block === 'school_locked' ? data.purchase_block : 'open';

/** The heart chosen before signing in (FAVOURITE_INTENT), taken from the address once, so a reload does not repeat it. */
function takeIntent(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(FAVOURITE_INTENT) !== '1') return false;
  url.searchParams.delete(FAVOURITE_INTENT);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

/**
 * A visit through an affiliate's link (`?aff=<code>`): told to the API once, and the key taken from the address so a
 * reload or a link copied from the address bar is not another affiliate visit. The visit counts or not as the API
 * decides; the page is the same either way.
 */
function recordAffiliateVisit(courseId: number): void {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(AFFILIATE_LINK_KEY);
  if (code === null) return;
  url.searchParams.delete(AFFILIATE_LINK_KEY);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const normalised = code.trim().toUpperCase();
  if (!isAffiliateCode(normalised)) return;
  call(SALES_LEARNER_CALLS.affiliateClick, { body: { code: normalised, course_id: courseId } }).catch((error: unknown) => {
    logger.info('learning: could not record the affiliate visit', error);
  });
}

/** What this learner may do with the product: the view of their state, in place of the static buy button's. */
async function showAccess(root: HTMLElement, courseId: number): Promise<void> {
  const list = root.querySelector<HTMLElement>('[data-learner-state]');
  if (!list) return;
  let data: AccessData;
  try {
    data = await call(SALES_LEARNER_CALLS.accessData, { params: { courseId }, query: { device_type: $webView.get().deviceType ?? DEVICE_PLATFORM.WEB } });
  } catch (error) {
    // The static page stands: its buy button and plans are right for anyone who has not bought.
    logger.info('learning: could not read the learner\'s access to the product', error);
    return;
  }
  const state = stateOf(data);
  const view = root.querySelector<HTMLTemplateElement>(`template[data-learner-view="${state}"]`);
  list.replaceChildren(...(view ? [view.content.cloneNode(true)] : []));
  list.dataset.learnerState = state;
}

/** The favourite heart of a signed-in learner: read, toggled, and saved on the way back from signing in. */
function wireFavourite(root: HTMLElement, slug: string, courseId: number): () => void {
  const button = root.querySelector<HTMLButtonElement>('[data-favourite]');
  const label = button?.querySelector<HTMLElement>('[data-favourite-label]');
  const error = root.querySelector<HTMLElement>('[data-favourite-error]');
  if (!button || !label || !error) return () => undefined;
  const errors = JSON.parse(root.dataset.errors ?? '{}') as Record<string, string>;
  let like: Like | undefined;
  let busy = true;
  let stopped = false;

  const show = () => {
    const liked = like !== undefined;
    button.setAttribute('aria-pressed', String(liked));
    label.textContent = (liked ? button.dataset.added : button.dataset.add) ?? '';
    button.querySelector('svg')?.setAttribute('fill', liked ? 'currentColor' : 'none');
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };
  const read = async () => (await call(SALES_LEARNER_CALLS.favourites)).likes.find((l) => l.course_id === courseId);

  // Decided on the list as it is when the click lands, read again after: a change made in another tab counts.
  const toggle = async () => {
    busy = true;
    error.textContent = '';
    show();
    try {
      const current = await read();
      if (current) await call(SALES_LEARNER_CALLS.removeFavourite, { params: { likeId: current.id } });
      else await call(SALES_LEARNER_CALLS.addFavourite, { body: { course_id: courseId } });
      forgetStoredReads(slug, SALES_LEARNER_CALLS.addFavourite.invalidates);
      like = await read();
    } catch (failure) {
      const text = toAppError(failure).message;
      error.textContent = errors[text] ?? text;
    } finally {
      busy = false;
      if (!stopped) show();
    }
  };

  button.hidden = false;
  show();
  const onClick = () => void (busy || toggle());
  button.addEventListener('click', onClick);
  void read().then(
    (found) => {
      like = found;
      busy = false;
      if (stopped) return;
      show();
      // Back from signing in to save this product: saved once the list is known (unless it is already there).
      if (takeIntent() && !like) void toggle();
    },
    (failure: unknown) => {
      busy = false;
      if (stopped) return;
      show();
      logger.info('learning: could not read the favourites', failure);
    },
  );
  return () => {
    stopped = true;
    button.hidden = true;
    button.removeEventListener('click', onClick);
  };
}

export function wireSalesLearner(root: HTMLElement): void {
  const slug = root.dataset.slug ?? '';
  const courseId = Number(root.dataset.courseId);
  if (!slug || !Number.isInteger(courseId) || courseId <= 0) return;
  const signIn = root.querySelector<HTMLElement>('[data-favourite-sign-in]');
  startSession();
  recordAffiliateVisit(courseId);
  void showAccess(root, courseId);

  // Signed in or out here or in another tab: the heart or the way to sign in.
  let signedIn: boolean | null = null;
  let stop = () => {};
  $session.subscribe((session) => {
    const now = isSignedIn(session);
    if (now === signedIn) return;
    signedIn = now;
    stop();
    stop = now ? wireFavourite(root, slug, courseId) : () => undefined;
    if (signIn) signIn.hidden = now;
  });
}
