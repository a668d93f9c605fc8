import { useInfiniteQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { Community } from '../../contract/community.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge, button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { panelTitle } from '../../ui/layout.ts';
import { formatDate } from '../product/index.ts';
import { membersQuery } from './community-api.ts';
import { CommunityFrame, CommunityNotFound, CommunitySkeleton } from './frame.tsx';
import { communityHref } from './links.ts';
import { useCommunity } from './use-community.ts';

const list = cx(card({ padding: 'sm' }), css({ listStyle: 'none', m: '0', display: 'grid', '& > li': { display: 'flex', alignItems: 'center', gap: '3', py: '3', px: '2', flexWrap: 'wrap' }, '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } }));

/** One list of members (the faculty and admins, or the learners), newest first, a page at a time. */
function MemberList({ community, role, heading }: { community: Community; role: 'staff' | 'learner'; heading: string }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const locale = useLocale();
  const query = useInfiniteQuery(membersQuery(slug, community.slug, role));
  const members = query.data?.pages.flatMap((p) => p.members) ?? [];
  const id = `members-${role}`;
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '3' })}>
      <h2 id={id} className={panelTitle}>{heading}</h2>
      {query.isError && !query.data ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
        : !query.data ? <Skeleton width="100%" height="8rem" />
          : members.length === 0 ? <p className={css({ color: 'fg.muted', m: '0' })}>{t('community.noMembers')}</p>
            : (
              <>
                <ul className={list} data-testid={`members-${role}`}>
                  {members.map((m) => (
                    <li key={m.user_id} data-testid="member">
                      <span className={css({ fontWeight: 'semibold', flex: '1', minW: '0', overflowWrap: 'anywhere' })}>{m.name}</span>
                      <span className={badge({ tone: m.role === 'learner' ? 'neutral' : 'brand' })} data-testid="member-role">{t(`community.role.${m.role}`)}</span>
                      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('community.joinedOn', { date: formatDate(m.joined_at, locale) })}</span>
                    </li>
                  ))}
                </ul>
                {query.hasNextPage && (
                  <button type="button" className={cx(button({ variant: 'secondary' }), css({ justifySelf: 'center' }))} onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}>{t('community.loadMore')}</button>
                )}
              </>
            )}
    </section>
  );
}

function Members({ community }: { community: Community }) {
  const { t } = useTranslation();
  const { base } = useShell();
  return (
    <CommunityFrame title={t('community.membersTitle', { community: community.title })} crumbs={[{ href: communityHref(base, community), label: community.title }]} testId="members-title">
      {!community.readable ? <EmptyState title={t('community.privateTitle')} text={t('community.privateText', { product: community.product_title ?? community.title })} />
        : (
          <>
            <MemberList community={community} role="staff" heading={t('community.facultyHeading')} />
            <MemberList community={community} role="learner" heading={t('community.learnersHeading')} />
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
