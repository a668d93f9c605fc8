// Real-time rooms in workerd (issue 42; src/contract/rooms.ts): the room token's rules and isolation; every command;
// a message sent twice stored once; a dropped learner resuming with exactly what they missed, in order; the rate
// and size limits; deletion, unread counts, the hand-raise queue and the mic controls.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '../contract/bundle.ts';
import { LEARNING_CALLS, LEARNING_TEXT } from '../contract/learning.ts';
import { LIVE_TEXT } from '../contract/live.ts';
import { liveRoom, ROOM_CALLS, ROOM_COMMAND, ROOM_LIMITS, ROOM_TEXT, RoomEvent, RoomTokenResponse, type RoomRequest } from '../contract/rooms.ts';
import { signRoomToken } from './lib/room-token.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, expectError, ok, startApi, TEST_MEDIA_URL_SECRET, type Api, type Client } from './testing/harness.ts';
import { addLiveClass } from './testing/live-fixture.ts';

let api: Api;
const COURSE = 101;
const LIVE = 26;
const room = liveRoom(COURSE, LIVE);
const QUIET = 29;

beforeAll(async () => {
  api = await startApi('rooms');
  // A live class in Algebra Basics, on since a minute ago, for this file's API only.
  await addLiveClass(api, { school: ALPHA.id, course: COURSE, lesson: LIVE, title: 'Live: equations doubt class', type: 4, startsInSeconds: -60 });
  // A room of its own for counting who is online: no socket of another test is still closing in it.
  await addLiveClass(api, { school: ALPHA.id, course: COURSE, lesson: QUIET, title: 'Live: a quiet room', type: 4, startsInSeconds: -60 });
});
afterAll(async () => {
  await api?.close();
});

interface Person {
  agent: Client;
  token: string;
  id: number;
  name: string;
}

let people = 0;
async function learner(school: string = ALPHA.slug, enrol = true): Promise<Person> {
  people += 1;
  const agent = apiClient(api.server, school);
  const email = `roomer${people}@mail.example`;
  const name = `Roomer ${people}`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name, email, phone: `8${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  if (enrol) expect((await agent.post(LEARNING_CALLS.devEnrol.path, { email, course_id: COURSE })).status).toBe(200);
  return { agent, token: session.authToken, id: session.studentId, name };
}

async function faculty(): Promise<Person> {
  const agent = apiClient(api.server);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `faculty@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
  return { agent, token: session.authToken, id: session.studentId, name: 'Demo Faculty' };
}

const askToken = (p: Person, name: string = room) => p.agent.post(ROOM_CALLS.roomToken.path, { room: name }, { token: p.token });

async function open(p: Person, socket: string, school: string = ALPHA.slug) {
  return api.server.fetch(socket, { headers: { upgrade: 'websocket', [SCHOOL_HEADER]: school, [CLIENT_IP_HEADER]: p.agent.ip } });
}

/** A member's connection: the events it received, in order, and a way to wait for one. */
async function connect(p: Person, after = 0, name: string = room) {
  const { socket } = ok(RoomTokenResponse, await askToken(p, name));
  const response = await open(p, socket);
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  ws.accept();
  const events: RoomEvent[] = [];
  ws.addEventListener('message', (event) => events.push(RoomEvent.parse(JSON.parse(event.data as string))));
  const send = (request: RoomRequest) => ws.send(JSON.stringify(request));
  const waitFor = <E extends RoomEvent['e']>(e: E, match: (event: Extract<RoomEvent, { e: E }>) => boolean = () => true) =>
    vi.waitFor(() => {
      const found = events.find((event): event is Extract<RoomEvent, { e: E }> => event.e === e && match(event as Extract<RoomEvent, { e: E }>));
      if (!found) throw new Error(`no ${e} yet`);
      return found;
    }, { timeout: 5_000 });
  send({ c: ROOM_COMMAND.join, after });
  await waitFor('joined');
  const seqs = () => events.flatMap((event) => (event.e === 'message' ? [event.message.seq] : event.e === 'messages' ? event.messages.map((m) => m.seq) : []));
  return { ws, events, send, waitFor, seqs, close: () => ws.close(1000, 'done') };
}

let nonces = 0;
const nonce = () => `nonce-${Date.now()}-${(nonces += 1)}`;

describe('the room token', () => {
  it('is for an enrolled learner or faculty, of a live class, and names them', async () => {
    expect((await apiClient(api.server).post(ROOM_CALLS.roomToken.path, { room })).status).toBe(401);
    expectError(await askToken(await learner(ALPHA.slug, false)), 403, LEARNING_TEXT.notEnrolled);
    expectError(await askToken(await learner(), liveRoom(COURSE, 21)), 412, LIVE_TEXT.notLive, 'room');
    expect((await askToken(await learner(), 'lobby')).status).toBe(412);
    const me = await learner();
    expect(ok(RoomTokenResponse, await askToken(me)).me).toEqual({ user: me.id, name: me.name, role: 'learner' });
    expect(ok(RoomTokenResponse, await askToken(await faculty())).me.role).toBe('faculty');
    // Beta's course 101 has no live class.
    expect((await askToken(await learner(BETA.slug))).status).toBe(404);
  });

  it('opens only its own room at its own school, and not after it expires', async () => {
    const me = await learner();
    const { socket, token } = ok(RoomTokenResponse, await askToken(me));
    expect((await open(me, socket, BETA.slug)).status).toBe(403);
    expect((await open(me, socket.replace(room, liveRoom(COURSE, 27)))).status).toBe(403);
    expect((await open(me, `${socket.slice(0, -4)}AAAA`)).status).toBe(403);
    const old = await signRoomToken(TEST_MEDIA_URL_SECRET, { school: ALPHA.id, room, member: { user: me.id, name: me.name, role: 'learner' } }, Date.now() - 10 * 60_000);
    const expired = await open(me, socket.replace(encodeURIComponent(token), encodeURIComponent(old.token)));
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ data: { message: ROOM_TEXT.tokenExpired } });
    // Without the Upgrade header: not a socket.
    expect((await api.server.fetch(socket, { headers: { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: me.agent.ip } })).status).toBe(426);
  });
});

describe('chat', () => {
  it('reaches everyone in the room in order; a message sent twice with its nonce is stored and shown once', async () => {
    const [a, b] = [await connect(await learner()), await connect(await learner())];
    const teacher = await connect(await faculty());
    const n = nonce();
    a.send({ c: ROOM_COMMAND.send, nonce: n, text: 'Is x = 2 the only root? <b>really</b>' });
    const ack = await a.waitFor('ack', (e) => e.nonce === n);
    a.send({ c: ROOM_COMMAND.send, nonce: n, text: 'Is x = 2 the only root? <b>really</b>' });
    await vi.waitFor(() => expect(a.events.filter((e) => e.e === 'ack' && e.nonce === n)).toHaveLength(2));
    expect(a.events.filter((e) => e.e === 'ack' && e.nonce === n).map((e) => (e as { seq: number }).seq)).toEqual([ack.seq, ack.seq]);
    const seen = await b.waitFor('message', (e) => e.message.seq === ack.seq);
    expect(seen.message).toMatchObject({ text: 'Is x = 2 the only root? <b>really</b>', role: 'learner', deleted: false });
    teacher.send({ c: ROOM_COMMAND.send, nonce: nonce(), text: 'No: x = -2 as well.' });
    await b.waitFor('message', (e) => e.message.role === 'faculty');
    expect(b.events.filter((e) => e.e === 'message' && e.message.seq === ack.seq)).toHaveLength(1);
    b.send({ c: ROOM_COMMAND.history, limit: 10 });
    const history = await b.waitFor('messages', (e) => e.messages.some((m) => m.role === 'faculty'));
    expect(history.messages.filter((m) => m.seq === ack.seq)).toHaveLength(1);
    expect(history.messages.map((m) => m.seq)).toEqual([...history.messages.map((m) => m.seq)].sort((x, y) => x - y));
    for (const c of [a, b, teacher]) c.close();
  });

  it('a learner who drops out gets every message they missed when they come back, once and in order', async () => {
    const a = await connect(await learner());
    const droppingPerson = await learner();
    const b = await connect(droppingPerson);
    const first = nonce();
    a.send({ c: ROOM_COMMAND.send, nonce: first, text: 'before the drop' });
    const seen = await b.waitFor('message', (e) => e.message.text === 'before the drop');
    b.close();
    const missed: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const id = nonce();
      a.send({ c: ROOM_COMMAND.send, nonce: id, text: `while away ${i}` });
      missed.push((await a.waitFor('ack', (e) => e.nonce === id)).seq);
    }
    const back = await connect(droppingPerson, seen.message.seq);
    const resumed = await back.waitFor('messages');
    expect(resumed.messages.map((m) => m.seq)).toEqual(missed);
    expect(resumed.messages.map((m) => m.text)).toEqual(['while away 0', 'while away 1', 'while away 2', 'while away 3']);
    expect(back.seqs().filter((s) => s === seen.message.seq)).toHaveLength(0);
    a.close();
    back.close();
  });

  it('limits a message’s size and a learner’s rate, and keeps only plain text', async () => {
    const me = await connect(await learner());
    const refusal = async (text: string) => {
      const id = nonce();
      me.send({ c: ROOM_COMMAND.send, nonce: id, text });
      return (await me.waitFor('error', (e) => e.nonce === id)).message;
    };
    expect(await refusal('x'.repeat(ROOM_LIMITS.messageMax + 1))).toBe(ROOM_TEXT.messageTooLong);
    expect(await refusal(' \u0000\u200b ')).toBe(ROOM_TEXT.messageEmpty);
    for (let i = 0; i < ROOM_LIMITS.rateMax; i += 1) {
      const id = nonce();
      me.send({ c: ROOM_COMMAND.send, nonce: id, text: `message ${i}\u0007` });
      expect((await me.waitFor('ack', (e) => e.nonce === id)).seq).toBeGreaterThan(0);
    }
    expect(await refusal('one too many')).toBe(ROOM_TEXT.tooFast);
    expect(me.events.some((e) => e.e === 'message' && e.message.text === 'message 0')).toBe(true);
    me.send({ c: 999 } as never);
    expect((await me.waitFor('error', (e) => e.command === undefined)).message).toBe(ROOM_TEXT.unknownCommand);
    me.close();
  });

  it('a message is deleted by its author or faculty, not by another learner; unread counts and mark read', async () => {
    const a = await connect(await learner());
    const bPerson = await learner();
    const b = await connect(bPerson);
    const teacher = await connect(await faculty());
    const ids = [nonce(), nonce()];
    for (const id of ids) a.send({ c: ROOM_COMMAND.send, nonce: id, text: `note ${id}` });
    const [one, two] = [await a.waitFor('ack', (e) => e.nonce === ids[0]), await a.waitFor('ack', (e) => e.nonce === ids[1])];
    b.send({ c: ROOM_COMMAND.delete, seq: one.seq });
    expect((await b.waitFor('error', (e) => e.command === ROOM_COMMAND.delete)).message).toBe(ROOM_TEXT.notYours);
    teacher.send({ c: ROOM_COMMAND.delete, seq: one.seq });
    await b.waitFor('deleted', (e) => e.seq === one.seq);
    a.send({ c: ROOM_COMMAND.delete, seq: two.seq });
    await b.waitFor('deleted', (e) => e.seq === two.seq);
    b.send({ c: ROOM_COMMAND.history, limit: 5 });
    const history = await b.waitFor('messages', (e) => e.messages.some((m) => m.seq === one.seq));
    expect(history.messages.find((m) => m.seq === one.seq)).toMatchObject({ deleted: true, text: '' });

    const id = nonce();
    a.send({ c: ROOM_COMMAND.send, nonce: id, text: 'still unread' });
    const last = await b.waitFor('message', (e) => e.message.text === 'still unread');
    b.send({ c: ROOM_COMMAND.unreadCount });
    await b.waitFor('unread', (e) => e.count > 0);
    b.send({ c: ROOM_COMMAND.markRead, seq: last.message.seq });
    await b.waitFor('unread', (e) => e.count === 0 && e.read_seq === last.message.seq);
    for (const c of [a, b, teacher]) c.close();
  });
});

describe('presence, hands and mics', () => {
  it('counts who is online and lists the participants with their roles; answers a heartbeat', async () => {
    const a = await connect(await learner(), 0, liveRoom(COURSE, QUIET));
    const teacher = await connect(await faculty(), 0, liveRoom(COURSE, QUIET));
    a.send({ c: ROOM_COMMAND.onlineUsers });
    const online = await a.waitFor('online_users', (e) => e.users.some((u) => u.role === 'faculty'));
    expect(online.users.map((u) => u.role)).toContain('learner');
    a.send({ c: ROOM_COMMAND.participants });
    const list = await a.waitFor('participants');
    expect(list.participants.find((p) => p.role === 'faculty')).toMatchObject({ online: true, mic: 'none' });
    a.send({ c: ROOM_COMMAND.heartbeat });
    await a.waitFor('pong');
    const mark = a.events.length;
    a.send({ c: ROOM_COMMAND.onlineCount });
    await vi.waitFor(() => expect(a.events.slice(mark).some((e) => e.e === 'online' && e.count === online.users.length)).toBe(true));
    const closing = a.events.length;
    teacher.close();
    await vi.waitFor(() => expect(a.events.slice(closing).some((e) => e.e === 'online' && e.count === online.users.length - 1)).toBe(true));
    a.close();
  });

  it('hands are answered by faculty in the order raised; mics are granted and revoked by faculty', async () => {
    const aPerson = await learner();
    const bPerson = await learner();
    const [a, b, teacher] = [await connect(aPerson), await connect(bPerson), await connect(await faculty())];
    a.send({ c: ROOM_COMMAND.raiseHand });
    await teacher.waitFor('hands', (e) => e.queue.some((h) => h.user === aPerson.id));
    b.send({ c: ROOM_COMMAND.raiseHand });
    await teacher.waitFor('hands', (e) => e.queue.some((h) => h.user === bPerson.id));
    b.send({ c: ROOM_COMMAND.answerHand });
    expect((await b.waitFor('error', (e) => e.command === ROOM_COMMAND.answerHand)).message).toBe(ROOM_TEXT.facultyOnly);
    teacher.send({ c: ROOM_COMMAND.answerHand });
    expect((await a.waitFor('answering')).user).toBe(aPerson.id);
    await a.waitFor('hands', (e) => e.queue.length > 0 && e.queue.every((h) => h.user !== aPerson.id) && e.queue.some((h) => h.user === bPerson.id));

    a.send({ c: ROOM_COMMAND.muteMic });
    expect((await a.waitFor('error', (e) => e.command === ROOM_COMMAND.muteMic)).message).toBe(ROOM_TEXT.micNotGranted);
    a.send({ c: ROOM_COMMAND.requestMic });
    await teacher.waitFor('mic', (e) => e.user === aPerson.id && e.state === 'requested');
    b.send({ c: ROOM_COMMAND.grantMic, user: aPerson.id });
    expect((await b.waitFor('error', (e) => e.command === ROOM_COMMAND.grantMic)).message).toBe(ROOM_TEXT.facultyOnly);
    teacher.send({ c: ROOM_COMMAND.grantMic, user: aPerson.id });
    await a.waitFor('mic', (e) => e.user === aPerson.id && e.state === 'granted');
    a.send({ c: ROOM_COMMAND.muteMic });
    await b.waitFor('mic', (e) => e.user === aPerson.id && e.state === 'muted');
    teacher.send({ c: ROOM_COMMAND.revokeMic, user: aPerson.id });
    await b.waitFor('mic', (e) => e.user === aPerson.id && e.state === 'none');
    for (const c of [a, b, teacher]) c.close();
  });
});
