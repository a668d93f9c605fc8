import type { Handler } from 'hono';
import { ChangePasswordRequest } from '../../../contract/auth.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../../contract/errors.ts';
import { ApiError } from '../../lib/errors.ts';
import { ACCOUNT_NOTICES, notificationStatement } from '../../lib/notifications.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession, revokeSessions } from '../../lib/sessions.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.changePassword` (session; ChangePasswordRequest -> Done): needs the current password
 * (412 'Invalid password'); the learner's other sessions are signed out, this one stays, and a 'password_changed'
 * notification records it.
 */
export const changePassword: Handler<AppEnv> = async (c) => {
  const { user, tokenHash } = await requireSession(c);
  const body = await parseBody(c, ChangePasswordRequest);
  const db = c.var.db;
  const school = c.var.school;
  await throttle(c, 'changePassword', user.id);
  const stored = { hash: user.password_hash, salt: user.password_salt, iterations: user.kdf_iterations };
  if (!(await verifyPassword(body.current_password, stored))) {
    throw new ApiError(ERROR_CODE.invalidParams, ERROR_TEXT.invalidPassword, { field: 'current_password' });
  }
  const password = await hashPassword(body.new_password);
  const settings = await accountSettings(db, school);
  await db.batch([
    db.updateTable('users')
      .set({ password_hash: password.hash, password_salt: password.salt, kdf_iterations: password.iterations, updated_at: Date.now() })
      .where('school_id', '=', school.id)
      .where('id', '=', user.id),
    revokeSessions(db, school.id, user.id, 'password_change', tokenHash),
    notificationStatement(db, school, user.id, ACCOUNT_NOTICES.passwordChanged(settings, false)),
  ]);
  return noStore(c, { ok: true });
};
