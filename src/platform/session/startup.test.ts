import { describe, expect, it } from 'vitest';
import { parseLaunchQuery } from './launch-query.ts';
import { BROWSER_WEB_VIEW, EMPTY_SESSION } from './session-state.ts';
import {
  isStoredTokenExpired,
  keysClearedOnStart,
  nativeAppSession,
  reconcileWithCookie,
  savedUserToRestore,
  startup,
  webViewInfo,
  type StartupInput,
} from './startup.ts';
import { savedUser, storedAuth, type SavedUser, type SavedUserInput, type StoredAuth, type StoredAuthInput } from './stored-auth.ts';

const stored = (input: StoredAuthInput = {}): StoredAuth =>
  storedAuth({ authToken: 'tok', segmentId: 3, segmentPath: 'neet', studentId: 42, studentName: 'Asha', userEmail: 'asha@example.com', ...input });
const saved = (input: Partial<SavedUserInput> = {}): SavedUser =>
  savedUser({ studentId: 42, studentName: 'Asha K', userEmail: 'asha@example.com', userMobileNum: '9876543210', profilePhoto: 'https://cdn.example.com/a.png', ...input });

const tokenCookie = (token: string) => ({ token, studentId: null });
const userCookie = (studentId: number) => ({ token: null, studentId });

const input = (overrides: Partial<StartupInput> = {}): StartupInput => ({
  stored: stored(),
  savedUser: saved(),
  cookie: tokenCookie('tok'),
  launch: {},
  ...overrides,
});

describe('start-up rules (SPEC.md section 4), one test per rule', () => {
  it('the call-to-action widget cache is cleared on every app start', () => {
    expect(keysClearedOnStart(true)).toEqual(['ctaWidgetCache']);
    expect(keysClearedOnStart(false)).toEqual([]);
    expect(startup(input()).removeKeys).toEqual(['ctaWidgetCache']);
    expect(startup(input({ stored: null, savedUser: null, cookie: null })).removeKeys).toEqual(['ctaWidgetCache']);
    expect(startup(input({ appStart: false })).removeKeys).toEqual([]);
  });

  it('a saved user is restored unless the stored authentication data was restored from admin and its token matches', () => {
    // Restored: an ordinary stored session.
    expect(savedUserToRestore(stored(), saved(), tokenCookie('tok'))).toEqual(saved());
    // Restored: restored from admin, but its token is not the live (cookie) one.
    expect(savedUserToRestore(stored({ isRestoredFromAdmin: true }), saved(), tokenCookie('other'))).toEqual(saved());
    // Not restored: restored from admin and its token matches.
    expect(savedUserToRestore(stored({ isRestoredFromAdmin: true }), saved(), tokenCookie('tok'))).toBeNull();
    expect(savedUserToRestore(stored({ isRestoredFromAdmin: true }), saved(), userCookie(42))).toBeNull();

    const restored = startup(input());
    expect(restored.session.student).toEqual({ id: 42, name: 'Asha K', email: 'asha@example.com', mobile: '9876543210', photo: 'https://cdn.example.com/a.png' });
    expect(restored.rules).toContain('saved-user-restored');

    const admin = startup(input({ stored: stored({ isRestoredFromAdmin: true, studentName: 'Ravi', studentId: 7 }) }));
    expect(admin.session).toMatchObject({ status: 'signed-in', token: 'tok', restoredFromAdmin: true, student: { id: 7, name: 'Ravi', mobile: null } });
    expect(admin.savedUser).toEqual({ kind: 'keep' });
    expect(admin.rules).toContain('saved-user-not-restored');
  });

  it('a saved user of another student id is never shown for the stored session', () => {
    expect(savedUserToRestore(stored({ studentId: 9 }), saved(), tokenCookie('tok'))).toBeNull();
    expect(startup(input({ stored: stored({ studentId: 9 }) })).session.student?.name).toBe('Asha');
  });

  it('with a native-app token, user details are set from the query', () => {
    const launch = parseLaunchQuery('authToken=app-tok&userId=77&studentName=Meera&userEmail=m%40example.com&userMobileNum=9000000000&profilePhoto=https%3A%2F%2Fcdn.example.com%2Fm.png&segmentId=5');
    const direct = nativeAppSession(launch, stored());
    expect(direct?.session).toEqual({
      status: 'signed-in',
      token: 'app-tok',
      student: { id: 77, name: 'Meera', email: 'm@example.com', mobile: '9000000000', photo: 'https://cdn.example.com/m.png' },
      // A different segment from the stored one: its path is not carried over.
      segment: { id: 5, path: null },
      restoredFromAdmin: false,
    });
    expect(nativeAppSession({}, stored())).toBeNull();

    // The cookie (none in the web view) and the stored session do not matter: the app's user wins and is stored.
    const result = startup(input({ launch, cookie: null }));
    expect(result.session.token).toBe('app-tok');
    expect(result.rules).toEqual(['cta-cache-cleared', 'native-app-token']);
    expect(result.auth).toEqual({
      kind: 'set',
      value: { authToken: 'app-tok', segmentId: 5, segmentPath: null, studentId: 77, studentName: 'Meera', userEmail: 'm@example.com', isRestoredFromAdmin: false },
    });
    expect(result.savedUser).toMatchObject({ kind: 'set', value: { studentId: 77, studentName: 'Meera' } });
    expect(result.webView.fromNativeApp).toBe(true);
  });

  it('with a native-app token and the same segment, the stored segment path is kept', () => {
    expect(nativeAppSession(parseLaunchQuery('authToken=a&segmentId=3'), stored())?.session.segment).toEqual({ id: 3, path: 'neet' });
    expect(nativeAppSession(parseLaunchQuery('authToken=a'), stored())?.session.segment).toEqual({ id: 3, path: 'neet' });
  });

  it('without a native-app token, only web-view info is set', () => {
    const launch = parseLaunchQuery('isUserAccessedFromNativeApp=true&deviceType=2&isDarkMode=true&dynamicNavigation=1&studentName=Mallory&userEmail=m%40evil.example');
    expect(webViewInfo(launch)).toEqual({ fromNativeApp: true, deviceType: 2, isDarkMode: true, dynamicNavigation: true });
    const result = startup(input({ launch }));
    expect(result.rules).toContain('web-view-info-only');
    expect(result.webView).toEqual({ fromNativeApp: true, deviceType: 2, isDarkMode: true, dynamicNavigation: true });
    // The user details in the query are ignored: the stored session (and its saved user) stays.
    expect(result.session.student?.name).toBe('Asha K');
    expect(result.auth).toEqual({ kind: 'keep' });
  });

  it("later pages of the tab keep the launch's web-view info", () => {
    const first = webViewInfo(parseLaunchQuery('isUserAccessedFromNativeApp=1&isDarkMode=1'));
    expect(webViewInfo({}, first)).toEqual(first);
    expect(webViewInfo(parseLaunchQuery('isDarkMode=0'), first)).toEqual({ ...first, isDarkMode: false });
    expect(webViewInfo({})).toEqual(BROWSER_WEB_VIEW);
  });

  it('if a token is stored but the app passes no token and user id 0, the token is marked expired', () => {
    expect(isStoredTokenExpired(stored(), { userId: 0 })).toBe(true);
    expect(isStoredTokenExpired(stored(), {})).toBe(false);
    expect(isStoredTokenExpired(stored(), { userId: 5 })).toBe(false);
    expect(isStoredTokenExpired(stored({ authToken: null }), { userId: 0 })).toBe(false);
    expect(isStoredTokenExpired(null, { userId: 0 })).toBe(false);

    const result = startup(input({ launch: parseLaunchQuery('userId=0&isUserAccessedFromNativeApp=true') }));
    expect(result.rules).toContain('token-expired');
    expect(result.session).toEqual({ ...EMPTY_SESSION, status: 'expired', segment: { id: 3, path: 'neet' } });
    // The token leaves storage so the next page of the web view (no query) cannot use it; the segment stays.
    expect(result.auth).toEqual({ kind: 'set', value: storedAuth({ segmentId: 3, segmentPath: 'neet' }) });
    expect(result.savedUser).toEqual({ kind: 'remove' });
  });

  it('if the stored token differs from the cookie token, the stored session is dropped but segment id and path kept', () => {
    expect(reconcileWithCookie(stored(), tokenCookie('tok'))).toEqual({ stored: stored(), dropped: false });
    expect(reconcileWithCookie(stored(), tokenCookie('other'))).toEqual({ stored: storedAuth({ segmentId: 3, segmentPath: 'neet' }), dropped: true });
    expect(reconcileWithCookie(stored(), null).dropped).toBe(true);
    expect(reconcileWithCookie(stored({ authToken: null }), tokenCookie('x')).dropped).toBe(false);
    // The token cookies are HttpOnly on our API: then the learner named by the `user` cookie decides.
    expect(reconcileWithCookie(stored(), userCookie(42)).dropped).toBe(false);
    expect(reconcileWithCookie(stored(), userCookie(7)).dropped).toBe(true);
    expect(reconcileWithCookie(stored({ studentId: null }), userCookie(7)).dropped).toBe(false);

    const result = startup(input({ cookie: tokenCookie('someone-else') }));
    expect(result.rules).toContain('cookie-mismatch-dropped');
    expect(result.session).toEqual({ ...EMPTY_SESSION, segment: { id: 3, path: 'neet' } });
    expect(result.auth).toEqual({ kind: 'set', value: storedAuth({ segmentId: 3, segmentPath: 'neet' }) });
    expect(result.savedUser).toEqual({ kind: 'remove' });
  });

  it('inside the native app the cookie is not compared: the app is the authority', () => {
    const result = startup(input({ cookie: null, savedWebView: { ...BROWSER_WEB_VIEW, fromNativeApp: true } }));
    expect(result.session).toMatchObject({ status: 'signed-in', token: 'tok' });
  });

  it('dropping a session with no segment removes the stored data entirely', () => {
    const result = startup(input({ stored: stored({ segmentId: null, segmentPath: null }), cookie: null }));
    expect(result.auth).toEqual({ kind: 'remove' });
  });

  it('with nothing stored, the learner is signed out and a left-over saved user is removed', () => {
    const result = startup(input({ stored: null, cookie: null }));
    expect(result.session).toEqual(EMPTY_SESSION);
    expect(result.savedUser).toEqual({ kind: 'remove' });
    expect(startup(input({ stored: null, savedUser: null, cookie: null })).savedUser).toEqual({ kind: 'keep' });
  });

  it('a stored session matching the cookie is signed in, with its segment', () => {
    const result = startup(input({ savedUser: null }));
    expect(result.session).toEqual({
      status: 'signed-in',
      token: 'tok',
      student: { id: 42, name: 'Asha', email: 'asha@example.com', mobile: null, photo: null },
      segment: { id: 3, path: 'neet' },
      restoredFromAdmin: false,
    });
    expect(result.auth).toEqual({ kind: 'keep' });
  });
});
