import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { renderUnread } from '../../platform/shell/header-unread.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { Notification, NotificationKind, NotificationsResponse } from '../../contract/notifications.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AccountFrame, PanelSkeleton } from './account-frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { leaveFor } from './account-session.ts';
import { AnsweredIcon, BellIcon, BookIcon, CheckIcon, DemandIcon, HeartIcon, LockIcon, MegaphoneIcon, MentionIcon, ReplyIcon, SparkIcon, SupportIcon, TagIcon, VideoIcon } from '../../ui/icons.ts';
import { flattenPages, isUnread, notificationHref, unreadCount } from './notification-list.ts';
import { NOTIFICATION_CALLS } from '../../contract/notifications.ts';
import { call } from '../../lib/call.ts';
import { invalidateAfter } from '../../lib/query-client.ts';
import { notificationsQuery } from './profile-api.ts';
import { exactTime, relativeTime } from '../../i18n/relative-time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useMe } from './use-me.ts';
import { badge as badgeRecipe, button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { panelTitle } from '../../ui/layout.ts';

const KIND_ICON: Record<NotificationKind, ComponentType> = {
  welcome: SparkIcon,
  email_verified: CheckIcon,
  password_changed: LockIcon,
  course_update: BookIcon,
  offer: TagIcon,
  live_class: VideoIcon,
  announcement: MegaphoneIcon,
  community_reply: ReplyIcon,
  community_mention: MentionIcon,
  community_answer: AnsweredIcon,
  community_like: HeartIcon,
  support_reply: SupportIcon,
  demand_reply: DemandIcon,
};

/** How long opening a notification waits for its mark-read call before following the link anyway. */
const MARK_BEFORE_LEAVING_MS = 1500;

type Pages = InfiniteData<NotificationsResponse, number | null>;

/** The cached pages with `ids` (or every notification) read now, and the unread count to match. */
function markedRead(data: Pages | undefined, ids: ReadonlySet<number> | 'all'): Pages | undefined {
  if (!data) return data;
  const now = new Date().toISOString();
  const marked = (n: Notification) => (n.read_at === null && (ids === 'all' || ids.has(n.id)) ? { ...n, read_at: now } : n);
  const newlyRead = ids === 'all' ? Infinity : flattenPages(data.pages).filter((n) => n.read_at === null && ids.has(n.id)).length;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, notifications: page.notifications.map(marked), unread_count: Math.max(0, page.unread_count - newlyRead) })),
  };
}

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2.5' });
const item = css({
  position: 'relative',
  display: 'flex',
  gap: { base: '3', md: '4' },
  w: 'full',
  textAlign: 'start',
  p: { base: '4', md: '5' },
  borderRadius: 'calc({radii.card} + 2px)',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'surface',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
  '&[data-unread=true]': {
    bg: 'brand.subtle',
    borderColor: 'brand.emphasized',
    boxShadow: 'inset 3px 0 0 {colors.brand.solid}',
  },
});
const kindIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'brand.muted',
  color: 'fg.default',
  '& svg': { w: '5', h: '5' },
});
const emptyIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '14',
  h: '14',
  mb: '2',
  borderRadius: 'full',
  bg: 'brand.muted',
  color: 'fg.default',
  '& svg': { w: '7', h: '7' },
});
const meta = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2', fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' });
const itemTitle = css({ fontSize: 'md', lineHeight: '1.35', fontWeight: 'medium', overflowWrap: 'anywhere', '[data-unread=true] &': { fontWeight: 'bold' } });
const itemBody = css({ mt: '1', fontSize: 'sm', color: 'fg.muted', lineHeight: '1.55', overflowWrap: 'anywhere' });
const dot = css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: 'brand.solid', flexShrink: 0, mt: '1.5' });
const toolbar = css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3', mb: '4', flexWrap: 'wrap' });

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification, event: MouseEvent) => void }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const locale = useLocale();
  const [now] = useState(() => Date.now());
  const unread = isUnread(notification);
  const target = notificationHref(notification, base);
  const Icon = KIND_ICON[notification.kind];
  const content = (
    <>
      <span className={kindIcon} aria-hidden="true">
        <Icon />
      </span>
      <span className={css({ flex: '1', minW: '0', display: 'grid', gap: '1' })}>
        <span className={meta}>
          <span>{t(`profile.notifications.kind.${notification.kind}`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={notification.created_at} title={exactTime(notification.created_at, locale)}>
            {relativeTime(notification.created_at, now, locale)}
          </time>
        </span>
        <span className={itemTitle}>{notification.title}</span>
        {notification.body && <span className={itemBody}>{notification.body}</span>}
      </span>
      {unread && (
        <span className={dot}>
          <span className={css({ srOnly: true })}>{t('profile.notifications.unreadLabel')}</span>
        </span>
      )}
    </>
  );
  const common = { className: item, 'data-unread': unread, 'data-testid': 'notification', onClick: (event: MouseEvent) => onOpen(notification, event) };
  return <li>{target ? <a href={target} {...common}>{content}</a> : <button type="button" {...common}>{content}</button>}</li>;
}

function EmptyState() {
  const { t } = useTranslation();
  const { config } = useShell();
  return (
    <div className={cx(card({ padding: 'lg' }), css({ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: '2', py: { base: '10', md: '14' } }))} data-testid="notifications-empty">
      <span className={emptyIcon} aria-hidden="true">
        <BellIcon />
      </span>
      <h2 className={panelTitle}>{t('profile.notifications.emptyTitle')}</h2>
      <p className={css({ color: 'fg.muted', maxW: 'sm' })}>{t('profile.notifications.emptyText', { school: config.school_config.school_name })}</p>
    </div>
  );
}

/**
 * `/in-app-notifications`: the learner's notifications, newest first, unread ones highlighted, with relative
 * dates; opening one marks it read and follows its link (a path of this school); Mark all as read; Load more.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { slug, config } = useShell();
  const client = useQueryClient();
  const me = useMe();
  const query = useInfiniteQuery(notificationsQuery(slug));
  const key = notificationsQuery(slug).queryKey;
  const pages = query.data?.pages ?? [];
  const items = flattenPages(pages);
  const unread = unreadCount(pages);
  const listEnd = useRef<HTMLUListElement>(null);
  // The header's count follows this page's, as the learner reads.
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) renderUnread(document, unread);
  }, [loaded, unread]);

  const markOne = useMutation({
    mutationFn: (id: number) => call(NOTIFICATION_CALLS.markRead, { body: { ids: [id] } }),
    onMutate: (id) => client.setQueryData<Pages>(key, (data) => markedRead(data, new Set([id]))),
    onSettled: () => invalidateAfter(client, slug, NOTIFICATION_CALLS.markRead),
  });
  const markAll = useMutation({
    mutationFn: () => call(NOTIFICATION_CALLS.markAllRead),
    onMutate: () => client.setQueryData<Pages>(key, (data) => markedRead(data, 'all')),
    onSuccess: () => showSuccess(t('profile.notifications.allRead')),
    onError: (error) => showError(error),
    onSettled: () => invalidateAfter(client, slug, NOTIFICATION_CALLS.markAllRead),
  });

  const onOpen = async (notification: Notification, event: MouseEvent) => {
    const target = event.currentTarget instanceof HTMLAnchorElement ? event.currentTarget.href : null;
    // A new tab or window keeps this page: mark it read and let the browser open the link.
    const elsewhere = event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1;
    if (!isUnread(notification)) return;
    if (!target || elsewhere) {
      markOne.mutate(notification.id, { onError: (error) => showError(error) });
      return;
    }
    event.preventDefault();
    const marking = markOne.mutateAsync(notification.id).catch(() => undefined);
    await Promise.race([marking, new Promise((resolve) => setTimeout(resolve, MARK_BEFORE_LEAVING_MS))]);
    leaveFor(target);
  };

  // After "Load more", keep the keyboard where the new notifications start.
  const shown = useRef(0);
  useEffect(() => {
    const previous = shown.current;
    shown.current = items.length;
    if (previous > 0 && items.length > previous) listEnd.current?.querySelectorAll<HTMLElement>('[data-testid=notification]')[previous]?.focus();
  }, [items.length]);

  const badge =
    unread > 0 ? (
      <span className={badgeRecipe()} data-testid="unread-badge">
        {t('profile.notifications.unread', { count: unread })}
      </span>
    ) : null;

  return (
    <AccountFrame title={t('profile.notifications.title')} titleExtra={badge} subtitle={t('profile.notifications.subtitle', { school: config.school_config.school_name })} testId="notifications-page">
      {query.data && !me.leaving ? (
        items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className={toolbar}>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() => unread > 0 && !markAll.isPending && markAll.mutate()}
                aria-disabled={unread === 0 || undefined}
                aria-busy={markAll.isPending || undefined}
                data-testid="mark-all-read"
              >
                <CheckIcon />
                {markAll.isPending ? t('profile.notifications.marking') : t('profile.notifications.markAll')}
              </button>
            </div>
            <ul className={list} ref={listEnd} data-testid="notification-list">
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
              ))}
            </ul>
            <div className={css({ display: 'flex', justifyContent: 'center', mt: '6' })}>
              {query.hasNextPage ? (
                <button
                  type="button"
                  className={button({ variant: 'secondary' })}
                  onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}
                  aria-busy={query.isFetchingNextPage || undefined}
                  data-testid="load-more"
                >
                  {query.isFetchingNextPage ? t('profile.notifications.loadingMore') : t('profile.notifications.loadMore')}
                </button>
              ) : (
                <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('profile.notifications.end')}</p>
              )}
            </div>
          </>
        )
      ) : query.isError ? (
        <ReadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PanelSkeleton rows={3} />
      )}
    </AccountFrame>
  );
}
