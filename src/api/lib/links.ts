/**
 * Single-use links sent by e-mail: password reset (1 hour) and e-mail verification (24 hours). The token is in
 * the link only; the database keeps its SHA-256. Issuing a new link retires the learner's earlier unused ones.
 */
import type { Context } from 'hono';
import { AUTH_LIMITS, AUTH_TEXT, type LinkSent } from '../../contract/auth.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { AppEnv } from '../types.ts';
import type { UserRow } from './accounts.ts';
import { ApiError } from './errors.ts';
import type { AccountSettings } from './school-settings.ts';
import { randomToken, sha256 } from './secrets.ts';
import { maskAddress, senderFor } from './sender.ts';

export type LinkPurpose = 'password_reset' | 'email_verification';

const LINKS = {
  password_reset: {
    ttlSeconds: AUTH_LIMITS.passwordResetTtlSeconds,
    route: 'account/reset-password',
    subject: (school: string) => `Reset your ${school} password`,
    body: (school: string, link: string) =>
      `Someone asked to reset the password of your ${school} account. To choose a new one, open ${link} within an hour. ` +
      'If it was not you, ignore this message: your password stays as it is.',
  },
  email_verification: {
    ttlSeconds: AUTH_LIMITS.emailVerificationTtlSeconds,
    route: 'account/email-verification',
    subject: (school: string) => `Confirm your e-mail address for ${school}`,
    body: (school: string, link: string) => `Welcome to ${school}! Confirm your e-mail address by opening ${link} within 24 hours.`,
  },
} as const;

/**
 * Creates a link for `user` and sends it to their e-mail address. The link is a path on the school's site
 * (`/<base>/account/...?token=`): the API does not know which host the learner uses; a production sender adds it.
 */
export async function sendLink(c: Context<AppEnv>, user: UserRow, purpose: LinkPurpose, settings: AccountSettings): Promise<LinkSent> {
  const db = c.var.db;
  const school = c.var.school;
  const spec = LINKS[purpose];
  const token = randomToken();
  const now = Date.now();
  await db.batch([
    db.updateTable('tokens').set({ used_at: now })
      .where('school_id', '=', school.id).where('user_id', '=', user.id).where('purpose', '=', purpose).where('used_at', 'is', null),
    db.deleteFrom('tokens').where('school_id', '=', school.id).where('user_id', '=', user.id).where('expires_at', '<', now),
    db.insertInto('tokens').values({
      school_id: school.id, token_hash: await sha256(token), user_id: user.id, purpose, created_at: now, expires_at: now + spec.ttlSeconds * 1000,
    }),
  ]);
  const link = `/${settings.basePrefix}/${spec.route}?token=${token}`;
  await senderFor(c.var.db, school).send({
    to: user.email,
    channel: 'email',
    kind: purpose,
    subject: spec.subject(settings.schoolName),
    body: spec.body(settings.schoolName, link),
  });
  return { sent_to: maskAddress(user.email), expires_in_seconds: spec.ttlSeconds };
}

/**
 * Uses a link's token once: the learner it belongs to, or 412 'This link is invalid or has expired' for an
 * unknown, used or expired token. Marking it used is the same statement as checking it, so two requests cannot
 * both use one token.
 */
export async function useLink(c: Context<AppEnv>, token: string, purpose: LinkPurpose): Promise<number> {
  const now = Date.now();
  const row = await c.var.db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('school_id', '=', c.var.school.id)
    .where('token_hash', '=', await sha256(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.linkInvalid, { field: 'token' });
  return row.user_id;
}
