import type { Handler } from 'hono';
import { AUTH_TEXT } from '../../../contract/auth.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ApiError } from '../../lib/errors.ts';
import { sendLink } from '../../lib/links.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import { throttle } from '../../lib/throttle.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.resendVerification` (session; -> LinkSent): a new verification link, the old one retired. */
export const resendVerification: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  if (user.email_verified_at !== null) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.alreadyVerified);
  await throttle(c, 'resendVerification', user.id);
  return noStore(c, await sendLink(c, user, 'email_verification', await accountSettings(c.var.db, c.var.school)));
};
