import { describe, expect, it } from 'vitest';
import { MarkReadRequest, NOTIFICATION_TEXT, NotificationLink, NotificationsQuery } from './notifications.ts';

describe('notifications contract', () => {
  it('reads the list query from URL strings, with a default page of 20', () => {
    expect(NotificationsQuery.parse({})).toEqual({ limit: 20 });
    expect(NotificationsQuery.parse({ limit: '50', before: '120', unread: '1' })).toEqual({ limit: 50, before: 120, unread: '1' });
    for (const bad of [{ limit: '0' }, { limit: '51' }, { before: '0' }, { before: 'x' }, { unread: '0' }]) {
      expect(NotificationsQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes 1 to 100 positive ids to mark read', () => {
    expect(MarkReadRequest.parse({ ids: [3, 1] })).toEqual({ ids: [3, 1] });
    expect(MarkReadRequest.safeParse({ ids: [] }).error?.issues[0]?.message).toBe(NOTIFICATION_TEXT.idsRequired);
    expect(MarkReadRequest.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }).error?.issues[0]?.message).toBe(NOTIFICATION_TEXT.idsTooMany);
    expect(MarkReadRequest.safeParse({ ids: [-1] }).error?.issues[0]).toMatchObject({ message: NOTIFICATION_TEXT.idInvalid, path: ['ids', 0] });
  });

  it('links only to paths on the school site', () => {
    for (const good of ['/learn', '/learn/jee-main-physics-complete', '/campus/account/profile', '/learn/mock-test/5?mode=0']) {
      expect(NotificationLink.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['https://evil.example', '//evil.example', 'learn/x', '/', '/Learn', '/learn x']) {
      expect(NotificationLink.safeParse(bad).success, bad).toBe(false);
    }
  });
});
