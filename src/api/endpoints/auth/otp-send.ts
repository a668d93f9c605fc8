import type { Handler } from 'hono';
import { OtpRequest, parseIdentifier } from '../../../contract/auth.ts';
import { getUser } from '../../lib/accounts.ts';
import { assertOtpDeliverable, sendOtp } from '../../lib/otp.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.otpSend` (OtpRequest -> OtpSent): a sign-in code by e-mail, or by SMS to a +91 number,
 * through the sender (lib/sender.ts). The code is never in the response.
 */
export const otpSend: Handler<AppEnv> = async (c) => {
  const body = await parseBody(c, OtpRequest);
  const identifier = parseIdentifier(body.identifier);
  await throttle(c, 'otpSend');
  assertOtpDeliverable(identifier);
  const db = c.var.db;
  await getUser(db, c.var.school, identifier, 'identifier');
  return noStore(c, await sendOtp(c, identifier, await accountSettings(db, c.var.school)));
};
