import { AUTH_CALLS } from '../../contract/auth.ts';
import { call } from '../../lib/call.ts';
import { forgetSession, leaveFor } from '../../platform/session/forget-session.ts';

/**
 * Ending the learner's session from an account page: the session store forgets it and tells the other tabs
 * (SPEC.md section 2: they go to {base} or reload), and nothing the learner saw stays cached in this browser.
 */

export { forgetSession, leaveFor };

/** Signs out on the server (its cookies cleared), then here. Throws (an AppError) when the server did not. */
export async function signOutHere(): Promise<void> {
  await call(AUTH_CALLS.signout);
  forgetSession();
}
