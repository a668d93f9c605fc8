import type { Handler } from 'hono';
import { AUTH_TEXT, ProfileUpdateRequest, canonicalPhone, profileValuesSchema } from '../../../contract/auth.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { profileValues, toMe, uniqueViolation, type UserRow } from '../../lib/accounts.ts';
import { ApiError } from '../../lib/errors.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import { issueError, parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.updateMe` (session; ProfileUpdateRequest -> Me): changes the fields sent. Profile values are
 * checked against the school's profile fields; an empty value clears an optional field.
 */
export const updateMe: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const body = await parseBody(c, ProfileUpdateRequest);
  const db = c.env.DB;
  const school = c.var.school;
  const settings = await accountSettings(db, school);

  let profile = profileValues(user);
  if (body.profile) {
    const parsed = profileValuesSchema(settings.profileFields).safeParse(body.profile);
    if (!parsed.success) throw issueError(parsed.error.issues[0]!, ['profile']);
    profile = { ...profile, ...(parsed.data as Record<string, string>) };
    profile = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== ''));
  }
  const phone = body.phone === undefined ? user.phone : canonicalPhone(body.phone);
  const username = body.username === undefined ? user.username : body.username;

  const clash = await db
    .prepare('SELECT MAX(phone = ?) AS phone, MAX(username = ?) AS username FROM users WHERE school_id = ? AND id != ? AND (phone = ? OR username = ?)')
    .bind(phone, username, school.id, user.id, phone, username)
    .first<{ phone: number | null; username: number | null }>();
  if (clash?.phone) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.phoneTaken, { field: 'phone' });
  if (clash?.username) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.usernameTaken, { field: 'username' });

  const updated = await db
    .prepare('UPDATE users SET name = ?, phone = ?, username = ?, profile_json = ?, updated_at = ? WHERE school_id = ? AND id = ? RETURNING *')
    .bind(body.name ?? user.name, phone, username, JSON.stringify(profile), Date.now(), school.id, user.id)
    .first<UserRow>()
    .catch(uniqueViolation);
  return noStore(c, toMe(updated!, settings));
};
