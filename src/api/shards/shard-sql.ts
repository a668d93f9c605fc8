/**
 * A school's shard, the part that runs inside it (docs/decisions/0087-school-shards.md): its migrations, applied in
 * order and recorded in the shard itself, and the statements the API sends it. Written over the few calls of a Durable
 * Object's SQLite storage it uses (`sql.exec`, `transactionSync`), so that the unit tests run the same code on
 * node:sqlite and the workerd tests on the object itself.
 */

import type { ShardVersion } from '../../contract/shards.ts';
import type { SqlResult, SqlStatement, SqlValue } from '../db/port.ts';

export interface ShardMigration {
  /** The file's name without `.sql`: `0049_offline_journal`. */
  name: string;
  statements: readonly string[];
}

/** The calls of `ctx.storage` a shard uses. */
export interface ShardStorage {
  sql: {
    exec(query: string, ...bindings: SqlValue[]): { toArray(): Record<string, SqlValue>[]; readonly rowsRead: number; readonly rowsWritten: number };
  };
  transactionSync<T>(closure: () => T): T;
}


const RECORD_TABLE = '_shard_migrations';

/** The migrations recorded in the shard, making the record's table on a new shard. */
function appliedNames(storage: ShardStorage): string[] {
  storage.sql.exec(`CREATE TABLE IF NOT EXISTS ${RECORD_TABLE} (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)`);
  return storage.sql.exec(`SELECT name FROM ${RECORD_TABLE} ORDER BY name`).toArray().map((row) => String(row['name']));
}

/**
 * Brings the shard to `migrations`: each one not yet recorded is applied with its record in one transaction, so a
 * shard is at one version or the next, never between. Answers why the shard must refuse requests, or null when it is
 * current: a migration that fails (rolled back, the shard left at the version before it), or a recorded one this code
 * does not know (a shard written by newer code, which this code would misread).
 */
export function migrateShard(storage: ShardStorage, migrations: readonly ShardMigration[], now = Date.now()): string | null {
  const applied = appliedNames(storage);
  const known = new Set(migrations.map((m) => m.name));
  const unknown = applied.find((name) => !known.has(name));
  if (unknown) return `the shard has migration ${unknown}, which this version of the API does not know`;
  const done = new Set(applied);
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    try {
      storage.transactionSync(() => {
        for (const statement of migration.statements) storage.sql.exec(statement);
        storage.sql.exec(`INSERT INTO ${RECORD_TABLE} (name, applied_at) VALUES (?, ?)`, migration.name, now);
      });
    } catch (error) {
      return `migration ${migration.name} failed: ${(error as Error).message}`;
    }
  }
  return null;
}

/** Where the shard stands against `migrations`, read without writing anything (a shard never called stays empty). */
export function shardVersion(storage: ShardStorage, migrations: readonly ShardMigration[], refused: string | null): ShardVersion {
  const recorded = storage.sql.exec("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?", RECORD_TABLE).toArray()[0]?.['n'] === 1;
  const applied = recorded ? storage.sql.exec(`SELECT name FROM ${RECORD_TABLE} ORDER BY name`).toArray().map((row) => String(row['name'])) : [];
  const done = new Set(applied);
  return { version: applied.at(-1) ?? null, applied: applied.length, pending: migrations.map((m) => m.name).filter((name) => !done.has(name)), refused };
}

/** Runs one statement; a write's changes and inserted id are SQLite's own (`changes()`, `last_insert_rowid()`). */
export function runStatement(storage: ShardStorage, statement: SqlStatement): SqlResult {
  const cursor = storage.sql.exec(statement.sql, ...statement.params);
  const rows = cursor.toArray();
  const { rowsRead, rowsWritten } = cursor;
  if (rowsWritten === 0) return { rows, changes: 0, lastRowId: 0, rowsRead, rowsWritten };
  const meta = storage.sql.exec('SELECT changes() AS changes, last_insert_rowid() AS id').toArray()[0] ?? {};
  return { rows, changes: Number(meta['changes'] ?? 0), lastRowId: Number(meta['id'] ?? 0), rowsRead, rowsWritten };
}

/** Runs the statements in order in one transaction: all apply or none does, as a D1 batch. */
export function runBatch(storage: ShardStorage, statements: readonly SqlStatement[]): SqlResult[] {
  return storage.transactionSync(() => statements.map((statement) => runStatement(storage, statement)));
}
