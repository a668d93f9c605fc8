import { isDevicePlatform } from '../../contract/device.ts';
import { INVALID, trimmed, type Reader, type ReadValue } from './fields.ts';

// Plain readers, not a schema: every page's shell script reads the launch query (decision 0014).
const FLAGS: Readonly<Record<string, boolean>> = { true: true, 1: true, false: false, 0: false };
const flag: Reader<boolean> = (value) => (typeof value === 'string' && Object.hasOwn(FLAGS, value) ? FLAGS[value]! : INVALID);

/** Decimal digits only (trimmed), at most 15 of them (a safe integer), accepted by `ok`. */
function intFrom<T extends number>(ok: (n: number) => n is T): Reader<T>;
function intFrom(ok: (n: number) => boolean): Reader<number>;
function intFrom(ok: (n: number) => boolean): Reader<number> {
  return (value) => {
    const digits = typeof value === 'string' ? value.trim() : '';
    if (!/^\d{1,15}$/.test(digits)) return INVALID;
    const n = Number(digits);
    return ok(n) ? n : INVALID;
  };
}

/** Then `check` on the trimmed string. */
const matching = (max: number, check: (s: string) => boolean): Reader<string> => (value) => {
  const s = trimmed(max)(value);
  return s !== INVALID && check(s) ? s : INVALID;
};

// zod's default e-mail pattern (z.email()), which the launch query was first checked with.
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** An absolute http(s) address with `//` written out (`https:example.com` is not one). */
function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    // Not URL.canParse: SPEC.md section 8's browser floor (Chrome 116, Safari 16.3) predates it.
    new URL(s);
    return true;
  } catch {
    return false;
  }
}

/**
 * The query the native app opens its web view with (SPEC.md section 3). Each field is parsed on its own: a bad
 * value is dropped, never thrown, so one malformed parameter cannot keep a learner out of the page.
 */
const FIELDS = {
  authToken: trimmed(4096, 1),
  profilePhoto: matching(2048, isHttpUrl),
  userEmail: matching(320, (s) => EMAIL.test(s)),
  userMobileNum: matching(Infinity, (s) => /^\+?\d{7,14}$/.test(s)),
  studentName: trimmed(200, 1),
  /** 0 means "nobody is signed in to the app" (see the expired-token rule). */
  userId: intFrom((n) => n >= 0),
  isUserAccessedFromNativeApp: flag,
  segmentId: intFrom((n) => n > 0),
  deviceType: intFrom(isDevicePlatform),
  isDarkMode: flag,
  dynamicNavigation: flag,
} as const;

type Fields = typeof FIELDS;
export type LaunchQuery = { readonly [K in keyof Fields]?: ReadValue<Fields[K]> };

export const LAUNCH_QUERY_KEYS = Object.keys(FIELDS) as readonly (keyof Fields)[];

/** Reads the launch query from a URL's search part. Absent and invalid parameters are simply not in the result. */
export function parseLaunchQuery(search: URLSearchParams | string): LaunchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, unknown> = {};
  for (const key of LAUNCH_QUERY_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = FIELDS[key](raw);
    if (value !== INVALID) out[key] = value;
  }
  return out as LaunchQuery;
}

/**
 * The address without the launch query's credentials and user details, for `history.replaceState`: a token in
 * the address bar ends up in history, bookmarks and shared links. Null when there is nothing to remove.
 */
export function withoutLaunchQuery(url: URL | string): string | null {
  const copy = new URL(url);
  let changed = false;
  for (const key of ['authToken', 'profilePhoto', 'userEmail', 'userMobileNum', 'studentName', 'userId'] as const) {
    if (copy.searchParams.has(key)) {
      copy.searchParams.delete(key);
      changed = true;
    }
  }
  return changed ? `${copy.pathname}${copy.search}${copy.hash}` : null;
}
