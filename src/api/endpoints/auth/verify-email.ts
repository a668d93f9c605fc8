import type { Handler } from 'hono';
import { EmailVerificationRequest } from '../../../contract/auth.ts';
import { useLink } from '../../lib/links.ts';
import { ACCOUNT_NOTICES, notify } from '../../lib/notifications.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.verifyEmail` (EmailVerificationRequest -> EmailVerified): confirms the address with the
 * verification link's token (single use, 24 hours). No session needed: the link may be opened on another device.
 * The first verification of the address sends an 'email_verified' notification.
 */
export const verifyEmail: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, EmailVerificationRequest);
  await throttle(c, 'link');
  const userId = await useLink(c, body.token, 'email_verification');
  const db = c.var.db;
  const school = c.var.school;
  const verified = await db
    .updateTable('users')
    .set({ email_verified_at: Date.now() })
    .where('school_id', '=', school.id)
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .returning('email')
    .executeTakeFirst();
  if (verified) await notify(db, school, userId, ACCOUNT_NOTICES.emailVerified(await accountSettings(db, school), verified.email));
  return noStore(c, { email_verified: true });
};
