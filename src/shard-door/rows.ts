/**
 * A school's rows, table by table, read from the shared database (the platform's D1, where every school's learner data
 * has lived) or from a school's shard, and written into a shard (docs/decisions/0087-school-shards.md): what the
 * shards' door copies, exports and imports with. Both sides are SQLite under the same migrations, so one reader serves
 * both: a table's rows are paged by its primary key (its rowid, or its declared key in a table without rowids).
 */
import type { SqlPort, SqlStatement, SqlValue } from '../api/db/port.ts';

export type Row = Record<string, SqlValue>;
/** Runs one read statement. */
export type Read = (sql: string, params: readonly SqlValue[]) => Promise<Row[]>;

export const d1Read = (d1: D1Database): Read => async (sql, params) => (await d1.prepare(sql).bind(...params).all<Row>()).results;
export const portRead = (port: SqlPort): Read => async (sql, params) => (await port.run({ sql, params })).rows;

/** A table to read: its columns, the key it is paged by, and which of its rows (a condition and its values). */
export interface TablePlan {
  table: string;
  columns: string[];
  keys: string[];
  where: string;
  params: SqlValue[];
}

/** Rows read per page, and bytes of values per call to a shard, kept under a few MB a call. */
export const PAGE = 200;
const CALL_BYTES = 4 * 1024 * 1024;

export const quoted = (name: string): string => (name === 'rowid' ? name : `"${name.replace(/"/g, '""')}"`);

// Not SQLite's own, nor those of the runtime (`_cf_KV`, `__miniflare_do_name`), D1's or the shard's migration records:
// no table of the schema begins with an underscore.
const TABLES = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name != 'd1_migrations'";

type Scope = (table: string, columns: readonly string[]) => { where: string; params: SqlValue[] };

/** The tables that hold schools' data, each with the rows `scope` names of it. */
export async function tablePlans(read: Read, scope: Scope): Promise<TablePlan[]> {
  const tables = await read(`${TABLES} ORDER BY name`, []);
  return Promise.all(tables.map(({ name }) => planOf(read, String(name), scope)));
}

/** One such table's plan, or null when there is no such table of schools' data. */
export async function tablePlan(read: Read, table: string, scope: Scope): Promise<TablePlan | null> {
  const found = await read(`${TABLES} AND name = ?`, [table]);
  return found.length === 1 ? planOf(read, table, scope) : null;
}

async function planOf(read: Read, table: string, scope: Scope): Promise<TablePlan> {
  const info = await read('SELECT name, pk FROM pragma_table_info(?)', [table]);
  const columns = info.map((c) => String(c['name']));
  const keys = info.filter((c) => Number(c['pk']) > 0).sort((a, b) => Number(a['pk']) - Number(b['pk'])).map((c) => String(c['name']));
  return { table, columns, keys: keys.length > 0 ? keys : ['rowid'], ...scope(table, columns) };
}

/** Which of a table's rows in the shared database are the school's: by `school_id`; the registry's row by its id; a local gateway payment by its order. */
export function schoolScope(schoolId: number) {
  return (table: string, columns: readonly string[]): { where: string; params: SqlValue[] } => {
    if (columns.includes('school_id')) return { where: 'school_id = ?', params: [schoolId] };
    if (table === 'schools') return { where: 'id = ?', params: [schoolId] };
    if (table === 'dev_gateway_payments') return { where: 'order_id IN (SELECT id FROM dev_gateway_orders WHERE school_id = ?)', params: [schoolId] };
    throw new Error(`table ${table} has no school_id: say whose its rows are before copying it`);
  };
}

/** Every row of a shard's table: a shard holds one school's rows only. */
export const wholeTable = (): { where: string; params: SqlValue[] } => ({ where: '1 = 1', params: [] });

export async function countRows(read: Read, plan: TablePlan): Promise<number> {
  return Number((await read(`SELECT count(*) AS n FROM ${quoted(plan.table)} WHERE ${plan.where}`, plan.params))[0]?.['n'] ?? 0);
}

/** One page of the plan's rows after `after` (a key's values, or null for the first), in key order, as arrays in column order. */
export async function rowPage(read: Read, plan: TablePlan, after: readonly SqlValue[] | null): Promise<{ rows: SqlValue[][]; next: SqlValue[] | null }> {
  const keyList = plan.keys.map(quoted).join(', ');
  const from = after === null ? '' : ` AND (${keyList}) > (${plan.keys.map(() => '?').join(', ')})`;
  const rows = await read(
    `SELECT ${plan.keys.map((k, i) => `${quoted(k)} AS "_key_${i}"`).join(', ')}, * FROM ${quoted(plan.table)} WHERE ${plan.where}${from} ORDER BY ${keyList} LIMIT ${PAGE}`,
    [...plan.params, ...(after ?? [])],
  );
  const last = rows.at(-1);
  return {
    rows: rows.map((row) => plan.columns.map((c) => row[c] ?? null)),
    next: last && rows.length === PAGE ? plan.keys.map((_, i) => last[`_key_${i}`] ?? null) : null,
  };
}

/** Writes rows (arrays in `columns` order) into a shard's table, in calls of a few MB, each one transaction. */
export async function insertRows(shard: SqlPort, table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): Promise<number> {
  const insert = `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  let call: SqlStatement[] = [];
  let bytes = 0;
  let written = 0;
  const send = async () => {
    if (call.length === 0) return;
    written += (await shard.batch(call)).length;
    call = [];
    bytes = 0;
  };
  for (const params of rows) {
    const size = params.reduce<number>((sum, v) => sum + (typeof v === 'string' ? v.length : 8), 0);
    if (bytes + size > CALL_BYTES) await send();
    call.push({ sql: insert, params });
    bytes += size;
  }
  await send();
  return written;
}
