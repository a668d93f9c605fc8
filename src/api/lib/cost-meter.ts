/**
 * What one request costs the database, for the capacity model (docs/capacity.md, issue 46): the bench asks with the
 * COST_HEADER and the API answers with the tally in the same header. Only where the dev calls are on (DEV_INBOX "1":
 * `npm start`, the tests, the benches); elsewhere the header is ignored and nothing is wrapped.
 *
 * D1 (the registry) reports each statement's rows read and written and its time inside the database (`meta`), a
 * school's shard its rows; the tally sums them over the request, the school's lookup included. A call to a Durable Object (a room) is counted, not looked into:
 * its own SQLite is the room's cost, measured by the rooms bench.
 */
import { createMiddleware } from 'hono/factory';
import type { SqlResult, SqlStatement } from '../db/port.ts';
import type { AppEnv } from '../types.ts';

export const COST_HEADER = 'x-sf-cost';

export interface CostTally {
  /** Statements sent to D1 or a shard (a batch counts each of its statements). */
  queries: number;
  /** Round trips to D1 or a shard: a batch is one. */
  roundTrips: number;
  rowsRead: number;
  rowsWritten: number;
  /** Time spent inside D1, as it reports it, in ms. */
  dbMs: number;
  /** Requests to Durable Objects (rooms, the Python grader). */
  objectCalls: number;
}

export const emptyTally = (): CostTally => ({ queries: 0, roundTrips: 0, rowsRead: 0, rowsWritten: 0, dbMs: 0, objectCalls: 0 });

const UNWRAP = Symbol('unwrap');
type Metered = D1PreparedStatement & { [UNWRAP]?: D1PreparedStatement };

function count(tally: CostTally, meta: Partial<D1Meta> | undefined): void {
  tally.queries += 1;
  tally.rowsRead += meta?.rows_read ?? 0;
  tally.rowsWritten += meta?.rows_written ?? 0;
  tally.dbMs += meta?.duration ?? 0;
}

/** The statement, its answers counted into `tally`. The API reads D1 only through Kysely's dialect (`all`) and
 * `Db.batch`, so those are what is counted. */
function meteredStatement(statement: D1PreparedStatement, tally: CostTally): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      if (property === UNWRAP) return target;
      if (property === 'bind') return (...values: unknown[]) => meteredStatement(target.bind(...values), tally);
      if (property === 'all' || property === 'run') {
        return async () => {
          tally.roundTrips += 1;
          const result = await target[property]();
          count(tally, result.meta);
          return result;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A D1 binding whose every statement and batch is counted into `tally`. */
export function meteredD1(d1: D1Database, tally: CostTally): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => meteredStatement(target.prepare(sql), tally);
      if (property === 'batch') {
        return async (statements: Metered[]) => {
          tally.roundTrips += 1;
          const results = await target.batch(statements.map((s) => s[UNWRAP] ?? s));
          for (const result of results) count(tally, result.meta);
          return results;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The schools' shards (docs/decisions/0087-school-shards.md), each call counted as D1's are: a statement or a batch is
 * one round trip, its statements and rows summed. A shard does not report time inside it, so `dbMs` is D1's alone.
 */
export function meteredShards(namespace: ApiEnv['SHARDS'], tally: CostTally): ApiEnv['SHARDS'] {
  const counted = (results: readonly SqlResult[]): void => {
    tally.roundTrips += 1;
    for (const result of results) {
      tally.queries += 1;
      tally.rowsRead += result.rowsRead;
      tally.rowsWritten += result.rowsWritten;
    }
  };
  return new Proxy(namespace, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'get') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: Parameters<ApiEnv['SHARDS']['get']>) => {
        const stub = target.get(...args);
        return new Proxy(stub, {
          get(s, p) {
            if (p === 'run') return async (statement: SqlStatement) => {
              const result = await s.run(statement);
              counted([result]);
              return result;
            };
            if (p === 'batch') return async (statements: readonly SqlStatement[]) => {
              const results = await s.batch(statements);
              counted(results);
              return results;
            };
            return Reflect.get(s, p, s);
          },
        });
      };
    },
  });
}

/** A Durable Object namespace whose stubs' requests are counted. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any namespace, whatever its class
export function meteredNamespace<T extends DurableObjectNamespace<any>>(namespace: T, tally: CostTally): T {
  return new Proxy(namespace, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'get' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        const stub = (value as (...a: unknown[]) => DurableObjectStub).apply(target, args);
        return new Proxy(stub, {
          get(s, p) {
            const member: unknown = Reflect.get(s, p, s);
            if (typeof member !== 'function') return member;
            return (...a: unknown[]) => {
              tally.objectCalls += 1;
              return (member as (...x: unknown[]) => unknown).apply(s, a);
            };
          },
        });
      };
    },
  });
}

export const formatTally = (tally: CostTally): string => JSON.stringify({ ...tally, dbMs: Math.round(tally.dbMs * 1000) / 1000 });

/**
 * Measures the request when it asks (COST_HEADER: 1) and the dev calls are on: this request's bindings are wrapped
 * (a copy of the environment, never the shared one), and the answer carries the tally.
 */
export const costMeter = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.DEV_INBOX !== '1' || c.req.header(COST_HEADER) !== '1') return next();
  const tally = emptyTally();
  // The Python grader is bound only where its worker runs beside the API.
  const python = c.env.PYTHON as DurableObjectNamespace | undefined;
  c.env = { ...c.env, DB: meteredD1(c.env.DB, tally), SHARDS: meteredShards(c.env.SHARDS, tally), ROOMS: meteredNamespace(c.env.ROOMS, tally), ...(python ? { PYTHON: meteredNamespace(python, tally) } : {}) };
  await next();
  // A copy: an answer passed on from elsewhere (a room's) may have headers that cannot change.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set(COST_HEADER, formatTally(tally));
});
