import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SIGN_OUT_CALL } from '../../contract/auth-shell.ts';
import { ERROR_TEXT } from '../../contract/errors.ts';
import { apiFetch, apiPath } from './api-fetch.ts';
import { AppError } from './app-error.ts';

const Course = z.object({ id: z.number(), title: z.string() });

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async (input, init) => respond(String(input), init ?? {}));
}

const ctx = { errorContext: { online: true, locale: 'en-IN', timeZone: 'Asia/Kolkata' } };

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('apiFetch', () => {
  // Failures are logged as warnings; keep the test output clean.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('calls the same-origin /learner/ path with cookies and the bearer token, and parses with the schema', async () => {
    const fetch = stubFetch(() => json({ id: 7, title: 'Physics', extra: true }));
    const course = await apiFetch('v17/courses/7', Course, { fetch, token: 'tok-1', query: { lang: 'en', skip: undefined } });
    expect(course).toEqual({ id: 7, title: 'Physics' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/learner/v17/courses/7?lang=en');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetch = stubFetch(() => json({ id: 1, title: 't' }));
    await apiFetch('/learner/v17/courses/1', Course, { fetch });
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('authorization')).toBe(false);
  });

  it('sends a JSON body', async () => {
    const fetch = stubFetch(() => json({ id: 1, title: 't' }));
    await apiFetch('v6/reviews', Course, { fetch, method: 'post', body: { rating: 5 } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"rating":5}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('says JSON on every write, with a body or without, and on no read', async () => {
    const fetch = stubFetch(() => json({ id: 1, title: 't' }));
    await apiFetch('v1/notifications/read_all', Course, { fetch, method: 'POST' });
    await apiFetch('v9/user_likes/4', Course, { fetch, method: 'DELETE' });
    await apiFetch('v17/courses/1', Course, { fetch });
    const types = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('content-type'));
    expect(types).toEqual(['application/json', 'application/json', null]);
    expect(fetch.mock.calls[0]![1]!.body).toBeUndefined();
  });

  it('refuses paths that leave the origin or the API prefix', () => {
    for (const bad of ['https://evil.example/learner/x', '//evil.example/learner/x', '/api/x', '/learner/../admin', '/learner/%2e%2e/admin', '/learner\\x']) {
      expect(() => apiPath(bad), bad).toThrow(/same-origin/);
    }
    expect(apiPath('/config/school_config')).toBe('/config/school_config');
  });

  it('maps an error response through ErrorPayload, with variables filled', async () => {
    const fetch = stubFetch(() => json({ status: 412, data: { message: 'Retry after {retryTime}', variables: { retryTime: Date.UTC(2026, 10, 23, 4, 45) } } }, 412));
    const error = await failure(apiFetch('v4/addresses', Course, { fetch, ...ctx }));
    expect([error.code, error.message]).toEqual([412, 'Retry after 23 Nov 2026, 10:15']);
  });

  it('401 gives the session-expired text', async () => {
    const fetch = stubFetch(() => json({ status: 401, data: { message: 'nope' } }, 401));
    expect((await failure(apiFetch('v4/addresses', Course, { fetch, ...ctx }))).message).toBe(ERROR_TEXT.sessionExpired);
  });

  it('429 with a non-JSON body is throttled', async () => {
    const fetch = stubFetch(() => new Response('slow down', { status: 429 }));
    const error = await failure(apiFetch('v4/addresses', Course, { fetch, ...ctx }));
    expect([error.code, error.message]).toEqual([603, 'Too many HTTP requests']);
  });

  it('a success body failing the contract is 604', async () => {
    const fetch = stubFetch(() => json({ id: 'seven' }));
    const error = await failure(apiFetch('v17/courses/7', Course, { fetch, ...ctx }));
    expect([error.code, error.message]).toEqual([604, 'Something Went Wrong!']);
  });

  it('takes any Standard Schema: a zod-free contract guard too (the shell script has no zod)', async () => {
    const ok = stubFetch(() => json({ ok: true, extra: 1 }));
    expect(await apiFetch(SIGN_OUT_CALL.path, SIGN_OUT_CALL.response, { fetch: ok, method: SIGN_OUT_CALL.method })).toEqual({ ok: true, extra: 1 });
    const broken = stubFetch(() => json({ ok: false }));
    const error = await failure(apiFetch(SIGN_OUT_CALL.path, SIGN_OUT_CALL.response, { fetch: broken, method: SIGN_OUT_CALL.method, ...ctx }));
    expect([error.code, error.message]).toEqual([604, 'Something Went Wrong!']);
  });

  it('a success body that is not JSON is 604', async () => {
    const fetch = stubFetch(() => new Response('<html>', { status: 200 }));
    expect((await failure(apiFetch('v17/courses/7', Course, { fetch, ...ctx }))).code).toBe(604);
  });

  it('no connection (fetch rejects with a TypeError) is the network error', async () => {
    const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiFetch('v17/courses/7', Course, { fetch, ...ctx }));
    expect(error.message).toBe(ERROR_TEXT.network);
    expect(error.offline).toBe(true);
  });

  it('a call that never answers times out with 600', async () => {
    const fetch = stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await failure(apiFetch('v17/courses/7', Course, { fetch, timeoutMs: 20, ...ctx }));
    expect([error.code, error.message]).toEqual([600, ERROR_TEXT.generic]);
  });

  it("the caller's own cancel is rethrown as is, not shown as an error", async () => {
    const fetch = stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const call = apiFetch('v17/courses/7', Course, { fetch, signal: controller.signal, ...ctx });
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});
