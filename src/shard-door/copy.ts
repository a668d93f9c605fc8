/**
 * A school's rows copied from the shared database (the platform's D1, where every school's learner data has lived)
 * into the school's shard, table by table, then counted on both sides (docs/decisions/0087-school-shards.md). The way
 * a school's data moves into its shard: the shard must hold none of the school's rows yet, so a copy never doubles
 * or mixes data; the source is only read.
 */
import type { SqlPort } from '../api/db/port.ts';
import { countRows, d1Read, insertRows, portRead, rowPage, schoolScope, tablePlans, type TablePlan } from './rows.ts';

export interface TableCopy {
  table: string;
  source: number;
  shard: number;
}

export async function copyFromShared(source: D1Database, shard: SqlPort, schoolId: number): Promise<TableCopy[]> {
  const fromShared = d1Read(source);
  const inShard = portRead(shard);
  const plans = await tablePlans(fromShared, schoolScope(schoolId));
  for (const plan of plans) {
    if ((await countRows(inShard, plan)) > 0) throw new Error(`the shard already holds rows of ${plan.table}: a school's data is copied into a shard that has none of it`);
  }
  const report: TableCopy[] = [];
  for (const plan of plans) {
    await copyTable(fromShared, shard, plan);
    const copied = { table: plan.table, source: await countRows(fromShared, plan), shard: await countRows(inShard, plan) };
    if (copied.source > 0) report.push(copied);
  }
  return report;
}

async function copyTable(from: ReturnType<typeof d1Read>, shard: SqlPort, plan: TablePlan): Promise<void> {
  let after: Awaited<ReturnType<typeof rowPage>>['next'] = null;
  do {
    const page = await rowPage(from, plan, after);
    await insertRows(shard, plan.table, plan.columns, page.rows);
    after = page.next;
  } while (after !== null);
}
