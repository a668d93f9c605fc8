import type { Handler } from 'hono';
import { NotificationsQuery, type NotificationsResponse } from '../../../contract/notifications.ts';
import { NOTIFICATION_COLUMNS, toNotification, unreadCountStatement, type NotificationRow } from '../../lib/notifications.ts';
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
  const db = c.env.DB;
  const school = c.var.school;
  const where = ['school_id = ?', 'user_id = ?'];
  const params: unknown[] = [school.id, user.id];
  if (query.before !== undefined) {
    where.push('id < ?');
    params.push(query.before);
  }
  if (query.unread) where.push('read_at IS NULL');
  const [page, unread] = await db.batch([
    db.prepare(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`).bind(...params, query.limit + 1),
    unreadCountStatement(db, school, user.id),
  ]);
  const rows = page!.results as NotificationRow[];
  const more = rows.length > query.limit;
  const notifications = rows.slice(0, query.limit).map(toNotification);
  const body: NotificationsResponse = {
    notifications,
    unread_count: (unread!.results[0] as { n: number }).n,
    next_before: more ? notifications.at(-1)!.id : null,
  };
  return noStore(c, body);
};
