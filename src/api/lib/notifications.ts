/**
 * In-app notifications (src/contract/notifications.ts): created by account events here, read and marked by the
 * learner through endpoints/notifications/. Every statement names the school and the learner.
 */
import type { Notification, NotificationKind } from '../../contract/notifications.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { NotificationsTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import type { AccountSettings } from './school-settings.ts';

/** A notification to create: the learner-facing text and where it leads (a path under the school's base). */
export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

export const NOTIFICATION_COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'] as const;

export type NotificationRow = Pick<Selectable<NotificationsTable>, (typeof NOTIFICATION_COLUMNS)[number]>;

export const toNotification = (row: NotificationRow): Notification => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
});

/** The INSERT for one notification, for a caller that writes it in the same batch as the event it reports. */
export function notificationStatement(db: Db, school: Pick<School, 'id'>, userId: number, notice: NewNotification, now = Date.now()) {
  return db.insertInto('notifications').values({
    school_id: school.id, user_id: userId, kind: notice.kind, title: notice.title, body: notice.body, link: notice.link, created_at: now,
  });
}

/** Creates one unread notification for the learner. */
export async function notify(db: Db, school: Pick<School, 'id'>, userId: number, notice: NewNotification): Promise<void> {
  await notificationStatement(db, school, userId, notice).execute();
}

/** The learner's unread count. */
export const unreadCountStatement = (db: Db, school: Pick<School, 'id'>, userId: number) =>
  db.selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', school.id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);

/** What account events tell the learner. Links are paths under the school's base prefix. */
export const ACCOUNT_NOTICES = {
  welcome: (settings: AccountSettings): NewNotification => ({
    kind: 'welcome',
    title: `Welcome to ${settings.schoolName}`,
    body: 'Your account is ready. Browse the store to find your first course, test or test series.',
    link: `/${settings.basePrefix}`,
  }),
  emailVerified: (settings: AccountSettings, email: string): NewNotification => ({
    kind: 'email_verified',
    title: 'E-mail address verified',
    body: `${email} is confirmed. Password reset links and receipts from ${settings.schoolName} will go there.`,
    link: `/${settings.basePrefix}/account/profile`,
  }),
  /** After a change (`reset` false) or a reset by e-mailed link. */
  passwordChanged: (settings: AccountSettings, reset: boolean): NewNotification => ({
    kind: 'password_changed',
    title: reset ? 'Your password was reset' : 'Your password was changed',
    body: reset
      ? 'You chose a new password with a reset link, and every device was signed out. If this was not you, reset your password again at once.'
      : 'Your other devices were signed out. If this was not you, reset your password at once.',
    link: `/${settings.basePrefix}/account/forgot-password`,
  }),
} as const;
