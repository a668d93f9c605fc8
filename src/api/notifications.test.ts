/**
 * In-app notifications in real workerd (wrangler's test harness), on a D1 database migrated from migrations/ and
 * seeded by src/api/seed/ with the two fixture schools. Every test signs up its own learners from its own client
 * IP, so no test depends on another's rows, counters or order. Notifications come from the real events (sign-up,
 * verification, password change and reset); pagination tests add plain rows through the D1 binding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { AUTH_CALLS, AuthSession, DevInboxResponse } from '../contract/auth.ts';
import { CALLS } from '../contract/calls.ts';
import { ERROR_TEXT, ErrorPayload } from '../contract/errors.ts';
import {
  MarkReadResponse, NOTIFICATION_CALLS, NOTIFICATION_LIMITS, NOTIFICATION_TEXT, NotificationsResponse, type Notification, type NotificationsQuery,
} from '../contract/notifications.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('notifications');
});
afterAll(async () => {
  await api?.close();
});

const A = Object.fromEntries(Object.entries(AUTH_CALLS).map(([name, call]) => [name, call.path])) as { [K in keyof typeof AUTH_CALLS]: string };
const N = NOTIFICATION_CALLS;

const client = (school: string = ALPHA.slug): Client => apiClient(api.server, school);

let learners = 0;
function newLearner() {
  learners += 1;
  return { name: `Reader ${learners}`, email: `reader${learners}@mail.example`, phone: `8${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
}

/** A new learner of `agent`'s school, signed in. */
async function signUp(agent: Client) {
  const learner = newLearner();
  const session = ok(AuthSession, await agent.post(A.signup, learner));
  return { learner, session, token: session.authToken };
}

/** The learner's notifications: one page, parsed with the contract. */
async function list(agent: Client, token: string, query: NotificationsQuery = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return ok(NotificationsResponse, await agent.get(`${N.notifications.path}${search ? `?${search}` : ''}`, { token }));
}

/** Every page, following `next_before`. */
async function listAll(agent: Client, token: string, query: NotificationsQuery = {}) {
  const pages: NotificationsResponse[] = [];
  let before: number | null | undefined;
  do {
    const page = await list(agent, token, { ...query, ...(before ? { before } : {}) });
    pages.push(page);
    before = page.next_before;
  } while (before !== null);
  return pages;
}

const markRead = async (agent: Client, token: string, ids: number[]) => ok(MarkReadResponse, await agent.post(N.markRead.path, { ids }, { token }));
const markAllRead = async (agent: Client, token: string) => ok(MarkReadResponse, await agent.post(N.markAllRead.path, undefined, { token }));

async function verificationToken(agent: Client, email: string): Promise<string> {
  const messages = ok(DevInboxResponse, await agent.get(callUrl(CALLS.devInbox, null, { to: email }))).messages;
  return /token=([A-Za-z0-9_-]{43})/.exec(messages.find((m) => m.kind === 'email_verification')!.body)![1]!;
}

/** Adds `count` plain notifications for a learner straight into D1, oldest first; returns their ids. */
async function addNotifications(schoolId: number, userId: number, count: number, from = 1): Promise<number[]> {
  const statement = api.school(ALPHA.id).prepare(
    "INSERT INTO notifications (school_id, user_id, kind, title, body, link, created_at) VALUES (?, ?, 'announcement', ?, 'Body.', NULL, ?) RETURNING id",
  );
  const results = await api.school(ALPHA.id).batch<{ id: number }>(
    Array.from({ length: count }, (_, i) => statement.bind(schoolId, userId, `Announcement ${from + i}`, Date.now() + i)),
  );
  return results.map((r) => r.results[0]!.id);
}

const kinds = (notifications: Notification[]) => notifications.map((n) => n.kind);

describe('notifications from account events', () => {
  it("greets a new learner with an unread 'welcome' linking to the store, and adds 'email_verified' on verification", async () => {
    const agent = client();
    const { learner, token } = await signUp(agent);
    const first = await list(agent, token);
    expect(first).toMatchObject({ unread_count: 1, next_before: null });
    expect(first.notifications).toHaveLength(1);
    expect(first.notifications[0]).toMatchObject({ kind: 'welcome', title: 'Welcome to Alpha School', link: '/learn', read_at: null });
    expect(Date.now() - Date.parse(first.notifications[0]!.created_at)).toBeLessThan(60_000);

    expect((await agent.post(A.verifyEmail, { token: await verificationToken(agent, learner.email) })).status).toBe(200);
    const second = await list(agent, token);
    expect(kinds(second.notifications)).toEqual(['email_verified', 'welcome']); // newest first
    expect(second.unread_count).toBe(2);
    expect(second.notifications[0]).toMatchObject({ title: 'E-mail address verified', link: '/learn/account/profile', read_at: null });
    expect(second.notifications[0]!.body).toContain(learner.email);
  });

  it("adds 'email_verified' once when an e-mailed OTP proves the address, not again for a later link", async () => {
    const agent = client();
    const { learner, token } = await signUp(agent);
    const link = await verificationToken(agent, learner.email);
    expect((await agent.post(A.otpSend, { identifier: learner.email })).status).toBe(200);
    const messages = ok(DevInboxResponse, await agent.get(callUrl(CALLS.devInbox, null, { to: learner.email }))).messages;
    const otp = /\b(\d{6})\b/.exec(messages.find((m) => m.kind === 'otp')!.body)![1]!;
    expect((await agent.post(A.otpVerify, { identifier: learner.email, otp })).status).toBe(200);
    expect((await agent.post(A.verifyEmail, { token: link })).status).toBe(200); // already verified: no second notice
    expect(kinds((await list(agent, token)).notifications)).toEqual(['email_verified', 'welcome']);
  });

  it("adds 'password_changed' on a change, and on a reset the learner sees after signing in again", async () => {
    const agent = client();
    const { learner, token } = await signUp(agent);
    const change = { current_password: learner.password, new_password: 'Changed123', confirm_password: 'Changed123' };
    expect((await agent.post(A.changePassword, change, { token })).status).toBe(200);
    const changed = (await list(agent, token)).notifications[0]!;
    expect(changed).toMatchObject({ kind: 'password_changed', title: 'Your password was changed', link: '/learn/account/forgot-password', read_at: null });

    expect((await agent.post(A.forgotPassword, { email: learner.email })).status).toBe(200);
    const messages = ok(DevInboxResponse, await agent.get(callUrl(CALLS.devInbox, null, { to: learner.email }))).messages;
    const reset = /token=([A-Za-z0-9_-]{43})/.exec(messages.find((m) => m.kind === 'password_reset')!.body)![1]!;
    expect((await agent.post(A.resetPassword, { token: reset, new_password: 'ResetPw123', confirm_password: 'ResetPw123' })).status).toBe(200);
    expectError(await agent.get(N.notifications.path, { token }), 401, ERROR_TEXT.sessionExpired); // the reset signed every session out
    const again = ok(AuthSession, await agent.post(A.signin, { identifier: learner.email, password: 'ResetPw123' }));
    const page = await list(agent, again.authToken);
    expect(kinds(page.notifications)).toEqual(['password_changed', 'password_changed', 'welcome']);
    expect(page.notifications[0]!.title).toBe('Your password was reset');
    expect(page.unread_count).toBe(3);
  });

  it('gives each seeded demo learner notifications about real products of the school, some read', async () => {
    const agent = client();
    const session = ok(AuthSession, await agent.post(A.signin, { identifier: `learner@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
    const page = await list(agent, session.authToken);
    expect(kinds(page.notifications)).toEqual(['live_class', 'offer', 'course_update', 'announcement', 'welcome']);
    expect(page.unread_count).toBe(3);
    expect(page.notifications.map((n) => n.read_at === null)).toEqual([true, true, true, false, false]);
    const seos = (await api.school(ALPHA.id).prepare('SELECT seo_title FROM products WHERE school_id = ?').bind(ALPHA.id).all<{ seo_title: string }>()).results.map((r) => r.seo_title);
    for (const n of page.notifications.filter((n) => ['course_update', 'offer', 'live_class'].includes(n.kind))) {
      expect(seos).toContain(n.link!.replace(/^\/learn\//, ''));
    }
    expect(page.notifications.find((n) => n.kind === 'offer')).toMatchObject({ title: 'Algebra sale', link: '/learn/algebra-basics' });
  });
});

describe('listing', () => {
  it('pages newest first by id cursor, without overlap, and keeps unread_count for all', async () => {
    const agent = client();
    const { token, session } = await signUp(agent);
    const added = await addNotifications(ALPHA.id, session.studentId, 44);
    const pages = await listAll(agent, token);
    expect(pages.map((p) => p.notifications.length)).toEqual([20, 20, 5]); // default limit 20; the welcome is the 45th
    const ids = pages.flatMap((p) => p.notifications.map((n) => n.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(45);
    expect(ids.slice(0, 44)).toEqual([...added].reverse());
    expect(pages.every((p) => p.unread_count === 45)).toBe(true);
    expect(pages[0]!.next_before).toBe(ids[19]);

    const big = await list(agent, token, { limit: NOTIFICATION_LIMITS.pageMax });
    expect(big.notifications).toHaveLength(45);
    expect(big.next_before).toBeNull();
    const exact = await list(agent, token, { limit: 45 });
    expect(exact.next_before).toBeNull(); // a full last page says there is no more
    expect((await list(agent, token, { limit: 1, before: ids[0]! })).notifications[0]!.id).toBe(ids[1]);
  });

  it('filters to unread ones with unread=1, paging the same way', async () => {
    const agent = client();
    const { token, session } = await signUp(agent);
    const welcome = (await list(agent, token)).notifications[0]!.id;
    const added = await addNotifications(ALPHA.id, session.studentId, 10);
    expect((await markRead(agent, token, added.filter((_, i) => i % 2 === 0))).unread_count).toBe(6);
    const pages = await listAll(agent, token, { unread: '1', limit: 4 });
    expect(pages.map((p) => p.notifications.length)).toEqual([4, 2]);
    const unreadIds = pages.flatMap((p) => p.notifications.map((n) => n.id));
    expect(unreadIds).toEqual([...added.filter((_, i) => i % 2 === 1).reverse(), welcome]);
    expect(pages.flatMap((p) => p.notifications).every((n) => n.read_at === null)).toBe(true);
    expect(pages.every((p) => p.unread_count === 6)).toBe(true);
    expect((await list(agent, token)).notifications).toHaveLength(11); // without the filter, read ones too
  });
});

describe('marking read', () => {
  it('marks the given ids, ignores unknown ones, keeps the first read_at, and answers the new unread_count', async () => {
    const agent = client();
    const { token, session } = await signUp(agent);
    const [one, two, three] = await addNotifications(ALPHA.id, session.studentId, 3);
    expect((await list(agent, token)).unread_count).toBe(4);
    expect(await markRead(agent, token, [one!, 999_999_999])).toEqual({ unread_count: 3 });
    const firstRead = (await list(agent, token)).notifications.find((n) => n.id === one)!.read_at;
    expect(firstRead).not.toBeNull();
    expect(await markRead(agent, token, [one!, two!, two!])).toEqual({ unread_count: 2 });
    const page = await list(agent, token);
    expect(page.notifications.find((n) => n.id === one)!.read_at).toBe(firstRead);
    expect(page.notifications.find((n) => n.id === three)!.read_at).toBeNull();

    expect(await markAllRead(agent, token)).toEqual({ unread_count: 0 });
    const after = await list(agent, token);
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n) => n.read_at !== null)).toBe(true);
    expect((await list(agent, token, { unread: '1' })).notifications).toEqual([]);
    expect(await markAllRead(agent, token)).toEqual({ unread_count: 0 }); // nothing left: still fine
  });

  it('takes up to 100 ids in one call', async () => {
    const agent = client();
    const { token, session } = await signUp(agent);
    const added = await addNotifications(ALPHA.id, session.studentId, 100);
    expect(await markRead(agent, token, added)).toEqual({ unread_count: 1 });
  });
});

describe('isolation', () => {
  it("never shows or marks another learner's notifications, in the same school or another", async () => {
    const alpha = client(ALPHA.slug);
    const beta = client(BETA.slug);
    const owner = await signUp(alpha);
    const neighbour = await signUp(alpha);
    const stranger = await signUp(beta);
    const ownerIds = (await list(alpha, owner.token)).notifications.map((n) => n.id);
    const neighbourPage = await list(alpha, neighbour.token);
    const strangerPage = await list(beta, stranger.token);
    expect(neighbourPage.notifications.map((n) => n.id)).not.toEqual(expect.arrayContaining(ownerIds));
    expect(strangerPage.notifications.map((n) => n.id)).not.toEqual(expect.arrayContaining(ownerIds));
    expect(strangerPage.notifications[0]!.title).toBe("Welcome to Beta's School");

    // Paging from the owner's ids, or marking them, reaches nothing of the owner's.
    const probe = await list(alpha, neighbour.token, { before: ownerIds[0]! + 1 });
    expect(probe.notifications.every((n) => !ownerIds.includes(n.id))).toBe(true);
    expect(await markRead(alpha, neighbour.token, ownerIds)).toEqual({ unread_count: 1 });
    expect(await markRead(beta, stranger.token, ownerIds)).toEqual({ unread_count: 1 });
    expect(await markAllRead(alpha, neighbour.token)).toEqual({ unread_count: 0 });
    expect(await markAllRead(beta, stranger.token)).toEqual({ unread_count: 0 });
    const ownerPage = await list(alpha, owner.token);
    expect(ownerPage.unread_count).toBe(1);
    expect(ownerPage.notifications.every((n) => n.read_at === null)).toBe(true);

    // The owner's session means nothing at the other school.
    expectError(await beta.get(N.notifications.path, { token: owner.token }), 401, ERROR_TEXT.sessionExpired);
  });
});

describe('errors', () => {
  it("answers 401 with the session-expired text without a live session, changing nothing", async () => {
    const agent = client();
    const { token, session } = await signUp(agent);
    for (const call of Object.values(N)) {
      const body = call.method === 'POST' && 'body' in call ? { ids: [1] } : undefined;
      expectError(await agent.request(call.method, call.path, { body }), 401, ERROR_TEXT.sessionExpired);
      expectError(await agent.request(call.method, call.path, { body, token: 'x'.repeat(43) }), 401, ERROR_TEXT.sessionExpired);
    }
    await api.school(ALPHA.id).prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?').bind(Date.now() - 1, session.studentId).run();
    expectError(await agent.post(N.markAllRead.path, undefined, { token }), 401, ERROR_TEXT.sessionExpired);
    const unread = await api.school(ALPHA.id).prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL').bind(session.studentId).first<{ n: number }>();
    expect(unread!.n).toBe(1);
  });

  it('answers 412 naming the field for a bad query', async () => {
    const agent = client();
    const { token } = await signUp(agent);
    const cases: [string, string][] = [
      ['limit=0', 'limit'], ['limit=51', 'limit'], ['limit=ten', 'limit'], ['limit=2.5', 'limit'],
      ['before=0', 'before'], ['before=-3', 'before'], ['before=abc', 'before'], ['unread=true', 'unread'],
    ];
    for (const [query, field] of cases) {
      const payload = ErrorPayload.parse((await agent.get(`${N.notifications.path}?${query}`, { token })).body);
      expect(payload.status, query).toBe(412);
      expect(payload.data.field, query).toBe(field);
      expect(payload.data.message, query).toMatch(new RegExp(`^Invalid ${field}: `));
    }
  });

  it('answers 412 with the message and field for a bad mark-read body, changing nothing', async () => {
    const agent = client();
    const { token } = await signUp(agent);
    const cases: [unknown, string, string][] = [
      [{}, NOTIFICATION_TEXT.idsRequired, 'ids'],
      [{ ids: [] }, NOTIFICATION_TEXT.idsRequired, 'ids'],
      [{ ids: 5 }, NOTIFICATION_TEXT.idsRequired, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, NOTIFICATION_TEXT.idsTooMany, 'ids'],
      [{ ids: ['x'] }, NOTIFICATION_TEXT.idInvalid, 'ids.0'],
      [{ ids: [1, 2.5] }, NOTIFICATION_TEXT.idInvalid, 'ids.1'],
      [{ ids: [0] }, NOTIFICATION_TEXT.idInvalid, 'ids.0'],
    ];
    for (const [body, message, field] of cases) expectError(await agent.post(N.markRead.path, body, { token }), 412, message, field);
    const form = await agent.request('POST', N.markRead.path, { token, headers: { 'content-type': 'text/plain' } });
    expectError(form, 412, 'Send the body as application/json', '(body)');
    expect((await list(agent, token)).unread_count).toBe(1);
  });
});

describe('account deletion', () => {
  it("deletes the learner's notifications with the account", async () => {
    const agent = client();
    const { token, session } = await signUp(agent);
    await addNotifications(ALPHA.id, session.studentId, 5);
    const other = await signUp(agent);
    const count = async (userId: number) =>
      (await api.school(ALPHA.id).prepare('SELECT COUNT(*) AS n FROM notifications WHERE school_id = ? AND user_id = ?').bind(ALPHA.id, userId).first<{ n: number }>())!.n;
    expect(await count(session.studentId)).toBe(6);
    expect((await agent.request('DELETE', A.deleteMe, { token, body: { confirm: 'DELETE' } })).status).toBe(200);
    expect(await count(session.studentId)).toBe(0);
    expect(await count(other.session.studentId)).toBe(1); // others keep theirs
    expectError(await agent.get(N.notifications.path, { token }), 401, ERROR_TEXT.sessionExpired);
  });
});
