/** Learner rows: lookup, the `Me` view and deletion. Every query names the school. */
import { LanguageCode } from '../../contract/language.ts';
import { AUTH_TEXT, type Me, type ParsedIdentifier, type ProfileStatus } from '../../contract/auth.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import { authorRemovalStatements } from './community.ts';
import type { AccountSettings } from './school-settings.ts';

/** A learner's row, as the migrations define `users`. */
export type UserRow = Selectable<UsersTable>;

/** The school's learner with this e-mail or phone, or null. */
export async function findUser(db: Db, school: School, identifier: ParsedIdentifier): Promise<UserRow | null> {
  const users = db.selectFrom('users').selectAll().where('school_id', '=', school.id);
  const row = await (identifier.kind === 'email' ? users.where('email', '=', identifier.value) : users.where('phone', '=', identifier.value)).executeTakeFirst();
  return row ?? null;
}

/** As `findUser`, but 404 'User not found' (naming the field) when there is none. */
export async function getUser(db: Db, school: School, identifier: ParsedIdentifier, field: string): Promise<UserRow> {
  const user = await findUser(db, school, identifier);
  if (!user) throw new ApiError(ERROR_CODE.notFound, AUTH_TEXT.userNotFound, { field });
  return user;
}

export const profileValues = (user: Pick<UserRow, 'profile_json'>): Record<string, string> => JSON.parse(user.profile_json) as Record<string, string>;

export function profileStatus(user: Pick<UserRow, 'profile_json' | 'profile_skips'>, settings: AccountSettings): ProfileStatus {
  const values = profileValues(user);
  const fields = settings.profileFields.map((f) => ({ ...f, value: values[f.key] || null }));
  const missing = fields.filter((f) => f.mandatory && !f.value).map((f) => f.key);
  return {
    fields,
    missing,
    skips_used: user.profile_skips,
    skip_limit: settings.profileSkipLimit,
    completion_forced: missing.length > 0 && user.profile_skips >= settings.profileSkipLimit,
  };
}

/** A stored language the product still ships; an unknown one reads as never chosen. */
export const storedLanguage = (value: string | null): LanguageCode | null => {
  const parsed = LanguageCode.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const toMe = (user: UserRow, settings: AccountSettings): Me => ({
  studentId: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  username: user.username,
  email_verified: user.email_verified_at !== null,
  segmentId: user.segment_id,
  segmentPath: user.segment_path,
  created_at: new Date(user.created_at).toISOString(),
  profile: profileStatus(user, settings),
  language: storedLanguage(user.language),
});

/**
 * Maps a UNIQUE violation on users to the 412 the learner can act on; anything else is rethrown. Checked before
 * writing too, this covers two sign-ups racing for one address.
 */
export function uniqueViolation(error: unknown): never {
  const message = error instanceof Error ? error.message : '';
  if (/UNIQUE constraint failed: users\.school_id, users\.email/.test(message)) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.emailTaken, { field: 'email' });
  if (/UNIQUE constraint failed: users\.school_id, users\.phone/.test(message)) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.phoneTaken, { field: 'phone' });
  if (/UNIQUE constraint failed: users\.school_id, users\.username/.test(message)) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.usernameTaken, { field: 'username' });
  throw error;
}

/** Statements that delete a learner and everything kept about them, for one batch. */
export function deleteUserStatements(db: Db, school: School, user: Pick<UserRow, 'id' | 'email' | 'phone'>) {
  const addresses = [user.email, user.phone].filter((a): a is string => a !== null);
  return [
    db.deleteFrom('sessions').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('tokens').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('otps').where('school_id', '=', school.id).where('identifier', 'in', addresses),
    db.deleteFrom('outbox').where('school_id', '=', school.id).where('recipient', 'in', addresses),
    db.deleteFrom('notifications').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('enrolments').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('user_likes').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('bookmarks').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('lesson_progress').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('attempt_answers').where('school_id', '=', school.id)
      .where('attempt_id', 'in', db.selectFrom('attempts').select('id').where('school_id', '=', school.id).where('user_id', '=', user.id)),
    db.deleteFrom('attempts').where('school_id', '=', school.id).where('user_id', '=', user.id),
    // Their invite code goes; the friends it brought keep their rows (and their rewards to come), and the inviter
    // sees "a friend who has left" for a friend who goes.
    db.deleteFrom('referral_codes').where('school_id', '=', school.id).where('user_id', '=', user.id),
    // Their subscriptions end now and are never charged again (the gateway's mandates are cancelled first, by the
    // caller); the rows stay, as their orders and invoices do.
    db.updateTable('subscriptions').set({ state: 'cancelled', charge_at: null, ended_at: Date.now(), updated_at: Date.now() })
      .where('school_id', '=', school.id).where('user_id', '=', user.id).where('state', 'in', ['created', 'authenticated', 'active', 'pending', 'halted', 'paused']),
    // Their wallet's legs stay: they are the school's books, each with its other leg, and name nobody (an id is never
    // reused, so nobody inherits the account).
    // Their remembered address goes; an invoiced order keeps the copy it was made with, as tax records must.
    db.deleteFrom('billing_addresses').where('school_id', '=', school.id).where('user_id', '=', user.id),
    // Their place in the affiliate programme and its history.
    db.deleteFrom('affiliates').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('affiliate_events').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('affiliate_payout_details').where('school_id', '=', school.id).where('user_id', '=', user.id),
    db.deleteFrom('staff').where('school_id', '=', school.id).where('user_id', '=', user.id),
    // Their reviews go too; the products' ratings no longer count them.
    db.deleteFrom('reviews').where('school_id', '=', school.id).where('user_id', '=', user.id),
    // What they wrote and marked in the feed and the communities, with the replies to their posts.
    ...authorRemovalStatements(db, school, user.id),
    db.deleteFrom('users').where('school_id', '=', school.id).where('id', '=', user.id),
  ] as const;
}
