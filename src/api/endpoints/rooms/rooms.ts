import type { Handler } from 'hono';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { pathOf } from '../../../contract/call.ts';
import { LIVE_TEXT, liveState } from '../../../contract/live.ts';
import { ALERT_CHANNEL, batchOfRoom, isChannel, liveOfRoom, ROOM_CALLS, ROOM_TEXT, RoomSocketParams, RoomSocketQuery, RoomTokenRequest, type RoomMember, type RoomName, type RoomTokenResponse } from '../../../contract/rooms.ts';
import { batchNotFound, batchReader } from '../../lib/batches.ts';
import { ApiError } from '../../lib/errors.ts';
import { notEnrolled } from '../../lib/learning.ts';
import { visitorClass } from '../../lib/live.ts';
import { noStore } from '../../lib/respond.ts';
import { checkRoomToken, signRoomToken } from '../../lib/room-token.ts';
import { requireSession } from '../../lib/sessions.ts';
import { mediaUrlSecret } from '../../lib/signed-url.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { Db } from '../../db/database.ts';
import { ROOM_CHANNEL_HEADER, ROOM_MEMBER_HEADER } from '../../rooms/member-header.ts';
import { staffRole } from '../../lib/community.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.roomToken` (session; RoomTokenRequest -> RoomTokenResponse): a token to open a live class's room, for a
 * learner with running access to its course (SPEC.md section 6) who meets in that class (their batch's own, or the
 * product's) once it has begun, or the school's faculty
 * and admins at any time; to a batch's circle or announcements, for its members and the school's staff; or to listen
 * on the school's alert channel, for anyone signed in at the school.
 */
export const roomToken: Handler<AppEnv> = async (c) => {
  const { room } = await parseBody(c, RoomTokenRequest);
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  if (room === ALERT_CHANNEL) {
    // The school's alert channel: every signed-in member of the school listens.
    const role = await staffRole(db, school, user.id);
    const me: RoomMember = { user: user.id, name: user.name, role: role ?? 'learner' };
    return noStore(c, await tokenAnswer(c.env, school.id, room, me));
  }
  const batchId = batchOfRoom(room);
  if (batchId !== null) {
    // A batch's circle and its announcements: its members, and the school's faculty and admins.
    const batch = await db.selectFrom('batches').select('id').where('school_id', '=', school.id).where('id', '=', batchId).executeTakeFirst();
    if (!batch) throw batchNotFound();
    const { staff } = await batchReader(db, school, batchId, user.id);
    return noStore(c, await tokenAnswer(c.env, school.id, room, { user: user.id, name: user.name, role: staff ?? 'learner' }));
  }
  const live = liveOfRoom(room)!;
  const now = Date.now();
  const { cls, access, staff } = await visitorClass(db, school, user.id, live.courseId, live.lessonId, now, { batchId: live.batchId || undefined, field: 'room' });
  if (access !== 'open') throw notEnrolled();
  // Each batch meets in its own class's room: a learner's is the class the page gave them.
  if (cls.row.batch_id !== live.batchId) throw new ApiError(ERROR_CODE.forbidden, LIVE_TEXT.otherBatch);
  // Learners meet in the room once the class has begun, and keep its chat afterwards; faculty may open it early.
  const state = liveState(cls.row, now);
  if (!staff && (state === 'scheduled' || state === 'cancelled')) throw new ApiError(ERROR_CODE.forbidden, ROOM_TEXT.notOpen);
  const me: RoomMember = { user: user.id, name: user.name, role: staff ?? 'learner' };
  return noStore(c, await tokenAnswer(c.env, school.id, room, me));
};

async function tokenAnswer(env: ApiEnv, school: number, room: RoomName, me: RoomMember): Promise<RoomTokenResponse> {
  const { token, expires } = await signRoomToken(mediaUrlSecret(env), { school, room, member: me });
  return { token, socket: `${pathOf(ROOM_CALLS.roomSocket, { room })}?token=${encodeURIComponent(token)}`, me, expires_at: expires };
}

/** A batch's circle after the batch has ended: its learners read what was said, and say nothing more. */
async function endedForLearner(db: Db, schoolId: number, room: RoomName, role: RoomMember['role']): Promise<boolean> {
  const batchId = batchOfRoom(room);
  if (batchId === null || role !== 'learner') return false;
  const row = await db.selectFrom('batches').select('ends_ms').where('school_id', '=', schoolId).where('id', '=', batchId).executeTakeFirst();
  return row !== undefined && row.ends_ms <= Date.now();
}

/**
 * `CALLS.roomSocket` (an Upgrade request with a room token): the room's WebSocket, opened in its Durable Object (one
 * per school and room) with the member the token names. A token of another school, another room, or past its time is
 * refused before the room is reached.
 */
export const roomSocket: Handler<AppEnv> = async (c) => {
  const { room } = parseInput(RoomSocketParams, c.req.param());
  const { token } = parseInput(RoomSocketQuery, c.req.query());
  if (c.req.header('upgrade') !== 'websocket') return c.text('Expected a WebSocket', 426);
  const school = c.var.school;
  const check = await checkRoomToken(mediaUrlSecret(c.env), token, school.id, room);
  if (!check.ok) throw new ApiError(ERROR_CODE.forbidden, check.reason === 'expired' ? ROOM_TEXT.tokenExpired : ROOM_TEXT.tokenInvalid);
  const stub = c.env.ROOMS.get(c.env.ROOMS.idFromName(`${school.id}/${room}`));
  const headers = new Headers(c.req.raw.headers);
  headers.set(ROOM_MEMBER_HEADER, JSON.stringify(check.member));
  if (isChannel(room) || (await endedForLearner(c.var.db, school.id, room, check.member.role))) headers.set(ROOM_CHANNEL_HEADER, '1');
  return stub.fetch(new Request(c.req.raw.url, { method: 'GET', headers }));
};
