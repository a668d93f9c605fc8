/**
 * SQL text for the seed file: the typed builder (Kysely over `Database`) with every value written into the
 * statement as a literal, since `wrangler d1 execute --file` and the tests' batches run the file as text.
 */
import {
  DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Compilable,
} from 'kysely';
import type { Database } from '../db/schema.ts';

export type Value = string | number | boolean | null;

export function sqlValue(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot store ${value} in SQL`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`cannot store a ${typeof value} in SQL`);
}

/** SQLite's compiler, writing values in place (quoted by `sqlValue`) instead of as parameters. */
class LiteralCompiler extends SqliteQueryCompiler {
  protected override appendValue(value: unknown): void {
    this.append(sqlValue(value));
  }
}

/** Compiles only: it has no connection, and its statements carry their values. */
export const seedDb = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new LiteralCompiler(),
  },
});

/** One statement of the seed file. */
export const statement = (query: Compilable): string => {
  const compiled = query.compile();
  if (compiled.parameters.length) throw new Error(`a seed statement kept ${compiled.parameters.length} parameters: ${compiled.sql}`);
  return `${compiled.sql};`;
};

const MAX_STATEMENT_BYTES = 50_000;
const MAX_ROWS_PER_INSERT = 200;

/**
 * INSERTs for many rows, split so no statement grows past MAX_STATEMENT_BYTES (D1 takes at most 100 KB) or
 * MAX_ROWS_PER_INSERT. `insert` builds one statement for a chunk, so the table and its columns are typed there.
 */
export function insertRows<R extends Record<string, Value>>(rows: readonly R[], insert: (chunk: R[]) => Compilable): string[] {
  const statements: string[] = [];
  const columns = rows[0] ? Object.keys(rows[0]).join() : '';
  let chunk: R[] = [];
  let bytes = 0;
  const flush = (): void => {
    if (chunk.length) statements.push(statement(insert(chunk)));
    chunk = [];
    bytes = 0;
  };
  for (const row of rows) {
    if (Object.keys(row).join() !== columns) throw new Error(`rows of one INSERT must name the same columns: ${Object.keys(row).join()} vs ${columns}`);
    const size = Object.values(row).reduce<number>((n, v) => n + Buffer.byteLength(sqlValue(v)) + 2, 2);
    if (chunk.length && (bytes + size > MAX_STATEMENT_BYTES || chunk.length >= MAX_ROWS_PER_INSERT)) flush();
    chunk.push(row);
    bytes += size;
  }
  flush();
  return statements;
}
