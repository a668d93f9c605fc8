/**
 * A batch's life in real workerd (src/contract/batch.ts; docs/decisions/0084-batches.md): announcements from faculty
 * reach the batch's members (live on its channel and in their notifications) and nobody else; the leaderboard ranks
 * by the course's progress with ties sharing a rank, and an admin hides it; achievements are recorded once; the
 * circle's room opens to members and staff only; reviews are the members'. Gamma's running batch 9301 of Robotics
 * Theory (302) has three seats, lessons 33 and 34 open.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import {
  AchievementsResponse, AnnounceResponse, BATCH_CALLS as B, BATCH_TEXT, Batch, BatchAnnouncementsResponse, BatchReviewsResponse, LeaderboardResponse, LeaderboardSetting,
} from '../contract/batch.ts';
import { LEARNING_CALLS } from '../contract/learning.ts';
import { ALERT_TEXT } from '../contract/live-alerts.ts';
import { LESSON_CALLS } from '../contract/lessons.ts';
import { NOTIFICATION_CALLS, NotificationsResponse } from '../contract/notifications.ts';
import { circleRoom, newsChannel, ROOM_CALLS, ROOM_COMMAND, RoomTokenResponse, type RoomName } from '../contract/rooms.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { ALPHA, GAMMA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api } from './testing/harness.ts';
import { joinRoom } from './testing/rooms.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('batch-life');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

let people = 0;
async function learner(name: string, school: string = GAMMA.slug) {
  people += 1;
  const agent = apiClient(api.server, school);
  const email = `life${people}@mail.example`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name, email, phone: `8${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  return { agent, token: session.authToken, id: session.studentId, email, name };
}
type Person = { agent: ReturnType<typeof apiClient>; token: string };
async function staffOf(who: 'faculty' | 'admin', school: string = GAMMA.slug): Promise<Person> {
  const agent = apiClient(api.server, school);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `${who}@${school}.example`, password: DEMO_LEARNER_PASSWORD }));
  return { agent, token: session.authToken };
}
const buy = async (p: Awaited<ReturnType<typeof learner>>) => expect((await p.agent.post(LEARNING_CALLS.devEnrol.path, { email: p.email, course_id: 302 })).status).toBe(200);
const complete = async (p: Person, lessonId: number) =>
  expect((await p.agent.request('PUT', LESSON_CALLS.saveProgress.path, { body: { course_id: 302, lesson_id: lessonId, position: 0, completed: true }, token: p.token })).status).toBe(200);
const board = (p: Person, batchId = 9301) => p.agent.get(callUrl(B.batchLeaderboard, { batchId }), { token: p.token });

/** A socket on a batch's room: the events it heard. */
const listen = (who: Person, room: RoomName) => joinRoom(api, who, room);

let asha: Awaited<ReturnType<typeof learner>>;
let bilal: Awaited<ReturnType<typeof learner>>;
let chitra: Awaited<ReturnType<typeof learner>>;
let outsider: Awaited<ReturnType<typeof learner>>;

describe("a batch's life", () => {
  beforeAll(async () => {
    [asha, bilal, chitra, outsider] = await Promise.all([learner('Asha Rao'), learner('Bilal Khan'), learner('Chitra Iyer'), learner('Dev Outsider')]);
    for (const p of [asha, bilal, chitra]) await buy(p);
    // The running batch's three seats are theirs; the fourth buyer is placed in the next batch.
    await buy(outsider);
    expect(ok(Batch, await asha.agent.get(callUrl(B.batch, { batchId: 9301 }), { token: asha.token })).seats_left).toBe(0);
  });

  it("announcements come from faculty, reach the batch's open pages and its members' notifications, and no one else", async () => {
    const seeded = ok(BatchAnnouncementsResponse, await asha.agent.get(callUrl(B.batchAnnouncements, { batchId: 9301 }), { token: asha.token }));
    // The seeded welcome is said; what the school wrote for day nine waits for its day.
    expect(seeded).toMatchObject({ can_send: false, announcements: [{ title: 'Welcome to the cohort', author_name: 'Demo Faculty' }] });
    const open = await listen(asha, newsChannel(9301));
    const next = await listen(outsider, newsChannel(9302));

    // A learner cannot announce, nor listen on another batch's channel, nor read its announcements.
    expectError(await asha.agent.post(callUrl(B.announce, { batchId: 9301 }), { title: 'Hi', body: 'All' }, { token: asha.token }), 403, BATCH_TEXT.facultyOnly);
    expectError(await outsider.agent.post(ROOM_CALLS.roomToken.path, { room: newsChannel(9301) }, { token: outsider.token }), 403, BATCH_TEXT.membersOnly);
    expectError(await outsider.agent.get(callUrl(B.batchAnnouncements, { batchId: 9301 }), { token: outsider.token }), 403, BATCH_TEXT.membersOnly);

    const faculty = await staffOf('faculty');
    expectError(await faculty.agent.post(callUrl(B.announce, { batchId: 9301 }), { title: ' ', body: 'x' }, { token: faculty.token }), 412, ALERT_TEXT.titleRequired, 'title');
    const sent = ok(AnnounceResponse, await faculty.agent.post(callUrl(B.announce, { batchId: 9301 }), { title: 'Doubt session on Friday', body: 'Bring your kinematics doubts.' }, { token: faculty.token }));
    await vi.waitFor(() => expect(open.events.find((e) => e.e === 'alert')).toMatchObject({ alert: { id: sent.announcement.id, title: 'Doubt session on Friday' } }));
    for (const p of [asha, bilal, chitra]) {
      const notices = ok(NotificationsResponse, await p.agent.get(NOTIFICATION_CALLS.notifications.path, { token: p.token }));
      expect(notices.notifications[0]).toMatchObject({ kind: 'announcement', title: 'Running cohort: Doubt session on Friday', link: '/learn/batch/announcement?batchId=9301&productSeo=robotics-theory' });
    }
    // The other batch's learner heard nothing and was told nothing.
    expect(next.events.some((e) => e.e === 'alert')).toBe(false);
    const theirs = ok(NotificationsResponse, await outsider.agent.get(NOTIFICATION_CALLS.notifications.path, { token: outsider.token }));
    expect(theirs.notifications.some((n) => n.kind === 'announcement')).toBe(false);
    // A channel is for listening: a member's message there is refused.
    open.ws.send(JSON.stringify({ c: ROOM_COMMAND.send, nonce: 'nonce-0001', text: 'hello' }));
    await vi.waitFor(() => expect(open.events.some((e) => e.e === 'error')).toBe(true));
    open.ws.close();
    next.ws.close();
  });

  it('the leaderboard ranks by progress with ties sharing a rank; an admin hides it from learners and shows it again', async () => {
    await complete(asha, 33);
    await complete(asha, 34);
    await complete(bilal, 34);
    await complete(bilal, 33);
    await complete(chitra, 33);
    const seen = ok(LeaderboardResponse, await board(chitra));
    // Four lessons, no tests: Asha and Bilal did half (equal, first), Chitra a quarter (third, not second).
    expect(seen.standings.map((s) => [s.rank, s.name, s.points, s.tests_percent])).toEqual([[1, 'Asha Rao', 50, null], [1, 'Bilal Khan', 50, null], [3, 'Chitra Iyer', 25, null]]);
    expect(seen).toMatchObject({ members: 3, hidden: false, can_hide: false, mine: { rank: 3, name: 'Chitra Iyer', me: true } });
    expectError(await board(outsider), 403, BATCH_TEXT.membersOnly);

    // Only an admin may hide it; faculty and learners are refused and nothing changes.
    const faculty = await staffOf('faculty');
    expectError(await faculty.agent.request('PUT', callUrl(B.setLeaderboard, { batchId: 9301 }), { body: { hidden: true }, token: faculty.token }), 403, BATCH_TEXT.adminOnly);
    expectError(await asha.agent.request('PUT', callUrl(B.setLeaderboard, { batchId: 9301 }), { body: { hidden: true }, token: asha.token }), 403, BATCH_TEXT.adminOnly);
    const admin = await staffOf('admin');
    expect(ok(LeaderboardSetting, await admin.agent.request('PUT', callUrl(B.setLeaderboard, { batchId: 9301 }), { body: { hidden: true }, token: admin.token }))).toEqual({ hidden: true });
    expectError(await board(asha), 404, BATCH_TEXT.leaderboardHidden);
    expect(ok(Batch, await asha.agent.get(callUrl(B.batch, { batchId: 9301 }), { token: asha.token })).leaderboard_hidden).toBe(true);
    // Staff still read it, and see it is hidden.
    expect(ok(LeaderboardResponse, await board(admin))).toMatchObject({ hidden: true, can_hide: true, members: 3, mine: null });
    // Another school's admin cannot reach it.
    const alphaAdmin = await staffOf('admin', ALPHA.slug);
    expectError(await alphaAdmin.agent.request('PUT', callUrl(B.setLeaderboard, { batchId: 9301 }), { body: { hidden: false }, token: alphaAdmin.token }), 404, BATCH_TEXT.notFound);
    ok(LeaderboardSetting, await admin.agent.request('PUT', callUrl(B.setLeaderboard, { batchId: 9301 }), { body: { hidden: false }, token: admin.token }));
    expect(ok(LeaderboardResponse, await board(asha)).mine).toMatchObject({ rank: 1 });
  });

  it('achievements are earned once, when their milestone is reached, and told once', async () => {
    const read = async (p: Person) => ok(AchievementsResponse, await p.agent.get(callUrl(B.batchAchievements, { batchId: 9301 }), { token: p.token })).achievements;
    // Asha (half done, first) has the quarter and the top rank; reading twice at once records and tells each once.
    const [first, again] = await Promise.all([read(asha), read(asha)]);
    for (const list of [first, again]) {
      expect(list.map((a) => [a.id, a.earned_at !== null])).toEqual([['first-quarter', true], ['top-one', true], ['two-day-streak', false], ['first-mock', false]]);
    }
    const notices = ok(NotificationsResponse, await asha.agent.get(NOTIFICATION_CALLS.notifications.path, { token: asha.token })).notifications;
    expect(notices.filter((n) => n.title === 'Achievement unlocked: First quarter')).toHaveLength(1);
    expect(notices.filter((n) => n.title === 'Achievement unlocked: Top of the batch')).toHaveLength(1);
    // Chitra is third: her quarter, not the top; the batch's counts show who holds what.
    const hers = await read(chitra);
    expect(hers.find((a) => a.id === 'top-one')).toMatchObject({ earned_at: null, standing: 3, earned_by: 1 });
    expect(hers.find((a) => a.id === 'first-quarter')).toMatchObject({ standing: 25, earned_by: 2 });
    // Once earned it keeps its moment: read again after the board moved, it is not earned anew.
    await complete(chitra, 34);
    expect((await read(asha)).find((a) => a.id === 'top-one')!.earned_at).toBe(first.find((a) => a.id === 'top-one')!.earned_at);
    expectError(await outsider.agent.get(callUrl(B.batchAchievements, { batchId: 9301 }), { token: outsider.token }), 403, BATCH_TEXT.membersOnly);
  });

  it("the discussion circle's room opens to members and staff only, and keeps what is said", async () => {
    const circle = await listen(bilal, circleRoom(9301));
    circle.ws.send(JSON.stringify({ c: ROOM_COMMAND.send, nonce: 'circle-0001', text: 'Who is solving problem 4?' }));
    await vi.waitFor(() => expect(circle.events.some((e) => e.e === 'ack')).toBe(true));
    circle.ws.close();
    const later = await listen(chitra, circleRoom(9301));
    await vi.waitFor(() => expect(later.events.flatMap((e) => (e.e === 'messages' ? e.messages : [])).map((m) => m.text)).toContain('Who is solving problem 4?'));
    later.ws.close();
    const faculty = await staffOf('faculty');
    expect(ok(RoomTokenResponse, await faculty.agent.post(ROOM_CALLS.roomToken.path, { room: circleRoom(9301) }, { token: faculty.token })).me.role).toBe('faculty');
    expectError(await outsider.agent.post(ROOM_CALLS.roomToken.path, { room: circleRoom(9301) }, { token: outsider.token }), 403, BATCH_TEXT.membersOnly);
    const alpha = await learner('Alpha Learner', ALPHA.slug);
    expectError(await alpha.agent.post(ROOM_CALLS.roomToken.path, { room: circleRoom(9301) }, { token: alpha.token }), 404, BATCH_TEXT.notFound);
  });

  it("an ended batch's circle is kept to read: its learners say nothing more", async () => {
    await api.school(GAMMA.id).prepare('UPDATE batches SET ends_ms = ? WHERE school_id = ? AND id = 9301').bind(Date.now() - 1000, GAMMA.id).run();
    try {
      const circle = await listen(chitra, circleRoom(9301));
      await vi.waitFor(() => expect(circle.events.flatMap((e) => (e.e === 'messages' ? e.messages : [])).map((m) => m.text)).toContain('Who is solving problem 4?'));
      circle.ws.send(JSON.stringify({ c: ROOM_COMMAND.send, nonce: 'circle-late-1', text: 'Anyone still here?' }));
      await vi.waitFor(() => expect(circle.events.some((e) => e.e === 'error')).toBe(true));
      expect(circle.events.some((e) => e.e === 'ack')).toBe(false);
      circle.ws.close();
    } finally {
      await api.school(GAMMA.id).prepare('UPDATE batches SET ends_ms = ? WHERE school_id = ? AND id = 9301').bind(Date.now() + 30 * 86_400_000, GAMMA.id).run();
    }
  });

  it("reviews are the batch's members'", async () => {
    const add = (p: Person, rating: number, text: string) => p.agent.post(LEARNING_CALLS.addReview.path, { course_id: 302, rating, text }, { token: p.token });
    expect((await add(asha, 5, 'The cohort kept me going every evening.')).status).toBe(200);
    expect((await add(outsider, 2, 'Waiting for my batch to start.')).status).toBe(200);
    const reviews = ok(BatchReviewsResponse, await bilal.agent.get(callUrl(B.batchReviews, { batchId: 9301 }), { token: bilal.token }));
    expect(reviews).toMatchObject({ count: 1, average: 5, can_review: true, reviews: [{ author_name: 'Asha Rao', rating: 5, mine: false }] });
    expect(ok(BatchReviewsResponse, await asha.agent.get(callUrl(B.batchReviews, { batchId: 9301 }), { token: asha.token }))).toMatchObject({ can_review: false, reviews: [{ mine: true }] });
    expect(ok(BatchReviewsResponse, await outsider.agent.get(callUrl(B.batchReviews, { batchId: 9302 }), { token: outsider.token }))).toMatchObject({ count: 1, average: 2 });
    // Who is in a batch is its members' and staff's to read.
    expectError(await outsider.agent.get(callUrl(B.batchReviews, { batchId: 9301 }), { token: outsider.token }), 403, BATCH_TEXT.membersOnly);
  });
});
