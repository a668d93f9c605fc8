// `node scripts/bench-renewals.ts [due]`: how many renewals per second the scheduled job processes (issue 43;
// docs/decisions/0079-subscriptions.md). Against the learner API in workerd (wrangler's test harness, registry and shards
// seeded with the test schools and the generated large school, src/api/testing/big-school.ts), `due` subscriptions
// (10,000 by default) to the large school's monthly plan, each with a card mandate at the local gateway, all fall
// due at once; the job (`renewSchoolSubscriptions`, run through the dev-only call as the cron trigger runs it, 200 a run)
// charges every one: an order per period, the gateway's charge, the payment, the invoice and the next period.
// Prints the renewals per second; checks every one was charged once; nothing asserts the speed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALLS } from '../src/contract/calls.ts';
import { seedSchools } from '../src/api/testing/harness.ts';
import { BIG, bigTenant } from '../src/api/testing/big-school.ts';
import { apiSender, loopbackApi } from './lib/loopback-api.ts';

export interface RenewalFigures {
  due: number;
  charged: number;
  seconds: number;
  perSecond: number;
}

const DAY = 86_400_000;

export async function renewalBench(due = 10_000): Promise<RenewalFigures> {
  const api = await loopbackApi('renewals');
  const media = mkdtempSync(path.join(tmpdir(), 'schoolfront-bench-renewals-'));
  try {
    const { server } = api;
    await seedSchools(api.env, [bigTenant(media)]);
    const DB = api.school(BIG.id);
    const now = Date.now();
    const card = JSON.stringify({ kind: 'card', network: 'Visa', last4: '1111' });
    // Learner ids 200000000 + i, each with one subscription whose first period (paid a month ago) ended a second ago.
    const CHUNK = 2_000;
    for (let from = 0; from < due; from += CHUNK) {
      const to = Math.min(due, from + CHUNK);
      await DB.batch([
        DB.prepare(`WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
          INSERT INTO dev_gateway_subscriptions (id, school_id, amount, currency, status, method_json, declines, created_at)
          SELECT 'sub_bench' || printf('%05d', i), ?, 49900, 'INR', 'active', ?, 0, ? FROM n`).bind(from, to, BIG.id, card, now - 31 * DAY),
        DB.prepare(`WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
          INSERT INTO subscriptions (school_id, user_id, idempotency_key, course_id, plan_id, state, gateway, gateway_subscription_id, method_json,
            current_start, current_end, paid_count, charge_at, created_at, updated_at)
          SELECT ?, 200000000 + i, 'bench-' || i, 1, 1, 'active', 'razorpay', 'sub_bench' || printf('%05d', i), ?, ?, ?, 1, ?, ?, ? FROM n`)
          .bind(from, to, BIG.id, card, now - 31 * DAY, now - 1000, now - 1000, now - 31 * DAY, now - 31 * DAY),
      ]);
    }
    const send = apiSender(server, BIG.slug, '198.18.0.3');
    const run = async (): Promise<{ looked: number; acted: number; charged: number }> => send('POST', CALLS.devRenewals.path);
    const started = performance.now();
    let charged = 0;
    for (;;) {
      const step = await run();
      charged += step.charged;
      if (step.acted === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const paid = (await DB.prepare("SELECT count(*) AS n FROM orders WHERE school_id = ? AND period = 2 AND state = 'fulfilled'").bind(BIG.id).first<{ n: number }>())!.n;
    if (paid !== due || charged !== due) throw new Error(`${due} due, ${charged} charged, ${paid} second periods paid`);
    return { due, charged, seconds, perSecond: charged / seconds };
  } finally {
    await api.close();
    rmSync(media, { recursive: true, force: true });
  }
}

export const describeRenewals = (f: RenewalFigures): string => `${f.charged.toLocaleString('en')} renewals in ${f.seconds.toFixed(1)} s`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await renewalBench(Number(process.argv[2] ?? 10_000));
  console.log(`${describeRenewals(figures)}: ${figures.perSecond.toFixed(1)} renewals/s`);
}
