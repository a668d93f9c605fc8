import { AUTH_CALLS } from '../../contract/auth.ts';
import { call } from '../../lib/call.ts';
import { logger } from '../errors/logger.ts';
import type { SessionState } from '../session/session-state.ts';
import { browserStorage, forcedProfileTarget, needsGateCheck, readProfileGate, writeProfileGate, type GatePage } from './profile-gate.ts';

// Its own module because it parses `GET /v1/me` with the full contract (full zod): the app shell imports it only
// when needsGateCheck says there is something to ask, so store pages never load it (decision 0014). The auth
// area's declarations rather than the whole registry keep this chunk to the schemas it needs.

/**
 * For a learner this browser has not seen the profile of (just signed in elsewhere, say): one `GET /v1/me`, the
 * answer remembered, and the builder's address when completion turns out to be forced. Never throws: a failed
 * check leaves the page as it is (the account pages check again).
 */
export async function checkProfileGate(page: GatePage, session: SessionState, currentUrl: string): Promise<string | null> {
  const storage = browserStorage();
  if (!needsGateCheck(page, session, readProfileGate(storage))) return null;
  try {
    const me = await call(AUTH_CALLS.me);
    writeProfileGate(storage, me.studentId, me.profile);
    return forcedProfileTarget(page, session, readProfileGate(storage), currentUrl);
  } catch (error) {
    logger.info('profile gate: could not read the profile', error);
    return null;
  }
}
