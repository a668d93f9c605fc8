import { z } from 'zod';
import { AUTH_COOKIES, UserCookie } from '../../contract/auth.ts';
import { STORAGE_KEY, type KeyValueStorage } from './storage-keys.ts';

const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const Token = z.string().trim().min(1).max(4096);
const PositiveInt = z.number().int().positive();

/**
 * The stored authentication data, `authenticationData:auth` (SPEC.md section 3). Every field may be absent:
 * after the cookie-mismatch rule only the segment is kept. The admin panel can write it too ("restored from
 * admin"), so unknown extra keys are ignored rather than rejected.
 */
export const StoredAuth = z.object({
  authToken: orNull(Token),
  /** The catalogue segment the learner chose; outlives the session. */
  segmentId: orNull(PositiveInt),
  segmentPath: orNull(z.string().max(300)),
  studentId: orNull(PositiveInt),
  studentName: orNull(z.string().max(200)),
  userEmail: orNull(z.string().max(320)),
  /** An admin opened this learner's session from the admin panel. */
  isRestoredFromAdmin: z.boolean().default(false),
});
export type StoredAuth = z.infer<typeof StoredAuth>;
export type StoredAuthInput = z.input<typeof StoredAuth>;

/** The saved-user entry: the signed-in learner's profile, shown at once on the next page before any call. */
export const SavedUser = z.object({
  studentId: PositiveInt,
  studentName: z.string().max(200),
  userEmail: orNull(z.string().max(320)),
  userMobileNum: orNull(z.string().max(20)),
  profilePhoto: orNull(z.string().max(2048)),
});
export type SavedUser = z.infer<typeof SavedUser>;
export type SavedUserInput = z.input<typeof SavedUser>;

/** Reads a JSON entry through its schema. Unreadable storage, bad JSON or a failing schema all count as absent. */
function readJson<T extends z.ZodType>(storage: KeyValueStorage | null, key: string, schema: T): z.output<T> | null {
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
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export const readStoredAuth = (storage: KeyValueStorage | null): StoredAuth | null => readJson(storage, STORAGE_KEY.auth, StoredAuth);
export const readSavedUser = (storage: KeyValueStorage | null): SavedUser | null => readJson(storage, STORAGE_KEY.savedUser, SavedUser);

/** Stored data with no token and no segment carries nothing worth keeping. */
export const isEmptyStoredAuth = (auth: StoredAuth): boolean => auth.authToken === null && auth.segmentId === null && auth.segmentPath === null;

/** The stored data reduced to what outlives a session: the segment (SPEC.md section 4, cookie-mismatch rule). */
export const segmentOnly = (auth: StoredAuth): StoredAuth => StoredAuth.parse({ segmentId: auth.segmentId, segmentPath: auth.segmentPath });

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
      const parsed = UserCookie.safeParse(JSON.parse(user));
      if (parsed.success) studentId = parsed.data.studentId;
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
