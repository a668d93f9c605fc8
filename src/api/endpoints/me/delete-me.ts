import type { Handler } from 'hono';
import { DeleteAccountRequest } from '../../../contract/auth.ts';
import { deleteUserStatements } from '../../lib/accounts.ts';
import { cancelMandates } from '../../lib/subscriptions.ts';
import { noStore } from '../../lib/respond.ts';
import { clearAuthCookies, requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.deleteMe` (session; DeleteAccountRequest -> Done): deletes the learner for good: their row,
 * sessions, links, codes, messages, notifications, enrolments, favourites, bookmarks and reviews, in one batch. The e-mail address is free to sign up again.
 */
export const deleteMe: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  await parseBody(c, DeleteAccountRequest);
  const db = c.var.db;
  await cancelMandates(c.env, db, c.var.school, user.id);
  await db.batch(deleteUserStatements(db, c.var.school, user));
  clearAuthCookies(c);
  return noStore(c, { ok: true });
};
