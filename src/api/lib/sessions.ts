/**
 * Sessions: a random 32-byte token handed to the client, only its SHA-256 stored; 30 days; revocable. The token
 * travels as `Authorization: Bearer <token>` or in the `authToken` cookie (docs/decisions/0005-authentication.md).
 */
import { storedLanguage } from './accounts.ts';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { AUTH_COOKIES, AUTH_LIMITS, Token, type AuthSession, type UserCookie } from '../../contract/auth.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../contract/errors.ts';
import type { AppEnv } from '../types.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from './accounts.ts';
import { ApiError } from './errors.ts';
import type { AccountSettings } from './school-settings.ts';
import { randomToken, sha256, toHex } from './secrets.ts';
import { clientIp } from './throttle.ts';

export type RevokeReason = 'signout' | 'displaced' | 'password_reset' | 'password_change';

export interface SignedIn {
  tokenHash: string;
  user: UserRow;
}

const SESSION_MS = AUTH_LIMITS.sessionTtlSeconds * 1000;

const isLocalHttp = (address: string | undefined): boolean => {
  const url = address ? URL.parse(address) : null;
  if (url?.protocol !== 'http:') return false;
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
};

/**
 * Secure everywhere but plain-http local development (`http://<school>.localhost`). Behind the edge the API sees
 * its own internal https URL, so the browser's Origin header (sent with every POST) tells where the page is.
 */
export const cookiesSecure = (c: Context): boolean => !(isLocalHttp(c.req.url) || isLocalHttp(c.req.header('origin')));

function cookieOptions(c: Context, httpOnly: boolean, maxAge: number): CookieOptions {
  return { path: '/', httpOnly, secure: cookiesSecure(c), sameSite: 'Lax', maxAge };
}

/** The token the request carries: the Bearer header first, then the `authToken` cookie, then its `lystATK` alias. */
export function readToken(c: Context): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const token = bearer ?? getCookie(c, AUTH_COOKIES.token) ?? getCookie(c, AUTH_COOKIES.tokenAlias);
  return token && Token.safeParse(token).success ? token : null;
}

function setAuthCookies(c: Context, token: string, user: UserCookie): void {
  const maxAge = AUTH_LIMITS.sessionTtlSeconds;
  setCookie(c, AUTH_COOKIES.token, token, cookieOptions(c, true, maxAge));
  setCookie(c, AUTH_COOKIES.tokenAlias, token, cookieOptions(c, true, maxAge));
  // Readable by the shell's scripts: who is signed in, nothing secret. Hono URL-encodes the JSON.
  setCookie(c, AUTH_COOKIES.user, JSON.stringify(user), cookieOptions(c, false, maxAge));
}

export function clearAuthCookies(c: Context): void {
  for (const [name, httpOnly] of [[AUTH_COOKIES.token, true], [AUTH_COOKIES.tokenAlias, true], [AUTH_COOKIES.user, false]] as const) {
    deleteCookie(c, name, cookieOptions(c, httpOnly, 0));
  }
}

/** The device cookie: a random id the API gives a browser once and reads back at each sign-in (HttpOnly). */
const DEVICE_COOKIE = 'sf_device';
// The longest a browser keeps a cookie (RFC 6265bis: 400 days); each sign-in renews it.
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/** Gives the browser its device cookie (again: each use renews it). */
export function keepDevice(c: Context, deviceId: string): void {
  setCookie(c, DEVICE_COOKIE, deviceId, cookieOptions(c, true, DEVICE_COOKIE_SECONDS));
}

/** Where a request comes from: the browser's device id (new if it has none) and its network address, hashed. */
export interface ClientMarks {
  deviceId: string;
  addressHash: string | null;
}

export async function clientMarks(c: Context<AppEnv>): Promise<ClientMarks> {
  const known = getCookie(c, DEVICE_COOKIE);
  const deviceId = known && /^[A-Za-z0-9_-]{43}$/.test(known) ? known : randomToken();
  return { deviceId, addressHash: await addressMark(c, clientIp(c)) };
}

/**
 * The network address as a keyed hash (HMAC-SHA-256 with the deployment's ADDRESS_HASH_KEY, over the school and the
 * address): a plain hash of an IPv4 address is undone by trying them all, the key keeps the stored mark from being
 * turned back into the address. Without the key (or an address), no mark is kept, and only the device is compared.
 */
async function addressMark(c: Context<AppEnv>, address: string): Promise<string | null> {
  const secret = (c.env as { ADDRESS_HASH_KEY?: unknown }).ADDRESS_HASH_KEY;
  if (typeof secret !== 'string' || secret.length < 16 || address === 'unknown') return null;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${c.var.school.id}:${address}`)));
}

/**
 * Starts a session for `user`: stores the token's hash, sets the cookies and returns SPEC.md's authentication
 * data. With `single_device_login` the learner's other live sessions are revoked as displaced.
 */
export async function startSession(c: Context<AppEnv>, user: UserRow, settings: AccountSettings, marks?: ClientMarks): Promise<AuthSession> {
  const db = c.var.db;
  const { deviceId, addressHash } = marks ?? await clientMarks(c);
  const school = c.var.school;
  const token = randomToken();
  const tokenHash = await sha256(token);
  const now = Date.now();
  const expiresAt = now + SESSION_MS;
  const device = c.req.header('user-agent')?.slice(0, 200) ?? null;
  await db.batch([
    // Housekeeping: sessions past their expiry are of no further use, revoked or not.
    db.deleteFrom('sessions').where('school_id', '=', school.id).where('user_id', '=', user.id).where('expires_at', '<', now),
    ...(settings.singleDeviceLogin
      ? [db.updateTable('sessions').set({ revoked_at: now, revoked_reason: 'displaced' })
          .where('school_id', '=', school.id).where('user_id', '=', user.id).where('revoked_at', 'is', null)]
      : []),
    db.insertInto('sessions').values({
      school_id: school.id, token_hash: tokenHash, user_id: user.id, created_at: now, expires_at: expiresAt, device, device_id: deviceId, address_hash: addressHash,
    }),
  ]);
  setAuthCookies(c, token, { studentId: user.id, studentName: user.name });
  keepDevice(c, deviceId);
  return {
    authToken: token,
    studentId: user.id,
    studentName: user.name,
    userEmail: user.email,
    segmentId: user.segment_id,
    segmentPath: user.segment_path,
    expires_at: new Date(expiresAt).toISOString(),
    language: storedLanguage(user.language),
  };
}

/** The session of the request, if it has a live one; null for none, or an expired, revoked or unknown token. */
export async function currentSession(c: Context<AppEnv>): Promise<(SignedIn & { revokedReason: RevokeReason | null; expired: boolean }) | null> {
  const token = readToken(c);
  if (!token) return null;
  // users has no column named like these three, so the learner's row comes back whole beside them.
  const row = await c.var.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .select(['s.token_hash', 's.expires_at', 's.revoked_reason'])
    .selectAll('u')
    .where('s.school_id', '=', c.var.school.id)
    .where('s.token_hash', '=', await sha256(token))
    .executeTakeFirst();
  if (!row) return null;
  const { token_hash, expires_at, revoked_reason, ...user } = row;
  return { tokenHash: token_hash, user, revokedReason: revoked_reason, expired: expires_at <= Date.now() };
}

/**
 * The signed-in learner, or 401: 'Sign-in occurred in another place' for a session a newer sign-in displaced,
 * else 'Your login session is expired. Please logout and relogin.' (missing, unknown, expired or revoked).
 */
export async function requireSession(c: Context<AppEnv>): Promise<SignedIn> {
  const session = await currentSession(c);
  if (session?.revokedReason === 'displaced') throw new ApiError(ERROR_CODE.unauthorized, ERROR_TEXT.signedInElsewhere);
  if (!session || session.revokedReason || session.expired) throw new ApiError(ERROR_CODE.unauthorized, ERROR_TEXT.sessionExpired);
  return { tokenHash: session.tokenHash, user: session.user };
}

/** Revokes the learner's live sessions, all of them or all but `keep`. */
export function revokeSessions(db: Db, schoolId: number, userId: number, reason: RevokeReason, keep?: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: Date.now(), revoked_reason: reason })
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('token_hash', '!=', keep ?? '');
}
