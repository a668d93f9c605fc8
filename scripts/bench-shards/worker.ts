// The worker of scripts/bench-shards.ts: the learner API's schema in the platform's D1 (`DB`) and in schools' shards
// (`SHARDS`, the API's own SchoolShard class), and one call that times a kind of statement through either, inside
// workerd, through the same Kysely the API uses. Not deployed; only the bench runs it.
import { Db } from '../../src/api/db/database.ts';
import { d1Port } from '../../src/api/db/port.ts';
import { shardPort } from '../../src/api/shards/router.ts';

export { SchoolShard } from '../../src/api/shards/school-shard.ts';

interface Env {
  DB: D1Database;
  SHARDS: ApiEnv['SHARDS'];
}

const SCHOOL = 1;
const learner = (id: number) => ({ school_id: SCHOOL, id, name: `L${id}`, email: `l${id}@bench.example`, phone: null, username: null, password_hash: '', password_salt: '', kdf_iterations: 1, email_verified_at: null, segment_id: null, segment_path: null, created_at: 0, updated_at: 0, language: null });

type Kind = 'read' | 'write' | 'batch10' | 'new-shard';

async function once(db: Db, kind: Kind, i: number): Promise<void> {
  const id = 1 + (i % 100);
  if (kind === 'read') await db.selectFrom('users').select(['id', 'email']).where('school_id', '=', SCHOOL).where('id', '=', id).executeTakeFirst();
  if (kind === 'write') await db.updateTable('users').set({ updated_at: i }).where('school_id', '=', SCHOOL).where('id', '=', id).execute();
  if (kind === 'batch10') await db.batch(Array.from({ length: 10 }, (_, k) => db.selectFrom('users').select('id').where('school_id', '=', SCHOOL).where('id', '=', 1 + ((id + k) % 100))));
  if (kind === 'new-shard') await db.selectFrom('users').select('id').limit(1).execute();
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const target = url.searchParams.get('target');
    const kind = url.searchParams.get('kind') as Kind;
    const n = Number(url.searchParams.get('n') ?? 200);
    const run = Number(url.searchParams.get('run') ?? 0);
    // A new shard per call for 'new-shard' (its first call creates and migrates it); one school's shard otherwise.
    const dbOf = (i: number) => (target === 'd1' ? new Db(d1Port(env.DB)) : new Db(shardPort(env, kind === 'new-shard' ? 100_000 + run * 10_000 + i : SCHOOL)));
    if (url.pathname === '/seed') {
      const db = dbOf(0);
      for (let id = 1; id <= 100; id += 5) await db.insertInto('users').values(Array.from({ length: 5 }, (_, k) => learner(id + k))).execute();
      return Response.json({ ok: true });
    }
    const started = performance.now();
    for (let i = 0; i < n; i++) await once(dbOf(i), kind, i);
    return Response.json({ msPerCall: (performance.now() - started) / n });
  },
} satisfies ExportedHandler<Env>;
