import type { Handler } from 'hono';
import { noStore } from '../../lib/respond.ts';
import { clearAuthCookies, currentSession } from '../../lib/sessions.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.signout` (-> Done): revokes the request's session, if it has a live one, and clears the
 * cookies. Never fails for a missing or dead token: signing out must always work.
 */
export const signout: Handler<AppEnv> = async (c) => {
  const session = await currentSession(c);
  if (session && !session.revokedReason) {
    await c.var.db
      .updateTable('sessions')
      .set({ revoked_at: Date.now(), revoked_reason: 'signout' })
      .where('school_id', '=', c.var.school.id)
      .where('token_hash', '=', session.tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
  clearAuthCookies(c);
  return noStore(c, { ok: true });
};
