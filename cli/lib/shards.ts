/**
 * The schools' shards as the CLI reaches them (docs/decisions/0087-school-shards.md): through the local stack's
 * shards door (src/shard-door/worker.ts), as `deploy` reaches the site store through its own door. Answers are parsed
 * with their contract's schema before use.
 */
import { createReadStream, createWriteStream, openSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { SHARD_BATCH_AT_MOST, SHARD_DOOR_PATH, SHARD_DOOR_TOKEN_HEADER, ShardCopy, ShardListing, ShardRows, ShardTables, SqlValue, type ShardBatch, type ShardImport, type ShardVersion } from '../../src/contract/shards.ts';
import { SchoolError } from './errors.ts';
import { LOCAL_SHARD_DOOR_TOKEN } from './local-config.ts';

export class ShardsError extends SchoolError {}

export interface Shards {
  readonly name: string;
  list(): Promise<ShardListing>;
  /** Runs the statements in the school's shard, in batches of at most SHARD_BATCH_AT_MOST (each one transaction). */
  run(schoolId: number, statements: ShardBatch['statements']): Promise<number>;
  /** Runs the school's seed (src/api/seed/) in its shard, whole, in one transaction: the number of statements run. */
  seed(schoolId: number, statements: readonly string[]): Promise<number>;
  /** Copies the school's rows from the shared database into its shard (which must hold none): each table's counts. */
  copy(schoolId: number): Promise<ShardCopy>;
  /** The shard's version, and each table's columns, key and row count. */
  tables(schoolId: number): Promise<ShardTables>;
  /** A page of a table's rows after `after` (a key, or null for the first page). */
  rows(schoolId: number, table: string, after: ShardRows['next']): Promise<ShardRows>;
  /** Writes rows into the school's shard, if it is at the export's version. */
  importRows(schoolId: number, rows: ShardImport): Promise<number>;
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ShardsError(`the shards door's ${what} are not what it answers: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

export function localShards(origin: string, token = LOCAL_SHARD_DOOR_TOKEN): Shards {
  const request = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${origin}${SHARD_DOOR_PATH}${path}`, {
        method,
        headers: { [SHARD_DOOR_TOKEN_HEADER]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ShardsError(`cannot reach the local stack at ${origin} (is \`npm start\` running?): ${(error as Error).message}`);
    }
    const text = await response.text();
    const reason = (() => {
      try {
        return String((JSON.parse(text) as { error?: unknown }).error ?? '');
      } catch {
        return '';
      }
    })();
    if (response.status === 403 || (response.status === 404 && !reason.startsWith('no school'))) throw new ShardsError(`${origin} is not a local stack with the shards door (${response.status}): start it with \`npm start\``);
    if (reason) throw new ShardsError(reason);
    if (!response.ok) throw new ShardsError(`the local shards door answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  };
  return {
    name: `the local stack at ${origin}`,
    async list() {
      const parsed = ShardListing.safeParse(await request('GET', 'schools'));
      if (!parsed.success) throw new ShardsError(`the shards door's listing is not one: ${parsed.error.issues[0]?.message ?? ''}`);
      return parsed.data;
    },
    async copy(schoolId) {
      const parsed = ShardCopy.safeParse(await request('POST', `schools/${schoolId}/copy`));
      if (!parsed.success) throw new ShardsError(`the shards door's copy report is not one: ${parsed.error.issues[0]?.message ?? ''}`);
      return parsed.data;
    },
    async tables(schoolId) {
      return parse(ShardTables, await request('GET', `schools/${schoolId}/tables`), 'tables');
    },
    async rows(schoolId, table, after) {
      return parse(ShardRows, await request('POST', `schools/${schoolId}/rows`, { table, after }), 'rows');
    },
    async importRows(schoolId, rows) {
      const answer = (await request('POST', `schools/${schoolId}/import`, rows)) as { ran?: unknown };
      return typeof answer.ran === 'number' ? answer.ran : 0;
    },
    async seed(schoolId, statements) {
      const answer = (await request('POST', `schools/${schoolId}/seed`, { statements })) as { ran?: unknown };
      return typeof answer.ran === 'number' ? answer.ran : 0;
    },
    async run(schoolId, statements) {
      let ran = 0;
      for (let at = 0; at < statements.length; at += SHARD_BATCH_AT_MOST) {
        const answer = (await request('POST', `schools/${schoolId}/batch`, { statements: statements.slice(at, at + SHARD_BATCH_AT_MOST) })) as { ran?: unknown };
        ran += typeof answer.ran === 'number' ? answer.ran : 0;
      }
      return ran;
    },
  };
}

/** A shard's state in words, for `schoolfront shards`. */
export function shardState(shard: ShardVersion): string {
  if (shard.refused) return `refused: ${shard.refused}`;
  if (shard.version === null) return 'not created: the school has not been served yet';
  if (shard.pending.length > 0) return `behind by ${shard.pending.length}: migrated on its next call (${shard.pending.join(', ')})`;
  return 'current';
}

/** The listing as `schoolfront shards` prints it: one line per school, aligned. */
export function shardTable(listing: ShardListing): string {
  const head = ['school', 'id', 'version', 'migrations', 'state'];
  const rows = listing.schools.map((s) => [s.slug, String(s.id), s.shard.version ?? '-', String(s.shard.applied), shardState(s.shard)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [head, ...rows].map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

/** A copy's report as `schoolfront shards copy` prints it: each table's rows in the shared database and in the shard. */
export const copyTable = (slug: string, copy: ShardCopy): { text: string; matches: boolean } =>
  countsTable(slug, copy.tables.map((t) => ({ table: t.table, source: t.source, target: t.shard })), ['shared', 'shard'], 'copied into its shard');

/** The first line of an export file: what it is, whose, and at which migration. */
const ExportHead = z.object({
  format: z.literal('schoolfront-shard-export'),
  school: z.string(),
  id: z.number().int().positive(),
  version: z.string().nullable(),
  exported_at: z.string(),
});
/** A table's line, before its rows (one JSON array per line, in `columns` order). */
const ExportTable = z.object({ table: z.string(), columns: z.array(z.string()), rows: z.number().int().nonnegative() });

/** A table's rows where they came from and where they went (the shard and the file, either way). */
export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/** The file opened, or the reason it cannot be, said as the CLI says a school's failure. */
function openFile(file: string, flags: 'r' | 'w'): number {
  try {
    return openSync(file, flags);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ShardsError(`cannot ${flags === 'r' ? 'read' : 'write'} ${file} (${code})`);
  }
}

/** Writes the school's shard to `file`, one JSON value a line: the head, then each table's line and its rows. */
export async function exportShard(shards: Shards, school: { id: number; slug: string }, file: string, now = new Date()): Promise<TableCount[]> {
  const { version, tables } = await shards.tables(school.id);
  // Opened now, so that a path that cannot be written fails here, with its reason, before anything is read.
  const out = createWriteStream('', { fd: openFile(file, 'w') });
  const write = async (value: unknown) => {
    if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
  };
  const counts: TableCount[] = [];
  try {
    await write({ format: 'schoolfront-shard-export', school: school.slug, id: school.id, version, exported_at: now.toISOString() } satisfies z.infer<typeof ExportHead>);
    for (const table of tables.filter((t) => t.rows > 0)) {
      await write({ table: table.table, columns: table.columns, rows: table.rows } satisfies z.infer<typeof ExportTable>);
      let written = 0;
      let after: ShardRows['next'] = null;
      do {
        const page = await shards.rows(school.id, table.table, after);
        for (const row of page.rows) await write(row);
        written += page.rows.length;
        after = page.next;
      } while (after !== null);
      counts.push({ table: table.table, source: table.rows, target: written });
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return counts;
}

/**
 * Writes an export into the school's shard: the same school (by id), a shard at the export's migration, holding no rows
 * yet. Answers each table's rows in the file and in the shard after.
 */
export async function importShard(shards: Shards, school: { id: number; slug: string }, file: string): Promise<TableCount[]> {
  const lines = createInterface({ input: createReadStream('', { fd: openFile(file, 'r') }), crlfDelay: Infinity });
  let head: z.infer<typeof ExportHead> | null = null;
  let table: z.infer<typeof ExportTable> | null = null;
  let rows: z.infer<typeof SqlValue>[][] = [];
  const exported = new Map<string, number>();
  const flush = async () => {
    if (table && rows.length > 0) await shards.importRows(school.id, { version: head!.version, table: table.table, columns: table.columns, rows });
    rows = [];
  };
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (!text.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ShardsError(`${file}, line ${line}: not JSON`);
    }
    if (head === null) {
      const parsed = ExportHead.safeParse(value);
      if (!parsed.success) throw new ShardsError(`${file} is not a shard export (its first line says what it is)`);
      head = parsed.data;
      if (head.id !== school.id) throw new ShardsError(`${file} is ${head.school}'s (school ${head.id}), not ${school.slug}'s (school ${school.id}): a shard takes its own school's rows only`);
      const held = (await shards.tables(school.id)).tables.find((t) => t.rows > 0);
      if (held) throw new ShardsError(`the shard already holds rows of ${held.table}: an export is imported into a shard that holds none`);
    } else if (Array.isArray(value)) {
      const row = z.array(SqlValue).safeParse(value);
      if (!table || !row.success || row.data.length !== table.columns.length) throw new ShardsError(`${file}, line ${line}: not a row of ${table?.table ?? 'any table'}`);
      rows.push(row.data);
      if (rows.length === SHARD_BATCH_AT_MOST) await flush();
    } else {
      await flush();
      const parsed = ExportTable.safeParse(value);
      if (!parsed.success) throw new ShardsError(`${file}, line ${line}: neither a table nor a row`);
      table = parsed.data;
      exported.set(table.table, table.rows);
    }
  }
  await flush();
  if (head === null) throw new ShardsError(`${file} is empty`);
  const after = new Map((await shards.tables(school.id)).tables.map((t) => [t.table, t.rows]));
  return [...exported].map(([name, count]) => ({ table: name, source: count, target: after.get(name) ?? 0 }));
}

/** An export's or an import's counts as the CLI prints them, and whether they all match. */
export function countsTable(slug: string, counts: readonly TableCount[], labels: readonly [source: string, target: string], done: string): { text: string; matches: boolean } {
  const head = ['table', ...labels];
  const rows = counts.map((t) => [t.table, String(t.source), String(t.target)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const lines = [head, ...rows].map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd());
  const differ = counts.filter((t) => t.source !== t.target);
  const total = counts.reduce((sum, t) => sum + t.target, 0);
  lines.push(differ.length === 0 ? `✓ ${slug}: ${total} rows in ${counts.length} tables ${done}; every count matches` : `✗ ${slug}: the counts differ in ${differ.map((t) => t.table).join(', ')}`);
  return { text: lines.join('\n'), matches: differ.length === 0 };
}
