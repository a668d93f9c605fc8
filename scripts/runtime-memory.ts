// The local runtime's own memory under load, with none of our code: a hello-world worker that answers every
// request with a 404, run (a) by a bare `workerd serve` and (b) by `wrangler dev`, driven with the same number of
// requests as scripts/api-memory.ts. If the bare runtime stays flat and wrangler dev grows like our stack does,
// the growth measured there is wrangler's local runtime (its inspector, its request logging), not the API.
// docs/performance.md records the figures.
//
//   node scripts/runtime-memory.ts workerd|wrangler [requests, default 24000]
//   RUNTIME_MEMORY_PORT (default 8797); 8 requests in flight.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rssMiB, workerdProcessesUnder } from './lib/process-memory.ts';

const MODE = process.argv[2];
if (MODE !== 'workerd' && MODE !== 'wrangler') {
  console.error('usage: node scripts/runtime-memory.ts workerd|wrangler [requests]');
  process.exit(2);
}
const TOTAL = Number(process.argv[3] ?? 24_000);
const PORT = Number(process.env['RUNTIME_MEMORY_PORT'] ?? 8797);
const CONCURRENCY = 8;
const SAMPLE_EVERY = 2_000;
const WARM_UP = 500;
const BIN = path.resolve(import.meta.dirname, '../node_modules/.bin');

const dir = mkdtempSync(path.join(tmpdir(), 'runtime-memory-'));
writeFileSync(path.join(dir, 'worker.js'), "export default { fetch() { return new Response('Not found', { status: 404 }); } };\n");
writeFileSync(
  path.join(dir, 'config.capnp'),
  `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = (modules = [(name = "worker.js", esModule = embed "worker.js")], compatibilityDate = "2026-11-01"))],
  sockets = [(name = "http", address = "127.0.0.1:${PORT}", http = (), service = "main")],
);
`,
);
writeFileSync(path.join(dir, 'wrangler.jsonc'), JSON.stringify({ name: 'runtime-memory', main: 'worker.js', compatibility_date: '2026-11-01' }));

const args =
  MODE === 'workerd'
    ? [path.join(BIN, 'workerd'), ['serve', path.join(dir, 'config.capnp')]]
    : [path.join(BIN, 'wrangler'), ['dev', '-c', path.join(dir, 'wrangler.jsonc'), '--port', String(PORT), '--ip', '127.0.0.1']];
const child = spawn(args[0] as string, args[1] as string[], {
  cwd: dir,
  detached: true,
  stdio: 'ignore',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_REGISTRY_PATH: path.join(dir, 'registry') },
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(p: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: PORT, path: p, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await get('/')) === 404) break;
    } catch {
      // Not listening yet.
    }
    if (tries === 120) throw new Error(`${MODE} did not answer on port ${PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (let i = 0; i < WARM_UP; i++) await get(`/no-such-page-${i}`);
  const pids = workerdProcessesUnder(child.pid!).map((w) => w.pid);
  const total = () => pids.reduce((sum, pid) => sum + rssMiB(pid), 0);
  const rows: [number, number][] = [[0, total()]];
  let next = 0;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const i = next++;
        if ((await get(`/no-such-page-${i}`)) !== 404) throw new Error('unexpected status');
        if (++done % SAMPLE_EVERY === 0) rows.push([done, total()]);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  console.log(`${MODE}: ${pids.length} workerd process(es); ${TOTAL} requests in ${seconds.toFixed(0)} s, ${CONCURRENCY} in flight`);
  console.log('| requests | workerd RSS, MiB (all processes) |\n| --- | --- |');
  for (const [n, mib] of rows) console.log(`| ${n} | ${mib.toFixed(0)} |`);
  console.log(`| 10 s idle after | ${total().toFixed(0)} |`);
} finally {
  agent.destroy();
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
  rmSync(dir, { recursive: true, force: true });
}
