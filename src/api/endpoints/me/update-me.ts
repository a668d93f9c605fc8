import type { Handler } from 'hono';
import { AUTH_TEXT, ProfileUpdateRequest, VALIDATION_TEXT, canonicalPhone, profileValuesSchema } from '../../../contract/auth.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { profileValues, toMe, uniqueViolation } from '../../lib/accounts.ts';
import { ApiError } from '../../lib/errors.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import { issueError, parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.updateMe` (session; ProfileUpdateRequest -> Me): changes the fields sent. Profile values are
 * checked against the school's profile fields; an empty value clears an optional field. The language must be one the
 * school offers: it is applied wherever the learner signs in next.
 */
export const updateMe: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const body = await parseBody(c, ProfileUpdateRequest);
  const db = c.var.db;
  const school = c.var.school;
  const settings = await accountSettings(db, school);

  let profile = profileValues(user);
  if (body.profile) {
    const parsed = profileValuesSchema(settings.profileFields).safeParse(body.profile);
    if (!parsed.success) throw issueError(parsed.error.issues[0]!, ['profile']);
    profile = { ...profile, ...(parsed.data as Record<string, string>) };
    profile = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== ''));
  }
  if (body.language !== undefined && !settings.languages.includes(body.language)) throw new ApiError(ERROR_CODE.invalidParams, VALIDATION_TEXT.languageNotOffered, { field: 'language' });
  const phone = body.phone === undefined ? user.phone : canonicalPhone(body.phone);
  const username = body.username === undefined ? user.username : body.username;

  // NULL matches nothing, as in the UNIQUE constraints: no phone or username clashes with no other.
  const others = await db
    .selectFrom('users')
    .select(['phone', 'username'])
    .where('school_id', '=', school.id)
    .where('id', '!=', user.id)
    .where((eb) => eb.or([eb('phone', '=', phone), eb('username', '=', username)]))
    .execute();
  if (phone !== null && others.some((u) => u.phone === phone)) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.phoneTaken, { field: 'phone' });
  // username is NOCASE in the table, so compare as SQLite does (ASCII case folding).
  if (username !== null && others.some((u) => u.username?.toLowerCase() === username.toLowerCase())) throw new ApiError(ERROR_CODE.invalidParams, AUTH_TEXT.usernameTaken, { field: 'username' });

  const updated = await db
    .updateTable('users')
    .set({ name: body.name ?? user.name, phone, username, profile_json: JSON.stringify(profile), language: body.language ?? user.language, updated_at: Date.now() })
    .where('school_id', '=', school.id)
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(uniqueViolation);
  return noStore(c, toMe(updated, settings));
};
