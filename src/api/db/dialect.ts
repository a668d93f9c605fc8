/**
 * Kysely over a SQL port (port.ts: a school's shard, or the platform's D1): SQLite's adapter and compiler, and a
 * driver that sends each compiled query as one statement. Written here rather than taken from `kysely-d1`
 * (docs/decisions/0016-typed-data-layer.md): the package is this much code, and the batch in database.ts must turn
 * results into Kysely's exactly as this does.
 */
import {
  SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';
import type { SqlPort, SqlResult, SqlStatement, SqlValue } from './port.ts';

/** What Kysely expects back from one statement, from what the port answers for it. */
export function toQueryResult<R>(result: SqlResult): QueryResult<R> {
  return {
    rows: result.rows as R[],
    numAffectedRows: BigInt(result.changes),
    ...(result.lastRowId ? { insertId: BigInt(result.lastRowId) } : {}),
  };
}

/** A compiled query as a statement: Kysely's parameters are SQLite's values (the schema has no BLOB, no bigint). */
export const toStatement = (query: CompiledQuery): SqlStatement => ({ sql: query.sql, params: query.parameters as SqlValue[] });

class PortConnection implements DatabaseConnection {
  readonly #port: SqlPort;

  constructor(port: SqlPort) {
    this.#port = port;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return toQueryResult(await this.#port.run(toStatement(query)));
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('A SQL port does not stream query results');
  }
}

// Neither D1 nor a shard over RPC has interactive transactions; statements that must apply together go in one batch
// (database.ts).
const noTransactions = (): never => {
  throw new Error('No interactive transactions: write the statements in one batch (src/api/db/database.ts)');
};

class PortDriver implements Driver {
  readonly #connection: PortConnection;

  constructor(port: SqlPort) {
    this.#connection = new PortConnection(port);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async beginTransaction(): Promise<void> {
    noTransactions();
  }
  async commitTransaction(): Promise<void> {
    noTransactions();
  }
  async rollbackTransaction(): Promise<void> {
    noTransactions();
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/**
 * SQLite's adapter, saying what a port is: no connection to share. Kysely's SQLite adapter says it has one
 * connection, so Kysely puts a mutex around every query of an instance; an instance used by concurrent requests (as a
 * module-level one was) then makes each request wait on a promise another request resolves, and workerd fails the
 * waiting request's I/O: "Cannot perform I/O on behalf of a different request" (scripts/repro/shared-kysely.ts,
 * docs/decisions/0045-test-window-speed.md). Each statement runs on its own, with no interactive transactions.
 */
class PortAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class PortDialect implements Dialect {
  readonly #port: SqlPort;

  constructor(port: SqlPort) {
    this.#port = port;
  }

  createAdapter() {
    return new PortAdapter();
  }
  createDriver(): Driver {
    return new PortDriver(this.#port);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
