// The local shards' door in workerd (docs/decisions/0087-school-shards.md), in front of the API's own shard class and
// beside the registry: it refuses without its token, lists each school with where its shard stands, and runs a batch
// in one school's shard whole or not at all, as it runs a school's seed. `schoolfront shards` prints what it lists (cli/lib/shards.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, experimental_readRawConfig, type TestHarness, type WorkerHandle } from 'wrangler';
import { LOCAL_SHARD_DOOR_TOKEN } from '../../cli/lib/local-config.ts';
import { countsTable, exportShard, importShard, localShards } from '../../cli/lib/shards.ts';
import { SHARD_DOOR_PATH, SHARD_DOOR_TOKEN_HEADER, ShardCopy, ShardListing } from '../contract/shards.ts';
import { SHARD_MIGRATIONS } from '../api/shards/migrations.ts';
import { shardName } from '../api/shards/router.ts';

const DOOR_CONFIG = fileURLToPath(new URL('./wrangler.jsonc', import.meta.url));
// The API's shard class, in the probe worker of the shards' own tests, under the API's name the door binds to.
const PROBE = fileURLToPath(new URL('../api/testing/shard-probe-worker.ts', import.meta.url));

let server: TestHarness;
let door: WorkerHandle;
/** The harness's address: its first worker, the door, answers it, as the local stack's edge passes the door's paths. */
let origin = '';

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
  origin = (await server.listen()).url.origin;
  door = server.getWorker('schoolfront-shard-door');
  // The shared database as the API's migrations make it, with three schools in its registry; the third has learners,
  // score counts (a table without rowids) and local gateway payments, more of each than one page of a copy.
  const { DB } = (await door.getEnv()) as { DB: D1Database };
  await DB.batch(SHARD_MIGRATIONS.flatMap((m) => m.statements).map((statement) => DB.prepare(statement)));
  const learners = (school: number, count: number) =>
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) INSERT INTO users (school_id, name, email, password_hash, password_salt, kdf_iterations, created_at, updated_at) SELECT ${school}, 'L' || i, 'l' || i || '@s${school}.example', '', '', 1, 0, 0 FROM n`;
  await DB.batch([
    DB.prepare("INSERT INTO schools (id, slug, products_order, config_json) VALUES (601, 'served-school', '[]', '{}'), (602, 'quiet-school', '[]', '{}'), (603, 'moving-school', '[]', '{\"name\":\"Moving\"}')"),
    DB.prepare(learners(603, 450)),
    DB.prepare(learners(602, 30)),
    DB.prepare('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 250) INSERT INTO test_score_counts (school_id, test_id, lesson_id, score_key, attempts) SELECT 603, 9, 0, i, i % 7 + 1 FROM n'),
    DB.prepare("INSERT INTO dev_gateway_orders (id, school_id, amount, currency, receipt, created_at) VALUES ('order_a', 603, 100, 'INR', 'r1', 0), ('order_b', 602, 100, 'INR', 'r2', 0)"),
    DB.prepare("INSERT INTO dev_gateway_payments (id, order_id, status, created_at) VALUES ('pay_a', 'order_a', 'captured', 0), ('pay_b', 'order_b', 'captured', 0)"),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const call = (path: string, init: { method?: string; body?: string; token?: string | null } = {}) => {
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

  it("runs a school's seed whole in one transaction, only for a school in the registry", async () => {
    const shards = localShards(origin);
    const user = (id: number, email: string) =>
      `INSERT INTO users (school_id, id, name, email, password_hash, password_salt, kdf_iterations, created_at, updated_at) VALUES (601, ${id}, 'Seeded', '${email}', '', '', 1, 0, 0)`;
    const shard = await server.getWorker('schoolfront-api').getDurableObjectStorage('SHARDS', { name: shardName(601) });
    const seeded = () => shard.exec("SELECT count(*) AS n FROM users WHERE name = 'Seeded'");
    // More statements than a batch through the door may hold: a seed is one call, whatever its size.
    const many = Array.from({ length: 600 }, (_, i) => user(1000 + i, `s${i}@one.example`));
    expect(await shards.seed(601, many)).toBe(600);
    expect(await seeded()).toEqual([{ n: 600 }]);
    // A seed that fails at its last statement leaves the shard as it was.
    await expect(shards.seed(601, ["DELETE FROM users WHERE name = 'Seeded'", user(1000, 's0@one.example'), user(1000, 'twice@one.example')])).rejects.toThrow(/UNIQUE constraint failed/);
    expect(await seeded()).toEqual([{ n: 600 }]);
    await expect(shards.seed(699, [user(1, 'x@one.example')])).rejects.toThrow('no school 699 in the registry: seed its row there first');
    expect(await shards.seed(601, ["DELETE FROM users WHERE name = 'Seeded'"])).toBe(1);
  });

  it('lists every school in the registry with where its shard stands: served and current, or never created', async () => {
    const listing = ShardListing.parse(await (await call('schools')).json());
    const latest = SHARD_MIGRATIONS.at(-1)!.name;
    expect(listing.schools.slice(0, 2)).toEqual([
      { id: 601, slug: 'served-school', shard: { version: latest, applied: SHARD_MIGRATIONS.length, pending: [], refused: null } },
      { id: 602, slug: 'quiet-school', shard: { version: null, applied: 0, pending: SHARD_MIGRATIONS.map((m) => m.name), refused: null } },
    ]);
  });

  it("copies a school's rows from the shared database into its shard, every count matching, and no other school's", async () => {
    const copied = ShardCopy.parse(await (await call('schools/603/copy', { method: 'POST' })).json());
    expect(copied.tables).toEqual([
      { table: 'dev_gateway_orders', source: 1, shard: 1 },
      { table: 'dev_gateway_payments', source: 1, shard: 1 },
      { table: 'schools', source: 1, shard: 1 },
      { table: 'test_score_counts', source: 250, shard: 250 },
      { table: 'users', source: 450, shard: 450 },
    ]);
    const shard = await server.getWorker('schoolfront-api').getDurableObjectStorage('SHARDS', { name: shardName(603) });
    expect(await shard.exec('SELECT count(DISTINCT school_id) AS schools, count(*) AS n, min(email) AS first FROM users')).toEqual([{ schools: 1, n: 450, first: 'l100@s603.example' }]);
    expect(await shard.exec('SELECT sum(attempts) AS total FROM test_score_counts')).toEqual([{ total: Array.from({ length: 250 }, (_, i) => ((i + 1) % 7) + 1).reduce((a, b) => a + b, 0) }]);
    expect(await shard.exec('SELECT config_json FROM schools')).toEqual([{ config_json: '{"name":"Moving"}' }]);

    // Again: the shard holds the school's rows now, so nothing is copied twice.
    const again = await call('schools/603/copy', { method: 'POST' });
    expect([again.status, (await again.json()) as unknown]).toEqual([500, { error: "the shard already holds rows of dev_gateway_orders: a school's data is copied into a shard that has none of it" }]);
    const unknown = await call('schools/699/copy', { method: 'POST' });
    expect([unknown.status, (await unknown.json()) as unknown]).toEqual([404, { error: 'no school 699 in the registry' }]);
  });

  it("exports a school's shard to a file and imports it into the shard emptied, every table's rows matching", async () => {
    const shards = localShards(origin);
    const school = { id: 603, slug: 'moving-school' };
    const dir = mkdtempSync(path.join(tmpdir(), 'shard-export-'));
    try {
      const file = path.join(dir, 'moving-school.jsonl');
      const exported = await exportShard(shards, school, file);
      expect(exported).toEqual([
        { table: 'dev_gateway_orders', source: 1, target: 1 },
        { table: 'dev_gateway_payments', source: 1, target: 1 },
        { table: 'schools', source: 1, target: 1 },
        { table: 'test_score_counts', source: 250, target: 250 },
        { table: 'users', source: 450, target: 450 },
      ]);
      const api = server.getWorker('schoolfront-api');
      const shard = await api.getDurableObjectStorage('SHARDS', { name: shardName(603) });
      const digest = async () => shard.exec("SELECT group_concat(id || ':' || email, ',') AS users, (SELECT group_concat(score_key || ':' || attempts, ',') FROM test_score_counts) AS counts FROM users");
      const before = await digest();

      // Not into a shard that holds rows, nor another school's.
      await expect(importShard(shards, school, file)).rejects.toThrow('the shard already holds rows of dev_gateway_orders: an export is imported into a shard that holds none');
      await expect(importShard(shards, { id: 602, slug: 'quiet-school' }, file)).rejects.toThrow(`${file} is moving-school's (school 603), not quiet-school's (school 602): a shard takes its own school's rows only`);

      // The shard emptied (a loss), then restored from the file: the same rows.
      const tables = (await shards.tables(603)).tables.filter((t) => t.rows > 0).map((t) => t.table);
      await shards.run(603, tables.map((t) => ({ sql: `DELETE FROM "${t}"`, params: [] })));
      expect((await digest())[0]).toEqual({ users: null, counts: null });
      const imported = await importShard(shards, school, file);
      expect(countsTable(school.slug, imported, ['file', 'shard'], 'imported').matches).toBe(true);
      expect(imported.map((t) => t.target)).toEqual([1, 1, 1, 250, 450]);
      expect(await digest()).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an import into a shard at another migration than the export', async () => {
    const answer = await call('schools/603/import', { method: 'POST', body: JSON.stringify({ version: '0001_catalogue', table: 'users', columns: ['id'], rows: [[1]] }) });
    expect([answer.status, ((await answer.json()) as { error: string }).error]).toEqual([409, `the export is at migration 0001_catalogue, this shard at ${SHARD_MIGRATIONS.at(-1)!.name}: export it again from a shard at ${SHARD_MIGRATIONS.at(-1)!.name}`]);
  });
});
