/**
 * Throttling of the calls that guess or send (sign-in, OTP, forgot password, ...): sliding-window counters in the
 * school's shard per school and client IP, and per school and identifier. Past a limit the call fails with 603 'Too many HTTP
 * requests', sent as HTTP 429 with Retry-After (lib/errors.ts). Checked after validation, so a rejected body
 * writes nothing, counters included.
 */
import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from '../../contract/bundle.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../contract/errors.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './errors.ts';
import { sha256 } from './secrets.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Attempts allowed per window; one more is throttled. Exported so tests count to the limit, not to a copy. */
export const THROTTLE = {
  signup: { ip: { max: 10, windowMs: 60 * MINUTE } },
  signin: { ip: { max: 20, windowMs: 15 * MINUTE }, identifier: { max: 10, windowMs: 15 * MINUTE } },
  // Per identifier, sending is limited by the OTP rules themselves (lib/otp.ts).
  otpSend: { ip: { max: 10, windowMs: 15 * MINUTE } },
  otpVerify: { ip: { max: 20, windowMs: 15 * MINUTE } },
  forgotPassword: { ip: { max: 10, windowMs: 15 * MINUTE }, identifier: { max: 3, windowMs: 15 * MINUTE } },
  /** Reset and verification links: the tokens are unguessable; this only bounds the work a client can cause. */
  link: { ip: { max: 20, windowMs: 15 * MINUTE } },
  resendVerification: { identifier: { max: 3, windowMs: 15 * MINUTE } },
  /** Guesses of the current password by whoever holds a session. */
  changePassword: { identifier: { max: 10, windowMs: 15 * MINUTE } },
  /** Embed-form responses: open to anyone, so bounded per client against floods of fake leads. */
  embedForm: { ip: { max: 20, windowMs: 15 * MINUTE } },
  /** Community posts and replies: a learner in full flow writes a few a minute; a spammer, or a script, more. */
  communityWrite: { ip: { max: 60, windowMs: 10 * MINUTE }, identifier: { max: 20, windowMs: 10 * MINUTE } },
  /** Images and attachments for posts: up to five attachments and ten images a post, so more than its posts. */
  communityUpload: { ip: { max: 120, windowMs: 10 * MINUTE }, identifier: { max: 60, windowMs: 10 * MINUTE } },
  /** Tickets, replies and demands: a learner with a problem writes a few; a flood is a script. */
  supportWrite: { ip: { max: 60, windowMs: 10 * MINUTE }, identifier: { max: 30, windowMs: 10 * MINUTE } },
  /** A ticket's files: five a message. */
  supportUpload: { ip: { max: 120, windowMs: 10 * MINUTE }, identifier: { max: 60, windowMs: 10 * MINUTE } },
} as const satisfies Record<string, { ip?: Limit; identifier?: Limit }>;

export type ThrottledCall = keyof typeof THROTTLE;

/**
 * The client's address as the edge vouches for it (src/edge/client-ip.ts): the only one the throttles count. The
 * headers a client can send itself (CF-Connecting-IP, X-Forwarded-For, ...) never reach here; a call that did not
 * come through the edge counts as one unknown client.
 */
export function clientIp(c: Context): string {
  return c.req.header(CLIENT_IP_HEADER)?.trim() || 'unknown';
}

/** Ended windows deleted by each throttled call: more than the rows a call adds, so the table cannot outgrow its live windows. */
export const EXPIRED_WINDOWS_PER_CALL = 50;

/**
 * Counts one attempt at `call` from this client (and for `identifier`, if given) and throws 603 once a counter
 * passes its limit. Identifiers are hashed into the bucket name: the table holds no addresses. The same batch
 * deletes up to EXPIRED_WINDOWS_PER_CALL ended windows of any school, oldest first, so counters of clients long
 * gone do not pile up.
 */
export async function throttle(c: Context<AppEnv>, call: ThrottledCall, identifier?: string | number): Promise<void> {
  const limits: { ip?: Limit; identifier?: Limit } = THROTTLE[call];
  const now = Date.now();
  const counters: { bucket: string; limit: Limit }[] = [];
  if (limits.ip) counters.push({ bucket: `${call}:ip:${clientIp(c)}`, limit: limits.ip });
  if (limits.identifier && identifier !== undefined) {
    counters.push({ bucket: `${call}:id:${(await sha256(String(identifier))).slice(0, 32)}`, limit: limits.identifier });
  }
  if (!counters.length) return;
  const db = c.var.db;
  // One statement per counter: counts in the current window, or starts one and keeps the count of the window just
  // ended (older counts no longer overlap), and returns both. SET's expressions all read the row as it was.
  const count = ({ bucket, limit }: { bucket: string; limit: Limit }) => {
    const windowStart = now - (now % limit.windowMs);
    return db
      .insertInto('rate_limits')
      .values({ school_id: c.var.school.id, bucket, window_start: windowStart, count: 1, previous_count: 0, expires_at: windowStart + 2 * limit.windowMs })
      .onConflict((oc) => oc.columns(['school_id', 'bucket']).doUpdateSet((eb) => ({
        count: eb.case().when('rate_limits.window_start', '=', eb.ref('excluded.window_start')).then(eb('rate_limits.count', '+', 1)).else(1).end(),
        previous_count: eb.case()
          .when('rate_limits.window_start', '=', eb.ref('excluded.window_start')).then(eb.ref('rate_limits.previous_count'))
          .when('rate_limits.window_start', '=', windowStart - limit.windowMs).then(eb.ref('rate_limits.count'))
          .else(0).end(),
        window_start: eb.ref('excluded.window_start'),
        expires_at: eb.ref('excluded.expires_at'),
      })))
      .returning(['count', 'previous_count', 'window_start']);
  };
  const [, ...results] = await db.batch([
    db.deleteFrom('rate_limits').where((eb) => eb(eb.refTuple('school_id', 'bucket'), 'in', eb
      .selectFrom('rate_limits')
      .select(['school_id', 'bucket'])
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(EXPIRED_WINDOWS_PER_CALL)
      .$asTuple('school_id', 'bucket'))),
    ...counters.map(count),
  ]);
  let retryAfterMs = 0;
  results.forEach((rows, i) => {
    const wait = waitMs(rows[0]!, counters[i]!.limit, now);
    if (wait > 0) retryAfterMs = Math.max(retryAfterMs, wait);
  });
  if (retryAfterMs > 0) {
    throw new ApiError(ERROR_CODE.throttled, ERROR_TEXT.throttled, {}, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
  }
}

export interface Counter {
  window_start: number;
  /** Attempts in the current window, this one included. */
  count: number;
  /** Attempts in the window before it. */
  previous_count: number;
}

/**
 * The attempts of the last windowMs: the current window's count and the previous window's, weighted by how much of
 * it still overlaps (Cloudflare's sliding-window estimate). A burst at the end of one window still counts at the
 * start of the next.
 */
export function slidingCount(counter: Counter, limit: Limit, now: number): number {
  const overlap = 1 - (now - counter.window_start) / limit.windowMs;
  return counter.previous_count * overlap + counter.count;
}

/**
 * 0 when this attempt is within the limit; else how long until another one would be, if none came meanwhile: later
 * in this window, once enough of the previous one has slid out, or in the next, once enough of this one has.
 */
export function waitMs(counter: Counter, limit: Limit, now: number): number {
  if (slidingCount(counter, limit, now) <= limit.max) return 0;
  const { window_start: start, count, previous_count: previous } = counter;
  // The next attempt makes count + 1 of this window, or 1 of the next.
  const at = count + 1 <= limit.max
    ? start + (1 - (limit.max - count - 1) / previous) * limit.windowMs
    : start + limit.windowMs + Math.max(0, 1 - (limit.max - 1) / count) * limit.windowMs;
  return Math.max(1000, Math.ceil(at - now));
}
