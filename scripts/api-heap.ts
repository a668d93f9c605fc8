// The learner API's live JavaScript heap under load: starts a stack for one school, drives one kind of request
// through the edge, and asks the API isolate's inspector (the workerd inspector wrangler dev opens) for its heap
// after a forced garbage collection. Resident memory (scripts/api-memory.ts) counts garbage V8 has not collected
// yet and the runtime's own buffers; this counts only what our code keeps alive, so a leak of ours shows here as
// growth. docs/performance.md records the figures.
//
//   node scripts/api-heap.ts [requests per round, default 3000] [path, default /learner/v17/courses/] [slug]
//   API_HEAP_PORT (default 8798); API_HEAP_ISOLATE (default core:user:schoolfront-api; the edge is
//   core:user:schoolfront-edge); 8 requests in flight, three rounds.
import http from 'node:http';
import { startStack } from '../cli/lib/stack.ts';
import { workerdProcessesUnder } from './lib/process-memory.ts';

const PORT = Number(process.env['API_HEAP_PORT'] ?? 8798);
const PER_ROUND = Number(process.argv[2] ?? 3_000);
const PATH = process.argv[3] ?? '/learner/v17/courses/';
const SLUG = process.argv[4] ?? 'nova-academy';
const API_ISOLATE = process.env['API_HEAP_ISOLATE'] ?? 'core:user:schoolfront-api';

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const get = (p: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: p, agent, headers: { host: `${SLUG}.localhost` } }, (r) => {
        r.resume();
        r.on('end', () => resolve(r.statusCode ?? 0));
      })
      .on('error', reject);
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client of one isolate's inspector. workerd handles inspector messages when the isolate runs, so a reply is
 * waited for with a request every 300 ms to wake it. */
async function inspect(url: string) {
  const socket = new WebSocket(url);
  const pending = new Map<number, (result: unknown) => void>();
  let id = 0;
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as { id?: number; result?: unknown };
    if (data.id !== undefined) pending.get(data.id)?.(data.result);
  };
  await new Promise((resolve, reject) => ((socket.onopen = resolve), (socket.onerror = reject)));
  const send = (method: string) =>
    new Promise<unknown>((resolve) => {
      const wake = setInterval(() => void get(PATH).catch(() => 0), 300);
      pending.set(++id, (result) => (clearInterval(wake), resolve(result)));
      socket.send(JSON.stringify({ id, method }));
    });
  await send('HeapProfiler.enable');
  return {
    liveMiB: async () => {
      await send('HeapProfiler.collectGarbage');
      return ((await send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 1_048_576;
    },
    close: () => socket.close(),
  };
}

const stack = await startStack({ port: PORT, slugs: [SLUG] });
try {
  // Warm up first: wrangler restarts the workers once after the build, and every code path compiles.
  for (let i = 0; i < 500; i++) await get(PATH).catch(() => pause(500));
  const workers = workerdProcessesUnder(stack.pid!).find((p) => p.args.includes('--inspector-addr'));
  const address = workers && /--inspector-addr=([\d.:]+)/.exec(workers.args)?.[1];
  if (!address) throw new Error('no workerd process with an inspector under the stack');
  const targets = (await (await fetch(`http://${address}/json`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
  const target = targets.find((t) => t.id === API_ISOLATE);
  if (!target) throw new Error(`no ${API_ISOLATE} isolate among ${targets.length}`);
  const api = await inspect(target.webSocketDebuggerUrl);
  console.log(`GET ${PATH} on ${SLUG}, 8 in flight; the API isolate's live heap after a forced GC:`);
  console.log('| requests | live JS heap, MiB |\n| --- | --- |');
  console.log(`| 0 | ${(await api.liveMiB()).toFixed(1)} |`);
  for (let round = 1; round <= 3; round++) {
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => { while (next++ < PER_ROUND) await get(PATH); }));
    console.log(`| ${round * PER_ROUND} | ${(await api.liveMiB()).toFixed(1)} |`);
  }
  api.close();
} finally {
  agent.destroy();
  await stack.stop();
}
