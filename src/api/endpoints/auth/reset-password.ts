import type { Handler } from 'hono';
import { ResetPasswordRequest } from '../../../contract/auth.ts';
import { useLink } from '../../lib/links.ts';
import { ACCOUNT_NOTICES, notificationStatement } from '../../lib/notifications.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { clearAuthCookies, revokeSessions } from '../../lib/sessions.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.resetPassword` (ResetPasswordRequest -> Done): sets the new password with a reset
 * link's token (single use, 1 hour) and signs the learner out everywhere. The link reached their inbox, so the
 * address counts as verified. The learner finds a 'password_changed' notification when they sign in again.
 */
export const resetPassword: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, ResetPasswordRequest);
  const db = c.var.db;
  const school = c.var.school;
  await throttle(c, 'link');
  const userId = await useLink(c, body.token, 'password_reset');
  const password = await hashPassword(body.new_password);
  const settings = await accountSettings(db, school);
  const now = Date.now();
  await db.batch([
    db.updateTable('users')
      .set((eb) => ({
        password_hash: password.hash, password_salt: password.salt, kdf_iterations: password.iterations,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), updated_at: now,
      }))
      .where('school_id', '=', school.id)
      .where('id', '=', userId),
    revokeSessions(db, school.id, userId, 'password_reset'),
    notificationStatement(db, school, userId, ACCOUNT_NOTICES.passwordChanged(settings, true), now),
  ]);
  clearAuthCookies(c);
  return noStore(c, { ok: true });
};
