import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEVICE_PLATFORM } from '../../contract/common.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session, $webView, startSession } from '../../platform/session/session-store.ts';
import { QueryProvider } from '../../platform/shell/query-provider.tsx';
import { addFavourite, favouriteOf, removeFavourite } from './favourites.ts';
import { HeartIcon } from '../../ui/icons.ts';
import { accessDataQuery, favouritesQuery } from './learning-api.ts';
import type { SalesLearnerProps } from './sales-learner-props.ts';

type LearnerState = 'unknown' | 'enrolled' | 'not_sold_on_device' | 'school_locked' | 'open';

/**
 * The sales page's one learner island (hydrated when the page is idle): what this learner may do with the
 * product (`v17/courses/access_data/{courseId}`, SPEC.md section 6) and their favourite heart. The static page
 * around it already says everything a visitor needs without JavaScript; this adds what only the learner's
 * session can tell. Strings and class names come from the server (the page's language, no styling runtime).
 *
 * Its root's `data-learner-state` lets the buy box's own CSS hide the static buy button and plans where they no
 * longer apply (enrolled, not sold on this device, school locked), without the island touching the static markup.
 */

function Access({ slug, courseId, dashboardHref, addReviewHref, strings, classes }: SalesLearnerProps) {
  const webView = useStore($webView);
  const access = useQuery(accessDataQuery(slug, courseId, webView.deviceType ?? DEVICE_PLATFORM.WEB));
  const data = access.data;
  const state: LearnerState = !data
    ? 'unknown'
    : data.enrolled
      ? 'enrolled'
      : data.purchase_block === 'not_sold_on_device' || data.purchase_block === 'school_locked'
        ? data.purchase_block
        : 'open';
  return (
    <div data-learner-state={state} data-testid="learner-access" className={classes.stack}>
      {state === 'enrolled' && (
        <>
          <p className={classes.notice} data-testid="enrolled-notice">
            <strong>{strings.enrolledTitle}</strong>
            <span>{strings.enrolledText}</span>
          </p>
          <a className={classes.primary} href={dashboardHref} data-testid="go-to-dashboard">{strings.goToDashboard}</a>
          <a className={classes.secondary} href={addReviewHref} data-testid="write-review">{strings.writeReview}</a>
        </>
      )}
      {state === 'not_sold_on_device' && (
        <p className={classes.notice} role="status" data-testid="not-sold-notice">
          <strong>{strings.notSoldTitle}</strong>
          <span>{strings.notSoldText}</span>
        </p>
      )}
      {state === 'school_locked' && (
        <p className={classes.notice} role="alert" data-testid="access-denied">
          <strong>{strings.lockedTitle}</strong>
          <span>{strings.lockedText}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The heart's sign-in link comes back with `?favourite=1` (sales-learner-props.ts): a learner who chose the heart
 * before signing in finds the product saved. The key is taken from the address once, so a reload does not repeat it.
 */
export const FAVOURITE_INTENT = 'favourite';
function takeIntent(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(FAVOURITE_INTENT) !== '1') return false;
  url.searchParams.delete(FAVOURITE_INTENT);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

function FavouriteToggle({ slug, courseId, strings, classes }: SalesLearnerProps) {
  const client = useQueryClient();
  const favourites = useQuery(favouritesQuery(slug));
  const like = favouriteOf(favourites.data, courseId);
  const [error, setError] = useState<string | null>(null);
  const toggle = useMutation({
    // Decided on the list as it is when the click lands (read first if it has not arrived yet).
    mutationFn: async () => {
      const current = favouriteOf(await client.ensureQueryData(favouritesQuery(slug)), courseId);
      return current ? removeFavourite(client, slug, current) : addFavourite(client, slug, courseId);
    },
    onMutate: () => setError(null),
    onError: (e) => {
      const text = toAppError(e).message;
      setError(strings.errors[text] ?? text);
    },
  });
  const liked = like !== undefined;
  // Back from signing in to save this product: save it once the list is known (unless it is already there).
  const loaded = favourites.data !== undefined;
  useEffect(() => {
    if (loaded && takeIntent() && !liked) toggle.mutate();
  }, [loaded]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the list first arrives
  return (
    <>
      <button
        type="button"
        className={classes.favourite}
        aria-pressed={liked}
        aria-busy={toggle.isPending || !favourites.data || undefined}
        onClick={() => !toggle.isPending && toggle.mutate()}
        data-testid="favourite-toggle"
      >
        <HeartIcon fill={liked ? 'currentColor' : 'none'} />
        {liked ? strings.inFavourites : strings.addToFavourites}
      </button>
      <p role="alert" className={classes.error} data-testid="favourite-error">{error}</p>
    </>
  );
}

function Learner(props: SalesLearnerProps) {
  const session = useStore($session);
  // The first render matches the server's HTML (signed out); the session's real state follows.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startSession();
    setHydrated(true);
  }, []);
  const signedIn = hydrated && isSignedIn(session);
  return (
    <div className={props.classes.root}>
      {hydrated && <Access {...props} />}
      {signedIn ? (
        <FavouriteToggle {...props} />
      ) : (
        <a className={props.classes.signIn} href={props.signInHref} data-testid="favourite-sign-in">
          <HeartIcon />
          {props.strings.signInToSave}
        </a>
      )}
    </div>
  );
}

export function SalesLearner(props: SalesLearnerProps) {
  return (
    <QueryProvider>
      <Learner {...props} />
    </QueryProvider>
  );
}
