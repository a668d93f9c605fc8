import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Community } from '../../contract/community.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { chip } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { communitiesQuery } from './community-api.ts';
import { CommunityFrame, CommunityNotFound, CommunitySkeleton } from './frame.tsx';
import { communityHref, markedHref } from './links.ts';
import { PostsList } from './posts-list.tsx';
import { useCommunity } from './use-community.ts';

type Kind = 'bookmarks' | 'likes';
const tabs = css({ display: 'flex', gap: '2', listStyle: 'none', m: '0', p: '0', flexWrap: 'wrap' });

function Marked({ community, kind }: { community: Community; kind: Kind }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const current = (on: boolean) => (on ? { 'aria-current': 'page' as const } : {});
  const saved = kind === 'bookmarks';
  return (
    <CommunityFrame
      title={saved ? t('community.savedPosts') : t('community.likedPosts')}
      intro={saved ? t('community.savedIntro', { community: community.title }) : t('community.likedIntro', { community: community.title })}
      crumbs={[{ href: communityHref(base, community), label: community.title }]}
      testId="marked-title"
    >
      <nav aria-label={community.title}>
        <ul className={tabs}>
          <li><a className={chip()} href={markedHref(base, 'bookmarks', community)} {...current(saved)}>{t('community.savedPosts')}</a></li>
          <li><a className={chip()} href={markedHref(base, 'likes', community)} {...current(!saved)}>{t('community.likedPosts')}</a></li>
        </ul>
      </nav>
      <PostsList community={community} filter={{ marked: saved ? 'bookmarked' : 'liked' }} empty={<EmptyState title={saved ? t('community.noSaved') : t('community.noLiked')} data-testid="posts-empty" />} />
    </CommunityFrame>
  );
}

/** Without a community named: the learner picks one (a learner's marks are kept per community). */
function Choose({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const query = useQuery(communitiesQuery(slug));
  const readable = query.data?.communities.filter((c) => c.readable) ?? [];
  return (
    <CommunityFrame title={kind === 'bookmarks' ? t('community.savedPosts') : t('community.likedPosts')} intro={t('community.chooseCommunity')} testId="marked-title">
      {query.isError && !query.data ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
        : !query.data ? <Skeleton width="100%" height="6rem" />
          : readable.length === 0 ? <EmptyState title={t('community.empty')} />
            : <ul className={tabs} data-testid="choose-community">{readable.map((c) => <li key={c.id}><a className={chip()} href={markedHref(base, kind, c)}>{c.title}</a></li>)}</ul>}
    </CommunityFrame>
  );
}

function MarkedPage({ kind }: { kind: Kind }) {
  const search = new URLSearchParams(window.location.search);
  const ref = search.get('communitySlug') || search.get('communityId') || '';
  const { query, missing, community } = useCommunity(ref);
  if (ref === '') return <Choose kind={kind} />;
  if (missing) return <CommunityNotFound />;
  if (query.isError && !community) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!community) return <CommunitySkeleton />;
  return <Marked community={community} kind={kind} />;
}

/** `/communities/bookmarks` (communityId, communitySlug): the learner's saved posts of a community. */
export const SavedPage = () => <MarkedPage kind="bookmarks" />;
/** `/communities/likes` (communityId, communitySlug): the learner's liked posts of a community. */
export const LikedPage = () => <MarkedPage kind="likes" />;
