import type { Handler } from 'hono';
import { EmailVerificationRequest } from '../../../contract/auth.ts';
import { useLink } from '../../lib/links.ts';
import { noStore } from '../../lib/respond.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `POST /learner/v1/auth/verify_email` (EmailVerificationRequest -> EmailVerified): confirms the address with the
 * verification link's token (single use, 24 hours). No session needed: the link may be opened on another device.
 */
export const verifyEmail: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, EmailVerificationRequest);
  await throttle(c, 'link');
  const userId = await useLink(c, body.token, 'email_verification');
  await c.env.DB.prepare('UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?) WHERE school_id = ? AND id = ?')
    .bind(Date.now(), c.var.school.id, userId)
    .run();
  return noStore(c, { email_verified: true });
};
