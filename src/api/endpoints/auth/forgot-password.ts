import type { Handler } from 'hono';
import { ForgotPasswordRequest } from '../../../contract/auth.ts';
import { getUser } from '../../lib/accounts.ts';
import { sendLink } from '../../lib/links.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.forgotPassword` (ForgotPasswordRequest -> LinkSent): e-mails a reset link valid 1 hour. */
export const forgotPassword: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, ForgotPasswordRequest);
  const db = c.var.db;
  await throttle(c, 'forgotPassword', body.email);
  const user = await getUser(db, c.var.school, { kind: 'email', value: body.email }, 'email');
  return noStore(c, await sendLink(c, user, 'password_reset', await accountSettings(db, c.var.school)));
};
