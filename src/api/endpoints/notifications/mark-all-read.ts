import type { Handler } from 'hono';
import type { MarkReadResponse } from '../../../contract/notifications.ts';
import { unreadCountStatement } from '../../lib/notifications.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.markAllRead` (session; -> MarkReadResponse): marks all the learner's notifications read. */
export const markAllRead: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const [, unread] = await db.batch([
    db.updateTable('notifications').set({ read_at: Date.now() })
      .where('school_id', '=', school.id).where('user_id', '=', user.id).where('read_at', 'is', null),
    unreadCountStatement(db, school, user.id),
  ]);
  const response: MarkReadResponse = { unread_count: unread[0]!.n };
  return noStore(c, response);
};
