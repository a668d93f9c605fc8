import type { ProfileStatus } from '../../contract/auth.ts';
import { href } from '../../routes/match.ts';
import { routeById, type RouteEntry } from '../../routes/route-table.ts';
import { requiresSignIn, safeReturnTo } from './guards.ts';
import type { SessionState } from './session-state.ts';
import type { KeyValueStorage } from './storage-keys.ts';

/**
 * Forced profile completion (SPEC.md section 5: "exceeding the skipping limit forces completion"). Once a learner
 * has skipped their mandatory profile fields as often as the school allows, every page that needs sign-in sends
 * them to the profile builder until the fields are filled. The app shell's guard asks `forcedProfileTarget` before
 * a page renders; what it knows comes from the last `GET /learner/v1/me` (or profile skip) this browser saw,
 * remembered per learner in localStorage. No React and no schema here: the store pages' small shell script loads
 * it; the call that asks the API (account-check.ts) is loaded only when there is something to ask.
 */

/** localStorage key of the remembered completion state. */
export const PROFILE_GATE_KEY = 'schoolfront:profileGate';

export interface ProfileGateRecord {
  readonly studentId: number;
  /** `completion_forced` of the learner's last profile status. */
  readonly forced: boolean;
}

/**
 * Pages a forced learner may still open: the builder itself, the first-run flow that embeds it, and deleting the
 * account (a learner who would rather leave than fill in a form must be able to). Pages that need no sign-in
 * (the store, legal documents, the language list) stay open anyway.
 */
export const PROFILE_GATE_EXEMPT: ReadonlySet<string> = new Set(['profile-fields', 'onboarding', 'delete-account']);

export function readProfileGate(storage: KeyValueStorage | null): ProfileGateRecord | null {
  try {
    const raw = storage?.getItem(PROFILE_GATE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ProfileGateRecord>;
    return typeof value.studentId === 'number' && typeof value.forced === 'boolean' ? { studentId: value.studentId, forced: value.forced } : null;
  } catch {
    return null;
  }
}

export function writeProfileGate(storage: KeyValueStorage | null, studentId: number, status: Pick<ProfileStatus, 'completion_forced'>): void {
  try {
    storage?.setItem(PROFILE_GATE_KEY, JSON.stringify({ studentId, forced: status.completion_forced } satisfies ProfileGateRecord));
  } catch {
    // Storage refused: the pages that read the profile still redirect on their own.
  }
}

export function clearProfileGate(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(PROFILE_GATE_KEY);
  } catch {
    // Nothing was stored either.
  }
}

/** The profile builder, on the mandatory section, coming back to `returnTo` (when safe) once complete. */
export function profileBuilderHref(base: string, returnTo?: string | null): string {
  const back = safeReturnTo(returnTo, base);
  return href(base, routeById('profile-fields'), {}, { tab: 'personal', ...(back ? { returnTo: back } : {}) });
}

export interface GatePage {
  readonly route: RouteEntry | null;
  readonly base: string;
  readonly mandatoryAuth: boolean;
}

/**
 * Where a forced learner on this page must go (the profile builder, back here afterwards), or null to stay.
 * Only for the learner the record is about: another learner signing in on this browser starts unknown.
 */
export function forcedProfileTarget(page: GatePage, session: Pick<SessionState, 'status' | 'student'>, record: ProfileGateRecord | null, currentUrl: string): string | null {
  if (!page.route || session.status !== 'signed-in' || !record?.forced || session.student?.id !== record.studentId) return null;
  if (PROFILE_GATE_EXEMPT.has(page.route.id) || !requiresSignIn(page.route, { mandatoryAuth: page.mandatoryAuth })) return null;
  const url = new URL(currentUrl, 'https://origin.invalid');
  return profileBuilderHref(page.base, `${url.pathname}${url.search}`);
}

/** Whether the shell should ask the API: a signed-in learner on a page that needs sign-in, not yet known here. */
export function needsGateCheck(page: GatePage, session: Pick<SessionState, 'status' | 'student'>, record: ProfileGateRecord | null): boolean {
  if (!page.route || session.status !== 'signed-in' || !session.student) return false;
  if (PROFILE_GATE_EXEMPT.has(page.route.id) || !requiresSignIn(page.route, { mandatoryAuth: page.mandatoryAuth })) return false;
  return record?.studentId !== session.student.id;
}

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered record of this browser (null on the server). */
export const currentProfileGate = (): ProfileGateRecord | null => readProfileGate(browserStorage());

/** Remembers a profile status the API returned for `studentId`. */
export const rememberProfileStatus = (studentId: number, status: Pick<ProfileStatus, 'completion_forced'>): void =>
  writeProfileGate(browserStorage(), studentId, status);
