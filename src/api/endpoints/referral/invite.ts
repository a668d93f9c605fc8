import type { Handler } from 'hono';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { InviteLookupQuery, REFERRAL_TEXT, type InviteLookupResponse, type InviteResponse } from '../../../contract/referral.ts';
import { ApiError } from '../../lib/errors.ts';
import { schoolMoney } from '../../lib/orders.ts';
import { codeOf, firstName, friendsOf, inviterOf, programmeOf, referralEarnings } from '../../lib/referrals.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.invite` (session; -> InviteResponse): the learner's code (made on first asking), the link to share, the
 * school's rewards, the friends who joined through it and what they earned. A school with no programme: 404.
 */
export const invite: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const programme = await programmeOf(db, school);
  if (!programme) throw new ApiError(ERROR_CODE.notFound, REFERRAL_TEXT.programmeOff);
  const [code, money, friends, earned] = await Promise.all([
    codeOf(db, school, user.id), schoolMoney(db, school), friendsOf(db, school, user.id), referralEarnings(db, school, user.id),
  ]);
  const body: InviteResponse = {
    code, path: `/${money.basePrefix}/account/invite-signup?code=${code}`, currency: money.currency, programme, friends, earned,
  };
  return noStore(c, body);
};

/** `CALLS.inviteLookup` (no session; ?code -> InviteLookupResponse): who invited, for the invite sign-up page. */
export const inviteLookup: Handler<AppEnv> = async (c) => {
  const { code } = parseInput(InviteLookupQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const [programme, inviter, money] = await Promise.all([programmeOf(db, school), inviterOf(db, school, code), schoolMoney(db, school)]);
  if (!programme) throw new ApiError(ERROR_CODE.notFound, REFERRAL_TEXT.programmeOff);
  if (!inviter) throw new ApiError(ERROR_CODE.notFound, REFERRAL_TEXT.codeInvalid, { field: 'code' });
  const body: InviteLookupResponse = { inviter: firstName(inviter.name), currency: money.currency, programme };
  return noStore(c, body);
};
