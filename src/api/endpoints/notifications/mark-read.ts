import type { Handler } from 'hono';
import { sql } from 'kysely';
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
  const db = c.var.db;
  const school = c.var.school;
  // The ids travel as one JSON parameter: D1 binds at most 100 parameters, and a call may name 100 ids.
  const [, unread] = await db.batch([
    db.updateTable('notifications').set({ read_at: Date.now() })
      .where('school_id', '=', school.id).where('user_id', '=', user.id).where('read_at', 'is', null)
      .where('id', 'in', sql<number>`(SELECT value FROM json_each(${JSON.stringify(body.ids)}))`),
    unreadCountStatement(db, school, user.id),
  ]);
  const response: MarkReadResponse = { unread_count: unread[0]!.n };
  return noStore(c, response);
};
