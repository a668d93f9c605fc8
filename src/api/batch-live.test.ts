/**
 * Live classes per batch in real workerd (decision 0084): a live lesson in a batch's calendar is that batch's own
 * class, at its own time and in its own room. Each member sees their batch's class; a learner in no batch the
 * product's; the school's staff open any of them. Rooms stay apart, reminders go to the class's own learners, and
 * another school's ids find nothing. Gamma's Robotics Theory (302) gains live lesson 37: the product's class in ten
 * days, the running batch 9301's in an hour, the next batch 9302's (it starts in five days) in six.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { BATCH_CALLS as B, Batch } from '../contract/batch.ts';
import { SCHOOL_HEADER } from '../contract/bundle.ts';
import { CALLS } from '../contract/calls.ts';
import { LEARNING_CALLS } from '../contract/learning.ts';
import { LIVE_CALLS, LIVE_TEXT, LiveClassResponse } from '../contract/live.ts';
import { NOTIFICATION_CALLS, NotificationsResponse } from '../contract/notifications.ts';
import { liveRoom, ROOM_CALLS, RoomTokenResponse } from '../contract/rooms.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { ALPHA, GAMMA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';
import { addBatchClass, addLiveClass } from './testing/live-fixture.ts';

const COURSE = 302;
const LIVE = 37;
const RUNNING = 9301;
const NEXT = 9302;
const HOUR = 3600;
const DAY = 24 * HOUR;

let api: Api;
beforeAll(async () => {
  api = await startApi('batch-live');
  await addLiveClass(api, { school: GAMMA.id, course: COURSE, lesson: LIVE, title: 'Live: kinematics clinic', type: 4, startsInSeconds: 10 * DAY });
  await addBatchClass(api, { school: GAMMA.id, course: COURSE, lesson: LIVE, batch: RUNNING, type: 4, startsInSeconds: HOUR });
  await addBatchClass(api, { school: GAMMA.id, course: COURSE, lesson: LIVE, batch: NEXT, type: 4, startsInSeconds: 6 * DAY });
}, 120_000);
afterAll(async () => {
  await api?.close();
});

type Person = { agent: Client; token: string; id: number };
let people = 0;
async function learner(): Promise<Person> {
  people += 1;
  const agent = apiClient(api.server, GAMMA.slug);
  const email = `batchlive${people}@mail.example`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name: `Batch live ${people}`, email, phone: `6${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  expect((await agent.post(LEARNING_CALLS.devEnrol.path, { email, course_id: COURSE })).status).toBe(200);
  return { agent, token: session.authToken, id: session.studentId };
}
async function faculty(): Promise<Person> {
  const agent = apiClient(api.server, GAMMA.slug);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `faculty@${GAMMA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
  return { agent, token: session.authToken, id: session.studentId };
}
const view = async (who: Person, batchId?: number) =>
  ok(LiveClassResponse, await who.agent.get(callUrl(LIVE_CALLS.liveClass, { courseId: COURSE, lessonId: LIVE }, { batchId }), { token: who.token }));
const roomToken = (who: Person, room: string) => who.agent.post(ROOM_CALLS.roomToken.path, { room }, { token: who.token });
const move = async (batchId: number | undefined, startsInSeconds: number) =>
  expect((await apiClient(api.server, GAMMA.slug).post(callUrl(CALLS.devLiveClass, { courseId: COURSE, lessonId: LIVE }, { batchId }), { starts_in_seconds: startsInSeconds })).status).toBe(200);
const reminders = async (who: Person) =>
  ok(NotificationsResponse, await who.agent.get(NOTIFICATION_CALLS.notifications.path, { token: who.token })).notifications.filter((n) => n.kind === 'live_class');

let running: Person[];
let next: Person;
let loose: Person;

describe('live classes per batch', () => {
  beforeAll(async () => {
    // The running batch's three seats go to the first three buyers; the fourth and fifth are placed in the next batch.
    running = [await learner(), await learner(), await learner()];
    next = await learner();
    loose = await learner();
    expect(ok(Batch, await next.agent.get(callUrl(B.batch, { batchId: NEXT }), { token: next.token })).mine).toBe(true);
    // The school took the fifth out of their batch: they meet in the product's own class.
    await api.school(GAMMA.id).prepare('DELETE FROM batch_members WHERE school_id = ? AND user_id = ?').bind(GAMMA.id, loose.id).run();
  });

  it("shows each member their batch's own class, at its own time, and a learner in no batch the product's", async () => {
    const mine = await view(running[0]!);
    expect(mine).toMatchObject({ access: 'open', state: 'scheduled', batch: { id: RUNNING, name: 'Running cohort' }, classes: [] });
    const theirs = await view(next);
    // A member of a batch that has not started yet still opens the class's page: when it is, and the countdown.
    expect(theirs).toMatchObject({ access: 'open', state: 'scheduled', batch: { id: NEXT, name: 'Next cohort' } });
    const own = await view(loose);
    expect(own).toMatchObject({ access: 'open', batch: null });
    const startsIn = (v: LiveClassResponse) => Math.round((Date.parse(v.starts_at) - v.server_time) / (HOUR * 1000));
    expect([startsIn(mine), startsIn(theirs), startsIn(own)]).toEqual([1, 6 * 24, 10 * 24]);
    // A learner cannot ask for another batch's class: the address's batch is the staff's choice only.
    expect((await view(running[0]!, NEXT)).batch?.id).toBe(RUNNING);
  });

  it("puts the class on the batch's schedule at its time, with its state", async () => {
    const batch = ok(Batch, await running[0]!.agent.get(callUrl(B.batch, { batchId: RUNNING }), { token: running[0]!.token }));
    const entry = batch.calendar.find((c) => c.lesson_id === LIVE)!;
    expect(entry).toMatchObject({ kind: 'live', class_state: 'scheduled', open: false, title: 'Live: kinematics clinic' });
    expect(Math.round((Date.parse(entry.opens_at) - Date.now()) / (HOUR * 1000))).toBe(1);
    // A release keeps no class state.
    expect(batch.calendar.find((c) => c.lesson_id === 33)).toMatchObject({ class_state: null, open: true });
  });

  it("lets staff open every class of the lesson, and choose the batch's", async () => {
    const teacher = await faculty();
    const product = await view(teacher);
    expect(product.batch).toBeNull();
    expect(product.classes.map((c) => c.batch?.name ?? null)).toEqual([null, 'Running cohort', 'Next cohort']);
    expect((await view(teacher, NEXT)).batch).toEqual({ id: NEXT, name: 'Next cohort' });
    // A batch with no class of this lesson is not a class.
    expectError(await teacher.agent.get(callUrl(LIVE_CALLS.liveClass, { courseId: COURSE, lessonId: LIVE }, { batchId: 9303 }), { token: teacher.token }), 404, 'Lesson not found');
  });

  it("keeps each batch in its own room once its class begins", async () => {
    await move(RUNNING, -60);
    const on = await view(running[1]!);
    expect(on).toMatchObject({ state: 'live', room: liveRoom(COURSE, LIVE, RUNNING) });
    expect(on.stream).toBe(`/learner/v1/live_classes/${COURSE}/${LIVE}/stream.m3u8?batchId=${RUNNING}`);
    expect(ok(RoomTokenResponse, await roomToken(running[1]!, liveRoom(COURSE, LIVE, RUNNING))).me.role).toBe('learner');
    // Not the product's room, nor another batch's; the next batch's members are not in this one.
    expectError(await roomToken(running[1]!, liveRoom(COURSE, LIVE)), 403, LIVE_TEXT.otherBatch);
    expectError(await roomToken(next, liveRoom(COURSE, LIVE, RUNNING)), 403, LIVE_TEXT.otherBatch);
    expectError(await roomToken(loose, liveRoom(COURSE, LIVE, RUNNING)), 403, LIVE_TEXT.otherBatch);
    // The other classes have not begun: their pages have no room yet.
    expect((await view(next)).room).toBeNull();
    // Staff open the batch's room; the stream answers for the batch's class.
    const teacher = await faculty();
    expect(ok(RoomTokenResponse, await roomToken(teacher, liveRoom(COURSE, LIVE, RUNNING))).me.role).toBe('faculty');
    const stream = await api.server.fetch(on.stream!, { headers: { [SCHOOL_HEADER]: GAMMA.slug, authorization: `Bearer ${running[1]!.token}` } });
    expect([stream.status, (await stream.text()).startsWith('#EXTM3U')]).toEqual([200, true]);
    // The next batch's member meets in their own class, which is not on.
    expectError(await next.agent.get(`/learner/v1/live_classes/${COURSE}/${LIVE}/stream.m3u8?batchId=${RUNNING}`, { token: next.token }), 403, LIVE_TEXT.notOn);
  });

  it("reminds a class's own learners only: a batch's members of theirs, the others of the product's", async () => {
    const remind = async () => ok(CALLS.devScheduled.response, await apiClient(api.server).post(CALLS.devScheduled.path));
    await move(NEXT, 20 * 60);
    expect((await remind()).reminded).toBe(1);
    expect(await reminders(next)).toHaveLength(1);
    for (const p of [...running, loose]) expect(await reminders(p)).toHaveLength(0);
    expect((await remind()).reminded).toBe(0);

    await move(undefined, 20 * 60);
    expect((await remind()).reminded).toBe(1);
    expect((await reminders(loose))[0]).toMatchObject({ title: 'Live: kinematics clinic starts in 20 minutes', link: `/learn/live-webinar/${COURSE}/${LIVE}` });
    expect(await reminders(next)).toHaveLength(1);
    for (const p of running) expect(await reminders(p)).toHaveLength(0);
  });

  it("finds nothing of another school's class", async () => {
    const alpha = apiClient(api.server, ALPHA.slug);
    expect((await alpha.get(callUrl(LIVE_CALLS.liveClass, { courseId: COURSE, lessonId: LIVE }, { batchId: RUNNING }))).status).toBe(404);
  });
});
