import type { Handler } from 'hono';
import { SignInRequest, parseIdentifier } from '../../../contract/auth.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../../contract/errors.ts';
import { getUser } from '../../lib/accounts.ts';
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
  const db = c.env.DB;
  const school = c.var.school;
  const identifier = parseIdentifier(body.identifier);
  await throttle(c, 'signin', identifier.value);
  const user = await getUser(db, school, identifier, 'identifier');
  const stored = { hash: user.password_hash, salt: user.password_salt, iterations: user.kdf_iterations };
  if (!(await verifyPassword(body.password, stored))) throw new ApiError(ERROR_CODE.invalidParams, ERROR_TEXT.invalidPassword, { field: 'password' });

  // A hash made with an older work factor is replaced while the password is at hand.
  if (user.kdf_iterations !== PBKDF2_ITERATIONS) {
    const rehashed = await hashPassword(body.password);
    await db
      .prepare('UPDATE users SET password_hash = ?, password_salt = ?, kdf_iterations = ? WHERE school_id = ? AND id = ?')
      .bind(rehashed.hash, rehashed.salt, rehashed.iterations, school.id, user.id)
      .run();
  }
  return noStore(c, await startSession(c, user, await accountSettings(db, school)));
};
