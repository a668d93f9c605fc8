import { useInfiniteQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { Community } from '../../contract/community.ts';
import { exactTime } from '../../i18n/relative-time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge, button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { membersQuery } from './community-api.ts';
import { CommunityFrame, CommunityNotFound, CommunitySkeleton } from './frame.tsx';
import { communityHref } from './links.ts';
import { useCommunity } from './use-community.ts';

const list = cx(card({ padding: 'sm' }), css({ listStyle: 'none', m: '0', display: 'grid', '& > li': { display: 'flex', alignItems: 'center', gap: '3', py: '3', px: '2', flexWrap: 'wrap' }, '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } }));

function Members({ community }: { community: Community }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const locale = useLocale();
  const query = useInfiniteQuery({ ...membersQuery(slug, community.slug), enabled: community.readable });
  const members = query.data?.pages.flatMap((p) => p.members) ?? [];
  return (
    <CommunityFrame title={t('community.membersTitle', { community: community.title })} crumbs={[{ href: communityHref(base, community), label: community.title }]} testId="members-title">
      {!community.readable ? <EmptyState title={t('community.privateTitle')} text={t('community.privateText', { product: community.product_title ?? community.title })} />
        : query.isError && !query.data ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
          : !query.data ? <Skeleton width="100%" height="16rem" />
            : members.length === 0 ? <EmptyState title={t('community.noMembers')} />
              : (
                <>
                  <ul className={list} data-testid="members">
                    {members.map((m) => (
                      <li key={m.user_id} data-testid="member">
                        <span className={css({ fontWeight: 'semibold', flex: '1', minW: '0', overflowWrap: 'anywhere' })}>{m.name}</span>
                        <span className={badge({ tone: m.role === 'learner' ? 'neutral' : 'brand' })} data-testid="member-role">{t(`community.role.${m.role}`)}</span>
                        <time className={css({ fontSize: 'sm', color: 'fg.muted' })} dateTime={m.joined_at}>{exactTime(m.joined_at, locale)}</time>
                      </li>
                    ))}
                  </ul>
                  {query.hasNextPage && (
                    <button type="button" className={cx(button({ variant: 'secondary' }), css({ justifySelf: 'center' }))} onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}>{t('community.loadMore')}</button>
                  )}
                </>
              )}
    </CommunityFrame>
  );
}

/** `/communities/{communityTitle}/all-members`: who has joined, newest first, with their roles. */
export function MembersPage() {
  const { query, missing, community } = useCommunity(useRouteParams()['communityTitle'] ?? '');
  if (missing) return <CommunityNotFound />;
  if (query.isError && !community) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!community) return <CommunitySkeleton />;
  return <Members community={community} />;
}
