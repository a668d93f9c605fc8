import { z } from 'zod';
import { DevicePlatform } from '../../contract/common.ts';

const Flag = z.enum(['true', '1', 'false', '0']).transform((value) => value === 'true' || value === '1');
const IntFrom = <T extends z.ZodType<unknown, number>>(schema: T) =>
  z.string().trim().regex(/^\d{1,15}$/).transform(Number).pipe(schema);
const Text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The query the native app opens its web view with (SPEC.md section 3). Each field is parsed on its own: a bad
 * value is dropped, never thrown, so one malformed parameter cannot keep a learner out of the page.
 */
const FIELDS = {
  authToken: Text(4096),
  profilePhoto: z.string().trim().max(2048).pipe(z.url({ protocol: /^https?$/ })),
  userEmail: z.string().trim().max(320).pipe(z.email()),
  userMobileNum: z.string().trim().regex(/^\+?\d{7,14}$/),
  studentName: Text(200),
  /** 0 means "nobody is signed in to the app" (see the expired-token rule). */
  userId: IntFrom(z.number().int().nonnegative()),
  isUserAccessedFromNativeApp: Flag,
  segmentId: IntFrom(z.number().int().positive()),
  deviceType: IntFrom(DevicePlatform),
  isDarkMode: Flag,
  dynamicNavigation: Flag,
} as const;

type Fields = typeof FIELDS;
export type LaunchQuery = { readonly [K in keyof Fields]?: z.output<Fields[K]> };

export const LAUNCH_QUERY_KEYS = Object.keys(FIELDS) as readonly (keyof Fields)[];

/** Reads the launch query from a URL's search part. Absent and invalid parameters are simply not in the result. */
export function parseLaunchQuery(search: URLSearchParams | string): LaunchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, unknown> = {};
  for (const key of LAUNCH_QUERY_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = FIELDS[key].safeParse(raw);
    if (parsed.success) out[key] = parsed.data;
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
