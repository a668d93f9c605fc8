/**
 * In-app notifications of the signed-in learner (`/in-app-notifications`): what the list, mark-read and
 * mark-all-read calls take and answer. Notifications come from real events (sign-up, e-mail verification,
 * password change or reset) and from the school (course updates, offers, live classes, announcements); a learner
 * only ever sees their own. Every call needs a session: without one it is a 401 with SPEC.md section 8's
 * 'Your login session is expired. Please logout and relogin.'
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate } from './common.ts';

/** What a notification is about; the page picks its icon and wording by this. */
export const NotificationKind = z.enum([
  'welcome', 'email_verified', 'password_changed', 'course_update', 'offer', 'live_class', 'announcement',
  // A reply to your post, a mention of you, the answer to your question (or your reply marked as one), a like of your post.
  'community_reply', 'community_mention', 'community_answer', 'community_like',
  'support_reply', 'demand_reply',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Limits the list and mark-read calls enforce. */
export const NOTIFICATION_LIMITS = {
  pageDefault: 20,
  pageMax: 50,
  /** Ids in one mark-read call. */
  markMax: 100,
} as const;

/** Texts of the mark-read body's 412s (`data.message`, with `data.field` = `ids` or `ids.<n>`). */
export const NOTIFICATION_TEXT = {
  idsRequired: 'Choose at least one notification',
  idsTooMany: `At most ${NOTIFICATION_LIMITS.markMax} notifications at a time`,
  idInvalid: 'Invalid notification id',
} as const;

/**
 * A path on the school's site, starting with its base prefix: `/learn`, `/learn/jee-main-physics-complete`.
 * Never a full URL, so a notification cannot send the learner off-site.
 */
export const NotificationLink = z.string().max(500).regex(/^\/[a-z0-9-]+(?:\/[^\s]*)?$/, 'must be a path on the school site, such as /learn/<product>');

/** One notification. Newer notifications have larger ids. */
export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  /** One line, e.g. 'Welcome to Nova Academy'. */
  title: z.string().min(1).max(200),
  body: z.string().max(2000),
  /** Where opening it goes (a path under the school base, e.g. `/learn/jee-main-physics-complete`); null: nowhere. */
  link: NotificationLink.nullable(),
  created_at: IsoDate,
  /** When the learner read it; null while unread. */
  read_at: IsoDate.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/**
 * Query of `GET /learner/v1/notifications`: `limit` (1-50, default 20) newest first; `before` a notification id,
 * for the page after it (pass the previous page's `next_before`); `unread=1` for unread ones only. A bad value is a
 * 412 naming the field.
 */
export const NotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIMITS.pageMax).default(NOTIFICATION_LIMITS.pageDefault),
  before: z.coerce.number().pipe(Id).optional(),
  unread: z.literal('1').optional(),
});
/** The query as a client writes it (numbers or strings); `z.output` is what the API reads. */
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

/** `GET /learner/v1/notifications`: a page of the learner's notifications, newest first. */
export const NotificationsResponse = z.object({
  notifications: z.array(Notification),
  /** All the learner's unread notifications, whatever the page and filter. */
  unread_count: z.number().int().nonnegative(),
  /** The `before` for the next page; null when this page is the last. */
  next_before: Id.nullable(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/**
 * `POST /learner/v1/notifications/read`: marks these of the learner's notifications read. Ids that are not theirs
 * (unknown, deleted, another learner's) are ignored, never an error; reading one twice keeps its first `read_at`.
 */
export const MarkReadRequest = z.object({
  ids: z
    .array(z.number({ error: NOTIFICATION_TEXT.idInvalid }).int(NOTIFICATION_TEXT.idInvalid).positive(NOTIFICATION_TEXT.idInvalid), {
      error: NOTIFICATION_TEXT.idsRequired,
    })
    .min(1, NOTIFICATION_TEXT.idsRequired)
    .max(NOTIFICATION_LIMITS.markMax, NOTIFICATION_TEXT.idsTooMany),
});
export type MarkReadRequest = z.infer<typeof MarkReadRequest>;

/** Mark-read and mark-all-read: the learner's unread count afterwards, for the badge. */
export const MarkReadResponse = z.object({ unread_count: z.number().int().nonnegative() });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

/** Every page of the list, always read afresh (the persisted copy only paints the page meanwhile). */
const list = defineCall({
  method: 'GET', path: '/learner/v1/notifications', session: true, query: NotificationsQuery, response: NotificationsResponse, staleTime: STALE_TIME.always,
});

/**
 * Every notification call. Failures are ErrorPayloads: 401 without a live session (ERROR_TEXT.sessionExpired, or
 * signedInElsewhere for a displaced one), 412 for a bad query or body (`data.field`).
 */
export const NOTIFICATION_CALLS = {
  notifications: list,
  markRead: defineCall({ method: 'POST', path: '/learner/v1/notifications/read', session: true, body: MarkReadRequest, response: MarkReadResponse, invalidates: [list] }),
  markAllRead: defineCall({ method: 'POST', path: '/learner/v1/notifications/read_all', session: true, response: MarkReadResponse, invalidates: [list] }),
} as const;
