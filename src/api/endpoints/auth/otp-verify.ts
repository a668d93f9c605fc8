import type { Handler } from 'hono';
import { OtpVerifyRequest, parseIdentifier } from '../../../contract/auth.ts';
import { getUser } from '../../lib/accounts.ts';
import { ACCOUNT_NOTICES, notificationStatement } from '../../lib/notifications.ts';
import { verifyOtp } from '../../lib/otp.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { startSession } from '../../lib/sessions.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.otpVerify` (OtpVerifyRequest -> AuthSession): signs in with the code. A code that
 * reached an e-mail address also proves the address, so it is marked verified (with an 'email_verified'
 * notification, as the verification link gives).
 */
export const otpVerify: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, OtpVerifyRequest);
  const db = c.var.db;
  const school = c.var.school;
  const identifier = parseIdentifier(body.identifier);
  await throttle(c, 'otpVerify');
  const user = await getUser(db, school, identifier, 'identifier');
  await verifyOtp(c, identifier, body.otp);
  const settings = await accountSettings(db, school);
  if (identifier.kind === 'email' && user.email_verified_at === null) {
    user.email_verified_at = Date.now();
    await db.batch([
      db.updateTable('users').set({ email_verified_at: user.email_verified_at }).where('school_id', '=', school.id).where('id', '=', user.id),
      notificationStatement(db, school, user.id, ACCOUNT_NOTICES.emailVerified(settings, user.email)),
    ]);
  }
  return noStore(c, await startSession(c, user, settings));
};
