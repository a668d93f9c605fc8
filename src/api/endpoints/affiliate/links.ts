import type { Context, Handler } from 'hono';
import { AdminPayoutPaidRequest, AdminPayoutsQuery, AFFILIATE_CALLS, AFFILIATE_TEXT, ClickRequest, PayoutRequest, type ProductLinksResponse } from '../../../contract/affiliate.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import type { Db } from '../../db/database.ts';
import { affiliateRow, requireAdmin, requireProgramme } from '../../lib/affiliates.ts';
import { adminPayouts, affiliateCode, affiliateStatement, markPayoutPaid, recordClick, releaseCommissions, requestPayout } from '../../lib/commissions.ts';
import { ApiError } from '../../lib/errors.ts';
import { schoolMoney } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { clientMarks, currentSession, keepDevice, requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv, School } from '../../types.ts';

const DAY_MS = 86_400_000;

/**
 * The affiliate's statement: only an active or paused affiliate has links (anyone else: 403 with the words that send
 * them to apply). Their commissions whose refund window has ended are released first, so the page is exact without
 * waiting for the scheduled job.
 */
/** Only an active or paused affiliate has links (anyone else: 403 with the words that send them to apply). */
async function requireLinks(db: Db, school: School, userId: number) {
  const programme = await requireProgramme(db, school);
  const row = await affiliateRow(db, school, userId);
  if (!row || (row.state !== 'active_affiliate' && row.state !== 'inactive_affiliate')) throw new ApiError(ERROR_CODE.forbidden, AFFILIATE_TEXT.linksClosed);
  // Commissions whose refund window has ended are released first, so what follows is exact without the scheduled job.
  await releaseCommissions(db, school, { affiliateId: userId });
  return { programme, state: row.state };
}

/** The affiliate's statement: their links with what each brought, commissions, payouts and balances. */
async function statement(db: Db, school: School, userId: number): Promise<ProductLinksResponse> {
  const { programme, state } = await requireLinks(db, school, userId);
  const [code, figures, { currency }] = await Promise.all([affiliateCode(db, school, userId), affiliateStatement(db, school, userId), schoolMoney(db, school)]);
  return { state, code, programme, currency, ...figures };
}

/** `CALLS.productLinks` (session; -> ProductLinksResponse): a link per product, with what each brought. */
export const productLinks: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  return noStore(c, await statement(c.var.db, c.var.school, user.id));
};

/**
 * `CALLS.affiliateClick` (no session needed; ClickRequest -> ClickResponse): a sales page opened through a link. The
 * browser gets its device cookie if it had none, so that a visitor who signs up later is the link's sign-up.
 */
export const affiliateClick: Handler<AppEnv> = async (c) => {
  const { code, course_id } = await parseBody(c, ClickRequest);
  const db = c.var.db;
  const session = await currentSession(c);
  const live = session && !session.revokedReason && !session.expired ? session.user.id : null;
  const { deviceId } = await clientMarks(c);
  keepDevice(c, deviceId);
  const click = await recordClick(db, c.var.school, { code, productId: course_id, userId: live, deviceId });
  return noStore(c, { recorded: click !== null });
};

/** `CALLS.requestPayout` (session; PayoutRequest -> ProductLinksResponse): everything payable, to the details on file. */
export const requestAffiliatePayout: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { idempotency_key } = await parseBody(c, PayoutRequest);
  const db = c.var.db;
  const school = c.var.school;
  await requireLinks(db, school, user.id);
  await requestPayout(db, school, user.id, idempotency_key);
  return noStore(c, await statement(db, school, user.id));
};

async function requireAdminOfProgramme(c: Context<AppEnv>): Promise<Db> {
  const { user } = await requireSession(c);
  const db = c.var.db;
  await requireAdmin(db, c.var.school, user.id);
  await requireProgramme(db, c.var.school);
  return db;
}

/** `CALLS.adminPayouts` (admin; AdminPayoutsQuery -> AdminPayoutsResponse): the school's payouts, pending first. */
export const adminPayoutList: Handler<AppEnv> = async (c) => {
  const { state } = parseInput(AdminPayoutsQuery, c.req.query());
  const db = await requireAdminOfProgramme(c);
  return noStore(c, { payouts: await adminPayouts(db, c.var.school, state ? { state } : {}) });
};

/** `CALLS.adminPayoutPaid` (admin; AdminPayoutPaidRequest -> AdminPayout): pending to paid, once; another school's id: 404. */
export const adminPayoutPaid: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, AdminPayoutPaidRequest);
  const db = await requireAdminOfProgramme(c);
  return noStore(c, await markPayoutPaid(db, c.var.school, body.payout_id, body.reference));
};

/** `CALLS.devAffiliateClock` (development; session): the affiliate's held commissions released as of `days` from now. */
export const devAffiliateClock: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { days } = await parseBody(c, AFFILIATE_CALLS.devAffiliateClock.body);
  const released = await releaseCommissions(c.var.db, c.var.school, { affiliateId: user.id }, Date.now() + days * DAY_MS, Date.now());
  return noStore(c, { released });
};
