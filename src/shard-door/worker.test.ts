// The local shards' door in workerd (docs/decisions/0087-school-shards.md), in front of the API's own shard class and
// beside the registry: it refuses without its token, lists each school with where its shard stands, and runs a batch
// in one school's shard whole or not at all. `schoolfront shards` prints what it lists (cli/lib/shards.test.ts).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, experimental_readRawConfig, type TestHarness, type WorkerHandle } from 'wrangler';
import { LOCAL_SHARD_DOOR_TOKEN } from '../../cli/lib/local-config.ts';
import { SHARD_DOOR_PATH, SHARD_DOOR_TOKEN_HEADER, ShardListing } from '../contract/shards.ts';
import { SHARD_MIGRATIONS } from '../api/shards/migrations.ts';

const DOOR_CONFIG = fileURLToPath(new URL('./wrangler.jsonc', import.meta.url));
// The API's shard class, in the probe worker of the shards' own tests, under the API's name the door binds to.
const PROBE = fileURLToPath(new URL('../api/testing/shard-probe-worker.ts', import.meta.url));

let server: TestHarness;
let door: WorkerHandle;

beforeAll(async () => {
  const { rawConfig } = experimental_readRawConfig({ config: DOOR_CONFIG });
  server = createTestHarness({
    workers: [
      { config: { ...rawConfig, main: resolve(dirname(DOOR_CONFIG), rawConfig.main!), vars: { SHARD_DOOR_TOKEN: LOCAL_SHARD_DOOR_TOKEN } } },
      {
        config: {
          name: 'schoolfront-api', main: PROBE, compatibility_date: '2026-11-01', compatibility_flags: ['nodejs_compat_do_not_populate_process_env'],
          durable_objects: { bindings: [{ name: 'SHARDS', class_name: 'SchoolShard' }] },
          migrations: [{ tag: 'shards-v1', new_sqlite_classes: ['SchoolShard'] }],
        },
      },
    ],
  });
  await server.listen();
  door = server.getWorker('schoolfront-shard-door');
  // The registry: the schools table as the API's first migration makes it, with two schools.
  const { DB } = (await door.getEnv()) as { DB: D1Database };
  const create = SHARD_MIGRATIONS[0]!.statements.find((s) => s.includes('CREATE TABLE schools'))!;
  await DB.batch([
    DB.prepare(create),
    DB.prepare("INSERT INTO schools (id, slug, products_order, config_json) VALUES (601, 'served-school', '[]', '{}'), (602, 'quiet-school', '[]', '{}')"),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const call = (path: string, init: RequestInit & { token?: string | null } = {}) => {
  const { token = LOCAL_SHARD_DOOR_TOKEN, ...rest } = init;
  return door.fetch(`http://localhost${SHARD_DOOR_PATH}${path}`, { ...rest, headers: { ...(token ? { [SHARD_DOOR_TOKEN_HEADER]: token } : {}), 'content-type': 'application/json' } });
};
const batch = (school: number, statements: unknown) => call(`schools/${school}/batch`, { method: 'POST', body: JSON.stringify({ statements }) });

describe("the local shards' door", () => {
  it('refuses a request without its token, or with another', async () => {
    expect((await call('schools', { token: null })).status).toBe(403);
    expect((await call('schools', { token: 'x'.repeat(LOCAL_SHARD_DOOR_TOKEN.length) })).status).toBe(403);
  });

  it("runs a batch in one school's shard whole or not at all, and refuses what is not a batch", async () => {
    const insert = (email: string) => ({ sql: "INSERT INTO users (school_id, id, name, email, password_hash, password_salt, kdf_iterations, created_at, updated_at) VALUES (601, 1, 'Asha', ?, '', '', 1, 0, 0)", params: [email] });
    const failed = await batch(601, [insert('asha@one.example'), insert('again@one.example')]);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toMatch(/UNIQUE constraint failed: users\.id/);
    expect(await (await batch(601, [insert('asha@one.example')])).json()).toEqual({ ran: 1 });
    expect((await batch(601, [])).status).toBe(400);
    expect((await call('schools/nope/batch', { method: 'POST', body: '{}' })).status).toBe(400);
  });

  it('lists every school in the registry with where its shard stands: served and current, or never created', async () => {
    const listing = ShardListing.parse(await (await call('schools')).json());
    const latest = SHARD_MIGRATIONS.at(-1)!.name;
    expect(listing.schools).toEqual([
      { id: 601, slug: 'served-school', shard: { version: latest, applied: SHARD_MIGRATIONS.length, pending: [], refused: null } },
      { id: 602, slug: 'quiet-school', shard: { version: null, applied: 0, pending: SHARD_MIGRATIONS.map((m) => m.name), refused: null } },
    ]);
  });
});
