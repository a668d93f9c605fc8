/** A test's member in a room (decision 0070): a socket opened with the API's token, joined, and what it heard. */
import { expect, vi } from 'vitest';
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '../../contract/bundle.ts';
import { ROOM_CALLS, ROOM_COMMAND, RoomEvent, RoomTokenResponse, type RoomName } from '../../contract/rooms.ts';
import { ok, type Api, type Client } from './harness.ts';

export async function joinRoom(api: Api, who: { agent: Client; token: string }, room: RoomName) {
  const { socket } = ok(RoomTokenResponse, await who.agent.post(ROOM_CALLS.roomToken.path, { room }, { token: who.token }));
  const response = await api.server.fetch(socket, { headers: { upgrade: 'websocket', [SCHOOL_HEADER]: who.agent.school, [CLIENT_IP_HEADER]: who.agent.ip } });
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  ws.accept();
  const events: RoomEvent[] = [];
  ws.addEventListener('message', (event) => events.push(RoomEvent.parse(JSON.parse(event.data as string))));
  ws.send(JSON.stringify({ c: ROOM_COMMAND.join, after: 0 }));
  await vi.waitFor(() => expect(events.some((e) => e.e === 'joined')).toBe(true));
  return { ws, events };
}
