/** Learner rows: lookup, the `Me` view and deletion. Every query names the school. */
import { AUTH_TEXT, type Me, type ParsedIdentifier, type ProfileStatus } from '../../contract/auth.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import type { AccountSettings } from './school-settings.ts';

export interface UserRow {
  id: number;
  school_id: number;
  name: string;
  email: string;
  phone: string | null;
  username: string | null;
  password_hash: string;
  password_salt: string;
  kdf_iterations: number;
  email_verified_at: number | null;
  segment_id: number | null;
  segment_path: string | null;
  profile_json: string;
  profile_skips: number;
  created_at: number;
  updated_at: number;
}

export const USER_COLUMNS = `u.id, u.school_id, u.name, u.email, u.phone, u.username, u.password_hash, u.password_salt,
  u.kdf_iterations, u.email_verified_at, u.segment_id, u.segment_path, u.profile_json, u.profile_skips, u.created_at, u.updated_at`;

/** The school's learner with this e-mail or phone, or null. */
export async function findUser(db: D1Database, school: School, identifier: ParsedIdentifier): Promise<UserRow | null> {
  const column = identifier.kind === 'email' ? 'email' : 'phone';
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.school_id = ? AND u.${column} = ?`).bind(school.id, identifier.value).first<UserRow>();
}

/** As `findUser`, but 404 'User not found' (naming the field) when there is none. */
export async function getUser(db: D1Database, school: School, identifier: ParsedIdentifier, field: string): Promise<UserRow> {
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
export function deleteUserStatements(db: D1Database, school: School, user: Pick<UserRow, 'id' | 'email' | 'phone'>): D1PreparedStatement[] {
  const addresses = [user.email, user.phone].filter((a): a is string => a !== null);
  const marks = addresses.map(() => '?').join(', ');
  return [
    db.prepare('DELETE FROM sessions WHERE school_id = ? AND user_id = ?').bind(school.id, user.id),
    db.prepare('DELETE FROM tokens WHERE school_id = ? AND user_id = ?').bind(school.id, user.id),
    db.prepare(`DELETE FROM otps WHERE school_id = ? AND identifier IN (${marks})`).bind(school.id, ...addresses),
    db.prepare(`DELETE FROM outbox WHERE school_id = ? AND recipient IN (${marks})`).bind(school.id, ...addresses),
    db.prepare('DELETE FROM notifications WHERE school_id = ? AND user_id = ?').bind(school.id, user.id),
    db.prepare('DELETE FROM enrolments WHERE school_id = ? AND user_id = ?').bind(school.id, user.id),
    db.prepare('DELETE FROM user_likes WHERE school_id = ? AND user_id = ?').bind(school.id, user.id),
    db.prepare('DELETE FROM bookmarks WHERE school_id = ? AND user_id = ?').bind(school.id, user.id),
    // Their reviews go too; the products' ratings no longer count them.
    db.prepare('DELETE FROM reviews WHERE school_id = ? AND user_id = ?').bind(school.id, user.id),
    db.prepare('DELETE FROM users WHERE school_id = ? AND id = ?').bind(school.id, user.id),
  ];
}
