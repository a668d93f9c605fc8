/**
 * Room tokens (src/contract/rooms.ts): short-lived, signed by the API, bound to the school, the room and the member
 * (learner, name and role). The room socket's route checks one before the room's Durable Object is reached, so a
 * room only ever sees members the API let in.
 */
import { ROOM_LIMITS, RoomMember, type RoomName } from '../../contract/rooms.ts';
import { z } from 'zod';
import { signValue, verifiedValue } from './signed-url.ts';

const PURPOSE = 'room';

const Claims = z.object({ school: z.number().int(), room: z.string(), member: RoomMember, exp: z.number().int() });
export type RoomClaims = z.infer<typeof Claims>;

export const signRoomToken = (secret: string, claims: Omit<RoomClaims, 'exp'>, now = Date.now()): Promise<{ token: string; expires: number }> => {
  const exp = Math.floor(now / 1000) + ROOM_LIMITS.tokenTtlSeconds;
  return signValue(secret, PURPOSE, { ...claims, exp }).then((token) => ({ token, expires: exp * 1000 }));
};

export type RoomTokenCheck = { ok: true; member: RoomMember } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether `token` lets its member into `room` of `school` now. */
export async function checkRoomToken(secret: string, token: string, school: number, room: RoomName, now = Date.now()): Promise<RoomTokenCheck> {
  const parsed = Claims.safeParse(await verifiedValue(secret, PURPOSE, token));
  if (!parsed.success || parsed.data.school !== school || parsed.data.room !== room) return { ok: false, reason: 'invalid' };
  if (Math.floor(now / 1000) > parsed.data.exp) return { ok: false, reason: 'expired' };
  return { ok: true, member: parsed.data.member };
}
