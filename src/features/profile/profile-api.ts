import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { Me, ProfileStatus } from '../../contract/auth.ts';
import { AUTH_CALLS } from '../../contract/auth.ts';
import { NOTIFICATION_CALLS, NOTIFICATION_LIMITS, type NotificationsResponse } from '../../contract/notifications.ts';
import { call } from '../../lib/call.ts';
import { callKey, callQuery, storeAnswer } from '../../lib/query-client.ts';

/**
 * The signed-in account's reads as query options over the declared calls (school-prefixed keys; the learner's own
 * data is declared always stale, so a page refetches it while the persisted copy paints the page). Writes go
 * through `call()` with the same declarations.
 */

export const accountKeys = {
  /** `[slug, 'v1', 'me', {}]`: the learner. */
  me: (slug: string) => callKey(slug, AUTH_CALLS.me),
  notificationList: (slug: string, limit: number) => callKey(slug, NOTIFICATION_CALLS.notifications, { query: { limit } }),
};

export const meQuery = (slug: string) => callQuery(slug, AUTH_CALLS.me);

/** The notification list, page by page (`before` = the previous page's `next_before`). */
export function notificationsQuery(slug: string, limit: number = NOTIFICATION_LIMITS.pageDefault) {
  return infiniteQueryOptions({
    queryKey: accountKeys.notificationList(slug, limit),
    queryFn: ({ signal, pageParam }) => call(NOTIFICATION_CALLS.notifications, { signal, query: { limit, before: pageParam ?? undefined } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: NotificationsResponse) => last.next_before,
    staleTime: NOTIFICATION_CALLS.notifications.staleTime,
  });
}

/** After a call answered with the learner: every page showing them shows the new values. */
export function storeMe(client: QueryClient, slug: string, me: Me): void {
  storeAnswer(client, accountKeys.me(slug), me);
}

/** After a skip: the learner's profile status changed, the rest did not. */
export function storeProfileStatus(client: QueryClient, slug: string, status: ProfileStatus): void {
  storeAnswer<Me>(client, accountKeys.me(slug), (me) => (me ? { ...me, profile: status } : me));
}
