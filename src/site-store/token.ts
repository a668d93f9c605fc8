/**
 * A local door's token check (the site store's, src/site-store/worker.ts; the shards', src/shard-door/worker.ts):
 * compares in constant time, so the token cannot be guessed a byte at a time; a token under 16 characters (an empty
 * variable) refuses everything.
 */
export function sameToken(given: string | null, expected: string): boolean {
  if (given === null || expected.length < 16) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
