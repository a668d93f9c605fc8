import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AUTH_CALLS, type Me, type ProfileStatus } from '../../contract/auth.ts';
import { NOTIFICATION_CALLS, NOTIFICATION_LIMITS, type NotificationsResponse } from '../../contract/notifications.ts';
import { queryKey } from '../../lib/query-client.ts';
import { apiFetch } from '../../platform/errors/api-fetch.ts';

/**
 * The signed-in account's data layer: query-option factories (school-prefixed keys from the one query client
 * module) and the calls that change the account. The learner's own data is always refetched when a page opens
 * (staleTime 0): the persisted copy only paints the page while the fresh one arrives.
 */

type Calls = typeof AUTH_CALLS & typeof NOTIFICATION_CALLS;
const CALLS: Calls = { ...AUTH_CALLS, ...NOTIFICATION_CALLS };
type CallName = keyof Calls;
type Response<K extends CallName> = z.output<Calls[K]['response']>;

/** One call of the contract (AUTH_CALLS or NOTIFICATION_CALLS) through apiFetch. */
export function callAccount<K extends CallName>(name: K, body?: unknown): Promise<Response<K>> {
  const call = CALLS[name];
  return apiFetch(call.path, call.response as unknown as z.ZodType<Response<K>>, { method: call.method, ...(body === undefined ? {} : { body }) });
}

export const accountKeys = {
  /** `[slug, 'v1', 'me', {}]`: the learner. */
  me: (slug: string) => queryKey(slug, AUTH_CALLS.me.path),
  /** `[slug, 'v1', 'notifications']`: every notification read, whatever its page. */
  notifications: (slug: string) => queryKey(slug, NOTIFICATION_CALLS.list.path).slice(0, -1),
  notificationList: (slug: string, limit: number) => queryKey(slug, NOTIFICATION_CALLS.list.path, { limit }),
};

export function meQuery(slug: string) {
  return queryOptions({
    queryKey: accountKeys.me(slug),
    queryFn: ({ signal }) => apiFetch(AUTH_CALLS.me.path, AUTH_CALLS.me.response, { signal }),
    staleTime: 0,
  });
}

/** The notification list, page by page (`before` = the previous page's `next_before`). */
export function notificationsQuery(slug: string, limit: number = NOTIFICATION_LIMITS.pageDefault) {
  return infiniteQueryOptions({
    queryKey: accountKeys.notificationList(slug, limit),
    queryFn: ({ signal, pageParam }) =>
      apiFetch(NOTIFICATION_CALLS.list.path, NOTIFICATION_CALLS.list.response, { signal, query: { limit, before: pageParam ?? undefined } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: NotificationsResponse) => last.next_before,
    staleTime: 0,
  });
}

/** After a call answered with the learner: every page showing them shows the new values. */
export function storeMe(client: QueryClient, slug: string, me: Me): void {
  client.setQueryData(accountKeys.me(slug), me);
}

/** After a skip: the learner's profile status changed, the rest did not. */
export function storeProfileStatus(client: QueryClient, slug: string, status: ProfileStatus): void {
  client.setQueryData(accountKeys.me(slug), (me: Me | undefined) => (me ? { ...me, profile: status } : me));
}

/** After a mark-read call: the list (every page of it) is read again. */
export function invalidateNotifications(client: QueryClient, slug: string): Promise<void> {
  return client.invalidateQueries({ queryKey: accountKeys.notifications(slug) });
}
