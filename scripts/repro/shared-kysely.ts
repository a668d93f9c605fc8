// `node scripts/repro/shared-kysely.ts [requests] [in-flight]`: the minimal reproduction of the load test's
// "Cannot perform I/O on behalf of a different request" 500 (docs/decisions/0045-test-window-speed.md). A worker
// of a dozen lines (shared-kysely-worker.ts) answers JSON writes with two D1 queries through Kysely on our D1
// dialect, under wrangler's test harness, `in-flight` requests at a time: once with one Kysely instance shared by
// every request (MODE "shared", with the SQLite adapter's connection mutex, as the API had it), once with an
// instance per request on the D1 adapter (as the API has it now). Prints how many requests failed in each.
import { fileURLToPath } from 'node:url';
import { createTestHarness } from 'wrangler';

const MAIN = fileURLToPath(new URL('./shared-kysely-worker.ts', import.meta.url));

async function run(mode: 'shared' | 'per-request', total: number, inFlight: number) {
  const server = createTestHarness({
    workers: [{ config: { name: `repro-${mode}`, main: MAIN, compatibility_date: '2026-11-01', vars: { MODE: mode }, d1_databases: [{ binding: 'DB', database_name: 'repro', database_id: 'repro' }] } }],
  });
  await server.listen();
  try {
    const worker = server.getWorker<{ DB: D1Database }>();
    const { DB } = await worker.getEnv();
    await DB.prepare('CREATE TABLE IF NOT EXISTS t (k INTEGER PRIMARY KEY, v TEXT NOT NULL)').run();
    let sent = 0;
    let failed = 0;
    let first = '';
    await Promise.all(Array.from({ length: inFlight }, async () => {
      while (sent < total) {
        const n = sent++;
        const response = await worker.fetch('/write', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n, pad: 'x'.repeat(200) }) });
        const text = await response.text();
        if (response.status !== 200) {
          failed += 1;
          first ||= `request ${n}: ${response.status} ${text.split('\n')[0]!.slice(0, 160)}`;
        }
      }
    }));
    console.log(`${mode}: ${failed} of ${total} requests failed (${inFlight} in flight)${first ? `; first: ${first}` : ''}`);
    return failed;
  } finally {
    await server.close();
  }
}

if (import.meta.main) {
  const [total = 5000, inFlight = 25] = process.argv.slice(2).map(Number);
  await run('shared', total, inFlight);
  await run('per-request', total, inFlight);
}
