import type { Handler } from 'hono';
import { toMe } from '../../lib/accounts.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.me` (session; -> Me): the learner, with profile completion against the school's fields. */
export const getMe: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  return noStore(c, toMe(user, await accountSettings(c.var.db, c.var.school)));
};
