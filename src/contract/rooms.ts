/**
 * Real-time rooms (ARCHITECTURE.md decision 19; issue 42): one Durable Object per room (a live class's, later a
 * batch's), spoken to over a WebSocket in SPEC.md section 7's numeric commands. A room keeps an append-only log of
 * messages numbered by `seq`; a client that reconnects says the last `seq` it saw and gets what it missed, once and
 * in order. A learner joins with a short-lived token from the API, bound to the school, the learner and the room.
 *
 * SPEC.md fixes only the numbers 100-107 (the hand-raise and mic controls); the others are ours, written here.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { Id } from './common.ts';
export { ROOM_TEXT } from './rooms-text.ts';

export const ROOM_COMMAND = {
  join: 1,
  leave: 2,
  send: 3,
  onlineCount: 4,
  onlineUsers: 5,
  history: 6,
  unreadCount: 7,
  participants: 8,
  delete: 9,
  markRead: 10,
  heartbeat: 11,
  // SPEC.md section 7: the hand-raise and mic controls.
  raiseHand: 100,
  lowerHand: 101,
  /** Faculty take the first raised hand (or a named one) off the queue: they are answering it. */
  answerHand: 102,
  /** A learner asks to speak. */
  requestMic: 103,
  /** Faculty let a learner speak. */
  grantMic: 104,
  /** Faculty take the floor back. */
  revokeMic: 105,
  /** A learner with the floor mutes or unmutes themselves. */
  muteMic: 106,
  unmuteMic: 107,
} as const;
export type RoomCommandName = keyof typeof ROOM_COMMAND;

export const ROOM_LIMITS = {
  /** Characters in one chat message. */
  messageMax: 500,
  /** Messages a learner may send in RATE_WINDOW_MS. */
  rateMax: 5,
  rateWindowMs: 10_000,
  /** Messages one history answer or one resume carries at most; a client asks again from the last. */
  historyMax: 200,
  /** How long a room token lets a learner in: long enough to open the socket, not to hand it on. */
  tokenTtlSeconds: 120,
  /** A client's heartbeat, and how long without an answer it waits before it reconnects. */
  heartbeatMs: 20_000,
} as const;

/**
 * `live-{courseId}-{lessonId}`: a live class's room (`-{batchId}` after it: that batch's own class); `batch-{batchId}`: a batch's discussion circle;
 * `batch-{batchId}-news`: a batch's announcements, and `alerts` the school's (src/contract/live-alerts.ts): channels,
 * where only the API speaks. The name is all a room is known by inside its school.
 */
export const RoomName = z.string().regex(/^(live-[1-9]\d{0,14}-[1-9]\d{0,14}(-[1-9]\d{0,14})?|batch-[1-9]\d{0,14}(-news)?|alerts)$/, 'must be a live class room, a batch\'s room or the alert channel');
export type RoomName = z.infer<typeof RoomName>;
/** A live class's room: the product's own class (batch 0), or a batch's. */
export const liveRoom = (courseId: number, lessonId: number, batchId = 0): RoomName => `live-${courseId}-${lessonId}${batchId ? `-${batchId}` : ''}`;
/** The class a live room is of, or null for any other room. */
export function liveOfRoom(room: RoomName): { courseId: number; lessonId: number; batchId: number } | null {
  if (!room.startsWith('live-')) return null;
  const [, courseId, lessonId, batchId] = room.split('-').map(Number);
  return { courseId: courseId!, lessonId: lessonId!, batchId: batchId ?? 0 };
}
export const circleRoom = (batchId: number): RoomName => `batch-${batchId}`;
export const newsChannel = (batchId: number): RoomName => `batch-${batchId}-news`;
export const ALERT_CHANNEL: RoomName = 'alerts';
/** Rooms where members only listen: the API alone speaks in them. */
export const isChannel = (room: RoomName): boolean => room === ALERT_CHANNEL || room.endsWith('-news');
/** The batch a batch's room belongs to, or null for any other room. */
export const batchOfRoom = (room: RoomName): number | null => (room.startsWith('batch-') ? Number(room.split('-')[1]) : null);

export const RoomRole = z.enum(['learner', 'faculty', 'admin']);
export type RoomRole = z.infer<typeof RoomRole>;

/** Who a socket belongs to, as the token says and the room keeps it. */
export const RoomMember = z.object({ user: Id, name: z.string(), role: RoomRole });
export type RoomMember = z.infer<typeof RoomMember>;

const Seq = z.number().int().nonnegative();
/** A client's own id for a message it sends: the room stores a message once per nonce, however often it is sent. */
const Nonce = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** What a client sends: `{ c: <command number>, ...its fields }`. */
export const RoomRequest = z.discriminatedUnion('c', [
  z.object({ c: z.literal(ROOM_COMMAND.join), after: Seq.default(0) }),
  z.object({ c: z.literal(ROOM_COMMAND.leave) }),
  z.object({ c: z.literal(ROOM_COMMAND.send), nonce: Nonce, text: z.string() }),
  z.object({ c: z.literal(ROOM_COMMAND.onlineCount) }),
  z.object({ c: z.literal(ROOM_COMMAND.onlineUsers) }),
  z.object({ c: z.literal(ROOM_COMMAND.history), before: Seq.optional(), limit: z.number().int().min(1).max(ROOM_LIMITS.historyMax).default(50) }),
  z.object({ c: z.literal(ROOM_COMMAND.unreadCount) }),
  z.object({ c: z.literal(ROOM_COMMAND.participants) }),
  z.object({ c: z.literal(ROOM_COMMAND.delete), seq: Seq }),
  z.object({ c: z.literal(ROOM_COMMAND.markRead), seq: Seq }),
  z.object({ c: z.literal(ROOM_COMMAND.heartbeat) }),
  z.object({ c: z.literal(ROOM_COMMAND.raiseHand) }),
  z.object({ c: z.literal(ROOM_COMMAND.lowerHand) }),
  z.object({ c: z.literal(ROOM_COMMAND.answerHand), user: Id.optional() }),
  z.object({ c: z.literal(ROOM_COMMAND.requestMic) }),
  z.object({ c: z.literal(ROOM_COMMAND.grantMic), user: Id }),
  z.object({ c: z.literal(ROOM_COMMAND.revokeMic), user: Id }),
  z.object({ c: z.literal(ROOM_COMMAND.muteMic) }),
  z.object({ c: z.literal(ROOM_COMMAND.unmuteMic) }),
]);
export type RoomRequest = z.input<typeof RoomRequest>;

export const ChatMessage = z.object({
  seq: Seq,
  user: Id,
  name: z.string(),
  role: RoomRole,
  text: z.string(),
  sent_at: z.number(),
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const MicState = z.enum(['none', 'requested', 'granted', 'muted']);
export type MicState = z.infer<typeof MicState>;
export const Participant = RoomMember.extend({ online: z.boolean(), hand_raised_at: z.number().nullable(), mic: MicState });
export type Participant = z.infer<typeof Participant>;

/** What the room sends: `{ e: <event>, ... }`. Messages always carry their `seq`, so a client sees each once. */
export const RoomEvent = z.discriminatedUnion('e', [
  z.object({ e: z.literal('joined'), me: RoomMember, last_seq: Seq, read_seq: Seq }),
  z.object({ e: z.literal('message'), message: ChatMessage }),
  /** Messages after a `seq` (a resume) or before one (history), oldest first; `more`: ask again from the last. */
  z.object({ e: z.literal('messages'), messages: z.array(ChatMessage), more: z.boolean() }),
  z.object({ e: z.literal('ack'), nonce: Nonce, seq: Seq }),
  z.object({ e: z.literal('deleted'), seq: Seq }),
  z.object({ e: z.literal('online'), count: z.number().int().nonnegative() }),
  z.object({ e: z.literal('online_users'), users: z.array(RoomMember) }),
  z.object({ e: z.literal('unread'), count: z.number().int().nonnegative(), read_seq: Seq }),
  z.object({ e: z.literal('participants'), participants: z.array(Participant) }),
  z.object({ e: z.literal('hands'), queue: z.array(z.object({ user: Id, name: z.string(), raised_at: z.number() })) }),
  z.object({ e: z.literal('mic'), user: Id, state: MicState }),
  z.object({ e: z.literal('answering'), user: Id, name: z.string() }),
  z.object({ e: z.literal('pong') }),
  /** A channel's announcement, as it is sent: the school's (the alert channel) or a batch's. */
  z.object({ e: z.literal('alert'), alert: z.object({ id: Id, title: z.string(), body: z.string(), created_at: z.string() }) }),
  z.object({ e: z.literal('error'), message: z.string(), command: z.number().int().optional(), nonce: Nonce.optional() }),
]);
export type RoomEvent = z.infer<typeof RoomEvent>;

export const RoomTokenRequest = z.object({ room: RoomName }).strict();
export const RoomTokenResponse = z.object({
  token: z.string(),
  /** The socket's path, with the token: open it with the page's origin. */
  socket: z.string(),
  me: RoomMember,
  expires_at: z.number(),
});
export type RoomTokenResponse = z.infer<typeof RoomTokenResponse>;
export const RoomSocketParams = z.object({ room: RoomName });
export const RoomSocketQuery = z.object({ token: z.string().min(20).max(2000) });

export const ROOM_CALLS = {
  /** A token to join a room: an enrolled learner (or staff) of the live class's course. */
  roomToken: defineCall({ method: 'POST', path: '/learner/v1/rooms/token', session: true, body: RoomTokenRequest, response: RoomTokenResponse }),
  /** The room's WebSocket (an Upgrade request); not JSON. */
  roomSocket: defineCall({ method: 'GET', path: '/learner/v1/rooms/:room/socket', session: false, params: RoomSocketParams, query: RoomSocketQuery, response: null }),
} as const;
