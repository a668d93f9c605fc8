import { clearLearnerCache } from '../../lib/query-client.ts';
import { signOut } from '../session/session-store.ts';
import { startNavigationProgress } from '../shell/navigation-progress.ts';
import { CALLS } from '../../contract/calls.ts';
import { call } from '../../lib/call.ts';
import { clearProfileGate } from './profile-gate.ts';

/**
 * Ending the learner's session from an account page: the session store forgets it and tells the other tabs
 * (SPEC.md section 2: they go to {base} or reload), and nothing the learner saw stays cached in this browser.
 */

/** After the API has ended the session (sign-out, account deletion): forget it here. */
export function forgetSession(): void {
  signOut();
  clearLearnerCache();
  try {
    clearProfileGate(window.localStorage);
  } catch {
    // Storage refused: nothing was stored either.
  }
}

/** Signs out on the server (its cookies cleared), then here. Throws (an AppError) when the server did not. */
export async function signOutHere(): Promise<void> {
  await call(CALLS.signout);
  forgetSession();
}

/** Leaves the page for `url`, with the navigation progress bar. */
export function leaveFor(url: string): void {
  startNavigationProgress();
  window.location.assign(url);
}
