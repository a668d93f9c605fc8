import type { Handler } from 'hono';
import { MarkReadRequest, type MarkReadResponse } from '../../../contract/notifications.ts';
import { unreadCountStatement } from '../../lib/notifications.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.markRead` (session; MarkReadRequest -> MarkReadResponse): marks the given ids read
 * where they are the learner's own and unread; any other id is ignored. Answers the new unread count.
 */
export const markRead: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const body = await parseBody(c, MarkReadRequest);
  const db = c.env.DB;
  const school = c.var.school;
  // The ids travel as one JSON parameter: D1 binds at most 100 parameters, and a call may name 100 ids.
  const [, unread] = await db.batch([
    db.prepare(
      'UPDATE notifications SET read_at = ? WHERE school_id = ? AND user_id = ? AND read_at IS NULL AND id IN (SELECT value FROM json_each(?))',
    ).bind(Date.now(), school.id, user.id, JSON.stringify(body.ids)),
    unreadCountStatement(db, school, user.id),
  ]);
  const response: MarkReadResponse = { unread_count: (unread!.results[0] as { n: number }).n };
  return noStore(c, response);
};
