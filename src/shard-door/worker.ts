/**
 * The local shards' door (docs/decisions/0087-school-shards.md): the CLI lists the schools' shards with where their
 * migrations stand (`schoolfront shards`), and writes a school's rows into its shard (the local seed, an import),
 * through this worker. Only a local stack runs it, behind the edge's `/_sf-shards/` paths with a token, as the site
 * store's door (src/site-store/worker.ts); the deployable configuration has neither the worker nor the binding to it.
 * It reaches the shards through the API's own namespace and router, and the registry through the API's D1.
 *
 *   GET  schools             -> ShardListing
 *   POST schools/<id>/batch  <- ShardBatch -> { ran: number }
 *   POST schools/<id>/seed   <- ShardSeed -> { ran: number }
 *   POST schools/<id>/copy   -> ShardCopy (copy.ts)
 *   GET  schools/<id>/tables -> ShardTables
 *   POST schools/<id>/rows   <- ShardRowsAsk -> ShardRows
 *   POST schools/<id>/import <- ShardImport -> { ran: number }
 */
import { SHARD_DOOR_PATH, SHARD_DOOR_TOKEN_HEADER, ShardBatch, ShardImport, ShardSeed, ShardRowsAsk, type ShardCopy, type ShardListing, type ShardRows, type ShardTables } from '#contract/shards.ts';
import { database } from '../api/db/database.ts';
import { shardOf, shardPort } from '../api/shards/router.ts';
import { sameToken } from '../site-store/token.ts';
import { copyFromShared } from './copy.ts';
import { countRows, insertRows, portRead, rowPage, tablePlan, tablePlans, wholeTable } from './rows.ts';

export interface ShardDoorEnv {
  readonly DB: D1Database;
  readonly SHARDS: ApiEnv['SHARDS'];
  readonly SHARD_DOOR_TOKEN: string;
}

const json = (value: unknown, status = 200): Response => Response.json(value, { status });
const problem = (status: number, message: string): Response => json({ error: message }, status);

async function handle(request: Request, env: ShardDoorEnv): Promise<Response> {
  if (!sameToken(request.headers.get(SHARD_DOOR_TOKEN_HEADER), env.SHARD_DOOR_TOKEN ?? '')) return problem(403, 'wrong or missing shards token');
  const url = new URL(request.url);
  if (!url.pathname.startsWith(SHARD_DOOR_PATH)) return problem(404, 'not a shards path');
  const [area, rawId, call, ...rest] = url.pathname.slice(SHARD_DOOR_PATH.length).split('/');
  if (area !== 'schools' || rest.length > 0) return problem(404, 'no such shards call');
  if (rawId === undefined) {
    if (request.method !== 'GET') return problem(404, 'no such shards call');
    const schools = await database(env.DB).selectFrom('schools').select(['id', 'slug']).orderBy('id').execute();
    const listing: ShardListing = { schools: await Promise.all(schools.map(async (s) => ({ ...s, shard: await shardOf(env, s.id).version() }))) };
    return json(listing);
  }
  const id = Number(rawId);
  if (!(Number.isSafeInteger(id) && id > 0)) return problem(400, 'a school is its id in the registry');
  const port = shardPort(env, id);
  const read = portRead(port);
  const body = request.method === 'POST' ? await request.json().catch(() => null) : null;

  switch (`${request.method} ${call}`) {
    case 'POST copy': {
      const known = await database(env.DB).selectFrom('schools').select('id').where('id', '=', id).executeTakeFirst();
      if (!known) return problem(404, `no school ${id} in the registry`);
      const copied: ShardCopy = { tables: await copyFromShared(env.DB, port, id) };
      return json(copied);
    }
    case 'POST batch': {
      const batch = ShardBatch.safeParse(body);
      if (!batch.success) return problem(400, `a batch is { statements: [{ sql, params }] }, 1 to 500: ${batch.error.issues[0]?.message ?? ''}`);
      return json({ ran: (await port.batch(batch.data.statements)).length });
    }
    case 'POST seed': {
      const seed = ShardSeed.safeParse(body);
      if (!seed.success) return problem(400, `a seed is { statements: [sql, ...] }: ${seed.error.issues[0]?.message ?? ''}`);
      const known = await database(env.DB).selectFrom('schools').select('id').where('id', '=', id).executeTakeFirst();
      if (!known) return problem(404, `no school ${id} in the registry: seed its row there first`);
      return json({ ran: (await port.batch(seed.data.statements.map((sql) => ({ sql, params: [] })))).length });
    }
    case 'GET tables': {
      const plans = await tablePlans(read, wholeTable);
      const tables: ShardTables = {
        version: (await shardOf(env, id).version()).version,
        tables: await Promise.all(plans.map(async (p) => ({ table: p.table, columns: p.columns, keys: p.keys, rows: await countRows(read, p) }))),
      };
      return json(tables);
    }
    case 'POST rows': {
      const ask = ShardRowsAsk.safeParse(body);
      const plan = ask.success ? await tablePlan(read, ask.data.table, wholeTable) : null;
      if (!ask.success || !plan) return problem(400, 'rows are asked as { table, after } of a table of the shard');
      const page: ShardRows = await rowPage(read, plan, ask.data.after);
      return json(page);
    }
    case 'POST import': {
      const rows = ShardImport.safeParse(body);
      const plan = rows.success ? await tablePlan(read, rows.data.table, wholeTable) : null;
      if (!rows.success || !plan) return problem(400, 'an import is { version, table, columns, rows } of a table of the shard, 1 to 500 rows');
      const { version } = await shardOf(env, id).version();
      if (rows.data.version !== version) return problem(409, `the export is at migration ${rows.data.version ?? 'none'}, this shard at ${version ?? 'none'}: export it again from a shard at ${version ?? 'none'}`);
      const unknown = rows.data.columns.find((c) => !plan.columns.includes(c));
      if (unknown) return problem(400, `${plan.table} has no column ${unknown}`);
      return json({ ran: await insertRows(port, plan.table, rows.data.columns, rows.data.rows) });
    }
    default:
      return problem(404, 'no such shards call');
  }
}

export default {
  async fetch(request, env): Promise<Response> {
    try {
      return await handle(request, env);
    } catch (error) {
      return problem(500, (error as Error).message);
    }
  },
} satisfies ExportedHandler<ShardDoorEnv>;
