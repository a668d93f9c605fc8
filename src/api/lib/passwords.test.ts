import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS, hashPassword, verifyPassword } from './passwords.ts';
import { constantTimeEqual, randomDigits, randomToken } from './secrets.ts';

describe('password hashing', () => {
  it("uses the most PBKDF2 iterations Cloudflare's runtime accepts in one call, never more", () => {
    // Local workerd does not enforce the cap, so only this test stops a value that would fail in production.
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBe(PBKDF2_MAX_ITERATIONS);
  });

  it('hashes with a random 16-byte salt and verifies only the same password', async () => {
    const a = await hashPassword('Password1');
    const b = await hashPassword('Password1');
    expect(a.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.salt).not.toBe(b.salt);
    expect(await verifyPassword('Password1', a)).toBe(true);
    expect(await verifyPassword('Password2', a)).toBe(false);
    expect(await verifyPassword('password1', a)).toBe(false);
  });

  it('refuses a stored hash asking for more work than the runtime allows', async () => {
    const stored = await hashPassword('Password1');
    expect(await verifyPassword('Password1', { ...stored, iterations: PBKDF2_MAX_ITERATIONS + 1 })).toBe(false);
    expect(await verifyPassword('Password1', { ...stored, iterations: 0 })).toBe(false);
  });
});

describe('secrets', () => {
  it('makes 43-character base64url tokens and 6-digit codes', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const codes = Array.from({ length: 200 }, () => randomDigits(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('compares bytes without short-circuiting on length only', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});
