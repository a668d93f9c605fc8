import type { Handler } from 'hono';
import { AUTH_TEXT, SignUpRequest, canonicalPhone } from '../../../contract/auth.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { uniqueViolation, type UserRow } from '../../lib/accounts.ts';
import { ApiError } from '../../lib/errors.ts';
import { sendLink } from '../../lib/links.ts';
import { ACCOUNT_NOTICES, notify } from '../../lib/notifications.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { startSession } from '../../lib/sessions.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.signup` (SignUpRequest -> AuthSession): creates the learner, sends the e-mail
 * verification link, greets them with a 'welcome' notification and signs them in. The address is verified later;
 * signing in does not wait for it.
 */
export const signup: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, SignUpRequest);
  const db = c.env.DB;
  const school = c.var.school;
  await throttle(c, 'signup');
  const phone = canonicalPhone(body.phone);

  const taken = await db
    .prepare('SELECT MAX(email = ?) AS email, MAX(phone = ?) AS phone FROM users WHERE school_id = ? AND (email = ? OR phone = ?)')
    .bind(body.email, phone, school.id, body.email, phone)
    .first<{ email: number | null; phone: number | null }>();
  if (taken?.email) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.emailTaken, { field: 'email' });
  if (taken?.phone) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.phoneTaken, { field: 'phone' });

  const settings = await accountSettings(db, school);
  const password = await hashPassword(body.password);
  const now = Date.now();
  const user = await db
    .prepare(
      `INSERT INTO users (school_id, name, email, phone, password_hash, password_salt, kdf_iterations, segment_id, segment_path, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .bind(school.id, body.name, body.email, phone, password.hash, password.salt, password.iterations, body.segment_id ?? null, body.segment_path ?? null, now, now)
    .first<UserRow>()
    .catch(uniqueViolation);
  await sendLink(c, user!, 'email_verification', settings);
  await notify(db, school, user!.id, ACCOUNT_NOTICES.welcome(settings));
  return noStore(c, await startSession(c, user!, settings));
};
