/**
 * Batches in real workerd (src/contract/batch.ts; docs/decisions/0084-batches.md): buying places the learner in the
 * soonest batch with a seat, twenty purchases at once for the last seat give it once, lessons open by the batch's
 * calendar (not by each learner's enrolment), joining follows the rules, and another school sees nothing.
 * Gamma teaches Robotics Theory (302) in a running batch of three seats, an upcoming one and an ended one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { Batch, BATCH_CALLS as B, BATCH_TEXT, BatchesResponse, BatchMembersResponse } from '../contract/batch.ts';
import { LEARNING_CALLS } from '../contract/learning.ts';
import { CourseProgressResponse, LESSON_CALLS, PlayerResponse } from '../contract/lessons.ts';
import { ALPHA, GAMMA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('batches');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const DAY = 86_400_000;
let people = 0;
async function learner(school: string = GAMMA.slug) {
  people += 1;
  const agent = apiClient(api.server, school);
  const email = `batch${people}@mail.example`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name: `Batch Learner ${people}`, email, phone: `7${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  return { agent, token: session.authToken, id: session.studentId, email };
}
type Person = Awaited<ReturnType<typeof learner>>;

/** What buying does, for tests about batches: the enrolment, and the seat. */
const buy = async (p: Person, courseId = 302) => expect((await p.agent.post(LEARNING_CALLS.devEnrol.path, { email: p.email, course_id: courseId })).status).toBe(200);
const batchesOf = async (p: Person) => ok(BatchesResponse, await p.agent.get(callUrl(B.batches, null, { product_seo: 'robotics-theory' }), { token: p.token }));
const batchOf = async (p: Person, id: number) => ok(Batch, await p.agent.get(callUrl(B.batch, { batchId: id }), { token: p.token }));
const lesson = async (p: Person, id: number) => ok(PlayerResponse, await p.agent.get(callUrl(LESSON_CALLS.player, { productSeo: 'robotics-theory', lessonId: id }), { token: p.token }));

describe('batches', () => {
  it('are listed soonest first with their seats; buying places the learner in the soonest with one', async () => {
    const first = await learner();
    const before = await batchesOf(first);
    expect(before.batches.map((b) => [b.id, b.state, b.seats_left])).toEqual([[9303, 'ended', 100], [9301, 'running', 3], [9302, 'upcoming', 500]]);
    expect(before).toMatchObject({ my_batch_id: null, enrolled: false });
    await buy(first);
    const after = await batchesOf(first);
    expect(after).toMatchObject({ my_batch_id: 9301, enrolled: true });
    expect(after.batches.find((b) => b.id === 9301)).toMatchObject({ mine: true, seats_left: 2 });
  });

  it('give the last seat once to twenty purchases at once; the others go to the next batch', async () => {
    const second = await learner();
    await buy(second);
    expect((await batchOf(second, 9301)).seats_left).toBe(1);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => learner()));
    await Promise.all(crowd.map((p) => buy(p)));
    const placed = await Promise.all(crowd.map(async (p) => (await batchesOf(p)).my_batch_id));
    expect(placed.filter((id) => id === 9301)).toHaveLength(1);
    expect(placed.filter((id) => id === 9302)).toHaveLength(19);
    const running = await batchOf(second, 9301);
    expect(running).toMatchObject({ seats: 3, seats_left: 0, member_count: 3 });
    // Full, and this learner is in a batch already: the rules say so, and nothing changes.
    const late = crowd[placed.indexOf(9302)]!;
    expectError(await late.agent.post(callUrl(B.joinBatch, { batchId: 9301 }), undefined, { token: late.token }), 412, BATCH_TEXT.already);
    expect((await batchOf(second, 9301)).member_count).toBe(3);
  });

  it('open lessons by the batch\'s calendar, the same day for everyone in it', async () => {
    const [early] = await Promise.all([learner()]);
    // Placed in the upcoming batch (the running one is full): nothing opens before its start.
    await buy(early);
    const upcoming = await batchOf(early, 9302);
    expect(upcoming).toMatchObject({ mine: true, state: 'upcoming' });
    const start = Date.parse(upcoming.starts_at);
    const first = await lesson(early, 33);
    expect(first).toMatchObject({ access: 'dripped', opens_at: new Date(start).toISOString() });
    // Lesson 36 is not in the calendar: four days after the batch's start, not after this learner's purchase.
    expect((await lesson(early, 36)).opens_at).toBe(new Date(start + 4 * DAY).toISOString());
    const progress = ok(CourseProgressResponse, await early.agent.get(callUrl(LESSON_CALLS.courseProgress, null, { course_id: 302 }), { token: early.token }));
    expect(progress.dripped.map((d) => [d.lesson_id, d.opens_at])).toEqual(upcoming.calendar.map((c) => [c.lesson_id, c.opens_at]).concat([[36, new Date(start + 4 * DAY).toISOString()]]));
    expect(upcoming.calendar.map((c) => [c.lesson_id, Date.parse(c.opens_at) - start])).toEqual([[33, 0], [34, 2 * DAY], [35, 20 * DAY]]);
  });

  it('in the running batch, what its days have reached is open and the rest waits for its day', async () => {
    const visitor = await learner();
    const running = await batchOf(visitor, 9301);
    expect(running.calendar.map((c) => [c.lesson_id, c.open])).toEqual([[33, true], [34, true], [35, false]]);
    // Open for the batch, not for a visitor who has not bought the course.
    expect((await lesson(visitor, 33)).access).toBe('buy');
    const start = Date.parse(running.starts_at);
    // Day 20 at 18:00 in the school's timezone (India: 12:30 UTC), whatever the start's time of day.
    const day20 = running.calendar.find((c) => c.lesson_id === 35)!;
    expect(new Date(day20.opens_at).getUTCHours() * 60 + new Date(day20.opens_at).getUTCMinutes()).toBe(12 * 60 + 30);
    expect(Date.parse(day20.opens_at) - start).toBeGreaterThan(19 * DAY);
  });

  it('are joined only with the product, and are their members\' and faculty\'s to list; another school sees none', async () => {
    const outsider = await learner();
    expectError(await outsider.agent.post(callUrl(B.joinBatch, { batchId: 9302 }), undefined, { token: outsider.token }), 403, BATCH_TEXT.buyFirst);
    expectError(await outsider.agent.get(callUrl(B.batchMembers, { batchId: 9302 }), { token: outsider.token }), 403, BATCH_TEXT.membersOnly);
    await buy(outsider);
    const mine = (await batchesOf(outsider)).my_batch_id!;
    // Joining the batch one is in answers it as it is.
    expect(ok(Batch, await outsider.agent.post(callUrl(B.joinBatch, { batchId: mine }), undefined, { token: outsider.token })).mine).toBe(true);
    const members = ok(BatchMembersResponse, await outsider.agent.get(callUrl(B.batchMembers, { batchId: mine }), { token: outsider.token }));
    expect(members.members.filter((m) => m.me)).toHaveLength(1);
    expect(members.members[0]?.role).toBe('faculty');
    const alpha = await learner(ALPHA.slug);
    expectError(await alpha.agent.get(callUrl(B.batch, { batchId: 9301 }), { token: alpha.token }), 404, BATCH_TEXT.notFound);
    expectError(await alpha.agent.post(callUrl(B.joinBatch, { batchId: 9301 }), undefined, { token: alpha.token }), 404, BATCH_TEXT.notFound);
  });
});
