// Live classes in workerd (issue 42; src/contract/live.ts): a class's state with SPEC.md's texts as the school moves it
// in time (the moved clock), who may see its room and Zoom's details and from when, another school's ids, the room
// closed to learners before the start, and the reminder: in the app and by e-mail, once, to enrolled learners only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_CALLS, AuthSession, DevInboxResponse } from '../contract/auth.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '../contract/bundle.ts';
import { CALLS } from '../contract/calls.ts';
import { LEARNING_CALLS, LEARNING_TEXT } from '../contract/learning.ts';
import { LIVE_CALLS, LIVE_TEXT, LiveChatResponse, liveState, LiveClassResponse, ZOOM_OPENS_BEFORE_MS } from '../contract/live.ts';
import { NOTIFICATION_CALLS, NotificationsResponse } from '../contract/notifications.ts';
import { ALERT_CHANNEL, liveRoom, ROOM_CALLS, ROOM_COMMAND, ROOM_TEXT, RoomEvent, RoomTokenResponse } from '../contract/rooms.ts';
import { ALERT_TEXT, LIVE_ALERT_CALLS, LiveAlertResponse, LiveAlertsResponse } from '../contract/live-alerts.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';
import { addLiveClass } from './testing/live-fixture.ts';
import { joinRoom } from './testing/rooms.ts';

let api: Api;
const COURSE = 101;
const EXTERNAL = 27;
const ZOOM = 28;
const RECORDING = 21;
const zoom = { meeting_id: '81234567890', passcode: 'Alg3bra', join_url: 'https://us06web.zoom.us/j/81234567890' };

beforeAll(async () => {
  api = await startApi('live');
  await addLiveClass(api, { school: ALPHA.id, course: COURSE, lesson: EXTERNAL, title: 'Live: equations doubt class', type: 4, startsInSeconds: 3600 });
  await addLiveClass(api, { school: ALPHA.id, course: COURSE, lesson: ZOOM, title: 'Live: factorising on Zoom', type: 7, startsInSeconds: 3 * 3600, zoom, reminderMinutes: 30 });
});
afterAll(async () => {
  await api?.close();
});

let people = 0;
async function learner(enrol = true, school: string = ALPHA.slug): Promise<{ agent: Client; token: string; email: string }> {
  people += 1;
  const agent = apiClient(api.server, school);
  const email = `live${people}@mail.example`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name: `Live ${people}`, email, phone: `7${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  if (enrol) expect((await agent.post(LEARNING_CALLS.devEnrol.path, { email, course_id: COURSE })).status).toBe(200);
  return { agent, token: session.authToken, email };
}

const move = async (lesson: number, change: Record<string, unknown>) =>
  expect((await apiClient(api.server).post(callUrl(CALLS.devLiveClass, { courseId: COURSE, lessonId: lesson }), change)).status).toBe(200);
const view = async (who: { agent: Client; token?: string } | null, lesson: number, school: string = ALPHA.slug) =>
  (who?.agent ?? apiClient(api.server, school)).get(callUrl(LIVE_CALLS.liveClass, { courseId: COURSE, lessonId: lesson }), who?.token ? { token: who.token } : {});

describe('the state of a class', () => {
  it('follows the start, the length, a cancellation and the recording (the one rule, also at its edges)', () => {
    const cls = { starts_ms: 1_000_000, duration_s: 60, cancelled: false, recording_lesson_id: null };
    expect(liveState(cls, 999_999)).toBe('scheduled');
    expect(liveState(cls, 1_000_000)).toBe('live');
    expect(liveState(cls, 1_059_999)).toBe('live');
    expect(liveState(cls, 1_060_000)).toBe('recording_pending');
    expect(liveState({ ...cls, recording_lesson_id: 21 }, 1_060_000)).toBe('completed');
    expect(liveState({ ...cls, cancelled: true }, 1_030_000)).toBe('cancelled');
    expect([LIVE_TEXT.scheduled, LIVE_TEXT.live, LIVE_TEXT.completed, LIVE_TEXT.recording_pending, LIVE_TEXT.cancelled])
      .toEqual(['Scheduled', 'Live now', 'Completed', 'Recording being prepared', 'Cancelled']);
  });

  it('moves with the school through every state, as the API answers it', async () => {
    const me = await learner();
    const stateNow = async () => ok(LiveClassResponse, await view(me, EXTERNAL));
    await move(EXTERNAL, { starts_in_seconds: 600 });
    const before = await stateNow();
    expect(before.state).toBe('scheduled');
    expect(Date.parse(before.starts_at) - before.server_time).toBeGreaterThan(590_000);
    expect(before).toMatchObject({ room: null, stream: null, zoom: null, zoom_opens_at: null, recording: null, access: 'open', type: 4 });

    await move(EXTERNAL, { starts_in_seconds: -60 });
    const live = await stateNow();
    expect(live.state).toBe('live');
    expect(live.room).toBe(liveRoom(COURSE, EXTERNAL));

    await move(EXTERNAL, { starts_in_seconds: -7200 });
    expect((await stateNow()).state).toBe('recording_pending');
    await move(EXTERNAL, { recording_lesson_id: RECORDING });
    const done = await stateNow();
    expect(done.state).toBe('completed');
    expect(done.recording).toEqual({ lesson_id: RECORDING, title: 'Variables', section_id: 21 });
    expect(done.room).toBe(liveRoom(COURSE, EXTERNAL));

    await move(EXTERNAL, { cancelled: true });
    expect((await stateNow()).state).toBe('cancelled');
    await move(EXTERNAL, { cancelled: false, recording_lesson_id: null, starts_in_seconds: 3600 });
  });
});

describe('who sees what', () => {
  it('signed out or not enrolled: when it is, and nothing of the class itself', async () => {
    await move(ZOOM, { starts_in_seconds: -60 });
    const visitor = ok(LiveClassResponse, await view(null, ZOOM));
    expect(visitor).toMatchObject({ state: 'live', access: 'sign_in', room: null, zoom: null });
    const stranger = await learner(false);
    expect(ok(LiveClassResponse, await view(stranger, ZOOM))).toMatchObject({ access: 'buy', room: null, zoom: null });
    expectError(await stranger.agent.post(ROOM_CALLS.roomToken.path, { room: liveRoom(COURSE, ZOOM) }, { token: stranger.token }), 403, LEARNING_TEXT.notEnrolled);
    await move(ZOOM, { starts_in_seconds: 3 * 3600 });
  });

  it("Zoom's details reach an enrolled learner only from shortly before the start to the end", async () => {
    const me = await learner();
    await move(ZOOM, { starts_in_seconds: ZOOM_OPENS_BEFORE_MS / 1000 + 120 });
    const early = ok(LiveClassResponse, await view(me, ZOOM));
    expect(early.zoom).toBeNull();
    expect(Date.parse(early.zoom_opens_at!)).toBe(Date.parse(early.starts_at) - ZOOM_OPENS_BEFORE_MS);
    expect(JSON.stringify(early)).not.toContain(zoom.passcode);

    await move(ZOOM, { starts_in_seconds: ZOOM_OPENS_BEFORE_MS / 1000 - 120 });
    expect(ok(LiveClassResponse, await view(me, ZOOM)).zoom).toEqual(zoom);
    await move(ZOOM, { starts_in_seconds: -60 });
    expect(ok(LiveClassResponse, await view(me, ZOOM)).zoom).toEqual(zoom);
    await move(ZOOM, { starts_in_seconds: -4 * 3600 });
    expect(ok(LiveClassResponse, await view(me, ZOOM)).zoom).toBeNull();
    await move(ZOOM, { starts_in_seconds: 3 * 3600 });
  });

  it("another school's learner, or another school's host, never reaches the class", async () => {
    const beta = await learner(false, BETA.slug);
    expectError(await view(beta, EXTERNAL, BETA.slug), 404, 'Lesson not found');
    expectError(await beta.agent.post(ROOM_CALLS.roomToken.path, { room: liveRoom(COURSE, EXTERNAL) }, { token: beta.token }), 404, 'Lesson not found');
    expectError(await apiClient(api.server, BETA.slug).post(callUrl(CALLS.devLiveClass, { courseId: COURSE, lessonId: EXTERNAL }), { cancelled: true }), 404, 'Lesson not found');
    expect(ok(LiveClassResponse, await view(null, EXTERNAL)).state).not.toBe('cancelled');
  });

  it('a lesson that is not live, or bad ids, are clear refusals', async () => {
    expectError(await view(null, 21), 412, LIVE_TEXT.notLive, 'lessonId');
    expect((await apiClient(api.server).get('/learner/v1/live_classes/101/abc')).status).toBe(412);
    expectError(await view(null, 999), 404, 'Lesson not found');
  });

  it("the room opens to learners once the class begins; faculty may open it early", async () => {
    await move(EXTERNAL, { starts_in_seconds: 1800 });
    const me = await learner();
    expectError(await me.agent.post(ROOM_CALLS.roomToken.path, { room: liveRoom(COURSE, EXTERNAL) }, { token: me.token }), 403, ROOM_TEXT.notOpen);
    const faculty = apiClient(api.server);
    const session = ok(AuthSession, await faculty.post(AUTH_CALLS.signin.path, { identifier: `faculty@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
    expect(ok(RoomTokenResponse, await faculty.post(ROOM_CALLS.roomToken.path, { room: liveRoom(COURSE, EXTERNAL) }, { token: session.authToken })).me.role).toBe('faculty');
    await move(EXTERNAL, { starts_in_seconds: -10 });
    expect(ok(RoomTokenResponse, await me.agent.post(ROOM_CALLS.roomToken.path, { room: liveRoom(COURSE, EXTERNAL) }, { token: me.token })).me.role).toBe('learner');
    await move(EXTERNAL, { starts_in_seconds: 3600 });
  });
});

describe('the local live stream', () => {
  it('is a live playlist whose window advances as the class moves on in time, for an enrolled learner while it is on', async () => {
    const me = await learner();
    const stream = (who: { agent: Client; token?: string } | null) =>
      (who?.agent ?? apiClient(api.server)).get(callUrl(LIVE_CALLS.liveStream, { courseId: COURSE, lessonId: EXTERNAL }), who?.token ? { token: who.token } : {});
    const playlist = async () => {
      const reply = await api.server.fetch(callUrl(LIVE_CALLS.liveStream, { courseId: COURSE, lessonId: EXTERNAL }), {
        headers: { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: me.agent.ip, authorization: `Bearer ${me.token}` },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(reply.headers.get('cache-control')).toBe('no-store');
      return reply.text();
    };
    const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);

    await move(EXTERNAL, { starts_in_seconds: -40 });
    const early = await playlist();
    expect(early).not.toContain('#EXT-X-ENDLIST');
    expect(sequence(early)).toBe(6);
    // The class moved a minute further on: the same window, a minute later.
    await move(EXTERNAL, { starts_in_seconds: -100 });
    const later = await playlist();
    expect(sequence(later)).toBe(21);
    const segment = later.split('\n').find((line) => line.startsWith('/learner/v1/content/'))!;
    const media = await api.server.fetch(segment, { headers: { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: me.agent.ip, authorization: `Bearer ${me.token}` } });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/mp2t');

    // Not enrolled, signed out, or not on: refused.
    const stranger = await learner(false);
    expectError(await stream(stranger), 403, 'Buy this course to open this lesson');
    expectError(await stream(null), 401, 'Sign in to open this lesson');
    await move(EXTERNAL, { starts_in_seconds: 600 });
    expectError(await stream(me), 403, LIVE_TEXT.notOn);
    await move(EXTERNAL, { starts_in_seconds: 3600 });
  });
});

describe("a class's chat after it", () => {
  it('is replayed to an enrolled learner once the class is over, without deleted messages; not before, not to a stranger', async () => {
    await move(EXTERNAL, { starts_in_seconds: -10, duration_seconds: 3600 });
    const faculty = apiClient(api.server);
    const session = ok(AuthSession, await faculty.post(AUTH_CALLS.signin.path, { identifier: `faculty@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
    const { socket } = ok(RoomTokenResponse, await faculty.post(ROOM_CALLS.roomToken.path, { room: liveRoom(COURSE, EXTERNAL) }, { token: session.authToken }));
    const response = await api.server.fetch(socket, { headers: { upgrade: 'websocket', [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: faculty.ip } });
    const ws = response.webSocket!;
    ws.accept();
    const events: RoomEvent[] = [];
    ws.addEventListener('message', (event) => events.push(RoomEvent.parse(JSON.parse(event.data as string))));
    ws.send(JSON.stringify({ c: ROOM_COMMAND.join, after: 0 }));
    ws.send(JSON.stringify({ c: ROOM_COMMAND.send, nonce: 'replay-kept-1', text: 'Kept for the replay' }));
    ws.send(JSON.stringify({ c: ROOM_COMMAND.send, nonce: 'replay-gone-1', text: 'Deleted before the replay' }));
    await vi.waitFor(() => expect(events.filter((e) => e.e === 'ack')).toHaveLength(2));
    const gone = events.find((e): e is Extract<RoomEvent, { e: 'ack' }> => e.e === 'ack' && e.nonce === 'replay-gone-1')!;
    ws.send(JSON.stringify({ c: ROOM_COMMAND.delete, seq: gone.seq }));
    await vi.waitFor(() => expect(events.some((e) => e.e === 'deleted')).toBe(true));
    ws.close();

    const me = await learner();
    const chat = () => me.agent.get(callUrl(LIVE_CALLS.liveChat, { courseId: COURSE, lessonId: EXTERNAL }), { token: me.token });
    expectError(await chat(), 403, LIVE_TEXT.notOver);
    await move(EXTERNAL, { duration_seconds: 5 });
    const replay = ok(LiveChatResponse, await chat());
    expect(replay.messages.map((m) => m.text)).toContain('Kept for the replay');
    expect(replay.messages.map((m) => m.text)).not.toContain('Deleted before the replay');
    const stranger = await learner(false);
    expectError(await stranger.agent.get(callUrl(LIVE_CALLS.liveChat, { courseId: COURSE, lessonId: EXTERNAL }), { token: stranger.token }), 403, 'Buy this course to open this lesson');
    await move(EXTERNAL, { starts_in_seconds: 3600, duration_seconds: 3600 });
  });
});

describe('the reminder', () => {
  it('reaches each enrolled learner once, in the app and by e-mail, at the time the school set; nobody else', async () => {
    const enrolled = await learner();
    const stranger = await learner(false);
    const beta = await learner(false, BETA.slug);
    const remind = async () => ok(CALLS.devScheduled.response, await apiClient(api.server).post(CALLS.devScheduled.path));
    const notices = async (who: { agent: Client; token: string }) =>
      ok(NotificationsResponse, await who.agent.get(NOTIFICATION_CALLS.notifications.path, { token: who.token })).notifications.filter((n) => n.kind === 'live_class');
    const mails = async (who: { agent: Client; email: string }) =>
      ok(DevInboxResponse, await who.agent.get(callUrl(CALLS.devInbox, null, { to: who.email }))).messages.filter((m) => m.kind === 'live_reminder');

    // 31 minutes before a class with a 30-minute reminder: not yet.
    await move(ZOOM, { starts_in_seconds: 31 * 60 });
    await remind();
    expect(await notices(enrolled)).toHaveLength(0);

    await move(ZOOM, { starts_in_seconds: 29 * 60 });
    expect((await remind()).reminded).toBeGreaterThanOrEqual(1);
    const [notice] = await notices(enrolled);
    expect(notice).toMatchObject({ title: 'Live: factorising on Zoom starts in 29 minutes', link: `/learn/live-webinar/${COURSE}/${ZOOM}` });
    expect(await mails(enrolled)).toHaveLength(1);
    expect((await mails(enrolled))[0]!.subject).toBe(notice!.title);

    // Run again (the next cron): nothing twice.
    await remind();
    expect(await notices(enrolled)).toHaveLength(1);
    expect(await mails(enrolled)).toHaveLength(1);
    expect(await notices(stranger)).toHaveLength(0);
    expect(await mails(stranger)).toHaveLength(0);
    expect(await notices(beta)).toHaveLength(0);
    await move(ZOOM, { starts_in_seconds: 3 * 3600 });
  });
});

describe('live alerts', () => {
  async function facultyOf(school: string) {
    const agent = apiClient(api.server, school);
    const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `faculty@${school}.example`, password: DEMO_LEARNER_PASSWORD }));
    return { agent, token: session.authToken };
  }

  /** A member listening on the school's alert channel: the events it heard. */
  const listen = (who: { agent: Client; token: string }, _school: string) => joinRoom(api, who, ALERT_CHANNEL);

  it("reach every listening learner of the school at once, and everyone's notifications; never another school's", async () => {
    const me = await learner(false);
    const mine = await listen(me, ALPHA.slug);
    const beta = await learner(false, BETA.slug);
    const theirs = await listen(beta, BETA.slug);
    const faculty = await facultyOf(ALPHA.slug);
    const sent = ok(LiveAlertResponse, await faculty.agent.post(LIVE_ALERT_CALLS.sendAlert.path, { title: 'Class moved to 6 pm', body: "Today's algebra class starts at 6 pm.", product_id: COURSE }, { token: faculty.token }));
    expect(sent.alert).toMatchObject({ title: 'Class moved to 6 pm', product: { id: COURSE }, author_name: 'Demo Faculty' });
    await vi.waitFor(() => expect(mine.events.find((e) => e.e === 'alert')).toMatchObject({ alert: { id: sent.alert.id, title: 'Class moved to 6 pm' } }));

    const notices = ok(NotificationsResponse, await me.agent.get(NOTIFICATION_CALLS.notifications.path, { token: me.token }));
    expect(notices.notifications[0]).toMatchObject({ kind: 'announcement', title: 'Class moved to 6 pm', link: `/learn/live-alert/${sent.alert.id}` });
    // A learner who was not listening finds it too, and can open it; the list can be narrowed to the product.
    const later = await learner(false);
    expect(ok(NotificationsResponse, await later.agent.get(NOTIFICATION_CALLS.notifications.path, { token: later.token })).notifications.some((n) => n.title === 'Class moved to 6 pm')).toBe(false);
    expect(ok(LiveAlertResponse, await me.agent.get(callUrl(LIVE_ALERT_CALLS.liveAlert, { alertId: sent.alert.id }), { token: me.token })).alert.body).toBe("Today's algebra class starts at 6 pm.");
    const about = ok(LiveAlertsResponse, await me.agent.get(callUrl(LIVE_ALERT_CALLS.liveAlerts, null, { bundleId: COURSE }), { token: me.token }));
    expect(about.alerts.map((a) => a.id)).toContain(sent.alert.id);
    expect(ok(LiveAlertsResponse, await me.agent.get(callUrl(LIVE_ALERT_CALLS.liveAlerts, null, { bundleId: 103 }), { token: me.token })).alerts.map((a) => a.id)).not.toContain(sent.alert.id);

    // Beta heard nothing, lists nothing, and cannot open it.
    expect(theirs.events.some((e) => e.e === 'alert')).toBe(false);
    expect(ok(LiveAlertsResponse, await beta.agent.get(LIVE_ALERT_CALLS.liveAlerts.path, { token: beta.token })).alerts.map((a) => a.title)).not.toContain('Class moved to 6 pm');
    expectError(await beta.agent.get(callUrl(LIVE_ALERT_CALLS.liveAlert, { alertId: sent.alert.id }), { token: beta.token }), 404, ALERT_TEXT.notFound);
    expect(ok(NotificationsResponse, await beta.agent.get(NOTIFICATION_CALLS.notifications.path, { token: beta.token })).notifications.some((n) => n.kind === 'announcement')).toBe(false);
    mine.ws.close();
    theirs.ws.close();
  });

  it('only faculty and admins send; the channel carries nothing a learner says; bad input is a clear refusal', async () => {
    const me = await learner(false);
    expectError(await me.agent.post(LIVE_ALERT_CALLS.sendAlert.path, { title: 'Free answers', body: 'Click here' }, { token: me.token }), 403, ALERT_TEXT.staffOnly);
    const faculty = await facultyOf(ALPHA.slug);
    expectError(await faculty.agent.post(LIVE_ALERT_CALLS.sendAlert.path, { title: '  ', body: 'x' }, { token: faculty.token }), 412, ALERT_TEXT.titleRequired, 'title');
    expectError(await faculty.agent.post(LIVE_ALERT_CALLS.sendAlert.path, { title: 'Long', body: 'x'.repeat(1001) }, { token: faculty.token }), 412, ALERT_TEXT.bodyTooLong, 'body');
    expectError(await faculty.agent.post(LIVE_ALERT_CALLS.sendAlert.path, { title: 'Elsewhere', body: 'x', product_id: 999 }, { token: faculty.token }), 404, 'Course not found');
    const channel = await listen(me, ALPHA.slug);
    channel.ws.send(JSON.stringify({ c: ROOM_COMMAND.send, nonce: 'abcdefgh12', text: 'spam to everyone' }));
    await vi.waitFor(() => expect(channel.events.find((e) => e.e === 'error')).toMatchObject({ message: ROOM_TEXT.channelOnly }));
    channel.ws.close();
  });
});
