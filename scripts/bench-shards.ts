// `node scripts/bench-shards.ts [calls]`: what a statement costs through a school's shard (a Durable Object with
// SQLite, src/api/shards/) against the platform's D1, measured inside workerd (wrangler's test harness) by a worker of
// its own (bench-shards/worker.ts) through the API's own Kysely, ports and shard class, on the API's schema: a point
// read, a write, a batch of ten reads (one round trip), and the first call of a school's new shard (created, then
// its migrations applied). Median of 3 runs of `calls` each. Prints a table; docs/decisions/0087-school-shards.md
// and docs/capacity.md quote it; nothing asserts it.
import { fileURLToPath } from 'node:url';
import { createTestHarness } from 'wrangler';
import { SHARD_MIGRATIONS } from '../src/api/shards/migrations.ts';

const MAIN = fileURLToPath(new URL('./bench-shards/worker.ts', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('../src/api/migrations', import.meta.url));
const KINDS = ['read', 'write', 'batch10', 'new-shard'] as const;
type Kind = (typeof KINDS)[number];
const LABEL: Record<Kind, string> = {
  read: 'a point read',
  write: 'a write (one row updated)',
  batch10: 'a batch of 10 reads (one round trip)',
  'new-shard': `a new school's first call (its shard created, ${SHARD_MIGRATIONS.length} migrations)`,
};

export interface ShardFigure {
  kind: Kind;
  label: string;
  d1Ms: number | null;
  shardMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function shardBench(calls = 200): Promise<ShardFigure[]> {
  // No network here: the harness must not try to download the Request.cf sample.
  process.env['CLOUDFLARE_CF_FETCH_ENABLED'] = 'false';
  const server = createTestHarness({
    workers: [{
      config: {
        name: 'bench-shards', main: MAIN, compatibility_date: '2026-11-01', compatibility_flags: ['nodejs_compat_do_not_populate_process_env'],
        d1_databases: [{ binding: 'DB', database_name: 'bench-shards', database_id: 'bench-shards', migrations_dir: MIGRATIONS }],
        durable_objects: { bindings: [{ name: 'SHARDS', class_name: 'SchoolShard' }] },
        migrations: [{ tag: 'v1', new_sqlite_classes: ['SchoolShard'] }],
      },
    }],
  });
  await server.listen();
  try {
    const worker = server.getWorker();
    await worker.applyD1Migrations('DB');
    for (const target of ['d1', 'shard']) await (await worker.fetch(`/seed?target=${target}`)).text();
    const time = async (target: string, kind: Kind, run: number) => {
      // A new shard costs far more than a call: fewer of them, the same median.
      const n = kind === 'new-shard' ? Math.max(5, Math.round(calls / 20)) : calls;
      const response = await worker.fetch(`/measure?target=${target}&kind=${kind}&n=${n}&run=${run}`);
      if (!response.ok) throw new Error(`bench-shards: ${target} ${kind}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { msPerCall: number }).msPerCall;
    };
    const figures: ShardFigure[] = [];
    for (const kind of KINDS) {
      const d1: number[] = [];
      const shard: number[] = [];
      for (let run = 0; run < 3; run++) {
        if (kind !== 'new-shard') d1.push(await time('d1', kind, run));
        shard.push(await time('shard', kind, run));
      }
      figures.push({ kind, label: LABEL[kind], d1Ms: d1.length ? median(d1) : null, shardMs: median(shard) });
    }
    return figures;
  } finally {
    await server.close();
  }
}

export const shardTable = (figures: readonly ShardFigure[]): string =>
  ['| call | D1 ms | shard ms |', '| --- | ---: | ---: |', ...figures.map((f) => `| ${f.label} | ${f.d1Ms === null ? 'n/a' : f.d1Ms.toFixed(3)} | ${f.shardMs.toFixed(3)} |`)].join('\n');

if (import.meta.main) {
  const calls = Number(process.argv[2] ?? 200);
  console.log(shardTable(await shardBench(calls)));
}
