import { AUTH_COOKIES, readUserCookie } from '../../contract/auth-shell.ts';
import { id, orDefault, orNull, readObject, text, trimmed, boolean, type Fields } from './fields.ts';
import { STORAGE_KEY, type KeyValueStorage } from './storage-keys.ts';

/**
 * The stored authentication data, `authenticationData:auth` (SPEC.md section 3). Every field may be absent:
 * after the cookie-mismatch rule only the segment is kept. The admin panel can write it too ("restored from
 * admin"), so unknown extra keys are ignored rather than rejected.
 */
export interface StoredAuth {
  authToken: string | null;
  /** The catalogue segment the learner chose; outlives the session. */
  segmentId: number | null;
  segmentPath: string | null;
  studentId: number | null;
  studentName: string | null;
  userEmail: string | null;
  /** An admin opened this learner's session from the admin panel. */
  isRestoredFromAdmin: boolean;
}
/** What `storedAuth` takes: any field may be left out (null), the admin flag defaults to false. */
export type StoredAuthInput = { [K in keyof StoredAuth]?: StoredAuth[K] | (K extends 'isRestoredFromAdmin' ? never : null) | undefined };

/** The saved-user entry: the signed-in learner's profile, shown at once on the next page before any call. */
export interface SavedUser {
  studentId: number;
  studentName: string;
  userEmail: string | null;
  userMobileNum: string | null;
  profilePhoto: string | null;
}
export type SavedUserInput = Pick<SavedUser, 'studentId' | 'studentName'> & { [K in 'userEmail' | 'userMobileNum' | 'profilePhoto']?: string | null | undefined };

// Plain readers, not a schema: the shell script on every page reads these (decision 0014).
const STORED_AUTH: Fields<StoredAuth> = {
  authToken: orNull(trimmed(4096, 1)),
  segmentId: orNull(id),
  segmentPath: orNull(text(300)),
  studentId: orNull(id),
  studentName: orNull(text(200)),
  userEmail: orNull(text(320)),
  isRestoredFromAdmin: orDefault(boolean, false),
};

const SAVED_USER: Fields<SavedUser> = {
  studentId: id,
  studentName: text(200),
  userEmail: orNull(text(320)),
  userMobileNum: orNull(text(20)),
  profilePhoto: orNull(text(2048)),
};

/** Stored authentication data from anything (parsed JSON, say): null when it breaks a rule. */
export const parseStoredAuth = (value: unknown): StoredAuth | null => readObject(value, STORED_AUTH);

/** A saved-user entry from anything: null when it breaks a rule. */
export const parseSavedUser = (value: unknown): SavedUser | null => readObject(value, SAVED_USER);

/** Stored authentication data from fields the app holds. A value breaking a rule is a bug here, so it throws. */
export function storedAuth(input: StoredAuthInput): StoredAuth {
  const auth = parseStoredAuth(input);
  if (!auth) throw new TypeError('session: the stored authentication data breaks its rules');
  return auth;
}

/** A saved-user entry from fields the app holds; throws like `storedAuth`. */
export function savedUser(input: SavedUserInput): SavedUser {
  const user = parseSavedUser(input);
  if (!user) throw new TypeError('session: the saved user breaks its rules');
  return user;
}

/** Reads a JSON entry. Unreadable storage, bad JSON or a value breaking the rules all count as absent. */
function readJson<T>(storage: KeyValueStorage | null, key: string, parse: (value: unknown) => T | null): T | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  return parse(json);
}

export const readStoredAuth = (storage: KeyValueStorage | null): StoredAuth | null => readJson(storage, STORAGE_KEY.auth, parseStoredAuth);
export const readSavedUser = (storage: KeyValueStorage | null): SavedUser | null => readJson(storage, STORAGE_KEY.savedUser, parseSavedUser);

/** Stored data with no token and no segment carries nothing worth keeping. */
export const isEmptyStoredAuth = (auth: StoredAuth): boolean => auth.authToken === null && auth.segmentId === null && auth.segmentPath === null;

/** The stored data reduced to what outlives a session: the segment (SPEC.md section 4, cookie-mismatch rule). */
export const segmentOnly = (auth: StoredAuth): StoredAuth => storedAuth({ segmentId: auth.segmentId, segmentPath: auth.segmentPath });

/**
 * What the page's script can see of the auth cookies (SPEC.md section 3: authToken, lystATK, user). Our learner
 * API makes `authToken` and `lystATK` HttpOnly, so a script normally sees only `user`, the JSON naming who is
 * signed in; a platform that leaves the token cookies readable gives the token too.
 */
export interface CookieSession {
  /** The token, when a token cookie is readable by script. */
  readonly token: string | null;
  /** The learner the `user` cookie names. */
  readonly studentId: number | null;
}

function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // Keep the raw value.
    }
    cookies.set(name, value);
  }
  return cookies;
}

/** Reads `document.cookie`. Null when no auth cookie is visible at all (signed out, or the cookies expired). */
export function readAuthCookies(cookieString: string): CookieSession | null {
  const cookies = parseCookies(cookieString);
  const token = cookies.get(AUTH_COOKIES.token) || cookies.get(AUTH_COOKIES.tokenAlias) || null;
  let studentId: number | null = null;
  const user = cookies.get(AUTH_COOKIES.user);
  if (user) {
    try {
      studentId = readUserCookie(JSON.parse(user))?.studentId ?? null;
    } catch {
      // A `user` cookie that is not our JSON names nobody.
    }
  }
  return token === null && studentId === null ? null : { token, studentId };
}

/**
 * Whether the stored session is the one the cookies carry. With a readable token cookie, the tokens must be
 * equal; with only the `user` cookie, the student ids must be (a stored session without a student id cannot be
 * told apart and counts as the same). No auth cookie at all never matches a stored token.
 */
export function cookieMatches(stored: StoredAuth, cookie: CookieSession | null): boolean {
  if (stored.authToken === null || cookie === null) return false;
  if (cookie.token !== null) return cookie.token === stored.authToken;
  if (cookie.studentId === null || stored.studentId === null) return true;
  return cookie.studentId === stored.studentId;
}
