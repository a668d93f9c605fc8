import { SUBMIT_GRACE_MS } from '../contract/mock-test.ts';
import type { Db } from './db/database.ts';
import { bringUpToDate, loadPaper, type AttemptRow } from './lib/attempts.ts';
import { releaseCommissions } from './lib/commissions.ts';
import { gatewayFor } from './lib/gateway.ts';
import { sendLiveReminders } from './lib/live.ts';
import { settle } from './lib/orders.ts';
import { forEachSchool } from './lib/school.ts';
import { renewSchoolSubscriptions } from './lib/subscriptions.ts';
import type { School } from './types.ts';

/** Orders (attempts) settled per school and run: enough for a school's quiet five minutes, bounded so a run stays within its CPU time. */
const BATCH = 100;
/** An order waiting less than this is left to its payer and the webhook. */
const GRACE_MS = 60_000;

/**
 * The cron trigger (src/api/wrangler.jsonc `triggers.crons`): one pass over the registry, each school's duties in turn
 * with its own data (docs/decisions/0087-school-shards.md); a duty that fails is logged, and the school's other duties
 * and the other schools go on.
 */
export async function runScheduled(env: ApiEnv, now = Date.now()): Promise<void> {
  const duties: readonly [string, (school: School, db: Db) => Promise<unknown>][] = [
    ['settling orders', (school, db) => settleOrders(env, db, school, now)],
    ['renewing subscriptions', (school, db) => renewSchoolSubscriptions(env, db, school, now)],
    ['releasing commissions', (school, db) => releaseCommissions(db, school, {}, now)],
    ['submitting overdue attempts', (school, db) => submitOverdueAttempts(db, school, now)],
    ['sending live-class reminders', (school, db) => sendLiveReminders(db, school, now)],
  ];
  await forEachSchool(env, async (school, db) => {
    for (const [name, duty] of duties) await duty(school, db).catch((error: unknown) => console.error(`${school.slug}: ${name} failed:`, error));
  });
}

/**
 * Settles a school's orders nobody finished (docs/decisions/0023-orders-and-payments.md). Paid but not enrolled (the
 * worker stopped in between): enrolled now. Waiting for payment: the gateway is asked; money it took pays the order,
 * else past its payment session time the order expires.
 */
export async function settleOrders(env: ApiEnv, db: Db, school: Pick<School, 'id'>, now = Date.now()): Promise<{ settled: number }> {
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
  return { settled: rows.length };
}

/**
 * Submits a school's abandoned attempts (docs/decisions/0028-mock-test-engine.md): one whose deadline passed more than
 * the grace ago, its window gone, is submitted with every answer the API holds.
 */
export async function submitOverdueAttempts(db: Db, school: School, now = Date.now()): Promise<{ submitted: number }> {
  const rows = (await db
    .selectFrom('attempts')
    .selectAll()
    .where('school_id', '=', school.id)
    .where('state', '=', 'in_progress')
    .where('deadline_at', '<', now - SUBMIT_GRACE_MS)
    .orderBy('deadline_at')
    .limit(BATCH)
    .execute()) as AttemptRow[];
  let submitted = 0;
  for (const row of rows) {
    try {
      const paper = await loadPaper(db, school, row.test_id, row.lesson_id);
      const after = await bringUpToDate(db, school, row, paper, now, 'schedule');
      if (after.state !== 'in_progress') submitted += 1;
    } catch (error) {
      console.error(`submitting attempt ${row.id} failed:`, error);
    }
  }
  return { submitted };
}
