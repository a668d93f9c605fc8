/**
 * The address the API's per-client throttles count is the one the edge vouches for (src/edge/client-ip.ts), never
 * one the client claims: the real edge in front of the real API in workerd. Today's probe was 14 forgot-password
 * calls, each claiming another address (and naming another e-mail, so the per-e-mail limit never applies).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorPayload } from '../contract/errors.ts';
import { AUTH_CALLS } from '../contract/auth.ts';
import { THROTTLE } from './lib/throttle.ts';
import { ALPHA } from './testing/fixtures.ts';
import { LOCAL_EDGE, startApi, type Api } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('client-ip', { edge: true });
});
afterAll(async () => {
  await api?.close();
});

const CALLS = 14;
const ALLOWED = THROTTLE.forgotPassword.ip.max;

/** Every address header a client can send, each claiming another address on every call. */
const spoofing = (i: number): Record<string, string> => ({
  'cf-connecting-ip': `203.0.113.${i + 1}`,
  'x-forwarded-for': `198.18.0.${i + 1}`,
  'true-client-ip': `198.18.1.${i + 1}`,
  'x-real-ip': `198.18.2.${i + 1}`,
  'x-schoolfront-client-ip': `198.18.3.${i + 1}`,
});

async function probe(edge: string | undefined, headers: (i: number) => Record<string, string>, run: string): Promise<{ status: number; body: unknown }[]> {
  const fetcher = edge ? api.server.getWorker(edge) : api.server;
  const replies = [];
  // One after another: the throttle's order is the order of the calls.
  for (let i = 0; i < CALLS; i++) {
    const response = (await fetcher.fetch(`http://${ALPHA.slug}.localhost${AUTH_CALLS.forgotPassword.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers(i) },
      body: JSON.stringify({ email: `${run}.${i}@example.com` }),
    })) as unknown as Response;
    replies.push({ status: response.status, body: await response.json() });
  }
  return replies;
}

function expectThrottledAfterTheLimit(replies: { status: number; body: unknown }[]): void {
  expect(ALLOWED).toBeLessThan(CALLS);
  // Unknown e-mails: answered as such (404) until the client's allowance is spent.
  expect(replies.slice(0, ALLOWED).map((r) => r.status)).toEqual(Array(ALLOWED).fill(404));
  expect(replies.slice(ALLOWED).map((r) => r.status)).toEqual(Array(CALLS - ALLOWED).fill(429));
  for (const reply of replies.slice(ALLOWED)) expect(ErrorPayload.parse(reply.body)).toEqual({ status: 603, data: { message: 'Too many HTTP requests' } });
}

describe('14 forgot-password calls, each claiming another client address', () => {
  it('on Cloudflare (the deployable edge): one client, the CF-Connecting-IP Cloudflare set; throttled past the limit', async () => {
    expectThrottledAfterTheLimit(await probe(undefined, (i) => ({ ...spoofing(i), 'cf-connecting-ip': '192.0.2.44' }), 'cloudflare'));
  });

  it('locally (wrangler dev), where the client can set CF-Connecting-IP itself: one client; throttled past the limit', async () => {
    expectThrottledAfterTheLimit(await probe(LOCAL_EDGE, spoofing, 'local'));
  });
});
