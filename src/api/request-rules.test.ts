/**
 * The rules the API applies to every call before its endpoint runs (docs/decisions/0015-call-registry.md), in real
 * workerd: every declared call is mounted; a body over its limit is a 413 before it is read whole; a write needs the
 * JSON content type or the school's own Origin; and PATCH /me changes something or nothing at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, Me, VALIDATION_TEXT } from '../contract/auth.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../contract/bundle.ts';
import { CALLS, DEFAULT_BODY_LIMIT, type CallName, type CallShape } from '../contract/calls.ts';
import { ERROR_TEXT, REQUEST_TEXT } from '../contract/errors.ts';
import { ALPHA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('rules');
});
afterAll(async () => {
  await api?.close();
});

const OWN_ORIGIN = `http://${ALPHA.slug}.localhost:8787`;
let learners = 0;

async function signUp(agent: Client) {
  learners += 1;
  const learner = { name: `Rule ${learners}`, email: `rule${learners}@mail.example`, phone: `8${String(learners).padStart(9, '0')}`, password: 'Secret1pw' };
  return ok(AuthSession, await agent.post(CALLS.signup.path, learner));
}

const counts = async () =>
  (await api.school(ALPHA.id).prepare('SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM sessions WHERE revoked_at IS NULL) AS live').first<Record<string, number>>())!;

/** A URL for any call, with a plausible value for each path parameter. */
const anyUrl = (call: CallShape): string => callUrl(call, Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, name === 'name' ? 'logo.svg' : 1])) as never);

describe('the registry mounted', () => {
  it('answers every declared call at its method and path, never with the API\'s not-found', async () => {
    const agent = apiClient(api.server);
    for (const [name, call] of Object.entries(CALLS) as [CallName, CallShape][]) {
      const reply = await api.server.fetch(anyUrl(call), {
        method: call.method,
        headers: { [SCHOOL_HEADER]: agent.school, [CLIENT_IP_HEADER]: agent.ip, ...(call.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        ...(call.method === 'GET' ? {} : { body: '{}' }),
      });
      const text = await reply.text();
      expect(text, `${name}: ${call.method} ${call.path}`).not.toBe(JSON.stringify({ status: 404, data: { message: ERROR_TEXT.notFound } }));
    }
  });
});

describe('body size', () => {
  it('refuses a body over 64 KiB by its Content-Length with 413 and SPEC.md\'s error payload, changing nothing', async () => {
    const before = await counts();
    const padding = 'x'.repeat(DEFAULT_BODY_LIMIT);
    const reply = await apiClient(api.server).post(CALLS.signup.path, { name: 'Big', email: 'big@mail.example', phone: '9876543210', password: 'Secret1pw', padding });
    expectError(reply, 413, REQUEST_TEXT.bodyTooLarge(DEFAULT_BODY_LIMIT));
    expect(await counts()).toEqual(before);
  });

  it('accepts a body of exactly the limit', async () => {
    const body = JSON.stringify({ identifier: 'nobody@mail.example', password: 'Secret1pw', pad: '' });
    const exact = JSON.stringify({ identifier: 'nobody@mail.example', password: 'Secret1pw', pad: 'x'.repeat(DEFAULT_BODY_LIMIT - body.length) });
    expect(new TextEncoder().encode(exact).byteLength).toBe(DEFAULT_BODY_LIMIT);
    const sent = await api.server.fetch(CALLS.signin.path, {
      method: 'POST',
      headers: { [SCHOOL_HEADER]: ALPHA.slug, 'content-type': 'application/json', [CLIENT_IP_HEADER]: '203.0.113.77' },
      body: exact,
    });
    // Read and parsed: the learner does not exist.
    expect(sent.status).toBe(404);
  });

  type Init = Parameters<Api['server']['fetch']>[1];
  const streamed = (body: ReadableStream<Uint8Array>, ip: string) =>
    api.server.fetch(CALLS.signup.path, {
      method: 'POST',
      headers: { [SCHOOL_HEADER]: ALPHA.slug, 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip },
      body,
      duplex: 'half',
    } as Init);
  const chunk = new Uint8Array(64 * 1024).fill(0x20);

  it('answers 413 to a body sent without a length as soon as it passes the limit, while the rest is still coming', async () => {
    let pulled = 0;
    // 1 MB, then the sender stalls: only a server that stops at the limit can answer.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1024 * 1024) return new Promise<void>(() => {});
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
        return undefined;
      },
    });
    const before = await counts();
    const response = await streamed(body, '203.0.113.79');
    expect(response.status).toBe(413);
    // The API closes the connection it stopped reading: on a loaded machine the answer's body can be cut off.
    const text = await response.text().catch(() => null);
    if (text !== null) expect(JSON.parse(text)).toEqual({ status: 413, data: { message: REQUEST_TEXT.bodyTooLarge(DEFAULT_BODY_LIMIT) } });
    expect(await counts()).toEqual(before);
  });

  it('stops reading a 200 MB body sent without a length far short of its end', async () => {
    const tooLargeJson = JSON.stringify({ status: 413, data: { message: REQUEST_TEXT.bodyTooLarge(DEFAULT_BODY_LIMIT) } });
    // Large, so that what the sockets and the local proxy buffer before the close reaches the sender (14 MB seen on
    // a loaded machine) stays far short of it: an API that read on to the end would take all of it.
    const total = 200 * 1024 * 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const before = await counts();
    // The API answers 413 and closes; the sender sees the answer or, still writing, a closed connection. If the
    // transport breaks the body off first, the API says so (412). Under a loaded machine the local harness's own
    // proxy has answered a plain-text 500 for the connection the API closed (twice in CI runs, never reproduced
    // alone): that is the sender seeing a closed connection too. A 500 from the API itself (its JSON payload)
    // still fails.
    const outcome = await streamed(body, '203.0.113.78').then(
      async (response) => {
        const text = await response.text().catch(() => null);
        if (response.status === 413) return text === null || text === tooLargeJson ? 413 : `413 ${text}`;
        if (response.status === 412 && text !== null) return (JSON.parse(text) as { data: { message: string } }).data.message;
        if (response.status === 500 && !text?.startsWith('{')) return 'connection closed';
        return `${response.status} ${text}`;
      },
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    expect([413, REQUEST_TEXT.bodyUnreadable, 'connection closed', 'EPIPE', 'ECONNRESET']).toContain(outcome);
    // What the sockets buffered on the way, far short of the whole body.
    expect(pulled).toBeLessThan(total / 4);
    expect(await counts()).toEqual(before);
  });
});

describe('writes from the school\'s own site', () => {
  const signOut = (token: string, headers: Record<string, string>) =>
    api.server.fetch(CALLS.signout.path, { method: 'POST', headers: { [SCHOOL_HEADER]: ALPHA.slug, authorization: `Bearer ${token}`, ...headers } });
  const signedIn = async (agent: Client, token: string) => (await agent.get(CALLS.me.path, { token })).status === 200;

  it('refuses a body-less write naming no content type from another site, or from none, with 403; nothing changes', async () => {
    const agent = apiClient(api.server);
    const { authToken } = await signUp(agent);
    const variants: Record<string, string>[] = [{}, { origin: 'https://evil.example', [SCHOOL_ORIGIN_HEADER]: OWN_ORIGIN }, { origin: OWN_ORIGIN }];
    for (const headers of variants) {
      const response = await signOut(authToken, headers);
      expect([response.status, await response.json()]).toEqual([403, { status: 403, data: { message: REQUEST_TEXT.crossSiteWrite } }]);
    }
    expect(await signedIn(agent, authToken)).toBe(true);
  });

  it('refuses a form-encoded or text body from another site with 412 before the endpoint runs', async () => {
    const agent = apiClient(api.server);
    const { authToken } = await signUp(agent);
    const response = await signOut(authToken, { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' });
    expect([response.status, await response.json()]).toEqual([412, { status: 412, data: { message: REQUEST_TEXT.notJson, field: '(body)' } }]);
    expect(await signedIn(agent, authToken)).toBe(true);
  });

  it('accepts it from the school\'s own origin, as the edge names it, or with the JSON content type', async () => {
    const agent = apiClient(api.server);
    const first = await signUp(agent);
    expect((await signOut(first.authToken, { origin: OWN_ORIGIN, [SCHOOL_ORIGIN_HEADER]: OWN_ORIGIN })).status).toBe(200);
    expect(await signedIn(agent, first.authToken)).toBe(false);
    const second = await signUp(agent);
    expect((await signOut(second.authToken, { 'content-type': 'application/json' })).status).toBe(200);
    expect(await signedIn(agent, second.authToken)).toBe(false);
  });
});

describe('PATCH /me', () => {
  const row = (id: number) => api.school(ALPHA.id).prepare('SELECT * FROM users WHERE id = ?').bind(id).first();
  const patch = (agent: Client, token: string, body: unknown) => agent.request('PATCH', CALLS.updateMe.path, { token, body });

  it('is a 412 with no field the API knows, and touches nothing (updated_at included)', async () => {
    const agent = apiClient(api.server);
    const session = await signUp(agent);
    const before = await row(session.studentId);
    expectError(await patch(agent, session.authToken, {}), 412, VALIDATION_TEXT.nothingToUpdate, '(body)');
    expectError(await patch(agent, session.authToken, { nickname: 'Ash', email: 'other@mail.example' }), 412, VALIDATION_TEXT.nothingToUpdate, '(body)');
    expect(await row(session.studentId)).toEqual(before);
  });

  it('refuses NUL and other control characters in the account\'s text fields, naming the field; nothing is written', async () => {
    const agent = apiClient(api.server);
    const session = await signUp(agent);
    const before = await row(session.studentId);
    const refused: [unknown, string][] = [
      [{ name: 'Asha\u0000' }, 'name'],
      [{ name: 'As\u001bha' }, 'name'],
      [{ phone: '98765\u000043210' }, 'phone'],
      [{ profile: { city: 'Pune\u0007' } }, 'profile.city'],
      [{ profile: { college: 'IIT\u0085' } }, 'profile.college'],
    ];
    for (const [body, field] of refused) {
      expectError(await patch(agent, session.authToken, body), 412, VALIDATION_TEXT.controlCharacters, field);
    }
    expect(await row(session.studentId)).toEqual(before);
  });

  it('refuses names and profile text that disguise how they read: bidi controls, zero-width, unpaired surrogates', async () => {
    const agent = apiClient(api.server);
    const session = await signUp(agent);
    const before = await row(session.studentId);
    const refused: [unknown, string][] = [
      [{ name: 'Meera \u202Eexe.gnp' }, 'name'],
      [{ name: 'Mee\u200Bra Iyer' }, 'name'],
      [{ name: 'Meera \uD800' }, 'name'],
      [{ profile: { city: 'Pu\u2066ne' } }, 'profile.city'],
    ];
    for (const [body, field] of refused) {
      expectError(await patch(agent, session.authToken, body), 412, VALIDATION_TEXT.spoofingCharacters, field);
    }
    expect(await row(session.studentId)).toEqual(before);
    // A Hindi name with the joiner its conjunct needs is a name.
    expect(ok(Me, await patch(agent, session.authToken, { name: 'लक्\u200Dष्मी' })).name).toBe('लक्\u200Dष्मी');
  });

  it('keeps newline and tab, which text may hold', async () => {
    const agent = apiClient(api.server);
    const session = await signUp(agent);
    const me = ok(Me, await patch(agent, session.authToken, { profile: { city: 'Pune', college: 'Line one\nLine\ttwo' } }));
    expect(me.profile.fields.find((f) => f.key === 'college')?.value).toBe('Line one\nLine\ttwo');
  });

  it('refuses control characters at sign-up too, creating no account', async () => {
    const before = await counts();
    const reply = await apiClient(api.server).post(CALLS.signup.path, { name: 'Ravi\u0000', email: 'ravi@mail.example', phone: '9123456780', password: 'Secret1pw' });
    expectError(reply, 412, VALIDATION_TEXT.controlCharacters, 'name');
    const spoof = await apiClient(api.server).post(CALLS.signup.path, { name: 'Admin\u202E', email: 'ravi@mail.example', phone: '9123456780', password: 'Secret1pw' });
    expectError(spoof, 412, VALIDATION_TEXT.spoofingCharacters, 'name');
    expect(await counts()).toEqual(before);
  });
});
