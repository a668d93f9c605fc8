/**
 * A school's shard as the tests read and arrange it: D1's statement shape (`prepare(sql).bind(...).first()`,
 * `.all()`, `.run()`, `batch([...])`) over the shard's port, so a test's SQL reads as it did against D1 but reaches
 * only the one school's rows (docs/decisions/0087-school-shards.md).
 */
import type { SqlPort, SqlResult, SqlValue } from '../db/port.ts';

/** A bound value as D1 takes it: SQLite's own, a boolean as 1 or 0; anything else is the test's mistake. */
function value(v: unknown): SqlValue {
  if (v === null || typeof v === 'string' || typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  throw new TypeError(`cannot bind ${String(v)} (${typeof v}) to a statement`);
}

export interface SchoolStatement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
  bind(...values: readonly unknown[]): SchoolStatement;
  /** The first row, or one column of it; null when there is none. */
  first<T = Record<string, SqlValue>>(column?: string): Promise<T | null>;
  all<T = Record<string, SqlValue>>(): Promise<{ results: T[]; meta: Meta }>;
  run(): Promise<{ meta: Meta }>;
}

interface Meta {
  changes: number;
  last_row_id: number;
}

export interface SchoolSql {
  prepare(sql: string): SchoolStatement;
  batch<T = Record<string, SqlValue>>(statements: readonly SchoolStatement[]): Promise<{ results: T[]; meta: Meta }[]>;
}

const meta = (result: SqlResult): Meta => ({ changes: result.changes, last_row_id: result.lastRowId });

export function schoolSql(port: SqlPort): SchoolSql {
  const statement = (sql: string, params: readonly SqlValue[]): SchoolStatement => ({
    sql,
    params,
    bind: (...values) => statement(sql, values.map(value)),
    async first<T>(column?: string) {
      const row = (await port.run({ sql, params })).rows[0];
      if (!row) return null;
      return (column === undefined ? row : (row[column] ?? null)) as T;
    },
    async all<T>() {
      const result = await port.run({ sql, params });
      return { results: result.rows as T[], meta: meta(result) };
    },
    async run() {
      return { meta: meta(await port.run({ sql, params })) };
    },
  });
  return {
    prepare: (sql) => statement(sql, []),
    batch: async <T>(statements: readonly SchoolStatement[]) =>
      (await port.batch(statements.map(({ sql, params }) => ({ sql, params })))).map((r) => ({ results: r.rows as T[], meta: meta(r) })),
  };
}
