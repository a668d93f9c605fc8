import { describe, expect, it } from 'vitest';
import type { Notification, NotificationsResponse } from '../../contract/notifications.ts';
import { flattenPages, isUnread, notificationHref, unreadCount } from './notification-list.ts';

const item = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'announcement',
  title: `N${id}`,
  body: '',
  link: null,
  created_at: '2026-11-20T10:00:00.000Z',
  read_at: null,
  ...over,
});
const page = (ids: number[], unread: number, next: number | null): NotificationsResponse => ({ notifications: ids.map((id) => item(id)), unread_count: unread, next_before: next });

describe('the notification list', () => {
  it('flattens the pages newest first, each notification once', () => {
    expect(flattenPages([page([9, 8], 3, 8), page([8, 7], 2, null)]).map((n) => n.id)).toEqual([9, 8, 7]);
    expect(flattenPages([])).toEqual([]);
  });

  it('takes the unread count from the first page', () => {
    expect(unreadCount([page([9], 3, null), page([1], 1, null)])).toBe(3);
    expect(unreadCount([])).toBe(0);
  });

  it('knows unread ones', () => {
    expect(isUnread(item(1))).toBe(true);
    expect(isUnread(item(1, { read_at: '2026-11-21T10:00:00.000Z' }))).toBe(false);
  });
});

describe('where a notification leads', () => {
  it("follows paths of the school's site", () => {
    expect(notificationHref({ link: '/learn/jee-main-physics-complete' }, 'learn')).toBe('/learn/jee-main-physics-complete');
    expect(notificationHref({ link: '/learn' }, 'learn')).toBe('/learn');
    expect(notificationHref({ link: '/learn/account/profile?tab=x#top' }, 'learn')).toBe('/learn/account/profile?tab=x#top');
  });

  it('goes nowhere for anything else', () => {
    expect(notificationHref({ link: null }, 'learn')).toBeNull();
    expect(notificationHref({ link: '/academy/x' }, 'learn')).toBeNull();
    expect(notificationHref({ link: '//evil.example/learn' }, 'learn')).toBeNull();
    expect(notificationHref({ link: '/\\evil.example' }, 'learn')).toBeNull();
    expect(notificationHref({ link: 'https://evil.example/learn' }, 'learn')).toBeNull();
    expect(notificationHref({ link: '/learn/../academy' }, 'learn')).toBeNull();
  });
});
