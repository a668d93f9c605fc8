/** Random tokens and hashes for secrets the API hands out (session, reset and verification tokens, OTP codes). */

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export const toHex = (buffer: ArrayBuffer | Uint8Array): string => hex(buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer));

export function fromHex(text: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})*$/.test(text)) throw new Error('not a hex string');
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const base64url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** 32 random bytes as base64url (43 characters): the `Token` of the contract. */
/** `length` characters drawn from `alphabet` (a code a person reads and types: an invite's, an affiliate's). */
export function randomCode(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of every alphabet's size: the first characters come up slightly more often, which a
  // code that is only looked up (never a secret) can afford.
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export const randomToken = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** A uniformly random code of `digits` decimal digits (rejection sampling, no modulo bias). */
export function randomDigits(digits: number): string {
  const limit = 10 ** digits;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n! < ceiling) return String(n! % limit).padStart(digits, '0');
  }
}

/** Hex SHA-256 of bytes (a file's, as its hash is shown and checked). */
export const sha256Bytes = async (bytes: Uint8Array): Promise<string> => toHex(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));

/** Hex SHA-256: how tokens and codes are stored and looked up. */
export const sha256 = (text: string): Promise<string> => sha256Bytes(new TextEncoder().encode(text));

/** Compares equal-length byte strings in time independent of where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
