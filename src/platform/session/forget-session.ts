import { clearLearnerCache } from '../../lib/query-client.ts';
import { startNavigationProgress } from '../shell/navigation-progress.ts';
import { clearProfileGate } from './profile-gate.ts';
import { signOut } from './session-store.ts';

/** After the API has ended the session (sign-out, account deletion, a 401): forget it here, and what it saw. */
export function forgetSession(): void {
  signOut();
  clearLearnerCache();
  try {
    clearProfileGate(window.localStorage);
  } catch {
    // Storage refused: nothing was stored either.
  }
}

/** Leaves the page for `url`, with the navigation progress bar. */
export function leaveFor(url: string): void {
  startNavigationProgress();
  window.location.assign(url);
}
