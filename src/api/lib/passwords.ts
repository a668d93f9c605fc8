/**
 * Password hashing: PBKDF2-HMAC-SHA256 through WebCrypto (docs/decisions/0005-authentication.md). Runs the same in
 * workerd and in Node, so the seed's precomputed demo hash is checked by a Node test.
 */
import { constantTimeEqual, fromHex, toHex } from './secrets.ts';

/**
 * Cloudflare's Workers runtime refuses one PBKDF2 call above 100,000 iterations ("iteration counts above 100000
 * are not supported"); local workerd does not enforce it, so exceeding it would only fail in production.
 */
export const PBKDF2_MAX_ITERATIONS = 100_000;
/** The work factor for new hashes: the most the runtime allows. */
export const PBKDF2_ITERATIONS = PBKDF2_MAX_ITERATIONS;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export interface PasswordHash {
  /** Hex, 32 bytes. */
  hash: string;
  /** Hex, 16 bytes. */
  salt: string;
  iterations: number;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS));
}

/** A new hash with a random salt (or the given one: the seed's fixed demo hash). */
export async function hashPassword(password: string, saltHex?: string): Promise<PasswordHash> {
  const salt = saltHex ? fromHex(saltHex) : crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { hash: toHex(await derive(password, salt, PBKDF2_ITERATIONS)), salt: toHex(salt), iterations: PBKDF2_ITERATIONS };
}

/** Whether `password` matches the stored hash; a row asking for more work than the runtime allows never matches. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (!Number.isInteger(stored.iterations) || stored.iterations < 1 || stored.iterations > PBKDF2_MAX_ITERATIONS) return false;
  const expected = fromHex(stored.hash);
  return constantTimeEqual(await derive(password, fromHex(stored.salt), stored.iterations), expected);
}
