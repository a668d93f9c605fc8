/**
 * The local gateway's side of subscriptions (GATEWAY=local, behind `devOnly`; docs/decisions/0079-subscriptions.md):
 * the page where a payer authorises a new mandate, the switch that makes a mandate's charges decline, the clock the
 * tests move, and a run of the renewal job. A plain 404 in the deployable configuration.
 */
import type { Context, Handler } from 'hono';
import { html } from 'hono/html';
import { ERROR_CODE, ERROR_TEXT } from '../../../contract/errors.ts';
import { DevDeclinesForm, DevMandateForm, SUBSCRIPTION_CALLS, SUBSCRIPTION_TEXT } from '../../../contract/subscription.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { gatewayEnv } from '../../lib/gateway.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { planById, planCourses } from '../../lib/subscription-periods.ts';
import { renewalContext, renew, renewSchoolSubscriptions } from '../../lib/subscriptions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { authoriseMandate, sendSubscriptionWebhook } from '../checkout/dev-gateway.ts';

const DAY_MS = 86_400_000;

function localOnly(c: Context<AppEnv>) {
  const env = gatewayEnv(c.env);
  if (env.GATEWAY !== 'local') throw new ApiError(ERROR_CODE.notFound, ERROR_TEXT.notFound);
  return env;
}

const formOf = async (c: Context<AppEnv>) => Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));

const mandateOf = (db: Db, schoolId: number, id: string) =>
  db.selectFrom('dev_gateway_subscriptions').selectAll().where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();

/** `CALLS.devMandatePage`: authorise a new mandate for a subscription (replacing the method on file). */
export const devMandatePage: Handler<AppEnv> = async (c) => {
  localOnly(c);
  const id = c.req.query('subscription_id') ?? '';
  const returnTo = c.req.query('return_to') ?? '';
  const mandate = await mandateOf(c.var.db, c.var.school.id, id);
  if (!mandate) throw new ApiError(ERROR_CODE.notFound, SUBSCRIPTION_TEXT.subscriptionNotFound);
  c.header('cache-control', 'no-store');
  return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local payment gateway: mandate</title><link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;color:#14213d;background:#f4f6fb}
main{background:#fff;border:1px solid #cfd6e4;border-radius:12px;padding:1.5rem}h1{font-size:1.25rem;margin:0 0 .25rem}form{display:grid;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.75rem 1rem;border-radius:8px;border:1px solid #1d3fbb;background:#fff;color:#1d3fbb;cursor:pointer;text-align:left}
button[value=authorise]{background:#1d3fbb;color:#fff}p.note{color:#4a5568;font-size:14px}</style></head>
<body><main><h1>Authorise a payment method</h1>
<p class="note">Development only: no money moves. The mandate charges every period of subscription <code>${mandate.id}</code>.</p>
<form method="post" action="/learner/dev/gateway/mandate">
<input type="hidden" name="subscription_id" value="${mandate.id}"><input type="hidden" name="return_to" value="${returnTo}">
<fieldset><legend>Method</legend>
<label><input type="radio" name="method" value="card" checked> Card: Visa ending 1111</label><br>
<label><input type="radio" name="method" value="upi"> UPI AutoPay: success@razorpay</label></fieldset>
<button type="submit" name="outcome" value="authorise">Authorise</button>
<button type="submit" name="outcome" value="failure">Fail the authorisation</button>
<button type="submit" name="outcome" value="cancel">Cancel and go back</button>
</form></main></body></html>`);
};

/** `CALLS.devMandate`: the mandate page's form: authorises (and tells the API by the signed webhook), then back. */
export const devMandate: Handler<AppEnv> = async (c) => {
  const env = localOnly(c);
  const form = parseInput(DevMandateForm, await formOf(c));
  const db = c.var.db;
  const mandate = await mandateOf(db, c.var.school.id, form.subscription_id);
  if (!mandate) throw new ApiError(ERROR_CODE.notFound, SUBSCRIPTION_TEXT.subscriptionNotFound);
  const back = new URL(form.return_to, 'http://local.invalid');
  if (form.outcome === 'authorise') {
    await authoriseMandate(db, c.var.school.id, mandate.id, form.method);
    await sendSubscriptionWebhook(c, env.RAZORPAY_WEBHOOK_SECRET, mandate.id, 'subscription.updated', 'active');
    back.searchParams.set('mandate', 'authorised');
  } else {
    back.searchParams.set('mandate', form.outcome === 'cancel' ? 'cancelled' : 'failed');
  }
  return c.redirect(`${back.pathname}${back.search}`, 303);
};

/** `CALLS.devMandateDeclines`: the dashboard's switch: the mandate's next charges decline, or succeed again. */
export const devMandateDeclines: Handler<AppEnv> = async (c) => {
  localOnly(c);
  const form = parseInput(DevDeclinesForm, await formOf(c));
  await c.var.db.updateTable('dev_gateway_subscriptions').set({ declines: Number(form.declines) })
    .where('id', '=', form.subscription_id).where('school_id', '=', c.var.school.id).execute();
  return c.redirect('/learner/dev/gateway/payments', 303);
};

/**
 * `CALLS.devSubscriptionClock` (session): the learner's subscriptions live `days` further on. Their times (periods,
 * charges, retries, the orders that paid them and the access they gave) move back by that much, so every other read
 * keeps the real clock; then the renewal job runs for them until nothing more is due.
 */
export const devSubscriptionClock: Handler<AppEnv> = async (c) => {
  localOnly(c);
  const { user } = await requireSession(c);
  const { days } = await parseBody(c, SUBSCRIPTION_CALLS.devSubscriptionClock.body);
  const db = c.var.db;
  const school = c.var.school;
  const shift = days * DAY_MS;
  const subs = await db.selectFrom('subscriptions').selectAll().where('school_id', '=', school.id).where('user_id', '=', user.id).execute();
  const courses = [...new Set((await Promise.all(subs.map(async (s) => planCourses(await planById(db, school, s.plan_id))))).flat())];
  const minus = (value: number | null) => (value === null ? null : value - shift);
  await db.batch([
    ...subs.map((s) => db.updateTable('subscriptions').set({
      current_start: minus(s.current_start), current_end: minus(s.current_end), charge_at: minus(s.charge_at), due_at: minus(s.due_at), end_at: minus(s.end_at),
      created_at: s.created_at - shift, charging_since: minus(s.charging_since),
    }).where('id', '=', s.id)),
    ...(courses.length === 0 ? [] : [
      db.updateTable('enrolments').set((eb) => ({ expires_at: eb('expires_at', '-', shift), enrolled_at: eb('enrolled_at', '-', shift) }))
        .where('school_id', '=', school.id).where('user_id', '=', user.id).where('course_id', 'in', courses).where('expires_at', 'is not', null),
    ]),
    db.updateTable('orders').set((eb) => ({ created_at: eb('created_at', '-', shift), paid_at: eb('paid_at', '-', shift), expires_at: eb('expires_at', '-', shift) }))
      .where('school_id', '=', school.id).where('user_id', '=', user.id).where('subscription_id', 'is not', null),
  ]);
  const ctx = await renewalContext(c.env, db, school.id);
  let renewed = 0;
  for (const { id } of subs) {
    // Each step moves one thing (a charge, a notice, an end); bounded, since a year's months are at most twelve.
    for (let step = 0; step < 40; step += 1) {
      const row = await db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const did = await renew(db, school, ctx, row);
      if (did === 'none' || did === 'noticed') break;
      if (did === 'charged') renewed += 1;
      if (did === 'failed' || did === 'halted' || did === 'ended') break;
    }
  }
  return noStore(c, { renewed });
};

/** `CALLS.devRenewals`: one run of the renewal job for this school (the bench counts how fast it goes). */
export const devRenewals: Handler<AppEnv> = async (c) => {
  localOnly(c);
  return noStore(c, await renewSchoolSubscriptions(c.env, c.var.db, c.var.school));
};
