import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { SHARD_MIGRATIONS } from './migrations.ts';
import type { SqlValue } from '../db/port.ts';
import { migrateShard, runBatch, runStatement, shardVersion, type ShardMigration, type ShardStorage } from './shard-sql.ts';

/** A Durable Object's storage calls over node:sqlite: the same SQLite, so the shard's code runs here as in workerd. */
function nodeStorage(db = new DatabaseSync(':memory:')): ShardStorage & { db: DatabaseSync } {
  return {
    db,
    sql: {
      exec(query: string, ...bindings: SqlValue[]) {
        const statement = db.prepare(query);
        if (statement.columns().length > 0) {
          const rows = statement.all(...bindings) as Record<string, SqlValue>[];
          return { toArray: () => rows, rowsRead: rows.length, rowsWritten: 0 };
        }
        const { changes } = statement.run(...bindings);
        return { toArray: () => [], rowsRead: 0, rowsWritten: Number(changes) };
      },
    },
    transactionSync<T>(closure: () => T): T {
      db.exec('BEGIN');
      try {
        const result = closure();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  };
}

const tables = (storage: { db: DatabaseSync }) =>
  (storage.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

describe("a school's shard migrations", () => {
  it('bring a new shard to the last migration, each recorded in the shard', () => {
    const storage = nodeStorage();
    expect(migrateShard(storage, SHARD_MIGRATIONS)).toBeNull();
    expect(shardVersion(storage, SHARD_MIGRATIONS, null)).toEqual({ version: SHARD_MIGRATIONS.at(-1)!.name, applied: SHARD_MIGRATIONS.length, pending: [], refused: null });
    expect(tables(storage)).toEqual(expect.arrayContaining(['_shard_migrations', 'users', 'attempts', 'offline_sittings']));
    // The shards' door tells the schema's tables from the runtime's (`_cf_KV`, `__miniflare_do_name`) by this.
    expect(tables(storage).filter((name) => name.startsWith('_'))).toEqual(['_shard_migrations']);
    // Run again (the next start of the object): nothing to do.
    expect(migrateShard(storage, SHARD_MIGRATIONS)).toBeNull();
    expect(storage.db.prepare('SELECT count(*) AS n FROM _shard_migrations').get()).toEqual({ n: SHARD_MIGRATIONS.length });
  });

  it('bring a shard a deploy left behind up to date, keeping its rows', () => {
    const storage = nodeStorage();
    const behind = SHARD_MIGRATIONS.slice(0, -1);
    migrateShard(storage, behind);
    storage.db.exec("INSERT INTO schools (id, slug, products_order, config_json) VALUES (7, 'seven', '[]', '{}')");
    expect(shardVersion(storage, SHARD_MIGRATIONS, null)).toMatchObject({ version: behind.at(-1)!.name, pending: [SHARD_MIGRATIONS.at(-1)!.name] });
    expect(migrateShard(storage, SHARD_MIGRATIONS)).toBeNull();
    expect(shardVersion(storage, SHARD_MIGRATIONS, null)).toMatchObject({ version: SHARD_MIGRATIONS.at(-1)!.name, pending: [] });
    expect(storage.db.prepare('SELECT slug FROM schools').all()).toEqual([{ slug: 'seven' }]);
  });

  it('leave a shard whose migration fails at the version before it, whole, and say why it refuses', () => {
    const storage = nodeStorage();
    const broken: ShardMigration = { name: '9999_broken', statements: ['CREATE TABLE half (id INTEGER)', 'ALTER TABLE nowhere ADD COLUMN x INTEGER'] };
    const refused = migrateShard(storage, [...SHARD_MIGRATIONS, broken]);
    expect(refused).toMatch(/^migration 9999_broken failed: .*nowhere/);
    expect(tables(storage)).not.toContain('half');
    expect(shardVersion(storage, [...SHARD_MIGRATIONS, broken], refused)).toMatchObject({ version: SHARD_MIGRATIONS.at(-1)!.name, pending: ['9999_broken'], refused });
  });

  it('refuse a shard written by newer code than this', () => {
    const storage = nodeStorage();
    const newer: ShardMigration = { name: '9999_newer', statements: ['CREATE TABLE later (id INTEGER)'] };
    migrateShard(storage, [...SHARD_MIGRATIONS, newer]);
    expect(migrateShard(storage, SHARD_MIGRATIONS)).toBe('the shard has migration 9999_newer, which this version of the API does not know');
  });
});

describe("a shard's statements", () => {
  const migrated = () => {
    const storage = nodeStorage();
    migrateShard(storage, [{ name: '0001_t', statements: ['CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)'] }]);
    return storage;
  };

  it("answer rows, and a write's changes and inserted id", () => {
    const storage = migrated();
    expect(runStatement(storage, { sql: 'INSERT INTO t (name) VALUES (?), (?)', params: ['a', 'b'] })).toMatchObject({ changes: 2, lastRowId: 2 });
    expect(runStatement(storage, { sql: 'UPDATE t SET name = name || ? WHERE id > ?', params: ['!', 0] })).toMatchObject({ changes: 2 });
    expect(runStatement(storage, { sql: 'UPDATE t SET name = ? WHERE id = ?', params: ['z', 99] })).toMatchObject({ changes: 0 });
    expect(runStatement(storage, { sql: 'SELECT id, name FROM t ORDER BY id', params: [] }).rows).toEqual([{ id: 1, name: 'a!' }, { id: 2, name: 'b!' }]);
  });

  it('run a batch whole or not at all', () => {
    const storage = migrated();
    expect(() => runBatch(storage, [{ sql: 'INSERT INTO t (name) VALUES (?)', params: ['a'] }, { sql: 'INSERT INTO t (name) VALUES (?)', params: ['a'] }])).toThrow(/UNIQUE/);
    expect(runStatement(storage, { sql: 'SELECT count(*) AS n FROM t', params: [] }).rows).toEqual([{ n: 0 }]);
    expect(runBatch(storage, [{ sql: 'INSERT INTO t (name) VALUES (?)', params: ['a'] }, { sql: 'SELECT name FROM t', params: [] }]).map((r) => r.rows)).toEqual([[], [{ name: 'a' }]]);
  });
});

describe("a shard's version", () => {
  it('is read without writing: a shard never called stays empty, and is listed with every migration pending', () => {
    const storage = nodeStorage();
    expect(shardVersion(storage, SHARD_MIGRATIONS, null)).toEqual({ version: null, applied: 0, pending: SHARD_MIGRATIONS.map((m) => m.name), refused: null });
    expect(tables(storage)).toEqual([]);
  });
});
