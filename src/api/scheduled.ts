import { SUBMIT_GRACE_MS } from '../contract/mock-test.ts';
import { bringUpToDate, loadPaper, type AttemptRow } from './lib/attempts.ts';
import { gatewayFor } from './lib/gateway.ts';
import { settle } from './lib/orders.ts';
import { forEachSchool } from './lib/school.ts';

/** Orders (attempts) settled per school and run: enough for a school's quiet five minutes, bounded so a run stays within its CPU time. */
const BATCH = 100;
/** An order waiting less than this is left to its payer and the webhook. */
const GRACE_MS = 60_000;

/**
 * The cron trigger (src/api/wrangler.jsonc `triggers.crons`; docs/decisions/0023-orders-and-payments.md): settles
 * orders nobody finished. Paid but not enrolled (the worker stopped in between): enrolled now. Waiting for payment:
 * the gateway is asked; money it took pays the order, else past its payment session time the order expires.
 */
export async function settleOrders(env: ApiEnv, now = Date.now()): Promise<{ settled: number }> {
  let settled = 0;
  await forEachSchool(env, async (school, db) => {
    const rows = await db
      .selectFrom('orders')
      .selectAll()
      .where('school_id', '=', school.id)
      .where((eb) => eb.or([
        eb('state', '=', 'paid'),
        eb.and([eb('state', 'in', ['created', 'awaiting_payment']), eb('created_at', '<=', now - GRACE_MS)]),
      ]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      try {
        await settle(db, school, gatewayFor(env, db, school.id), row, now);
      } catch (error) {
        console.error(`settling order ${row.id} failed:`, error);
      }
    }
    settled += rows.length;
  });
  return { settled };
}

/**
 * The cron trigger's second duty (docs/decisions/0028-mock-test-engine.md): an attempt whose deadline passed more
 * than the grace ago, its window gone, is submitted with every answer the API holds.
 */
export async function submitOverdueAttempts(env: Pick<ApiEnv, 'DB'>, now = Date.now()): Promise<{ submitted: number }> {
  let submitted = 0;
  await forEachSchool(env, async (school, db) => {
    const rows = (await db
      .selectFrom('attempts')
      .selectAll()
      .where('school_id', '=', school.id)
      .where('state', '=', 'in_progress')
      .where('deadline_at', '<', now - SUBMIT_GRACE_MS)
      .orderBy('deadline_at')
      .limit(BATCH)
      .execute()) as AttemptRow[];
    for (const row of rows) {
      try {
        const paper = await loadPaper(db, school, row.test_id, row.lesson_id);
        const after = await bringUpToDate(db, school, row, paper, now, 'schedule');
        if (after.state !== 'in_progress') submitted += 1;
      } catch (error) {
        console.error(`submitting attempt ${row.id} failed:`, error);
      }
    }
  });
  return { submitted };
}
