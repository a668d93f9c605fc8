import type { Handler } from 'hono';
import { AdminAffiliatesQuery, AdminMoveRequest, AdminPayoutDetailsParams, AdminWalletRequest, AFFILIATE_TEXT, ApplyRequest, LearnerMoveRequest } from '../../../contract/affiliate.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import {
  adminAffiliates, adminView, affiliateRow, affiliateView, makeMove, maskedPayoutDetails, payoutDetailsForAdmin, payoutSecret, requireAdmin, requireProgramme, savePayoutDetails,
} from '../../lib/affiliates.ts';
import { PayoutDetailsRequest } from '../../../contract/payout-details.ts';
import { ApiError } from '../../lib/errors.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import { adjustWallet, walletBalance } from '../../lib/wallet.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.affiliate` (session; -> AffiliateResponse): where the learner stands; a school with no programme: 404. */
export const affiliate: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const programme = await requireProgramme(db, school);
  return noStore(c, await affiliateView(db, school, user.id, programme));
};

/** `CALLS.affiliateApply` (session; ApplyRequest -> AffiliateResponse): the learner applies, for an admin to decide. */
export const affiliateApply: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const application = await parseBody(c, ApplyRequest);
  const db = c.var.db;
  const school = c.var.school;
  const programme = await requireProgramme(db, school);
  await makeMove(db, school, { userId: user.id, move: 'apply', actor: 'learner', actorId: user.id, application });
  return noStore(c, await affiliateView(db, school, user.id, programme));
};

/** `CALLS.affiliateMove` (session; LearnerMoveRequest -> AffiliateResponse): accept or decline an invitation, or pause. */
export const affiliateMove: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { move } = await parseBody(c, LearnerMoveRequest);
  const db = c.var.db;
  const school = c.var.school;
  const programme = await requireProgramme(db, school);
  await makeMove(db, school, { userId: user.id, move, actor: 'learner', actorId: user.id });
  return noStore(c, await affiliateView(db, school, user.id, programme));
};

/** `CALLS.adminAffiliates` (admin; AdminAffiliatesQuery -> AdminAffiliatesResponse): applicants and affiliates. */
export const adminAffiliateList: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { state } = parseInput(AdminAffiliatesQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  await requireAdmin(db, school, user.id);
  await requireProgramme(db, school);
  return noStore(c, { affiliates: await adminAffiliates(db, school, state) });
};

/**
 * `CALLS.adminAffiliateMove` (admin; AdminMoveRequest -> AdminAffiliate): approve, reject, invite, deactivate,
 * activate, block or unblock a learner of this school. Another school's learner id is not found.
 */
export const adminAffiliateMove: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const body = await parseBody(c, AdminMoveRequest);
  const db = c.var.db;
  const school = c.var.school;
  await requireAdmin(db, school, user.id);
  await requireProgramme(db, school);
  const learner = await db.selectFrom('users').select(['id', 'name', 'email']).where('school_id', '=', school.id).where('id', '=', body.user_id).executeTakeFirst();
  if (!learner) throw new ApiError(ERROR_CODE.notFound, AFFILIATE_TEXT.learnerNotFound, { field: 'user_id' });
  await makeMove(db, school, { userId: learner.id, move: body.move, actor: 'admin', actorId: user.id, note: body.note });
  const row = (await affiliateRow(db, school, learner.id))!;
  return noStore(c, adminView({ user_id: learner.id, name: learner.name, email: learner.email, ...row }));
};

/**
 * `CALLS.adminWallet` (admin; AdminWalletRequest -> { balance }): SPEC.md section 6's admin credit or debit of a
 * learner's wallet, a ledger transaction keyed by the admin's idempotency key (sent twice, it moves money once). A
 * debit never takes the wallet below zero (the guard reads the balance in the same statement).
 */
export const adminWallet: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const body = await parseBody(c, AdminWalletRequest);
  const db = c.var.db;
  const school = c.var.school;
  await requireAdmin(db, school, user.id);
  const learner = await db.selectFrom('users').select('id').where('school_id', '=', school.id).where('id', '=', body.user_id).executeTakeFirst();
  if (!learner) throw new ApiError(ERROR_CODE.notFound, AFFILIATE_TEXT.learnerNotFound, { field: 'user_id' });
  const key = `admin:${user.id}:${body.idempotency_key}`;
  if (!(await adjustWallet(db, school, { userId: learner.id, kind: body.kind, amount: body.amount, note: body.note, key }))) {
    const done = await db.selectFrom('ledger_entries').select('txn').where('school_id', '=', school.id).where('txn', '=', key).executeTakeFirst();
    if (!done) throw new ApiError(ERROR_CODE.invalidParams, AFFILIATE_TEXT.overdraw, { field: 'amount' });
  }
  return noStore(c, { balance: await walletBalance(db, school, learner.id) });
};

/** `CALLS.payoutDetails` (session; -> PayoutDetailsResponse): the affiliate's payout details, masked; null if none. */
export const payoutDetails: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  await requireProgramme(db, c.var.school);
  return noStore(c, { details: await maskedPayoutDetails(db, c.var.school, user.id) });
};

/**
 * `CALLS.savePayoutDetails` (session; PayoutDetailsRequest -> PayoutDetailsResponse): checked per country (a bad
 * IFSC, IBAN or routing number is refused with its own words and changes nothing), then kept sealed.
 */
export const savePayout: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const details = await parseBody(c, PayoutDetailsRequest);
  const db = c.var.db;
  await requireProgramme(db, c.var.school);
  return noStore(c, { details: await savePayoutDetails(db, c.var.school, payoutSecret(c.env), user.id, details) });
};

/** `CALLS.adminPayoutDetails` (admin; AdminPayoutDetailsParams -> AdminPayoutDetailsResponse): in full, for the payout. */
export const adminPayoutDetails: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { userId } = parseInput(AdminPayoutDetailsParams, c.req.param());
  const db = c.var.db;
  await requireAdmin(db, c.var.school, user.id);
  return noStore(c, await payoutDetailsForAdmin(db, c.var.school, payoutSecret(c.env), userId));
};
