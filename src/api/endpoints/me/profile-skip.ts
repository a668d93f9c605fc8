import type { Handler } from 'hono';
import { profileStatus } from '../../lib/accounts.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.profileSkip` (session; -> ProfileStatus): the learner skips completing their mandatory
 * profile fields once more. Counts only while something is missing and the limit is not reached; at the limit
 * `completion_forced` is true (SPEC.md section 5).
 */
export const profileSkip: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const settings = await accountSettings(c.env.DB, c.var.school);
  const status = profileStatus(user, settings);
  if (status.missing.length === 0 || status.completion_forced) return noStore(c, status);
  const row = await c.env.DB.prepare('UPDATE users SET profile_skips = profile_skips + 1 WHERE school_id = ? AND id = ? RETURNING profile_skips')
    .bind(c.var.school.id, user.id)
    .first<{ profile_skips: number }>();
  return noStore(c, profileStatus({ ...user, profile_skips: row!.profile_skips }, settings));
};
