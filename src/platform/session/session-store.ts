import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { AuthSession } from '../../contract/auth.ts';
import { logger } from '../errors/logger.ts';
import { announceIdentityChange, IDENTITY_CHANNEL, listenForIdentityChanges, type IdentityChannel } from './identity-broadcast.ts';
import { parseLaunchQuery, withoutLaunchQuery } from './launch-query.ts';
import { BROWSER_WEB_VIEW, EMPTY_SESSION, parseWebView, type Segment, type SessionState, type Student, type WebView } from './session-state.ts';
import { startup, type StartupResult, type StorageWrite } from './startup.ts';
import { STORAGE_KEY, TAB_STORAGE_KEY, type KeyValueStorage } from './storage-keys.ts';
import { isEmptyStoredAuth, parseSavedUser, parseStoredAuth, readAuthCookies, readSavedUser, readStoredAuth, segmentOnly, storedAuth } from './stored-auth.ts';

/** Everything the session touches in the browser, injectable so the store is tested in Node. */
export interface SessionEnv {
  /** localStorage, or null when the browser refuses it. */
  readonly local: KeyValueStorage | null;
  /** sessionStorage, or null. */
  readonly tab: KeyValueStorage | null;
  /** `document.cookie`. */
  readonly cookie: () => string;
  /** The page's address. */
  readonly href: () => string;
  /** The school's base prefix, without slashes. */
  readonly base: string;
  /** `history.replaceState` to the given path. */
  readonly replaceUrl: (url: string) => void;
  readonly navigate: (url: string) => void;
  readonly reload: () => void;
  /** The identity channel, or null where BroadcastChannel does not exist. */
  readonly channel: IdentityChannel | null;
  readonly now: () => number;
}

export interface SignInInput {
  readonly token: string;
  readonly student: Student;
  /** Default: keep the current segment. */
  readonly segment?: Segment;
}

/** The sign-in input for a session the learner API returned (sign-up, sign-in, OTP verify). */
export function signInInputFrom(auth: AuthSession): SignInInput {
  return {
    token: auth.authToken,
    student: { id: auth.studentId, name: auth.studentName, email: auth.userEmail, mobile: null, photo: null },
    segment: { id: auth.segmentId, path: auth.segmentPath },
  };
}

export interface SessionStore {
  /** Signed in or not, the learner and the token; shared by every island. */
  readonly $session: ReadableAtom<SessionState>;
  /** How the page was opened (native app web view or browser). */
  readonly $webView: ReadableAtom<WebView>;
  /** Runs the start-up rules once per page; later calls return null. Never throws. */
  start(env: SessionEnv): StartupResult | null;
  /** After a successful sign-in or sign-up: remembers the session and tells the other tabs. */
  signIn(input: SignInInput): void;
  /** After sign-out (the API call clears the cookies): forgets the session but keeps the segment, tells the other tabs. */
  signOut(): void;
  /**
   * The signed-in learner's details changed (a new name on the profile page): remembered, shown by every island
   * of this page. The identity is the same, so the other tabs are not told (they would reload).
   */
  updateStudent(patch: Partial<Pick<Student, 'name' | 'mobile'>>): void;
  /**
   * The learner chose a catalogue segment (`/segment`): kept in the stored authentication data as segmentId and
   * segmentPath, signed in or not, and it outlives sign-out. The identity is the same, so other tabs are not told.
   */
  chooseSegment(segment: Segment): void;
}

function applyWrite<T>(storage: KeyValueStorage | null, key: string, write: StorageWrite<T>): void {
  if (!storage || write.kind === 'keep') return;
  try {
    if (write.kind === 'remove') storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(write.value));
  } catch (error) {
    // Quota or privacy mode: this page still has the session, the next one starts from what is stored.
    logger.error(`session: could not write ${key}`, error);
  }
}

function readWebView(tab: KeyValueStorage | null): WebView | null {
  try {
    const raw = tab?.getItem(TAB_STORAGE_KEY.webView);
    if (!raw) return null;
    return parseWebView(JSON.parse(raw));
  } catch {
    return null;
  }
}

const senderId = (now: number): string => `${now.toString(36)}-${Math.random().toString(36).slice(2)}`;

export function createSessionStore(): SessionStore {
  const $session = atom<SessionState>(EMPTY_SESSION);
  const $webView = atom<WebView>(BROWSER_WEB_VIEW);
  let env: SessionEnv | null = null;
  let self = '';

  function announce(studentId: number | null): void {
    if (!env?.channel) return;
    try {
      announceIdentityChange(env.channel, self, studentId);
    } catch (error) {
      logger.error('session: identity broadcast failed', error);
    }
  }

  function start(next: SessionEnv): StartupResult | null {
    if (env) return null;
    env = next;
    self = senderId(next.now());
    let result: StartupResult;
    try {
      const appStart = next.tab?.getItem(TAB_STORAGE_KEY.started) == null;
      result = startup({
        stored: readStoredAuth(next.local),
        savedUser: readSavedUser(next.local),
        cookie: readAuthCookies(next.cookie()),
        launch: parseLaunchQuery(new URL(next.href()).search),
        savedWebView: readWebView(next.tab),
        appStart,
      });
    } catch (error) {
      // SPEC.md section 8: a session store that cannot be built falls back to the empty initial state.
      logger.error('session: start-up failed, starting signed out', error);
      $session.set(EMPTY_SESSION);
      $webView.set(BROWSER_WEB_VIEW);
      return null;
    }
    $session.set(result.session);
    $webView.set(result.webView);
    applyWrite(next.local, STORAGE_KEY.auth, result.auth);
    applyWrite(next.local, STORAGE_KEY.savedUser, result.savedUser);
    for (const key of result.removeKeys) applyWrite(next.local, key, { kind: 'remove' });
    applyWrite(next.tab, TAB_STORAGE_KEY.started, { kind: 'set', value: next.now() });
    applyWrite(next.tab, TAB_STORAGE_KEY.webView, { kind: 'set', value: result.webView });
    logger.debug(`session: start-up rules ${result.rules.join(', ') || '(none)'}`);
    try {
      const clean = withoutLaunchQuery(next.href());
      if (clean) next.replaceUrl(clean);
      if (next.channel) {
        listenForIdentityChanges({
          channel: next.channel,
          self,
          base: next.base,
          pathname: () => new URL(next.href()).pathname,
          navigate: next.navigate,
          reload: next.reload,
        });
      }
    } catch (error) {
      logger.error('session: could not finish start-up', error);
    }
    return result;
  }

  function signIn(input: SignInInput): void {
    const segment = input.segment ?? $session.get().segment;
    $session.set({ status: 'signed-in', token: input.token, student: input.student, segment, restoredFromAdmin: false });
    const local = env?.local ?? null;
    const auth = storedAuth({
      authToken: input.token,
      segmentId: segment.id,
      segmentPath: segment.path,
      studentId: input.student.id,
      studentName: input.student.name,
      userEmail: input.student.email,
    });
    applyWrite(local, STORAGE_KEY.auth, { kind: 'set', value: auth });
    const saved = parseSavedUser({
      studentId: input.student.id,
      studentName: input.student.name,
      userEmail: input.student.email,
      userMobileNum: input.student.mobile,
      profilePhoto: input.student.photo,
    });
    applyWrite(local, STORAGE_KEY.savedUser, saved ? { kind: 'set', value: saved } : { kind: 'remove' });
    announce(input.student.id);
  }

  function signOut(): void {
    const { segment } = $session.get();
    $session.set({ ...EMPTY_SESSION, segment });
    const local = env?.local ?? null;
    const kept = segmentOnly(storedAuth({ segmentId: segment.id, segmentPath: segment.path }));
    applyWrite(local, STORAGE_KEY.auth, isEmptyStoredAuth(kept) ? { kind: 'remove' } : { kind: 'set', value: kept });
    applyWrite(local, STORAGE_KEY.savedUser, { kind: 'remove' });
    announce(null);
  }

  function updateStudent(patch: Partial<Pick<Student, 'name' | 'mobile'>>): void {
    const session = $session.get();
    if (session.status !== 'signed-in' || !session.token || !session.student) return;
    const student = { ...session.student, ...patch };
    $session.set({ ...session, student });
    const local = env?.local ?? null;
    const stored = parseStoredAuth({
      authToken: session.token,
      segmentId: session.segment.id,
      segmentPath: session.segment.path,
      studentId: student.id,
      studentName: student.name,
      userEmail: student.email,
      isRestoredFromAdmin: session.restoredFromAdmin,
    });
    if (stored) applyWrite(local, STORAGE_KEY.auth, { kind: 'set', value: stored });
    const saved = parseSavedUser({
      studentId: student.id,
      studentName: student.name,
      userEmail: student.email,
      userMobileNum: student.mobile,
      profilePhoto: student.photo,
    });
    if (saved) applyWrite(local, STORAGE_KEY.savedUser, { kind: 'set', value: saved });
  }

  function chooseSegment(segment: Segment): void {
    const session = $session.get();
    $session.set({ ...session, segment });
    const local = env?.local ?? null;
    // Whatever else is stored (token, learner, admin flag) stays as it is.
    const stored = readStoredAuth(local) ?? storedAuth({});
    const next = parseStoredAuth({ ...stored, segmentId: segment.id, segmentPath: segment.path });
    if (next) applyWrite(local, STORAGE_KEY.auth, isEmptyStoredAuth(next) ? { kind: 'remove' } : { kind: 'set', value: next });
  }

  return { $session, $webView, start, signIn, signOut, updateStudent, chooseSegment };
}

function storageOrNull(get: () => Storage): KeyValueStorage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

/** The browser's SessionEnv, or null on the server (islands are also rendered there). */
export function browserSessionEnv(): SessionEnv | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  const base = window.location.pathname.split('/').find(Boolean) ?? 'learn';
  return {
    local: storageOrNull(() => window.localStorage),
    tab: storageOrNull(() => window.sessionStorage),
    cookie: () => document.cookie,
    href: () => window.location.href,
    base: document.documentElement.dataset.base ?? base,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    navigate: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(IDENTITY_CHANNEL),
    now: Date.now,
  };
}

const pageSession = createSessionStore();

/** The page's session (every island reads the same atom). Started by its first subscriber, or by `startSession()`. */
export const $session = pageSession.$session;
export const $webView = pageSession.$webView;
export const signIn = pageSession.signIn;
export const signOut = pageSession.signOut;
export const updateStudent = pageSession.updateStudent;
export const chooseSegment = (segment: Segment): void => {
  startSession();
  pageSession.chooseSegment(segment);
};

/** Starts the page's session from the browser; a no-op on the server and after the first call. */
let pageStarted = false;
export function startSession(): void {
  if (pageStarted) return;
  const env = browserSessionEnv();
  if (!env) return;
  pageStarted = true;
  pageSession.start(env);
}

/** The bearer token for API calls: only while signed in. */
export function currentToken(): string | null {
  const session = $session.get();
  return session.status === 'signed-in' ? session.token : null;
}

onMount($session, () => {
  startSession();
});
onMount($webView, () => {
  startSession();
});
