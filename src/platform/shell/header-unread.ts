/**
 * The learner's unread notifications as a count on the header's account button and beside "Notifications" in its
 * menu (issue 41: replies, mentions, answers and likes "with a count in the header"). Loaded by the app shell only
 * for a signed-in learner, after the page's own work, so a store page signed out never fetches it. Like every read,
 * it is kept for a while (STALE_TIME.community, in this browser's storage): moving between pages does not ask again;
 * coming back to the tab after that asks again. The notifications page writes what it shows as the learner reads.
 */
import { STALE_TIME } from '../../contract/call.ts';
import { NOTIFICATION_CALLS, NotificationsResponse } from '../../contract/notifications.ts';
import { apiFetch } from '../errors/api-fetch.ts';
import { $session } from '../session/session-store.ts';

const KEY = 'schoolfront:unread';

interface Kept {
  user: number;
  count: number;
  at: number;
}

const learner = (): number | null => $session.get().student?.id ?? null;

function kept(): Kept | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    return value && typeof value.user === 'number' && typeof value.count === 'number' && typeof value.at === 'number' ? (value as Kept) : null;
  } catch {
    return null;
  }
}

function keep(count: number): void {
  const user = learner();
  if (user === null) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ user, count, at: Date.now() } satisfies Kept));
  } catch {
    // Storage full or off: the next page asks again.
  }
}

/** Only the count: the list's first item is not needed for a badge. */
const UnreadOnly = NotificationsResponse.pick({ unread_count: true });

/**
 * Writes the count into the header (hidden at 0; 99+ past 99). Seen on the avatar and beside Notifications; heard as
 * the account button's description ("3 unread"), so the button's name stays the learner's name and what it opens.
 */
export function renderUnread(root: Document, count: number): void {
  showUnread(root, count);
  keep(count);
}

function showUnread(root: Document, count: number): void {
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

async function refresh(fresh = false): Promise<void> {
  const last = kept();
  if (!fresh && last && last.user === learner() && Date.now() - last.at < STALE_TIME.community) {
    showUnread(document, last.count);
    return;
  }
  try {
    const { unread_count } = await apiFetch(NOTIFICATION_CALLS.notifications.path, UnreadOnly, { query: { limit: 1 } });
    renderUnread(document, unread_count);
  } catch {
    // Offline or signed out meanwhile: the badge keeps what it showed.
  }
}

/** Asks again now, past the kept count: something new arrived (a live alert), so the count is known to be stale. */
export const refreshUnread = (): Promise<void> => refresh(true);

export function installUnread(): void {
  void refresh();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
}
