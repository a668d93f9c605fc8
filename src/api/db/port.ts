/**
 * Where the learner API's SQL goes (docs/decisions/0087-school-shards.md): a school's shard (a Durable Object, through
 * the router in src/api/shards/router.ts), or the platform's D1 database (the school registry). Both answer a statement
 * and a batch the same way, so Kysely (database.ts) runs over either without knowing which.
 */

/** A value SQLite takes and gives back: the learner API's schema has no BLOB column (scripts/db-types.ts refuses one). */
export type SqlValue = string | number | null;

export interface SqlStatement {
  sql: string;
  params: readonly SqlValue[];
}

/** One statement's answer: what Kysely needs (rows, changes, the inserted id) and what the cost meter counts. */
export interface SqlResult {
  rows: Record<string, SqlValue>[];
  changes: number;
  lastRowId: number;
  rowsRead: number;
  rowsWritten: number;
}

export interface SqlPort {
  /** One statement, one round trip. */
  run(statement: SqlStatement): Promise<SqlResult>;
  /** The statements in order, in one transaction (all apply or none does), in one round trip. */
  batch(statements: readonly SqlStatement[]): Promise<SqlResult[]>;
}

const fromD1 = (result: D1Result<Record<string, SqlValue>>): SqlResult => ({
  rows: result.results,
  changes: result.meta.changes,
  lastRowId: result.meta.last_row_id,
  rowsRead: result.meta.rows_read,
  rowsWritten: result.meta.rows_written,
});

/** A D1 database as a port: each statement `all()`, a batch D1's own (atomic, one round trip). */
export function d1Port(d1: D1Database): SqlPort {
  const prepare = (statement: SqlStatement) => d1.prepare(statement.sql).bind(...statement.params);
  return {
    run: async (statement) => fromD1(await prepare(statement).all<Record<string, SqlValue>>()),
    batch: async (statements) => (await d1.batch<Record<string, SqlValue>>(statements.map(prepare))).map(fromD1),
  };
}
