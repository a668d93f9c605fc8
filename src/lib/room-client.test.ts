import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOM_COMMAND, ROOM_LIMITS, type ChatMessage, type RoomEvent } from '../contract/rooms.ts';
import { backoffMs, RoomClient, type SocketLike } from './room-client.ts';

/** A socket the test drives: what the client sent, and events the "room" sends back. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  emit(event: RoomEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

const message = (seq: number, text = `m${seq}`): ChatMessage => ({ seq, user: 1, name: 'Asha', role: 'learner', text, sent_at: seq, deleted: false });
const me = { user: 7, name: 'Ravi', role: 'learner' as const };

function setup(opts: { online?: () => boolean } = {}) {
  const sockets: FakeSocket[] = [];
  let onlineListener: (() => void) | null = null;
  let offlineListener: (() => void) | null = null;
  let tokens = 0;
  const client = new RoomClient({
    socketPath: async () => `/learner/v1/rooms/live-1-2/socket?token=t${(tokens += 1)}`,
    origin: 'http://school.localhost',
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
    ...(opts.online ? { isOnline: opts.online } : {}),
    onOnline: (listener) => {
      onlineListener = listener;
      return () => {
        onlineListener = null;
      };
    },
    onOffline: (listener) => {
      offlineListener = listener;
      return () => {
        offlineListener = null;
      };
    },
  });
  const last = () => sockets.at(-1)!;
  /** Opens the newest socket and answers its join as the room would. */
  const joinLast = async (missed: ChatMessage[] = []) => {
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    last().open();
    last().emit({ e: 'joined', me, last_seq: missed.at(-1)?.seq ?? 0, read_seq: 0 });
    last().emit({ e: 'messages', messages: missed, more: false });
  };
  return { client, sockets, last, joinLast, goOnline: () => onlineListener?.(), goOffline: () => offlineListener?.() };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RoomClient', () => {
  it('joins from the start, goes live and keeps the chat in order, each message once', async () => {
    const { client, last, joinLast } = setup();
    client.start();
    expect(client.state).toBe('connecting');
    await joinLast([message(1), message(2)]);
    expect(last().url).toBe('ws://school.localhost/learner/v1/rooms/live-1-2/socket?token=t1');
    expect(last().sent[0]).toEqual({ c: ROOM_COMMAND.join, after: 0 });
    expect(client.state).toBe('live');
    last().emit({ e: 'message', message: message(4) });
    last().emit({ e: 'message', message: message(3) });
    last().emit({ e: 'message', message: message(3) });
    expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    last().emit({ e: 'deleted', seq: 2 });
    last().emit({ e: 'messages', messages: [message(2)], more: false });
    expect(client.messages[1]).toMatchObject({ seq: 2, deleted: true, text: '' });
    client.stop();
  });

  it('after a drop, reconnects with a new token and resumes after the last message it saw; what it wrote meanwhile goes once', async () => {
    const { client, sockets, last, joinLast } = setup();
    client.start();
    await joinLast([message(1), message(2)]);
    last().drop();
    expect(client.state).toBe('reconnecting');
    const nonce = client.say('written while away');
    expect(client.outbox.get(nonce)).toBe('written while away');
    await vi.advanceTimersByTimeAsync(backoffMs(0, () => 0));
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    await joinLast([message(3), message(4)]);
    expect(last().url).toContain('token=t2');
    expect(last().sent[0]).toEqual({ c: ROOM_COMMAND.join, after: 2 });
    expect(last().sent[1]).toEqual({ c: ROOM_COMMAND.send, nonce, text: 'written while away' });
    last().emit({ e: 'ack', nonce, seq: 5 });
    expect(client.outbox.size).toBe(0);
    expect(client.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    client.stop();
  });

  it('waits for the network when the browser is offline, and goes on when it is back', async () => {
    let online = false;
    const { client, sockets, goOnline, joinLast } = setup({ online: () => online });
    client.start();
    await vi.waitFor(() => expect(client.state).toBe('offline'));
    expect(sockets).toHaveLength(0);
    online = true;
    goOnline();
    await joinLast();
    expect(client.state).toBe('live');
    client.stop();
  });

  it('told the network is gone, leaves the socket at once and resumes from its last message when it is back', async () => {
    let online = true;
    const { client, sockets, last, goOnline, goOffline, joinLast } = setup({ online: () => online });
    client.start();
    await joinLast([message(1), message(2)]);
    const first = last();
    online = false;
    goOffline();
    expect(client.state).toBe('offline');
    expect(first.readyState).toBe(3);
    client.say('written offline');
    expect(first.sent.filter((r) => r.c === ROOM_COMMAND.send)).toHaveLength(0);
    online = true;
    goOnline();
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    last().open();
    expect(last().sent[0]).toEqual({ c: ROOM_COMMAND.join, after: 2 });
    client.stop();
  });

  it('a room that goes silent for two heartbeats is left and joined again', async () => {
    const { client, sockets, last, joinLast } = setup();
    client.start();
    await joinLast([message(1)]);
    await vi.advanceTimersByTimeAsync(ROOM_LIMITS.heartbeatMs);
    expect(last().sent.at(-1)).toEqual({ c: ROOM_COMMAND.heartbeat });
    await vi.advanceTimersByTimeAsync(2 * ROOM_LIMITS.heartbeatMs);
    await vi.advanceTimersByTimeAsync(BACKOFF_WAIT);
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(1));
    await joinLast();
    expect(last().sent[0]).toEqual({ c: ROOM_COMMAND.join, after: 1 });
    client.stop();
  });

  it('ends when the API refuses a token (not enrolled), and says why', async () => {
    const onFatal = vi.fn();
    const client = new RoomClient({ socketPath: () => Promise.reject(Object.assign(new Error('Enrol'), { httpStatus: 403 })), origin: 'https://x.example', onFatal });
    client.start();
    await vi.waitFor(() => expect(onFatal).toHaveBeenCalled());
    expect(client.state).toBe('offline');
  });

  it('backs off from half a second, doubling, to at most 30 s', () => {
    expect([0, 1, 2, 3].map((n) => backoffMs(n, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffMs(20, () => 1)).toBe(30_000);
    expect(backoffMs(3, () => 0)).toBe(2000);
  });
});

const BACKOFF_WAIT = 30_000;
