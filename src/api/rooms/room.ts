/**
 * A room (ARCHITECTURE.md decision 19; src/contract/rooms.ts): one Durable Object per live class, holding its
 * members' WebSockets through the Hibernation API (the object may leave memory between messages; the sockets stay)
 * and its chat in the object's own SQLite. Messages are an append-only log numbered by `seq`: a client that comes
 * back says the last `seq` it saw and gets what it missed, in order; a message sent again with the same nonce (a
 * retry after a dropped connection) is stored once. Only the API's socket route reaches an object, with the member
 * the room token named: the object trusts that header and nothing a client says about who it is.
 */
import { DurableObject } from 'cloudflare:workers';
import { ROOM_BROADCAST_HEADER, ROOM_CHANNEL_HEADER, ROOM_HISTORY_HEADER, ROOM_MEMBER_HEADER } from './member-header.ts';
import { LIVE_CHAT_MAX } from '../../contract/live.ts';
import { ROOM_COMMAND, ROOM_LIMITS, ROOM_TEXT, RoomEvent, RoomMember, RoomRequest, type ChatMessage, type MicState } from '../../contract/rooms.ts';


const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL, name TEXT NOT NULL, role TEXT NOT NULL,
    text TEXT NOT NULL, nonce TEXT NOT NULL, sent_ms INTEGER NOT NULL, deleted INTEGER NOT NULL DEFAULT 0,
    UNIQUE (user_id, nonce))`,
  `CREATE TABLE IF NOT EXISTS members (
    user_id INTEGER PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL,
    read_seq INTEGER NOT NULL DEFAULT 0, hand_ms INTEGER, mic TEXT NOT NULL DEFAULT 'none')`,
];

// A heartbeat is answered by the runtime itself, without waking a hibernating room.
const HEARTBEAT = JSON.stringify({ c: ROOM_COMMAND.heartbeat });
const PONG = JSON.stringify({ e: 'pong' } satisfies RoomEvent);
const ONLINE_EVERY_MS = 1_000;

type MessageRow = { seq: number; user_id: number; name: string; role: string; text: string; sent_ms: number; deleted: number };
type MemberRow = { user_id: number; name: string; role: string; read_seq: number; hand_ms: number | null; mic: string };

/** Control characters other than line breaks go; what is left is plain text, drawn by the page as text. */
const clean = (text: string): string => text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();

const toMessage = (row: MessageRow): ChatMessage => ({
  seq: row.seq, user: row.user_id, name: row.name, role: RoomMember.shape.role.parse(row.role), text: row.deleted ? '' : row.text, sent_at: row.sent_ms, deleted: row.deleted === 1,
});

export class Room extends DurableObject<ApiEnv> {
  private readonly sql: SqlStorage;
  /** When each learner's recent messages were sent (the rate limit); lost on hibernation, which only forgives. */
  private readonly recent = new Map<number, number[]>();
  private onlineTimer: ReturnType<typeof setTimeout> | null = null;
  /** Sockets closed since the last online count: still listed by the runtime while they close. */
  private closing = new Set<WebSocket>();
  private joined: Set<WebSocket> | null = null;

  constructor(ctx: DurableObjectState, env: ApiEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    for (const statement of SCHEMA) this.sql.exec(statement);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT, PONG));
  }

  /**
   * A member's socket, opened by the API's socket route once it checked the room token; or, from the API alone, an
   * event for every joined socket (the alert channel's alerts).
   */
  override async fetch(request: Request): Promise<Response> {
    if (request.method === 'GET' && request.headers.get(ROOM_HISTORY_HEADER) === '1') {
      const rows = this.sql.exec<MessageRow>('SELECT * FROM messages WHERE deleted = 0 ORDER BY seq LIMIT ?', LIVE_CHAT_MAX).toArray();
      return Response.json(rows.map(toMessage));
    }
    if (request.method === 'POST' && request.headers.get(ROOM_BROADCAST_HEADER) === '1') {
      this.broadcast(RoomEvent.parse(await request.json()));
      return new Response(null, { status: 204 });
    }
    const parsed = RoomMember.safeParse(JSON.parse(request.headers.get(ROOM_MEMBER_HEADER) ?? 'null'));
    if (!parsed.success || request.headers.get('upgrade') !== 'websocket') return new Response(null, { status: 400 });
    const member = parsed.data;
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [String(member.user)]);
    // Not joined yet: broadcasts skip the socket until its join has sent it everything up to now (a resume and a
    // live message never overlap, so a client sees each message once even before it deduplicates).
    server.serializeAttachment({ ...member, joined: false, channel: request.headers.get(ROOM_CHANNEL_HEADER) === '1' });
    this.sql.exec(
      'INSERT INTO members (user_id, name, role) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, role = excluded.role',
      member.user, member.name, member.role,
    );
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const me = RoomMember.parse(ws.deserializeAttachment());
    let request: ReturnType<typeof RoomRequest.parse>;
    try {
      request = RoomRequest.parse(JSON.parse(typeof data === 'string' ? data : new TextDecoder().decode(data)));
    } catch {
      return this.reply(ws, { e: 'error', message: ROOM_TEXT.unknownCommand });
    }
    const staff = me.role !== 'learner';
    const refuse = (message: string, extra: { nonce?: string } = {}) => this.reply(ws, { e: 'error', message, command: request.c, ...extra });
    // On the alert channel members listen: they join, leave and beat; only the API speaks.
    const listening: readonly number[] = [ROOM_COMMAND.join, ROOM_COMMAND.leave, ROOM_COMMAND.heartbeat, ROOM_COMMAND.onlineCount];
    if ((ws.deserializeAttachment() as { channel?: boolean }).channel && !listening.includes(request.c)) return refuse(ROOM_TEXT.channelOnly);
    switch (request.c) {
      case ROOM_COMMAND.join: return this.join(ws, me, request.after);
      case ROOM_COMMAND.leave: {
        this.joinedSockets().delete(ws);
        ws.close(1000, 'left');
        return this.broadcastOnline(ws);
      }
      case ROOM_COMMAND.send: return this.sendMessage(ws, me, request.nonce, request.text);
      case ROOM_COMMAND.onlineCount: return this.reply(ws, { e: 'online', count: this.onlineMembers().length });
      case ROOM_COMMAND.onlineUsers: return this.reply(ws, { e: 'online_users', users: this.onlineMembers() });
      case ROOM_COMMAND.history: {
        const before = request.before ?? Number.MAX_SAFE_INTEGER;
        const rows = this.sql.exec<MessageRow>('SELECT * FROM messages WHERE seq < ? ORDER BY seq DESC LIMIT ?', before, request.limit + 1).toArray();
        return this.reply(ws, { e: 'messages', messages: rows.slice(0, request.limit).reverse().map(toMessage), more: rows.length > request.limit });
      }
      case ROOM_COMMAND.unreadCount: return this.reply(ws, this.unread(me.user));
      case ROOM_COMMAND.participants: return this.reply(ws, { e: 'participants', participants: this.participants() });
      case ROOM_COMMAND.delete: {
        const row = this.sql.exec<MessageRow>('SELECT * FROM messages WHERE seq = ?', request.seq).toArray()[0];
        if (!row) return refuse(ROOM_TEXT.unknownCommand);
        if (row.user_id !== me.user && !staff) return refuse(ROOM_TEXT.notYours);
        this.sql.exec("UPDATE messages SET deleted = 1, text = '' WHERE seq = ?", row.seq);
        return this.broadcast({ e: 'deleted', seq: row.seq });
      }
      case ROOM_COMMAND.markRead: {
        const last = this.lastSeq();
        this.sql.exec('UPDATE members SET read_seq = MAX(read_seq, ?) WHERE user_id = ?', Math.min(request.seq, last), me.user);
        return this.reply(ws, this.unread(me.user));
      }
      case ROOM_COMMAND.heartbeat: return this.reply(ws, { e: 'pong' });
      case ROOM_COMMAND.raiseHand:
        this.sql.exec('UPDATE members SET hand_ms = COALESCE(hand_ms, ?) WHERE user_id = ?', Date.now(), me.user);
        return this.broadcastHands();
      case ROOM_COMMAND.lowerHand:
        this.sql.exec('UPDATE members SET hand_ms = NULL WHERE user_id = ?', me.user);
        return this.broadcastHands();
      case ROOM_COMMAND.answerHand: {
        if (!staff) return refuse(ROOM_TEXT.facultyOnly);
        const next = this.sql.exec<MemberRow>(
          request.user === undefined ? 'SELECT * FROM members WHERE hand_ms IS NOT NULL ORDER BY hand_ms, user_id LIMIT 1' : 'SELECT * FROM members WHERE hand_ms IS NOT NULL AND user_id = ?',
          ...(request.user === undefined ? [] : [request.user]),
        ).toArray()[0];
        if (!next) return this.broadcastHands();
        this.sql.exec('UPDATE members SET hand_ms = NULL WHERE user_id = ?', next.user_id);
        this.broadcast({ e: 'answering', user: next.user_id, name: next.name });
        return this.broadcastHands();
      }
      case ROOM_COMMAND.requestMic:
        this.setMic(me.user, 'requested', ['none']);
        return;
      case ROOM_COMMAND.grantMic:
        if (!staff) return refuse(ROOM_TEXT.facultyOnly);
        this.setMic(request.user, 'granted');
        return;
      case ROOM_COMMAND.revokeMic:
        if (!staff) return refuse(ROOM_TEXT.facultyOnly);
        this.setMic(request.user, 'none');
        return;
      case ROOM_COMMAND.muteMic:
        if (!this.setMic(me.user, 'muted', ['granted', 'muted'])) return refuse(ROOM_TEXT.micNotGranted);
        return;
      case ROOM_COMMAND.unmuteMic:
        if (!this.setMic(me.user, 'granted', ['granted', 'muted'])) return refuse(ROOM_TEXT.micNotGranted);
        return;
    }
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    this.joinedSockets().delete(ws);
    try {
      ws.close(code, reason);
    } catch {
      // Already closed: the runtime answered the close itself.
    }
    this.broadcastOnline(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.joinedSockets().delete(ws);
    this.broadcastOnline(ws);
  }

  /** Who the member is, where the log stands, then every message after `after` (a resume) and the room's state. */
  private join(ws: WebSocket, me: RoomMember, after: number): void {
    ws.serializeAttachment({ ...(ws.deserializeAttachment() as object), ...me, joined: true });
    this.joinedSockets().add(ws);
    const member = this.sql.exec<MemberRow>('SELECT * FROM members WHERE user_id = ?', me.user).toArray()[0];
    this.reply(ws, { e: 'joined', me, last_seq: this.lastSeq(), read_seq: member?.read_seq ?? 0 });
    // A resume sends what was missed a page at a time, oldest first, so nothing comes twice or out of order.
    let from = after;
    for (;;) {
      const rows = this.sql.exec<MessageRow>('SELECT * FROM messages WHERE seq > ? ORDER BY seq LIMIT ?', from, ROOM_LIMITS.historyMax + 1).toArray();
      const page = rows.slice(0, ROOM_LIMITS.historyMax);
      this.reply(ws, { e: 'messages', messages: page.map(toMessage), more: rows.length > ROOM_LIMITS.historyMax });
      if (rows.length <= ROOM_LIMITS.historyMax) break;
      from = page.at(-1)!.seq;
    }
    this.reply(ws, this.unread(me.user));
    this.reply(ws, this.handsEvent());
    this.broadcastOnline();
  }

  private sendMessage(ws: WebSocket, me: RoomMember, nonce: string, raw: string): void {
    const text = clean(raw);
    const refuse = (message: string) => this.reply(ws, { e: 'error', message, command: ROOM_COMMAND.send, nonce });
    if (!text) return refuse(ROOM_TEXT.messageEmpty);
    if (text.length > ROOM_LIMITS.messageMax) return refuse(ROOM_TEXT.messageTooLong);
    // Sent before (a retry): acknowledged again, stored and shown once.
    const earlier = this.sql.exec<{ seq: number }>('SELECT seq FROM messages WHERE user_id = ? AND nonce = ?', me.user, nonce).toArray()[0];
    if (earlier) return this.reply(ws, { e: 'ack', nonce, seq: earlier.seq });
    const now = Date.now();
    const recent = (this.recent.get(me.user) ?? []).filter((at) => now - at < ROOM_LIMITS.rateWindowMs);
    if (recent.length >= ROOM_LIMITS.rateMax && me.role === 'learner') return refuse(ROOM_TEXT.tooFast);
    recent.push(now);
    this.recent.set(me.user, recent);
    const row = this.sql.exec<MessageRow>(
      'INSERT INTO messages (user_id, name, role, text, nonce, sent_ms) VALUES (?, ?, ?, ?, ?, ?) RETURNING *', me.user, me.name, me.role, text, nonce, now,
    ).one();
    // One's own message is read.
    this.sql.exec('UPDATE members SET read_seq = MAX(read_seq, ?) WHERE user_id = ?', row.seq, me.user);
    this.reply(ws, { e: 'ack', nonce, seq: row.seq });
    this.broadcast({ e: 'message', message: toMessage(row) });
  }

  /** Sets a member's mic when it is in one of `from` (any state when absent); tells the room. False: it was not. */
  private setMic(user: number, state: MicState, from?: readonly MicState[]): boolean {
    const row = this.sql.exec<MemberRow>('SELECT * FROM members WHERE user_id = ?', user).toArray()[0];
    if (!row || (from && !from.includes(row.mic as MicState))) return false;
    this.sql.exec('UPDATE members SET mic = ? WHERE user_id = ?', state, user);
    this.broadcast({ e: 'mic', user, state });
    return true;
  }

  private lastSeq(): number {
    return this.sql.exec<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM messages').one().seq ?? 0;
  }

  private unread(user: number): RoomEvent {
    const member = this.sql.exec<MemberRow>('SELECT * FROM members WHERE user_id = ?', user).toArray()[0];
    const readSeq = member?.read_seq ?? 0;
    const count = this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM messages WHERE seq > ? AND user_id != ? AND deleted = 0', readSeq, user).one().n;
    return { e: 'unread', count, read_seq: readSeq };
  }

  /** The members with an open socket, once each, skipping `closing` (sockets on their way out). */
  private onlineMembers(closing?: ReadonlySet<WebSocket>): RoomMember[] {
    const seen = new Map<number, RoomMember>();
    for (const socket of this.ctx.getWebSockets()) {
      if (closing?.has(socket) || socket.readyState !== WebSocket.OPEN) continue;
      const member = RoomMember.safeParse(socket.deserializeAttachment());
      if (member.success) seen.set(member.data.user, member.data);
    }
    return [...seen.values()];
  }

  private participants() {
    const online = new Set(this.onlineMembers().map((m) => m.user));
    return this.sql.exec<MemberRow>('SELECT * FROM members ORDER BY role != ?, name', 'learner').toArray().map((row) => ({
      user: row.user_id, name: row.name, role: RoomMember.shape.role.parse(row.role), online: online.has(row.user_id), hand_raised_at: row.hand_ms, mic: row.mic as MicState,
    }));
  }

  private handsEvent(): RoomEvent {
    const rows = this.sql.exec<MemberRow>('SELECT * FROM members WHERE hand_ms IS NOT NULL ORDER BY hand_ms, user_id').toArray();
    return { e: 'hands', queue: rows.map((r) => ({ user: r.user_id, name: r.name, raised_at: r.hand_ms! })) };
  }

  private broadcastHands(): void {
    this.broadcast(this.handsEvent());
  }

  /**
   * Tells the room how many are online, at most once a second: a thousand learners joining at the start of a class
   * would otherwise be a thousand broadcasts to a thousand sockets.
   */
  private broadcastOnline(closing?: WebSocket): void {
    if (closing) this.closing.add(closing);
    if (this.onlineTimer) return;
    this.onlineTimer = setTimeout(() => {
      this.onlineTimer = null;
      const gone = this.closing;
      this.closing = new Set();
      const count = this.onlineMembers(gone).length;
      const json = JSON.stringify({ e: 'online', count } satisfies RoomEvent);
      for (const socket of this.joinedSockets()) {
        if (gone.has(socket)) continue;
        try {
          socket.send(json);
        } catch {
          // As in reply.
        }
      }
    }, ONLINE_EVERY_MS);
  }

  /**
   * The sockets whose join has been answered: the ones live events go to. Kept in memory, and read again from the
   * sockets' attachments when the object wakes from hibernation (its memory was let go, the sockets were not).
   */
  private joinedSockets(): Set<WebSocket> {
    if (!this.joined) {
      this.joined = new Set(this.ctx.getWebSockets().filter((socket) => (socket.deserializeAttachment() as { joined?: boolean } | null)?.joined === true));
    }
    return this.joined;
  }

  private reply(ws: WebSocket, event: RoomEvent): void {
    try {
      ws.send(JSON.stringify(event));
    } catch {
      // The socket closed meanwhile: the member resumes from their last seq when they come back.
    }
  }

  private broadcast(event: RoomEvent, skip?: WebSocket): void {
    const json = JSON.stringify(event);
    for (const socket of this.joinedSockets()) {
      if (socket === skip) continue;
      try {
        socket.send(json);
      } catch {
        // As in reply.
      }
    }
  }
}
