/**
 * The local shards' door (docs/decisions/0087-school-shards.md): the CLI lists the schools' shards with where their
 * migrations stand (`schoolfront shards`), and writes a school's rows into its shard (the local seed, an import),
 * through this worker. Only a local stack runs it, behind the edge's `/_sf-shards/` paths with a token, as the site
 * store's door (src/site-store/worker.ts); the deployable configuration has neither the worker nor the binding to it.
 * It reaches the shards through the API's own namespace and router, and the registry through the API's D1.
 *
 *   GET  schools             -> ShardListing
 *   POST schools/<id>/batch  <- ShardBatch -> { ran: number }
 *   POST schools/<id>/copy   -> ShardCopy (copy.ts)
 */
import { SHARD_DOOR_PATH, SHARD_DOOR_TOKEN_HEADER, ShardBatch, type ShardCopy, type ShardListing } from '#contract/shards.ts';
import { database } from '../api/db/database.ts';
import { shardOf, shardPort } from '../api/shards/router.ts';
import { sameToken } from '../site-store/token.ts';
import { copyFromShared } from './copy.ts';

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
  const parts = url.pathname.slice(SHARD_DOOR_PATH.length).split('/');

  if (request.method === 'GET' && parts.length === 1 && parts[0] === 'schools') {
    const schools = await database(env.DB).selectFrom('schools').select(['id', 'slug']).orderBy('id').execute();
    const listing: ShardListing = { schools: await Promise.all(schools.map(async (s) => ({ ...s, shard: await shardOf(env, s.id).version() }))) };
    return json(listing);
  }
  const id = Number(parts[1]);
  if (request.method === 'POST' && parts.length === 3 && parts[0] === 'schools' && !(Number.isSafeInteger(id) && id > 0)) return problem(400, 'a school is its id in the registry');
  if (request.method === 'POST' && parts.length === 3 && parts[0] === 'schools' && parts[2] === 'copy') {
    const known = await database(env.DB).selectFrom('schools').select('id').where('id', '=', id).executeTakeFirst();
    if (!known) return problem(404, `no school ${id} in the registry`);
    const copied: ShardCopy = { tables: await copyFromShared(env.DB, shardPort(env, id), id) };
    return json(copied);
  }
  if (request.method === 'POST' && parts.length === 3 && parts[0] === 'schools' && parts[2] === 'batch') {
    const body = ShardBatch.safeParse(await request.json().catch(() => null));
    if (!body.success) return problem(400, `a batch is { statements: [{ sql, params }] }, 1 to 500: ${body.error.issues[0]?.message ?? ''}`);
    const results = await shardPort(env, id).batch(body.data.statements);
    return json({ ran: results.length });
  }
  return problem(404, 'no such shards call');
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
