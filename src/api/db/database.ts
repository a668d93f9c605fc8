/**
 * The learner API's typed access to its SQL (docs/decisions/0016-typed-data-layer.md): Kysely over the `Database`
 * interface that scripts/db-types.ts generates from the migrations, so every row has the type the schema gives it;
 * the statements go to a port (port.ts): a school's shard, or the platform's D1.
 *
 *   const db = c.var.db;
 *   const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
 *   await db.batch([db.updateTable(...)..., db.insertInto(...)...]);   // atomic, one round trip
 */
import {
  DeleteResult, InsertResult, Kysely, UpdateResult,
  type Compilable, type CompiledQuery, type InferResult, type QueryResult, type RootOperationNode,
} from 'kysely';
import { PortDialect, toQueryResult, toStatement } from './dialect.ts';
import { d1Port, type SqlPort } from './port.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';

/** Kysely's answer for a statement: its rows when it selects or returns, else the count Kysely reports. */
function kyselyResult(node: RootOperationNode, result: QueryResult<unknown>): unknown[] {
  const returns = 'returning' in node && node.returning !== undefined;
  if (node.kind === 'SelectQueryNode' || returns) return result.rows;
  const changes = result.numAffectedRows ?? 0n;
  if (node.kind === 'InsertQueryNode') return [new InsertResult(result.insertId, changes)];
  if (node.kind === 'UpdateQueryNode') return [new UpdateResult(changes, undefined)];
  if (node.kind === 'DeleteQueryNode') return [new DeleteResult(changes)];
  return result.rows;
}

export class Db extends Kysely<Database> {
  readonly #port: SqlPort;

  constructor(port: SqlPort) {
    super({ dialect: new PortDialect(port) });
    this.#port = port;
  }

  /**
   * Runs the queries as one batch: in order, in one transaction (all apply or none does), in one round trip. Each
   * answer is what the query's `execute()` would give.
   */
  async batch<const Q extends readonly Compilable[]>(queries: Q): Promise<{ -readonly [K in keyof Q]: InferResult<Q[K]> }> {
    if (queries.length === 0) return [] as { -readonly [K in keyof Q]: InferResult<Q[K]> };
    const compiled: CompiledQuery[] = queries.map((q) => q.compile());
    const results = await this.#port.batch(compiled.map(toStatement));
    return results.map((r, i) => kyselyResult(compiled[i]!.query, toQueryResult(r))) as { -readonly [K in keyof Q]: InferResult<Q[K]> };
  }
}

/**
 * The typed database of a D1 binding (`c.env.DB`): a new Kysely each time, never one kept at module level. A Kysely
 * instance holds promises (its driver's start, and with a single-connection adapter a mutex) that every request
 * using it would await; in workerd a request must not wait on what another request resolves: under concurrent load
 * it fails with "Cannot perform I/O on behalf of a different request" (docs/decisions/0045-test-window-speed.md).
 * Making one is a few small objects, next to a D1 round trip.
 */
export function database(d1: D1Database): Db {
  return new Db(d1Port(d1));
}
