/**
 * The headers the API's routes speak to a room's object in (src/api/endpoints/rooms/rooms.ts, lib/live-alerts.ts ->
 * src/api/rooms/room.ts). Apart from the room's class so the API's routes load without the Durable Objects runtime
 * module (the unit tests load them in Node). No client reaches an object but through the socket route, which sets them.
 */
/** The member the room token named. */
export const ROOM_MEMBER_HEADER = 'x-schoolfront-room-member';
/** "1": the socket is on the school's alert channel, where members only listen. */
export const ROOM_CHANNEL_HEADER = 'x-schoolfront-room-channel';
/** "1" on a POST: the body is an event the API sends to every joined socket (an alert). */
export const ROOM_BROADCAST_HEADER = 'x-schoolfront-room-broadcast';
/** "1" on a GET: the room's whole chat (up to LIVE_CHAT_MAX), oldest first, as JSON: the recording's replay. */
export const ROOM_HISTORY_HEADER = 'x-schoolfront-room-history';
