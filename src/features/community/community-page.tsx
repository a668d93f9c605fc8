import { useStore } from '@nanostores/react';
import { css, cx } from 'styled-system/css';
import type { Community } from '../../contract/community.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge, chip } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Composer } from './composer.tsx';
import { CommunityFrame, CommunityNotFound, CommunitySkeleton } from './frame.tsx';
import { JoinButton } from './join-button.tsx';
import { communityHref, markedHref, membersHref } from './links.ts';
import { PostsList } from './posts-list.tsx';
import { queryFlag, useCommunity } from './use-community.ts';

const tabs = css({ display: 'flex', gap: '2', listStyle: 'none', m: '0', p: '0', flexWrap: 'wrap' });
const side = cx(card({ padding: 'md' }), css({ display: 'grid', gap: '3' }));
const facts = css({ display: 'grid', gap: '1', fontSize: 'sm', color: 'fg.muted', m: '0', listStyle: 'none', p: '0' });
const links = css({ display: 'grid', gap: '1', listStyle: 'none', m: '0', p: '0', '& a': { color: 'fg.default', textDecoration: 'underline', textDecorationColor: 'brand.line', textUnderlineOffset: '3px' } });

/** Beside a community's posts: joining, its counts, and the ways to its members and the learner's marked posts. */
function Aside({ community }: { community: Community }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const session = useStore($session);
  return (
    <div className={side} data-testid="community-aside">
      <p className={css({ m: '0' })}><span className={badge({ tone: community.visibility === 'public' ? 'neutral' : 'brand' })}>{community.visibility === 'public' ? t('community.public') : t('community.private')}</span></p>
      <ul className={facts}>
        <li data-testid="member-count">{t('community.members', { count: community.member_count })}</li>
        <li>{t('community.posts', { count: community.post_count })}</li>
        <li data-testid="unresolved-count">{t('community.unresolved', { count: community.unresolved_count })}</li>
      </ul>
      <JoinButton community={community} wide />
      {community.readable && (
        <ul className={links}>
          <li><a href={membersHref(base, community)}>{t('community.allMembers')}</a></li>
          {isSignedIn(session) && <li><a href={markedHref(base, 'bookmarks', community)}>{t('community.savedPosts')}</a></li>}
          {isSignedIn(session) && <li><a href={markedHref(base, 'likes', community)}>{t('community.likedPosts')}</a></li>}
        </ul>
      )}
    </div>
  );
}

function Shown({ community }: { community: Community }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const session = useStore($session);
  const unresolved = queryFlag('onlyUnresolved');
  const current = (on: boolean) => (on ? { 'aria-current': 'page' as const } : {});
  const member = community.my_role !== null;
  return (
    <CommunityFrame title={community.title} intro={community.description} testId="community-title" aside={<Aside community={community} />}>
      {!community.readable ? (
        <EmptyState title={t('community.privateTitle')} text={t('community.privateText', { product: community.product_title ?? community.title })} data-testid="community-private" />
      ) : (
        <>
          {member ? <Composer community={community.slug} mode={{ kind: 'post' }} />
            : <p className={cx(card({ padding: 'md' }), css({ m: '0', color: 'fg.muted' }))} data-testid="join-to-write">{isSignedIn(session) ? t('community.composer.joinToWrite') : t('community.composer.signInToWrite')}</p>}
          <nav aria-label={community.title}>
            <ul className={tabs}>
              <li><a className={chip()} href={communityHref(base, community)} {...current(!unresolved)} data-testid="tab-all">{t('community.all')}</a></li>
              <li><a className={chip()} href={communityHref(base, community, true)} {...current(unresolved)} data-testid="tab-unresolved">{t('community.onlyUnresolved')}</a></li>
            </ul>
          </nav>
          <PostsList
            key={String(unresolved)}
            community={community}
            filter={unresolved ? { only_unresolved: true } : {}}
            empty={<EmptyState title={unresolved ? t('community.noUnresolved') : t('community.noPosts')} data-testid="posts-empty" />}
          />
        </>
      )}
    </CommunityFrame>
  );
}

/** `/communities/{communityTitle}` (`onlyUnresolved`): a community's posts and questions, and writing in it. */
export function CommunityPage() {
  const { query, missing, community } = useCommunity(useRouteParams()['communityTitle'] ?? '');
  if (missing) return <CommunityNotFound />;
  if (query.isError && !community) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!community) return <CommunitySkeleton />;
  return <Shown community={community} />;
}
