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
  const db = c.var.db;
  const settings = await accountSettings(db, c.var.school);
  const status = profileStatus(user, settings);
  if (status.missing.length === 0 || status.completion_forced) return noStore(c, status);
  // The limit is part of the write, so concurrent skips cannot all pass one check and each add one.
  const row = await db
    .updateTable('users')
    .set((eb) => ({ profile_skips: eb('profile_skips', '+', 1) }))
    .where('school_id', '=', c.var.school.id)
    .where('id', '=', user.id)
    .where('profile_skips', '<', settings.profileSkipLimit)
    .returning('profile_skips')
    .executeTakeFirst();
  const skips = row?.profile_skips ?? settings.profileSkipLimit;
  return noStore(c, profileStatus({ ...user, profile_skips: skips }, settings));
};
