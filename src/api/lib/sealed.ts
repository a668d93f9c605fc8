/**
 * Secrets kept in the database sealed: AES-GCM under a key derived from one of the API's secrets and the purpose, bound to
 * what they belong to (the school, the learner), so a sealed value copied to another row does not open there.
 * Stored as base64 of the IV and the ciphertext.
 */
import { Buffer } from 'node:buffer';

async function sealingKey(secret: string, purpose: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`schoolfront ${purpose} seal\0${secret}`));
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export async function seal(plain: string, secret: string, purpose: string, boundTo: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(boundTo) }, await sealingKey(secret, purpose), new TextEncoder().encode(plain));
  return Buffer.concat([iv, new Uint8Array(sealed)]).toString('base64');
}

/** Throws when the secret, the purpose or what it is bound to differ from the sealing's. */
export async function unseal(sealed: string, secret: string, purpose: string, boundTo: string): Promise<string> {
  const bytes = Buffer.from(sealed, 'base64');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: new TextEncoder().encode(boundTo) },
    await sealingKey(secret, purpose),
    bytes.subarray(12),
  );
  return new TextDecoder().decode(plain);
}
