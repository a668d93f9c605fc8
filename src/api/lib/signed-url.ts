/**
 * Signed URLs for objects in R2 (docs/decisions/0025-lesson-media-and-signed-urls.md): a token that grants one
 * method on one folder of keys, for one school, one learner (or none), until an expiry. The token is the payload
 * in base64url, a dot and its HMAC-SHA256 under the API's `MEDIA_URL_SECRET`; nothing is stored, so checking one
 * costs a hash, and a changed secret ends every URL at once.
 *
 * The folder sits in the URL's path (`/learner/v1/content/{token}/{file}`), so files named relatively by the entry
 * file (an HLS playlist's renditions and segments) resolve under the same token without signing each one. Reused
 * for signed uploads (`method: 'PUT'`) by features that accept files.
 */
import { ApiError } from './errors.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../contract/errors.ts';
import { constantTimeEqual } from './secrets.ts';

/**
 * The signing key from the worker's environment: a secret (`wrangler secret put MEDIA_URL_SECRET`), never a var of
 * the deployable configuration; the local stack and the tests set their own. Missing or short, nothing is signed
 * or accepted: a 500 with the generic text, and the reason in the log, never the key.
 */
export function mediaUrlSecret(env: object): string {
  const secret = (env as { MEDIA_URL_SECRET?: unknown }).MEDIA_URL_SECRET;
  if (typeof secret === 'string' && secret.length >= 32) return secret;
  console.error('MEDIA_URL_SECRET must be set to at least 32 characters');
  throw new ApiError(ERROR_CODE.serverError, ERROR_TEXT.generic);
}

export interface Grant {
  /** schools.id: a URL never works at another school. */
  school: number;
  /** users.id of the learner it was signed for; null: anyone (a free preview). */
  user: number | null;
  /** A key prefix ending in '/': the grant covers keys that start with it and go no higher. */
  folder: string;
  method: 'GET' | 'PUT';
  /** Epoch seconds after which the grant is refused. */
  expires: number;
  /** One file of the folder and no other: an upload's grant is for the one object it was asked for. */
  object?: string;
}

export type GrantCheck =
  | { ok: true; grant: Grant; key: string }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'school' | 'user' | 'method' | 'path' };

const encoder = new TextEncoder();

const toBase64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  if (secret.length < 32) throw new Error('MEDIA_URL_SECRET must be set to at least 32 characters');
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
}

/** A token for `grant`. */
export async function signGrant(secret: string, grant: Grant): Promise<string> {
  if (!grant.folder.endsWith('/')) throw new Error('a grant is for a folder: its key prefix ends in "/"');
  const fields: unknown[] = [grant.school, grant.user, grant.folder, grant.method, grant.expires];
  if (grant.object !== undefined) fields.push(grant.object);
  const payload = toBase64url(encoder.encode(JSON.stringify(fields)));
  return `${payload}.${toBase64url(await hmac(secret, payload))}`;
}

/** A grant for `ttlSeconds` from `now` (ms). */
export const grantFor = (base: Omit<Grant, 'expires'>, ttlSeconds: number, now = Date.now()): Grant => ({
  ...base,
  expires: Math.floor(now / 1000) + ttlSeconds,
});

/**
 * Whether `token` lets this request `method` the file `path` (relative to the granted folder) at `school`, for
 * `user` (the request's signed-in learner, or null). A grant for a learner needs that learner's session: a URL
 * copied to another browser or account does not work there.
 */
export async function checkGrant(
  secret: string,
  token: string,
  request: { school: number; user: number | null; method: Grant['method']; path: string; now?: number },
): Promise<GrantCheck> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { ok: false, reason: 'malformed' };
  const given = fromBase64url(signature);
  if (!given || !constantTimeEqual(given, await hmac(secret, payload))) return { ok: false, reason: 'signature' };
  const bytes = fromBase64url(payload);
  let fields: unknown;
  try {
    fields = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array()));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!Array.isArray(fields) || (fields.length !== 5 && fields.length !== 6)) return { ok: false, reason: 'malformed' };
  const [school, user, folder, method, expires, object] = fields as [number, number | null, string, Grant['method'], number, string | undefined];
  const grant: Grant = { school, user, folder, method, expires, ...(object === undefined ? {} : { object }) };
  if (Math.floor((request.now ?? Date.now()) / 1000) > expires) return { ok: false, reason: 'expired' };
  if (school !== request.school) return { ok: false, reason: 'school' };
  if (user !== null && user !== request.user) return { ok: false, reason: 'user' };
  if (method !== request.method) return { ok: false, reason: 'method' };
  // Plain names only (the router's schema also says so): no way up out of the folder.
  if (!request.path || request.path.split('/').some((part) => part === '' || part === '.' || part === '..')) return { ok: false, reason: 'path' };
  if (object !== undefined && request.path !== object) return { ok: false, reason: 'path' };
  return { ok: true, grant, key: `${folder}${request.path}` };
}

/**
 * A signed value for another purpose than a media URL (a room's token): the value's JSON and its HMAC under the same
 * secret, the purpose signed with it, so a token made for one purpose is never accepted for another.
 */
export async function signValue(secret: string, purpose: string, value: unknown): Promise<string> {
  const payload = toBase64url(encoder.encode(JSON.stringify(value)));
  return `${payload}.${toBase64url(await hmac(secret, `${purpose}\n${payload}`))}`;
}

/** The value `signValue` signed for `purpose`, or null for a token that is malformed or not signed so. */
export async function verifiedValue(secret: string, purpose: string, token: string): Promise<unknown> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const given = fromBase64url(signature);
  if (!given || !constantTimeEqual(given, await hmac(secret, `${purpose}\n${payload}`))) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64url(payload) ?? new Uint8Array()));
  } catch {
    return null;
  }
}
