import type { LaunchQuery } from './launch-query.ts';
import { BROWSER_WEB_VIEW, EMPTY_SESSION, type Segment, type SessionState, type Student, type WebView } from './session-state.ts';
import { STORAGE_KEY } from './storage-keys.ts';
import { cookieMatches, isEmptyStoredAuth, parseSavedUser, segmentOnly, storedAuth, type CookieSession, type SavedUser, type StoredAuth } from './stored-auth.ts';

/**
 * The start-up rules of SPEC.md section 4, one pure function each, composed by `startup`. The app is many pages,
 * not one, so these run on every page load; "app start" (when the call-to-action cache is cleared) is the first
 * page of a tab.
 */

export interface StartupInput {
  /** `authenticationData:auth`, already validated (corrupt counts as absent). */
  readonly stored: StoredAuth | null;
  readonly savedUser: SavedUser | null;
  /** What the script sees of the auth cookies (readAuthCookies), or null when there are none. */
  readonly cookie: CookieSession | null;
  readonly launch: LaunchQuery;
  /** The web-view info this tab's first page stored; later pages of the tab have no launch query. */
  readonly savedWebView?: WebView | null;
  /** This is the first page of the tab. Default true. */
  readonly appStart?: boolean;
}

/** What to do with a storage entry: leave it, replace it, or remove it (null). */
export type StorageWrite<T> = { readonly kind: 'keep' } | { readonly kind: 'set'; readonly value: T } | { readonly kind: 'remove' };

export type StartupRule =
  | 'cta-cache-cleared'
  | 'saved-user-restored'
  | 'saved-user-not-restored'
  | 'native-app-token'
  | 'web-view-info-only'
  | 'token-expired'
  | 'cookie-mismatch-dropped';

export interface StartupResult {
  readonly session: SessionState;
  readonly webView: WebView;
  readonly auth: StorageWrite<StoredAuth>;
  readonly savedUser: StorageWrite<SavedUser>;
  /** localStorage keys to remove. */
  readonly removeKeys: readonly string[];
  /** The rules that fired, in order (for the log and the tests). */
  readonly rules: readonly StartupRule[];
}

const keep = { kind: 'keep' } as const;
const remove = { kind: 'remove' } as const;
const set = <T>(value: T): StorageWrite<T> => ({ kind: 'set', value });

const segmentOf = (auth: StoredAuth | null): Segment => ({ id: auth?.segmentId ?? null, path: auth?.segmentPath ?? null });

const studentFromStored = (auth: StoredAuth): Student => ({ id: auth.studentId, name: auth.studentName, email: auth.userEmail, mobile: null, photo: null });

const studentFromSaved = (user: SavedUser): Student => ({
  id: user.studentId,
  name: user.studentName,
  email: user.userEmail,
  mobile: user.userMobileNum,
  photo: user.profilePhoto,
});

/** Rule: the call-to-action widget cache is cleared on every app start. */
export const keysClearedOnStart = (appStart: boolean): string[] => (appStart ? [STORAGE_KEY.ctaWidgetCache] : []);

/**
 * Rule: "A saved user is restored unless the stored authentication data was restored from admin and its token
 * matches." We read "its token matches" as: the stored token is the one the cookies carry (cookieMatches), i.e.
 * the admin-restored session is the live one in this browser. The saved user is this device's own learner, who may
 * not be the learner the admin opened, so the admin-restored identity (the stored data's own fields) wins.
 */
export function savedUserToRestore(stored: StoredAuth | null, savedUser: SavedUser | null, cookie: CookieSession | null): SavedUser | null {
  if (!savedUser) return null;
  const adminSessionIsLive = stored?.isRestoredFromAdmin === true && cookieMatches(stored, cookie);
  // Our addition: a saved user of another student id is not this session's learner; never show their name.
  const otherStudent = stored?.studentId != null && stored.studentId !== savedUser.studentId;
  return adminSessionIsLive || otherStudent ? null : savedUser;
}

/**
 * Rule: without a native-app token only web-view info is set (with one, it is set too). Launch values win over
 * what this tab's first page stored. A launch token means the app opened the page even if it did not say so.
 */
export function webViewInfo(launch: LaunchQuery, saved: WebView | null = null): WebView {
  const base = saved ?? BROWSER_WEB_VIEW;
  return {
    fromNativeApp: launch.isUserAccessedFromNativeApp ?? (launch.authToken !== undefined ? true : base.fromNativeApp),
    deviceType: launch.deviceType ?? base.deviceType,
    isDarkMode: launch.isDarkMode ?? base.isDarkMode,
    dynamicNavigation: launch.dynamicNavigation ?? base.dynamicNavigation,
  };
}

/**
 * Rule: with a native-app token, user details are set from the query. The session becomes the app's user; the
 * stored data and the saved user are rewritten from the query so the next page of the web view (which has no
 * query) keeps it. The segment comes from the query, else the stored one (its path only if it is the same segment).
 */
export function nativeAppSession(launch: LaunchQuery, stored: StoredAuth | null): { session: SessionState; auth: StoredAuth; savedUser: SavedUser | null } | null {
  const token = launch.authToken;
  if (token === undefined) return null;
  const id = launch.userId ? launch.userId : null;
  const segmentId = launch.segmentId ?? stored?.segmentId ?? null;
  const segment: Segment = { id: segmentId, path: segmentId !== null && stored && segmentId === stored.segmentId ? stored.segmentPath : null };
  const student: Student = {
    id,
    name: launch.studentName ?? null,
    email: launch.userEmail ?? null,
    mobile: launch.userMobileNum ?? null,
    photo: launch.profilePhoto ?? null,
  };
  const auth = storedAuth({
    authToken: token,
    segmentId: segment.id,
    segmentPath: segment.path,
    studentId: id,
    studentName: student.name,
    userEmail: student.email,
    isRestoredFromAdmin: false,
  });
  const saved = parseSavedUser({
    studentId: id,
    studentName: student.name,
    userEmail: student.email,
    userMobileNum: student.mobile,
    profilePhoto: student.photo,
  });
  return { session: { status: 'signed-in', token, student, segment, restoredFromAdmin: false }, auth, savedUser: saved };
}

/**
 * Rule: "If a token is stored but the app passes no token and user id 0, the token is marked expired." The app
 * says nobody is signed in to it (userId=0 present in the query, no authToken), so the web view's stored session
 * has ended: the page shows the expired state once, and the token is removed from storage (the segment stays)
 * so later pages of the web view, which carry no query, cannot use it either.
 */
export const isStoredTokenExpired = (stored: StoredAuth | null, launch: LaunchQuery): boolean =>
  stored?.authToken != null && launch.authToken === undefined && launch.userId === 0;

/**
 * Rule: "If the stored token differs from the cookie token, the stored session is dropped but segment id and path
 * kept." The cookies are what the API authenticates; a different (or no) cookie session means the learner signed
 * out or in as someone else elsewhere, or the cookie expired. The token cookies are HttpOnly on our API, so
 * "differs" is judged by cookieMatches: the token when readable, else the learner the `user` cookie names. Dropping the session drops the saved user too: it
 * is that session's profile. Not applied inside the native app's web view: there the app passes the token and no
 * cookie is expected, so the app is the authority (its userId=0 rule above ends the session instead).
 */
export function reconcileWithCookie(stored: StoredAuth | null, cookie: CookieSession | null): { stored: StoredAuth | null; dropped: boolean } {
  if (!stored || stored.authToken === null || cookieMatches(stored, cookie)) return { stored, dropped: false };
  return { stored: segmentOnly(stored), dropped: true };
}

const writeAuth = (auth: StoredAuth): StorageWrite<StoredAuth> => (isEmptyStoredAuth(auth) ? remove : set(auth));

/**
 * Runs the rules and says what the session is and what storage must change. Precedence: the native-app token,
 * then the expired token, then the cookie mismatch, then the saved user; the cache clear and web-view info always.
 */
export function startup(input: StartupInput): StartupResult {
  const rules: StartupRule[] = [];
  const removeKeys = keysClearedOnStart(input.appStart ?? true);
  if (removeKeys.length) rules.push('cta-cache-cleared');
  const webView = webViewInfo(input.launch, input.savedWebView ?? null);

  const native = nativeAppSession(input.launch, input.stored);
  if (native) {
    rules.push('native-app-token');
    return { session: native.session, webView, auth: set(native.auth), savedUser: native.savedUser ? set(native.savedUser) : remove, removeKeys, rules };
  }
  rules.push('web-view-info-only');

  if (isStoredTokenExpired(input.stored, input.launch)) {
    rules.push('token-expired');
    const kept = segmentOnly(input.stored!);
    return {
      session: { ...EMPTY_SESSION, status: 'expired', segment: segmentOf(kept) },
      webView,
      auth: writeAuth(kept),
      savedUser: remove,
      removeKeys,
      rules,
    };
  }

  let stored = input.stored;
  if (!webView.fromNativeApp) {
    const reconciled = reconcileWithCookie(stored, input.cookie);
    if (reconciled.dropped) {
      rules.push('cookie-mismatch-dropped');
      return {
        session: { ...EMPTY_SESSION, segment: segmentOf(reconciled.stored) },
        webView,
        auth: writeAuth(reconciled.stored!),
        savedUser: remove,
        removeKeys,
        rules,
      };
    }
    stored = reconciled.stored;
  }

  if (!stored || stored.authToken === null) {
    // No session. A saved user without a session is left over; it is never shown.
    return { session: { ...EMPTY_SESSION, segment: segmentOf(stored) }, webView, auth: keep, savedUser: input.savedUser ? remove : keep, removeKeys, rules };
  }

  const restored = savedUserToRestore(stored, input.savedUser, input.cookie);
  if (restored) rules.push('saved-user-restored');
  else if (input.savedUser) rules.push('saved-user-not-restored');
  return {
    session: {
      status: 'signed-in',
      token: stored.authToken,
      student: restored ? studentFromSaved(restored) : studentFromStored(stored),
      segment: segmentOf(stored),
      restoredFromAdmin: stored.isRestoredFromAdmin,
    },
    webView,
    auth: keep,
    savedUser: keep,
    removeKeys,
    rules,
  };
}
