import { AUTH_CALLS } from '../../contract/auth.ts';
import { call } from '../../lib/call.ts';
import { logger } from '../errors/logger.ts';
import { keepLanguage } from '../shell/language-memory.ts';
import type { SessionState } from './session-state.ts';
import { browserStorage, forcedProfileTarget, needsGateCheck, readProfileGate, writeProfileGate, type GatePage } from './profile-gate.ts';

// Its own module because it parses `GET /v1/me` with the full contract (full zod): the app shell imports it only
// when there is something to ask, so store pages never load it (decision 0014). The auth area's declarations
// rather than the whole registry keep this chunk to the schemas it needs.

/**
 * One `GET /v1/me`, for either of two reasons. A learner this browser has not seen the profile of (just signed in
 * elsewhere, say): the answer is remembered, and the builder's address is returned when completion turns out to be
 * forced. A page the native app opened: the language the learner chose on any device becomes this web view's, and
 * the page is loaded again in it when it was served in another. Never throws: a failed check leaves the page as
 * it is (the account pages check again).
 */
export async function checkAccount(page: GatePage, session: SessionState, launchedByApp: boolean): Promise<string | null> {
  const storage = browserStorage();
  const askGate = needsGateCheck(page, session, readProfileGate(storage));
  if (!askGate && !(launchedByApp && session.status === 'signed-in')) return null;
  try {
    const me = await call(AUTH_CALLS.me);
    writeProfileGate(storage, me.studentId, me.profile);
    const builder = forcedProfileTarget(page, session, readProfileGate(storage), location.href);
    if (!launchedByApp || !me.language) return builder;
    keepLanguage(me.language);
    // Served from the tree of the language the page was built in: load it again from the account's.
    return builder ?? (me.language === document.documentElement.lang ? null : location.href);
  } catch (error) {
    logger.info('account check: could not read the account', error);
    return null;
  }
}
