import type { Handler } from 'hono';
import { AUTH_TEXT, SignUpRequest, canonicalPhone } from '../../../contract/auth.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { REFERRAL_TEXT } from '../../../contract/referral.ts';
import { uniqueViolation } from '../../lib/accounts.ts';
import { ApiError } from '../../lib/errors.ts';
import { sendLink } from '../../lib/links.ts';
import { ACCOUNT_NOTICES, notify } from '../../lib/notifications.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { clientMarks, startSession } from '../../lib/sessions.ts';
import { inviterOf, joinThroughCode, programmeOf } from '../../lib/referrals.ts';
import { claimSignupClick } from '../../lib/commissions.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.signup` (SignUpRequest -> AuthSession): creates the learner (a friend, with an invite code: decision
 * 0078), sends the e-mail verification link, greets them with a 'welcome' notification and signs them in. The
 * address is verified later; signing in does not wait for it.
 */
export const signup: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, SignUpRequest);
  const db = c.var.db;
  const school = c.var.school;
  await throttle(c, 'signup');
  const phone = canonicalPhone(body.phone);

  const taken = await db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where('school_id', '=', school.id)
    .where((eb) => eb.or([eb('email', '=', body.email), eb('phone', '=', phone)]))
    .execute();
  if (taken.some((u) => u.email === body.email)) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.emailTaken, { field: 'email' });
  if (phone !== null && taken.some((u) => u.phone === phone)) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.phoneTaken, { field: 'phone' });

  // An invite code must name a learner of this school; a school with no programme takes the sign-up without it.
  const code = body.referral_code;
  const programme = code === undefined ? null : await programmeOf(db, school);
  const inviter = code !== undefined && programme ? await inviterOf(db, school, code) : null;
  if (programme && !inviter) throw new ApiError(ERROR_CODE.invalidParams, REFERRAL_TEXT.codeInvalid, { field: 'referral_code' });

  const settings = await accountSettings(db, school);
  const password = await hashPassword(body.password);
  const now = Date.now();
  const user = await db
    .insertInto('users')
    .values({
      school_id: school.id, name: body.name, email: body.email, phone, password_hash: password.hash, password_salt: password.salt,
      kdf_iterations: password.iterations, segment_id: body.segment_id ?? null, segment_path: body.segment_path ?? null, created_at: now, updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(uniqueViolation);
  const marks = await clientMarks(c);
  if (programme && inviter) await joinThroughCode(db, school, user.id, inviter.id, marks, programme, now);
  // A browser that came through an affiliate's link: the sign-up is the link's, and so are this learner's orders.
  await claimSignupClick(db, school, marks.deviceId, user.id, now);
  await sendLink(c, user, 'email_verification', settings);
  await notify(db, school, user.id, ACCOUNT_NOTICES.welcome(settings));
  return noStore(c, await startSession(c, user, settings, marks));
};
