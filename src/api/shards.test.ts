// Schools' shards in workerd (issue 46; docs/decisions/0087-school-shards.md): the router names one Durable Object per
// school, created on first use with the current schema; a school's queries cannot reach another school's rows, whatever
// they say; a shard a deploy left behind is migrated before it answers; one that cannot be is refused, plainly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createTestHarness, type TestHarness, type WorkerHandle } from 'wrangler';
import { ERROR_CODE, ERROR_TEXT } from '../contract/errors.ts';
import type { SqlResult, SqlStatement } from './db/port.ts';
import { SHARD_MIGRATIONS } from './shards/migrations.ts';
import { schoolDatabase, shardName, shardOf } from './shards/router.ts';

let server: TestHarness;
/** Untyped by the API's env: its DO namespaces are typed by class, which the harness's binding names do not take. */
let worker: WorkerHandle;
let env: ApiEnv;

// The API's shard class and router, with the API's compatibility settings, in a worker of their own (see the probe).
const PROBE = fileURLToPath(new URL('./testing/shard-probe-worker.ts', import.meta.url));

beforeAll(async () => {
  server = createTestHarness({
    workers: [{
      config: {
        name: 'shard-probe', main: PROBE, compatibility_date: '2026-11-01', compatibility_flags: ['nodejs_compat_do_not_populate_process_env'],
        durable_objects: { bindings: [{ name: 'SHARDS', class_name: 'SchoolShard' }] },
        migrations: [{ tag: 'shards-v1', new_sqlite_classes: ['SchoolShard'] }],
      },
    }],
  });
  await server.listen();
  worker = server.getWorker();
  env = (await worker.getEnv()) as ApiEnv;
});
afterAll(async () => {
  await server?.close();
});

const LATEST = SHARD_MIGRATIONS.at(-1)!.name;

/** Statements sent as one batch to a school's shard through the router, inside workerd: its results, or what failed. */
async function probe(school: number, statements: SqlStatement[]) {
  const response = await worker.fetch(`/?school=${school}`, { method: 'POST', body: JSON.stringify(statements) });
  return (await response.json()) as { results?: SqlResult[]; error?: string; refused?: { status: number; message: string; headers: Record<string, string> } | null };
}
const learner = (schoolId: number, id: number, email: string) =>
  ({ school_id: schoolId, id, name: email.split('@')[0]!, email, phone: null, username: null, password_hash: '', password_salt: '', kdf_iterations: 1, email_verified_at: null, segment_id: null, segment_path: null, created_at: 0, updated_at: 0, language: null }) as const;
const addUser = (schoolId: number, id: number, email: string) => schoolDatabase(env, schoolId).insertInto('users').values(learner(schoolId, id, email)).execute();

describe('the router', () => {
  it("creates a school's shard the first time it is named, at the current schema", async () => {
    const db = schoolDatabase(env, 4101);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await shardOf(env, 4101).version()).toEqual({ version: LATEST, applied: SHARD_MIGRATIONS.length, pending: [], refused: null });
  });

  it("keeps each school's rows in its own shard: a query names no school, and still finds only its own", async () => {
    await addUser(4201, 7, 'asha@one.example');
    await addUser(4202, 7, 'ravi@two.example');
    // The same id in both schools: each shard answers with its own learner; no WHERE school_id is needed or given.
    expect(await schoolDatabase(env, 4201).selectFrom('users').select('email').execute()).toEqual([{ email: 'asha@one.example' }]);
    expect(await schoolDatabase(env, 4202).selectFrom('users').select('email').execute()).toEqual([{ email: 'ravi@two.example' }]);
    // Another school's id in the query changes nothing: its rows are not in this object.
    expect(await schoolDatabase(env, 4201).selectFrom('users').select('email').where('school_id', '=', 4202).execute()).toEqual([]);
  });

  it("runs a batch whole or not at all, in the school's shard", async () => {
    const db = schoolDatabase(env, 4301);
    const insert = (email: string) => ({ ...db.insertInto('users').values(learner(4301, 1, email)).compile() });
    const failed = await probe(4301, [insert('first@x.example'), insert('second@x.example')].map((q) => ({ sql: q.sql, params: q.parameters as SqlStatement['params'] })));
    expect(failed.error).toMatch(/UNIQUE constraint failed: users\.id/);
    expect(failed.refused).toBeNull();
    expect(await db.selectFrom('users').select('email').execute()).toEqual([]);
  });
});

describe("a shard's migrations", () => {
  it('bring a shard a deploy left behind up to date before its next request answers', async () => {
    // A shard as the previous deploy left it: every migration but the last applied and recorded, and a learner in it.
    const storage = await worker.getDurableObjectStorage('SHARDS', { name: shardName(4401) });
    await storage.exec('CREATE TABLE _shard_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
    for (const migration of SHARD_MIGRATIONS.slice(0, -1)) {
      for (const statement of migration.statements) await storage.exec(statement);
      await storage.exec('INSERT INTO _shard_migrations (name, applied_at) VALUES (?, 0)', migration.name);
    }
    await storage.exec("INSERT INTO users (school_id, id, name, email, password_hash, password_salt, kdf_iterations, created_at, updated_at) VALUES (4401, 1, 'Meera', 'meera@x.example', '', '', 1, 0, 0)");
    expect(await shardOf(env, 4401).version()).toMatchObject({ version: SHARD_MIGRATIONS.at(-2)!.name, pending: [LATEST] });

    expect(await schoolDatabase(env, 4401).selectFrom('users').select('email').execute()).toEqual([{ email: 'meera@x.example' }]);
    expect(await shardOf(env, 4401).version()).toMatchObject({ version: LATEST, pending: [], refused: null });
  });

  it('refuse a shard they cannot serve, with the maintenance text, and leave it as it was', async () => {
    // Written by newer code (a deploy rolled back): this code would misread it, so it does not read it at all.
    const storage = await worker.getDurableObjectStorage('SHARDS', { name: shardName(4501) });
    await storage.exec('CREATE TABLE _shard_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
    await storage.exec("INSERT INTO _shard_migrations (name, applied_at) VALUES ('9999_from_a_newer_deploy', 0)");
    const answer = await probe(4501, [{ sql: 'SELECT id FROM users', params: [] }]);
    expect(answer.refused).toEqual({ status: ERROR_CODE.serverError, message: ERROR_TEXT.maintenance, headers: { 'retry-after': '60' } });
    expect(await shardOf(env, 4501).version()).toMatchObject({ version: '9999_from_a_newer_deploy', applied: 1, refused: expect.stringContaining('9999_from_a_newer_deploy') });
    expect(await storage.exec("SELECT name FROM sqlite_master WHERE name = 'users'")).toEqual([]);
  });
});
