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
  const db = c.env.DB;
  const school = c.var.school;
  await throttle(c, 'link');
  const userId = await useLink(c, body.token, 'password_reset');
  const password = await hashPassword(body.new_password);
  const settings = await accountSettings(db, school);
  const now = Date.now();
  await db.batch([
    db.prepare(
      `UPDATE users SET password_hash = ?, password_salt = ?, kdf_iterations = ?, email_verified_at = COALESCE(email_verified_at, ?), updated_at = ?
       WHERE school_id = ? AND id = ?`,
    ).bind(password.hash, password.salt, password.iterations, now, now, school.id, userId),
    revokeSessions(db, school.id, userId, 'password_reset'),
    notificationStatement(db, school, userId, ACCOUNT_NOTICES.passwordChanged(settings, true), now),
  ]);
  clearAuthCookies(c);
  return noStore(c, { ok: true });
};
