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
    await c.env.DB.prepare("UPDATE sessions SET revoked_at = ?, revoked_reason = 'signout' WHERE school_id = ? AND token_hash = ? AND revoked_at IS NULL")
      .bind(Date.now(), c.var.school.id, session.tokenHash)
      .run();
  }
  clearAuthCookies(c);
  return noStore(c, { ok: true });
};
