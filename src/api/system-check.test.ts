/**
 * The system check's calls in real workerd (src/contract/system-check.ts; issue 44): the server's time and a
 * free-preview lecture anyone may play, and the speed test's bytes, never cached and not compressible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_CALLS, SignedUrlResponse } from '../contract/lessons.ts';
import { PAYLOAD_BYTES, SYSTEM_CHECK_CALLS as S, SystemCheckResponse } from '../contract/system-check.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, ok, startApi, type Api } from './testing/harness.ts';
import { SCHOOL_HEADER } from '../contract/bundle.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('system-check');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe('the system check', () => {
  it("answers the server's time and a free preview a visitor signed out can play, per school", async () => {
    const before = Date.now();
    const answer = ok(SystemCheckResponse, await apiClient(api.server, ALPHA.slug).get(S.systemCheck.path));
    expect(answer.server_time).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.server_time).toBeLessThanOrEqual(Date.now() + 1000);
    expect(answer.preview).not.toBeNull();
    const media = ok(SignedUrlResponse, await apiClient(api.server, ALPHA.slug).get(callUrl(LESSON_CALLS.signedUrl, null, answer.preview!)));
    expect(media.url).toMatch(/\.m3u8$/);
    // Another school's answer names its own lecture (or none), never Alpha's.
    const beta = ok(SystemCheckResponse, await apiClient(api.server, BETA.slug).get(S.systemCheck.path));
    if (beta.preview) expect((await apiClient(api.server, BETA.slug).get(callUrl(LESSON_CALLS.signedUrl, null, beta.preview))).status).toBe(200);
  });

  it('sends the speed test its bytes uncached, and the same bytes each time', async () => {
    const fetchPayload = () => api.server.fetch(S.systemCheckPayload.path, { headers: { [SCHOOL_HEADER]: ALPHA.slug, 'accept-encoding': 'gzip' } });
    const [first, second] = await Promise.all([fetchPayload(), fetchPayload()]);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const [a, b] = [new Uint8Array(await first.arrayBuffer()), new Uint8Array(await second.arrayBuffer())];
    expect(a.length).toBe(PAYLOAD_BYTES);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    // Not a run of one byte a proxy could squeeze: every byte value turns up.
    expect(new Set(a).size).toBe(256);
  });
});
