// `node scripts/bench-rooms.ts [clients] [messages per second] [seconds]`: one live class's room under load (issue 42;
// decision 0070). Against the learner API in workerd on loopback (wrangler's test harness), `clients` learners (1,000
// by default) hold WebSockets open to one room, and messages go in at `rate` a second in all (20), each sent by the
// next learner in turn. Every client checks each message arrives once and in order; the fan-out latency is the time
// from a send to each arrival. Then 30% of the clients drop at once and come back, resuming from the last seq they
// saw, while messages keep coming; the same figures again. Ends with the workerd process's memory. Prints the
// figures; docs/performance.md records them; nothing asserts them. Stops by itself.
import { execFileSync } from 'node:child_process';
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '../src/contract/bundle.ts';
import { liveRoom, ROOM_CALLS, ROOM_COMMAND, type RoomEvent } from '../src/contract/rooms.ts';
import { pathOf } from '../src/contract/call.ts';
import { signRoomToken } from '../src/api/lib/room-token.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { loopbackApi, type LoopbackApi } from './lib/loopback-api.ts';

const SECRET = 'bench-rooms-media-url-secret-0123456789';
const room = liveRoom(101, 26);

export interface RoomPhase {
  messages: number;
  deliveries: number;
  lost: number;
  duplicated: number;
  reordered: number;
  p50: number;
  p99: number;
}
export interface RoomFigures {
  clients: number;
  connectMs: number;
  steady: RoomPhase;
  reconnect: RoomPhase & { dropped: number; resumeMs: number };
  workerdRssMb: number | null;
}

type HarnessSocket = NonNullable<Awaited<ReturnType<LoopbackApi['server']['fetch']>>['webSocket']>;

interface Client {
  user: number;
  ws: HarnessSocket;
  lastSeq: number;
  seen: Set<number>;
  duplicated: number;
  reordered: number;
}

const percentile = (sorted: readonly number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function roomBench(clients = 1_000, rate = 20, seconds = 10): Promise<RoomFigures> {
  const api = await loopbackApi('rooms-bench', { MEDIA_URL_SECRET: SECRET });
  try {
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const all: Client[] = [];
    const connect = async (user: number, after: number, existing?: Client): Promise<Client> => {
      const { token } = await signRoomToken(SECRET, { school: ALPHA.id, room, member: { user, name: `Learner ${user}`, role: 'learner' } });
      const response = await api.server.fetch(`${pathOf(ROOM_CALLS.roomSocket, { room })}?token=${encodeURIComponent(token)}`, {
        headers: { upgrade: 'websocket', [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: `10.${(user >> 16) & 255}.${(user >> 8) & 255}.${user & 255}` },
      });
      if (response.status !== 101 || !response.webSocket) throw new Error(`socket refused: ${response.status}`);
      const ws = response.webSocket;
      ws.accept();
      const client: Client = existing ?? { user, ws, lastSeq: 0, seen: new Set(), duplicated: 0, reordered: 0 };
      client.ws = ws;
      const joined = new Promise<void>((resolve) => {
        ws.addEventListener('message', (event) => {
          // Parsed, not checked against the schema: at 20,000 deliveries a second the check would be the bench.
          const parsed = JSON.parse(event.data as string) as RoomEvent;
          if (parsed.e === 'joined') resolve();
          const messages = parsed.e === 'message' ? [parsed.message] : parsed.e === 'messages' ? parsed.messages : [];
          for (const m of messages) {
            if (client.seen.has(m.seq)) {
              client.duplicated += 1;
              continue;
            }
            if (m.seq < client.lastSeq) client.reordered += 1;
            client.seen.add(m.seq);
            client.lastSeq = Math.max(client.lastSeq, m.seq);
            const at = sentAt.get(m.text);
            if (at !== undefined && parsed.e === 'message') latencies.push(performance.now() - at);
          }
        });
      });
      ws.send(JSON.stringify({ c: ROOM_COMMAND.join, after }));
      await joined;
      return client;
    };

    const started = performance.now();
    for (let i = 0; i < clients; i += 50) {
      all.push(...(await Promise.all(Array.from({ length: Math.min(50, clients - i) }, (_, j) => connect(900_000 + i + j, 0)))));
    }
    const connectMs = performance.now() - started;

    let sent = 0;
    const send = async (count: number) => {
      const gap = 1000 / rate;
      for (let k = 0; k < count; k += 1) {
        const from = all[sent % all.length]!;
        const text = `bench message ${sent}`;
        sentAt.set(text, performance.now());
        try {
          from.ws.send(JSON.stringify({ c: ROOM_COMMAND.send, nonce: `bench-${sent}-nonce`, text }));
        } catch {
          // The sender is between sockets (the reconnect phase): its message is not sent, and not counted.
          sentAt.delete(text);
        }
        sent += 1;
        await sleep(gap);
      }
    };
    const settle = async (expected: () => number) => {
      const deadline = performance.now() + 60_000;
      while (performance.now() < deadline && all.some((c) => c.seen.size < expected())) await sleep(200);
    };
    const phase = (messages: number, from: number): RoomPhase => {
      const sorted = latencies.slice(from).sort((a, b) => a - b);
      const deliveries = all.reduce((sum, c) => sum + c.seen.size, 0);
      return {
        messages,
        deliveries,
        lost: all.reduce((sum, c) => sum + Math.max(0, sentAt.size - c.seen.size), 0),
        duplicated: all.reduce((sum, c) => sum + c.duplicated, 0),
        reordered: all.reduce((sum, c) => sum + c.reordered, 0),
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
      };
    };

    await send(rate * seconds);
    await settle(() => sentAt.size);
    const steady = phase(sentAt.size, 0);

    // 30% drop at once and come back, resuming from what they saw, while messages keep coming.
    const mark = latencies.length;
    const dropped = all.filter((_, i) => i % 10 < 3);
    for (const c of dropped) c.ws.close(1001, 'dropped');
    const resumeStarted = performance.now();
    const sending = send(rate * seconds);
    for (let i = 0; i < dropped.length; i += 50) {
      await Promise.all(dropped.slice(i, i + 50).map((c) => connect(c.user, c.lastSeq, c)));
    }
    const resumeMs = performance.now() - resumeStarted;
    await sending;
    await settle(() => sentAt.size);
    const reconnect = { ...phase(sentAt.size, mark), dropped: dropped.length, resumeMs };
    return { clients, connectMs, steady, reconnect, workerdRssMb: workerdRss() };
  } finally {
    await (api as LoopbackApi).close();
  }
}

/** The resident memory of the workerd processes this bench started (its children's children), in MB. */
function workerdRss(): number | null {
  try {
    const out = execFileSync('ps', ['-eo', 'pid,ppid,rss,comm'], { encoding: 'utf8' });
    const rows = out.trim().split('\n').slice(1).map((line) => line.trim().split(/\s+/)).map(([pid, ppid, rss, comm]) => ({ pid: Number(pid), ppid: Number(ppid), rss: Number(rss), comm: comm ?? '' }));
    const mine = new Set([process.pid]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of rows) if (mine.has(row.ppid) && !mine.has(row.pid)) { mine.add(row.pid); grew = true; }
    }
    const kb = rows.filter((r) => mine.has(r.pid) && r.comm.includes('workerd')).reduce((sum, r) => sum + r.rss, 0);
    return kb ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** The figures as the bench's table rows. */
export const roomRows = (f: RoomFigures): [string, string][] => [
  ['room: WebSockets held in one room (loopback), and the time to open them', `${f.clients}, ${(f.connectMs / 1000).toFixed(1)} s`],
  [`room: fan-out p50 / p99, ${f.steady.messages} messages at 20 a second`, `${f.steady.p50.toFixed(1)} / ${f.steady.p99.toFixed(1)} ms; lost ${f.steady.lost}, duplicated ${f.steady.duplicated}, out of order ${f.steady.reordered}`],
  [`room: ${f.reconnect.dropped} clients dropped at once and back, then`, `back in ${(f.reconnect.resumeMs / 1000).toFixed(1)} s; fan-out p50 / p99 ${f.reconnect.p50.toFixed(1)} / ${f.reconnect.p99.toFixed(1)} ms; lost ${f.reconnect.lost}, duplicated ${f.reconnect.duplicated}, out of order ${f.reconnect.reordered} (every message, every client)`],
  ['room: workerd resident memory', f.workerdRssMb === null ? 'not read' : `${f.workerdRssMb.toFixed(0)} MB`],
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const [clients, rate, seconds] = process.argv.slice(2).map(Number);
  const figures = await roomBench(clients || undefined, rate || undefined, seconds || undefined);
  for (const [name, value] of roomRows(figures)) console.log(`${name}: ${value}`);
}
