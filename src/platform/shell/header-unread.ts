/**
 * The learner's unread notifications as a count on the header's account button and beside "Notifications" in its
 * menu (issue 41: replies, mentions, answers and likes "with a count in the header"). Loaded by the app shell only
 * for a signed-in learner, after the page's own work, so a store page signed out never fetches it. Read again when
 * the learner comes back to the tab, and when a notification page changes what is read (`notifications-changed`).
 */
import { NOTIFICATION_CALLS, NotificationsResponse } from '../../contract/notifications.ts';
import { apiFetch } from '../errors/api-fetch.ts';

/** Only the count: the list's first item is not needed for a badge. */
const UnreadOnly = NotificationsResponse.pick({ unread_count: true });

/** The event a page that marks notifications read sends, so the badge follows without a reload. */
export const NOTIFICATIONS_CHANGED = 'schoolfront:notifications-changed';

/**
 * Writes the count into the header (hidden at 0; 99+ past 99). Seen on the avatar and beside Notifications; heard as
 * the account button's description ("3 unread"), so the button's name stays the learner's name and what it opens.
 */
export function renderUnread(root: Document, count: number): void {
  const text = count > 99 ? '99+' : String(count);
  for (const part of root.querySelectorAll<HTMLElement>('[data-unread-badge], [data-unread-count], [data-unread-description]')) {
    if (!part.hasAttribute('data-unread-description')) part.hidden = count === 0;
    const number = part.querySelector('[data-unread-number]');
    if (number) number.textContent = text;
  }
  const button = root.querySelector('[popovertarget="account-menu"]');
  if (count > 0) button?.setAttribute('aria-describedby', 'account-unread');
  else button?.removeAttribute('aria-describedby');
}

async function refresh(): Promise<void> {
  try {
    const { unread_count } = await apiFetch(NOTIFICATION_CALLS.notifications.path, UnreadOnly, { query: { limit: 1 } });
    renderUnread(document, unread_count);
  } catch {
    // Offline or signed out meanwhile: the badge keeps what it showed.
  }
}

export function installUnread(): void {
  void refresh();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
  window.addEventListener(NOTIFICATIONS_CHANGED, () => void refresh());
}
