/**
 * A room's client in the browser (src/contract/rooms.ts; decision 0070), without a framework: it opens the room's
 * socket with a fresh token, joins from the last `seq` it holds, and keeps the chat as a map by `seq`, so a message
 * that arrives twice (a resume overlapping a live event) is shown once and the list is always in order. A message
 * the learner sends waits in an outbox under its nonce until the room acknowledges it, and is sent again with the
 * same nonce after a reconnect: the room stores it once. A dropped socket reconnects with exponential backoff and
 * jitter; with the browser offline it waits for the network instead.
 */
import { ROOM_COMMAND, ROOM_LIMITS, RoomEvent, type ChatMessage, type RoomMember, type RoomRequest } from '../contract/rooms.ts';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** The smallest part of a WebSocket the client uses: the browser's, or a test's stand-in. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface RoomClientOptions {
  /** A fresh room token's socket path (CALLS.roomToken); a refusal ends the client (`onFatal`). */
  socketPath: () => Promise<string>;
  /** The page's origin, as `ws:` or `wss:`. */
  origin: string;
  openSocket?: (url: string) => SocketLike;
  /** Every event, after the client has applied it to its own state. */
  onEvent?: (event: RoomEvent) => void;
  onChange?: () => void;
  onFatal?: (error: unknown) => void;
  isOnline?: () => boolean;
  /** Subscribes to the browser coming back online; returns the unsubscribe. */
  onOnline?: (listener: () => void) => () => void;
  /**
   * Subscribes to the browser losing the network; returns the unsubscribe. A socket may stay half-open for a long
   * while after the network went: told, the client leaves it at once and waits for the network.
   */
  onOffline?: (listener: () => void) => () => void;
  random?: () => number;
  now?: () => number;
}

/** The browser's own word on the network, for a client in a page: whether it is online, and when that changes. */
export const browserNetwork = (): Pick<RoomClientOptions, 'isOnline' | 'onOnline' | 'onOffline'> => {
  const on = (name: 'online' | 'offline') => (listener: () => void) => {
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  };
  return { isOnline: () => navigator.onLine, onOnline: on('online'), onOffline: on('offline') };
};

const OPEN = 1;
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;

/** The wait before reconnect attempt `attempt` (0-based): doubling from half a second to 30 s, with full jitter above half. */
export const backoffMs = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
};

let nonceCounter = 0;
const newNonce = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${(nonceCounter += 1)}`;

export class RoomClient {
  state: ConnectionState = 'connecting';
  me: RoomMember | null = null;
  /** The last `seq` applied: where a resume starts. */
  lastSeq = 0;
  readSeq = 0;
  unread = 0;
  online = 0;
  private readonly byseq = new Map<number, ChatMessage>();
  /** Sent, not yet acknowledged: nonce -> text, in the order written. */
  readonly outbox = new Map<string, string>();
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private stopped = false;
  private unsubscribeOnline: (() => void) | null = null;
  private unsubscribeOffline: (() => void) | null = null;

  private readonly options: RoomClientOptions;

  constructor(options: RoomClientOptions) {
    this.options = options;
  }

  /** The chat in order, each message once. */
  get messages(): ChatMessage[] {
    return [...this.byseq.values()].sort((a, b) => a.seq - b.seq);
  }

  start(): void {
    this.stopped = false;
    this.unsubscribeOffline ??= this.options.onOffline?.(() => this.lostNetwork()) ?? null;
    void this.open();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.unsubscribeOnline?.();
    this.unsubscribeOnline = null;
    this.unsubscribeOffline?.();
    this.unsubscribeOffline = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      this.command(socket, { c: ROOM_COMMAND.leave });
      socket.close(1000, 'left');
    }
  }

  /** Sends a chat message: kept in the outbox under its nonce until acknowledged, and sent again after a reconnect. */
  say(text: string): string {
    const nonce = newNonce();
    this.outbox.set(nonce, text);
    if (this.socket && this.state === 'live') this.command(this.socket, { c: ROOM_COMMAND.send, nonce, text });
    this.changed();
    return nonce;
  }

  /** Any other command (a hand raised, a message deleted); dropped while not live, as a button is then disabled. */
  send(request: RoomRequest): boolean {
    if (!this.socket || this.state !== 'live') return false;
    this.command(this.socket, request);
    return true;
  }

  markRead(): void {
    if (this.lastSeq > this.readSeq) this.send({ c: ROOM_COMMAND.markRead, seq: this.lastSeq });
  }

  private async open(): Promise<void> {
    if (this.stopped) return;
    if (this.options.isOnline && !this.options.isOnline()) return this.waitForNetwork();
    this.setState(this.attempt === 0 && this.lastSeq === 0 ? 'connecting' : 'reconnecting');
    let path: string;
    try {
      path = await this.options.socketPath();
    } catch (error) {
      // No token: not enrolled, signed out, or the network. The first two end the client; the last is retried.
      if ((error as { httpStatus?: number } | null)?.httpStatus) return this.fatal(error);
      return this.retry();
    }
    if (this.stopped) return;
    const url = `${this.options.origin.replace(/^http/, 'ws')}${path}`;
    const socket = (this.options.openSocket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike))(url);
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeard = this.now();
      this.command(socket, { c: ROOM_COMMAND.join, after: this.lastSeq });
    };
    socket.onmessage = (event) => this.receive(socket, event.data);
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      this.retry();
    };
  }

  private receive(socket: SocketLike, data: unknown): void {
    this.lastHeard = this.now();
    let event: RoomEvent;
    try {
      event = RoomEvent.parse(JSON.parse(String(data)));
    } catch {
      return;
    }
    switch (event.e) {
      case 'joined':
        this.me = event.me;
        this.readSeq = event.read_seq;
        this.attempt = 0;
        this.setState('live');
        this.startHeartbeat(socket);
        // What was written while away goes again, under the same nonces: the room keeps each once.
        for (const [nonce, text] of this.outbox) this.command(socket, { c: ROOM_COMMAND.send, nonce, text });
        break;
      case 'message':
        this.apply([event.message]);
        break;
      case 'messages':
        this.apply(event.messages);
        break;
      case 'ack':
        this.outbox.delete(event.nonce);
        break;
      case 'deleted': {
        const message = this.byseq.get(event.seq);
        if (message) this.byseq.set(event.seq, { ...message, deleted: true, text: '' });
        break;
      }
      case 'unread':
        this.unread = event.count;
        this.readSeq = event.read_seq;
        break;
      case 'online':
        this.online = event.count;
        break;
      case 'error':
        // A refused send leaves the outbox: it will not be accepted on a retry either.
        if (event.nonce) this.outbox.delete(event.nonce);
        break;
      default:
        break;
    }
    this.options.onEvent?.(event);
    this.changed();
  }

  /** Messages by `seq`: a second copy replaces the first (a deletion seen late wins), never adds to the list. */
  private apply(messages: readonly ChatMessage[]): void {
    for (const message of messages) {
      const known = this.byseq.get(message.seq);
      this.byseq.set(message.seq, known?.deleted ? known : message);
      if (message.seq > this.lastSeq) this.lastSeq = message.seq;
    }
  }

  private startHeartbeat(socket: SocketLike): void {
    this.clearHeartbeat();
    this.heartbeat = setInterval(() => {
      // Two beats without a word from the room: the connection is gone even if the socket has not said so.
      if (this.now() - this.lastHeard > 2 * ROOM_LIMITS.heartbeatMs) {
        socket.onclose = null;
        socket.close(4000, 'silent');
        if (this.socket === socket) this.socket = null;
        this.clearTimers();
        this.retry();
        return;
      }
      this.command(socket, { c: ROOM_COMMAND.heartbeat });
    }, ROOM_LIMITS.heartbeatMs);
  }

  private retry(): void {
    if (this.stopped) return;
    if (this.options.isOnline && !this.options.isOnline()) return this.waitForNetwork();
    this.setState('reconnecting');
    const wait = backoffMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.open(), wait);
  }

  private lostNetwork(): void {
    if (this.stopped) return;
    const socket = this.socket;
    this.socket = null;
    this.clearTimers();
    if (socket) {
      socket.onclose = null;
      socket.close(4001, 'offline');
    }
    this.waitForNetwork();
  }

  private waitForNetwork(): void {
    this.setState('offline');
    if (this.unsubscribeOnline || !this.options.onOnline) return;
    this.unsubscribeOnline = this.options.onOnline(() => {
      this.unsubscribeOnline?.();
      this.unsubscribeOnline = null;
      this.attempt = 0;
      void this.open();
    });
  }

  private fatal(error: unknown): void {
    this.stopped = true;
    this.setState('offline');
    this.options.onFatal?.(error);
  }

  private command(socket: SocketLike, request: RoomRequest): void {
    if (socket.readyState !== OPEN) return;
    try {
      socket.send(JSON.stringify(request));
    } catch {
      // Closing: onclose reconnects, and the outbox sends it again.
    }
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.changed();
  }

  private changed(): void {
    this.options.onChange?.();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private clearHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private clearTimers(): void {
    this.clearHeartbeat();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
