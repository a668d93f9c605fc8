/**
 * The header the socket route names a room's member in (src/api/endpoints/rooms/rooms.ts -> src/api/rooms/room.ts).
 * Apart from the room's class so the API's routes load without the Durable Objects runtime module (the unit tests
 * load them in Node).
 */
export const ROOM_MEMBER_HEADER = 'x-schoolfront-room-member';
