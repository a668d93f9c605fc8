import type { Notification, NotificationsResponse } from '../../contract/notifications.ts';
import { underBase } from '../../routes/match.ts';

/**
 * The in-app notification list's rules, without React: the pages flattened newest first, the unread count of
 * the latest answer, and where opening a notification goes.
 */

/** Every loaded notification, newest first, each once (a page boundary can move while new ones arrive). */
export function flattenPages(pages: readonly NotificationsResponse[]): Notification[] {
  const seen = new Set<number>();
  const out: Notification[] = [];
  for (const page of pages) {
    for (const item of page.notifications) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** The unread count as the API last said it (the first page is the freshest). */
export const unreadCount = (pages: readonly NotificationsResponse[]): number => pages[0]?.unread_count ?? 0;

export const isUnread = (item: Pick<Notification, 'read_at'>): boolean => item.read_at === null;

/**
 * Where opening the notification goes: its link when it is a path of this school's site (under its base);
 * anything else (another school's base, a malformed path) goes nowhere.
 */
export function notificationHref(item: Pick<Notification, 'link'>, base: string): string | null {
  const link = item.link;
  if (!link || !link.startsWith('/') || link.startsWith('//') || /[\\\u0000-\u001f]/.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link, 'https://origin.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://origin.invalid' || underBase(url.pathname, base) === null) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
