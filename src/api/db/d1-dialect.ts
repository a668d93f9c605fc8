/**
 * Kysely on Cloudflare D1: SQLite's adapter and compiler, and a driver that runs each compiled query as one D1
 * statement. Written here rather than taken from `kysely-d1` (docs/decisions/0016-typed-data-layer.md): the
 * package is this much code, and the batch in database.ts must turn D1 results into Kysely's exactly as this does.
 */
import {
  SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';

/** What Kysely expects back from one statement, from what D1 answers for it. */
export function toQueryResult<R>(result: D1Result<R>): QueryResult<R> {
  return {
    rows: result.results,
    numAffectedRows: BigInt(result.meta.changes),
    ...(result.meta.last_row_id ? { insertId: BigInt(result.meta.last_row_id) } : {}),
  };
}

export const d1Statement = (d1: D1Database, query: CompiledQuery): D1PreparedStatement =>
  d1.prepare(query.sql).bind(...query.parameters);

class D1Connection implements DatabaseConnection {
  readonly #d1: D1Database;

  constructor(d1: D1Database) {
    this.#d1 = d1;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return toQueryResult(await d1Statement(this.#d1, query).all<R>());
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('D1 does not stream query results');
  }
}

// D1 has no interactive transactions; statements that must apply together go in one batch (database.ts).
const noTransactions = (): never => {
  throw new Error('D1 has no interactive transactions: write the statements in one batch (src/api/db/database.ts)');
};

class D1Driver implements Driver {
  readonly #connection: D1Connection;

  constructor(d1: D1Database) {
    this.#connection = new D1Connection(d1);
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
 * SQLite's adapter, saying what D1 is: no connection to share. Kysely's SQLite adapter says it has one connection,
 * so Kysely puts a mutex around every query of an instance; an instance used by concurrent requests (as a
 * module-level one was) then makes each request wait on a promise another request resolves, and workerd fails the
 * waiting request's I/O: "Cannot perform I/O on behalf of a different request" (scripts/repro/shared-kysely.ts,
 * docs/decisions/0045-test-window-speed.md). D1 runs each statement on its own and has no interactive transactions.
 */
class D1Adapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class D1Dialect implements Dialect {
  readonly #d1: D1Database;

  constructor(d1: D1Database) {
    this.#d1 = d1;
  }

  createAdapter() {
    return new D1Adapter();
  }
  createDriver(): Driver {
    return new D1Driver(this.#d1);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
