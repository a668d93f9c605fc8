/**
 * The throttle's counters in real workerd (lib/throttle.ts): one per-account sign-in limit however the account is
 * addressed, and ended windows deleted as calls come, so `rate_limits` holds live windows only. Rows are aged
 * through the D1 binding rather than by waiting out a window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import { EXPIRED_WINDOWS_PER_CALL, THROTTLE } from './lib/throttle.ts';
import { ALPHA } from './testing/fixtures.ts';
import { apiClient, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('throttle');
});
afterAll(async () => {
  await api?.close();
});

const client = (): Client => apiClient(api.server, ALPHA.slug);
const signin = (identifier: string, password: string) => client().post(AUTH_CALLS.signin.path, { identifier, password });

let learners = 0;
async function signUp() {
  learners += 1;
  const learner = { name: `Throttled ${learners}`, email: `throttled${learners}@mail.example`, phone: `8${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  ok(AuthSession, await client().post(AUTH_CALLS.signup.path, learner));
  return learner;
}

async function rows(where = '1 = 1', ...params: unknown[]): Promise<number> {
  const row = await api.school(ALPHA.id).prepare(`SELECT COUNT(*) AS n FROM rate_limits WHERE ${where}`).bind(...params).first<{ n: number }>();
  return row!.n;
}

/** Ends every window now in the table, as if their time had passed. */
const endAllWindows = () => api.school(ALPHA.id).prepare('UPDATE rate_limits SET window_start = window_start - ?1, expires_at = ?2').bind(3_600_000, Date.now() - 1).run();

describe('the per-account sign-in limit', () => {
  it('counts one account once, whether it is addressed by e-mail or by phone', async () => {
    const learner = await signUp();
    const { max } = THROTTLE.signin.identifier;
    for (let i = 0; i < max; i++) {
      const identifier = i % 2 === 0 ? learner.email : learner.phone;
      expectError(await signin(identifier, 'Wrong123pw'), 412, ERROR_TEXT.invalidPassword, 'password');
    }
    // Ten wrong guesses in all: neither address gets ten more, not even with the right password.
    expectError(await signin(learner.phone, learner.password), 603, ERROR_TEXT.throttled);
    expectError(await signin(`+91${learner.phone}`, learner.password), 603, ERROR_TEXT.throttled);
    expectError(await signin(learner.email, learner.password), 603, ERROR_TEXT.throttled);
  });

  it('leaves other accounts alone', async () => {
    const [guessed, other] = [await signUp(), await signUp()];
    for (let i = 0; i < THROTTLE.signin.identifier.max; i++) await signin(guessed.email, 'Wrong123pw');
    expectError(await signin(guessed.phone, guessed.password), 603, ERROR_TEXT.throttled);
    ok(AuthSession, await signin(other.phone, other.password));
  });
});

describe('the window slides', () => {
  // Where in its window "now" falls is the clock's, so here the counts are read; their weighting is throttle-window.test.ts's.
  it('so a new window starts with the last one’s count, and a window long gone counts nothing', async () => {
    const learner = await signUp();
    const { max, windowMs } = THROTTLE.signin.identifier;
    for (let i = 0; i < max; i++) await signin(learner.email, 'Wrong123pw');
    const counter = () => api.school(ALPHA.id).prepare("SELECT count, previous_count FROM rate_limits WHERE bucket LIKE 'signin:id:%' ORDER BY rowid DESC").first();
    const moveBack = (ms: number) => api.school(ALPHA.id).prepare("UPDATE rate_limits SET window_start = window_start - ?1 WHERE bucket LIKE 'signin:id:%'").bind(ms).run();
    expect(await counter()).toEqual({ count: max, previous_count: 0 });
    await moveBack(windowMs);
    await signin(learner.email, 'Wrong123pw');
    expect(await counter()).toEqual({ count: 1, previous_count: max });
    await moveBack(2 * windowMs);
    ok(AuthSession, await signin(learner.email, learner.password));
  });
});

describe('ended throttle windows', () => {
  it('are deleted as calls come, so every new client IP does not add a row for good', async () => {
    for (let round = 0; round < 3; round++) {
      // Five clients never seen again, each leaving an IP counter (and all one identifier counter) behind.
      for (let i = 0; i < 5; i++) expect((await signin('nobody@mail.example', 'Password1')).status).toBe(404);
      expect(await rows()).toBeGreaterThanOrEqual(6);
      await endAllWindows();
    }
    // The next call deletes what ended and keeps only its own two live counters.
    expect((await signin('nobody@mail.example', 'Password1')).status).toBe(404);
    expect(await rows()).toBe(2);
    expect(await rows('expires_at <= ?', Date.now())).toBe(0);
  });

  it('are deleted a bounded number at a time, oldest first, and live windows stay', async () => {
    await endAllWindows();
    const live = await signUp(); // counts a live signup window for its client
    const ended = EXPIRED_WINDOWS_PER_CALL * 2 + 7;
    const now = Date.now();
    await api.school(ALPHA.id).batch(Array.from({ length: ended }, (_, i) => api.school(ALPHA.id)
      .prepare('INSERT INTO rate_limits (school_id, bucket, window_start, count, expires_at) VALUES (?, ?, ?, 1, ?)')
      .bind(ALPHA.id, `signin:ip:203.0.113.${i}`, now - 7_200_000, now - 3_600_000 + i)));
    const liveRows = await rows('expires_at > ?', now);
    expect(liveRows).toBeGreaterThanOrEqual(1);

    expect((await signin(live.email, 'Wrong123pw')).status).toBe(412);
    // One call deleted exactly its share, the oldest ones, and added its own two counters.
    expect(await rows('expires_at <= ?', now)).toBe(ended - EXPIRED_WINDOWS_PER_CALL);
    expect(await rows("bucket = 'signin:ip:203.0.113.0'")).toBe(0);
    expect(await rows(`bucket = 'signin:ip:203.0.113.${ended - 1}'`)).toBe(1);

    for (let i = 0; i < 2; i++) await signin(live.email, 'Wrong123pw');
    expect(await rows('expires_at <= ?', Date.now())).toBe(0);
    expect(await rows('expires_at > ?', now)).toBeGreaterThanOrEqual(liveRows + 2);
  });
});
