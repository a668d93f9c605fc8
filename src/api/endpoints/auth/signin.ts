import type { Handler } from 'hono';
import { AUTH_TEXT, SignInRequest, parseIdentifier } from '../../../contract/auth.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../../contract/errors.ts';
import { findUser } from '../../lib/accounts.ts';
import { ApiError } from '../../lib/errors.ts';
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { startSession } from '../../lib/sessions.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.signin` (SignInRequest -> AuthSession): by e-mail or phone and password. 404 'User not
 * found' for an identifier the school does not know, 412 'Invalid password' for a wrong password.
 */
export const signin: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, SignInRequest);
  const db = c.var.db;
  const school = c.var.school;
  const identifier = parseIdentifier(body.identifier);
  // The per-account counter is the account's, however it is addressed: e-mail and phone share one limit.
  const user = await findUser(db, school, identifier);
  await throttle(c, 'signin', user ? `user:${user.id}` : identifier.value);
  if (!user) throw new ApiError(ERROR_CODE.notFound, AUTH_TEXT.userNotFound, { field: 'identifier' });
  const stored = { hash: user.password_hash, salt: user.password_salt, iterations: user.kdf_iterations };
  if (!(await verifyPassword(body.password, stored))) throw new ApiError(ERROR_CODE.invalidParams, ERROR_TEXT.invalidPassword, { field: 'password' });

  // A hash made with an older work factor is replaced while the password is at hand.
  if (user.kdf_iterations !== PBKDF2_ITERATIONS) {
    const rehashed = await hashPassword(body.password);
    await db
      .updateTable('users')
      .set({ password_hash: rehashed.hash, password_salt: rehashed.salt, kdf_iterations: rehashed.iterations })
      .where('school_id', '=', school.id)
      .where('id', '=', user.id)
      .execute();
  }
  return noStore(c, await startSession(c, user, await accountSettings(db, school)));
};
