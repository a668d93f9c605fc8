/**
 * A school's rows copied from the shared database (the platform's D1, where every school's learner data has lived)
 * into the school's shard, table by table, then counted on both sides (docs/decisions/0087-school-shards.md). The way
 * a school's data moves into its shard: the shard must hold none of the school's rows yet, so a copy never doubles
 * or mixes data; the source is only read.
 */
import type { SqlPort, SqlStatement, SqlValue } from '../api/db/port.ts';

export interface TableCopy {
  table: string;
  source: number;
  shard: number;
}

/** Rows read from the source per page, and statements per call to the shard, kept under a few MB a call. */
const PAGE = 200;
const CALL_BYTES = 4 * 1024 * 1024;

/** The source's tables that hold schools' data: not SQLite's, D1's or the migrations' own. */
async function tablesOf(source: D1Database): Promise<string[]> {
  const rows = await source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name != 'd1_migrations' ORDER BY name").all<{ name: string }>();
  return rows.results.map((r) => r.name);
}

/** Which of a table's rows are the school's: by `school_id`, the registry's row by its id, a local gateway payment by its order. */
function schoolRows(table: string, columns: readonly string[]): string {
  if (columns.includes('school_id')) return 'school_id = ?1';
  if (table === 'schools') return 'id = ?1';
  if (table === 'dev_gateway_payments') return 'order_id IN (SELECT id FROM dev_gateway_orders WHERE school_id = ?1)';
  throw new Error(`table ${table} has no school_id: say whose its rows are before copying it`);
}

const quoted = (name: string) => (name === 'rowid' ? name : `"${name.replace(/"/g, '""')}"`);

export async function copyFromShared(source: D1Database, shard: SqlPort, schoolId: number): Promise<TableCopy[]> {
  const tables = await tablesOf(source);
  const plans = await Promise.all(tables.map(async (table) => {
    const info = (await source.prepare(`PRAGMA table_info(${quoted(table)})`).all<{ name: string; pk: number }>()).results;
    const columns = info.map((c) => c.name);
    const keys = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    return { table, columns, keys: keys.length > 0 ? keys : ['rowid'], where: schoolRows(table, columns) };
  }));
  const countSql = (table: string, where: string) => `SELECT count(*) AS n FROM ${quoted(table)} WHERE ${where}`;
  const inSource = async (table: string, where: string) => (await source.prepare(countSql(table, where)).bind(schoolId).first<{ n: number }>())?.n ?? 0;
  const inShard = async (table: string, where: string) => Number((await shard.run({ sql: countSql(table, where), params: [schoolId] })).rows[0]?.['n'] ?? 0);
  for (const plan of plans) {
    if ((await inShard(plan.table, plan.where)) > 0) throw new Error(`the shard already holds rows of ${plan.table}: a school's data is copied into a shard that has none of it`);
  }

  const report: TableCopy[] = [];
  for (const { table, columns, keys, where } of plans) {
    const keyList = keys.map(quoted).join(', ');
    const insert = `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    let after: SqlValue[] | null = null;
    for (;;) {
      const from: string = after === null ? '' : ` AND (${keyList}) > (${keys.map((_, i) => `?${i + 2}`).join(', ')})`;
      const page: D1Result<Record<string, SqlValue>> = await source
        .prepare(`SELECT ${keys.map((k) => `${quoted(k)} AS ${quoted(`_key_${k}`)}`).join(', ')}, * FROM ${quoted(table)} WHERE ${where}${from} ORDER BY ${keyList} LIMIT ${PAGE}`)
        .bind(schoolId, ...(after ?? []))
        .all<Record<string, SqlValue>>();
      if (page.results.length === 0) break;
      let call: SqlStatement[] = [];
      let bytes = 0;
      for (const row of page.results) {
        const params = columns.map((c) => row[c] ?? null);
        const size = params.reduce<number>((sum, v) => sum + (typeof v === 'string' ? v.length : 8), 0);
        if (call.length > 0 && bytes + size > CALL_BYTES) {
          await shard.batch(call);
          call = [];
          bytes = 0;
        }
        call.push({ sql: insert, params });
        bytes += size;
      }
      if (call.length > 0) await shard.batch(call);
      const last: Record<string, SqlValue> = page.results.at(-1)!;
      after = keys.map((k) => last[`_key_${k}`] ?? null);
      if (page.results.length < PAGE) break;
    }
    const copied = { table, source: await inSource(table, where), shard: await inShard(table, where) };
    if (copied.source > 0) report.push(copied);
  }
  return report;
}
