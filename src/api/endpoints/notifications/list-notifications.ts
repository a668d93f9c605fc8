import type { Handler } from 'hono';
import { NotificationsQuery, type NotificationsResponse } from '../../../contract/notifications.ts';
import { NOTIFICATION_COLUMNS, toNotification, unreadCountStatement } from '../../lib/notifications.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.notifications` (session; NotificationsQuery -> NotificationsResponse): a page of the learner's
 * own notifications, newest first. The cursor is an id, so a notification arriving between two pages never shifts
 * the next one; one row past the limit tells whether there is a next page.
 */
export const listNotifications: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const query = parseInput(NotificationsQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const [rows, unread] = await db.batch([
    db
      .selectFrom('notifications')
      .select(NOTIFICATION_COLUMNS)
      .where('school_id', '=', school.id)
      .where('user_id', '=', user.id)
      .$if(query.before !== undefined, (q) => q.where('id', '<', query.before!))
      .$if(Boolean(query.unread), (q) => q.where('read_at', 'is', null))
      .orderBy('id', 'desc')
      .limit(query.limit + 1),
    unreadCountStatement(db, school, user.id),
  ]);
  const more = rows.length > query.limit;
  const notifications = rows.slice(0, query.limit).map(toNotification);
  const body: NotificationsResponse = {
    notifications,
    unread_count: unread[0]!.n,
    next_before: more ? notifications.at(-1)!.id : null,
  };
  return noStore(c, body);
};
