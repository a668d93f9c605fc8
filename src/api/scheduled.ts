import { database } from './db/database.ts';
import { gatewayFor } from './lib/gateway.ts';
import { settle } from './lib/orders.ts';

/** Orders settled per run: enough for a school's quiet five minutes, bounded so a run stays within its CPU time. */
const BATCH = 100;
/** An order waiting less than this is left to its payer and the webhook. */
const GRACE_MS = 60_000;

/**
 * The cron trigger (src/api/wrangler.jsonc `triggers.crons`; docs/decisions/0023-orders-and-payments.md): settles
 * orders nobody finished. Paid but not enrolled (the worker stopped in between): enrolled now. Waiting for payment:
 * the gateway is asked; money it took pays the order, else past its payment session time the order expires.
 */
export async function settleOrders(env: ApiEnv, now = Date.now()): Promise<{ settled: number }> {
  const db = database(env.DB);
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([
      eb('state', '=', 'paid'),
      eb.and([eb('state', 'in', ['created', 'awaiting_payment']), eb('created_at', '<=', now - GRACE_MS)]),
    ]))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const row of rows) {
    const school = { id: row.school_id };
    try {
      await settle(db, school, gatewayFor(env, db, school.id), row, now);
    } catch (error) {
      console.error(`settling order ${row.id} failed:`, error);
    }
  }
  return { settled: rows.length };
}
