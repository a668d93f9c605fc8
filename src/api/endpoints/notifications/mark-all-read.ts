import type { Handler } from 'hono';
import type { MarkReadResponse } from '../../../contract/notifications.ts';
import { unreadCountStatement } from '../../lib/notifications.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.markAllRead` (session; -> MarkReadResponse): marks all the learner's notifications read. */
export const markAllRead: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.env.DB;
  const school = c.var.school;
  const [, unread] = await db.batch([
    db.prepare('UPDATE notifications SET read_at = ? WHERE school_id = ? AND user_id = ? AND read_at IS NULL').bind(Date.now(), school.id, user.id),
    unreadCountStatement(db, school, user.id),
  ]);
  const response: MarkReadResponse = { unread_count: (unread!.results[0] as { n: number }).n };
  return noStore(c, response);
};
