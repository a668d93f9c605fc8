/**
 * One-time codes for signing in: 6 digits, stored hashed, valid 10 minutes, 5 verify attempts. Sending is limited
 * twice: 3 codes per 15-minute window ('OTP limit exceeded'), and 5 codes per challenge, a challenge lasting until
 * a code is used or for 24 hours ('Max OTP resend exceeded. Please logout and relogin.'). SMS goes only to +91
 * numbers ('International OTP not supported'); e-mail goes anywhere.
 */
import type { Context } from 'hono';
import { AUTH_LIMITS, AUTH_TEXT, isDomesticPhone, type OtpSent, type ParsedIdentifier } from '../../contract/auth.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../contract/errors.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './errors.ts';
import type { AccountSettings } from './school-settings.ts';
import { constantTimeEqual, fromHex, randomDigits, sha256 } from './secrets.ts';
import { maskAddress, senderFor } from './sender.ts';

// The identifier is part of the hash, so equal codes for two learners never share a hash.
const codeHash = (identifier: string, code: string): Promise<string> => sha256(`${identifier}:${code}`);

/** 412 'International OTP not supported' for a phone number outside +91; e-mail codes go anywhere. */
export function assertOtpDeliverable(identifier: ParsedIdentifier): void {
  if (identifier.kind === 'phone' && !isDomesticPhone(identifier.value)) {
    throw new ApiError(ERROR_CODE.invalidParams, ERROR_TEXT.internationalOtp, { field: 'identifier' });
  }
}

/** Sends a new code to `identifier` (an existing learner's e-mail or phone), replacing any earlier one. */
export async function sendOtp(c: Context<AppEnv>, identifier: ParsedIdentifier, settings: AccountSettings): Promise<OtpSent> {
  assertOtpDeliverable(identifier);
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const row = await db.selectFrom('otps').selectAll().where('school_id', '=', school.id).where('identifier', '=', identifier.value).executeTakeFirst();

  const newChallenge = !row || row.used_at !== null || now - row.challenge_started_at >= AUTH_LIMITS.otpChallengeSeconds * 1000;
  const sends = newChallenge ? 0 : row.sends;
  const challengeStartedAt = newChallenge ? now : row.challenge_started_at;
  const newWindow = !row || now - row.window_start >= AUTH_LIMITS.otpWindowSeconds * 1000;
  const windowSends = newWindow ? 0 : row.window_sends;
  const windowStart = newWindow ? now : row.window_start;

  if (sends >= AUTH_LIMITS.otpSendsPerChallenge) throw new ApiError(ERROR_CODE.forbidden, ERROR_TEXT.otpResendExceeded);
  if (windowSends >= AUTH_LIMITS.otpSendsPerWindow) {
    const retryAfter = Math.ceil((windowStart + AUTH_LIMITS.otpWindowSeconds * 1000 - now) / 1000);
    throw new ApiError(ERROR_CODE.forbidden, ERROR_TEXT.otpLimitExceeded, {}, { 'retry-after': String(retryAfter) });
  }

  const code = randomDigits(AUTH_LIMITS.otpDigits);
  // Written only if nobody sent a code since the read above: two racing sends cannot both pass the limits.
  const written = await db
    .insertInto('otps')
    .values({
      school_id: school.id, identifier: identifier.value, code_hash: await codeHash(identifier.value, code),
      expires_at: now + AUTH_LIMITS.otpTtlSeconds * 1000, attempts: 0, sends: sends + 1, challenge_started_at: challengeStartedAt,
      window_start: windowStart, window_sends: windowSends + 1, last_sent_at: now, used_at: null,
    })
    .onConflict((oc) => oc
      .columns(['school_id', 'identifier'])
      .doUpdateSet((eb) => ({
        code_hash: eb.ref('excluded.code_hash'), expires_at: eb.ref('excluded.expires_at'), attempts: 0, sends: eb.ref('excluded.sends'),
        challenge_started_at: eb.ref('excluded.challenge_started_at'), window_start: eb.ref('excluded.window_start'),
        window_sends: eb.ref('excluded.window_sends'), last_sent_at: eb.ref('excluded.last_sent_at'), used_at: null,
      }))
      .where('otps.last_sent_at', '=', row?.last_sent_at ?? -1))
    .executeTakeFirst();
  if (written.numInsertedOrUpdatedRows !== 1n) throw new ApiError(ERROR_CODE.forbidden, ERROR_TEXT.otpLimitExceeded);

  const channel = identifier.kind === 'email' ? 'email' : 'sms';
  await senderFor(c.var.db, school).send({
    to: identifier.value,
    channel,
    kind: 'otp',
    subject: `Your ${settings.schoolName} sign-in code`,
    body: `${code} is your OTP to sign in to ${settings.schoolName}. It expires in 10 minutes. Do not share it with anyone.`,
  });
  return {
    channel,
    sent_to: maskAddress(identifier.value),
    expires_in_seconds: AUTH_LIMITS.otpTtlSeconds,
    sends_left: AUTH_LIMITS.otpSendsPerWindow - windowSends - 1,
  };
}

/**
 * Checks a code: passes, or throws 412 'Invalid OTP' / 'OTP expired...' or 403 after too many wrong attempts.
 * Each attempt is counted by the same statement that reads the code, so parallel guesses share the 5 attempts.
 * A right code is used up: the challenge ends and its resend count starts again.
 */
export async function verifyOtp(c: Context<AppEnv>, identifier: ParsedIdentifier, code: string): Promise<void> {
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const row = await db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('school_id', '=', school.id)
    .where('identifier', '=', identifier.value)
    .where('code_hash', 'is not', null)
    .where('attempts', '<', AUTH_LIMITS.otpMaxAttempts)
    .returning(['code_hash', 'expires_at', 'attempts'])
    .executeTakeFirst();
  if (!row) {
    const exhausted = await db
      .selectFrom('otps')
      .select('identifier')
      .where('school_id', '=', school.id)
      .where('identifier', '=', identifier.value)
      .where('code_hash', 'is not', null)
      .executeTakeFirst();
    if (exhausted) throw new ApiError(ERROR_CODE.forbidden, AUTH_TEXT.otpAttemptsExceeded);
    throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.otpWrong, { field: 'otp' });
  }
  if (row.expires_at <= now) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.otpExpired, { field: 'otp' });
  const matches = constantTimeEqual(fromHex(await codeHash(identifier.value, code)), fromHex(row.code_hash!));
  if (!matches) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.otpWrong, { field: 'otp' });
  await db
    .updateTable('otps')
    .set({ code_hash: null, used_at: now, sends: 0 })
    .where('school_id', '=', school.id)
    .where('identifier', '=', identifier.value)
    .execute();
}
