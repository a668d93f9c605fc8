import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { Community } from '../../contract/community.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { card } from '../../ui/card.tsx';
import { BackIcon } from '../../ui/icons.ts';
import { pageContainer } from '../../ui/layout.ts';
import { threadQuery } from './community-api.ts';
import { Composer } from './composer.tsx';
import { CommunityNotFound, CommunitySkeleton } from './frame.tsx';
import { JoinButton } from './join-button.tsx';
import { communitiesHref, communityHref } from './links.ts';
import { PostItem } from './post-item.tsx';
import { queryFlag, useCommunity } from './use-community.ts';

const back = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'fg.muted', fontSize: 'sm', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'fg.default' }, '& svg': { w: '4', h: '4' } });
const crumbs = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0', fontSize: 'sm', color: 'fg.muted', '& li + li::before': { content: '"/"', mr: '2' }, '& a': { color: 'fg.muted', textDecoration: 'underline', textUnderlineOffset: '3px' } });
const replies = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3', ps: { base: '3', md: '6' }, borderInlineStartWidth: '2px', borderColor: 'border.default' });

function Thread({ community, postId }: { community: Community; postId: number }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const session = useStore($session);
  const query = useQuery(threadQuery(slug, community.slug, postId));
  const [editing, setEditing] = useState<number | null>(() => (queryFlag('editMode') ? postId : null));
  const fromUnresolved = queryFlag('fromUnresolved');
  usePageTitle(query.data?.post.title ?? community.title);
  if (query.isError && toAppError(query.error).code === ERROR_CODE.notFound) return <CommunityNotFound title={t('community.api.postNotFound')} />;
  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <CommunitySkeleton />;
  const { post } = query.data;
  const member = community.my_role !== null;
  const stopEditing = () => setEditing(null);
  const editable = (id: number, until: string | null) => editing === id && until !== null;
  return (
    <div className={pageContainer}>
      <div className={css({ py: { base: '6', md: '10' }, display: 'grid', gap: '5', maxW: '3xl', mx: 'auto' })}>
        <nav aria-label={t('shell.breadcrumbs')}>
          <ol className={crumbs}>
            <li><a href={communitiesHref(base)}>{t('community.title')}</a></li>
            <li><a href={communityHref(base, community)}>{community.title}</a></li>
          </ol>
        </nav>
        {editable(post.id, post.editable_until)
          ? <Composer community={community.slug} mode={{ kind: 'edit', post, onDone: stopEditing }} />
          : <PostItem post={post} community={community} as="thread" onEdit={() => setEditing(post.id)} />}
        {query.data.replies.length > 0 && (
          <ol className={replies} aria-label={t('community.replies', { count: query.data.replies.length })} data-testid="replies">
            {query.data.replies.map((reply) => (
              <li key={reply.id}>
                {editable(reply.id, reply.editable_until)
                  ? <Composer community={community.slug} mode={{ kind: 'edit', post: reply, onDone: stopEditing }} />
                  : <PostItem post={reply} community={community} as="reply" question={post} onEdit={() => setEditing(reply.id)} />}
              </li>
            ))}
          </ol>
        )}
        {member ? <Composer community={community.slug} mode={{ kind: 'reply', parentId: post.id }} />
          : (
            <div className={cx(card({ padding: 'md' }), css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' }))} data-testid="join-to-write">
              <p className={css({ m: '0', color: 'fg.muted' })}>{isSignedIn(session) ? t('community.composer.joinToWrite') : t('community.composer.signInToWrite')}</p>
              <JoinButton community={community} />
            </div>
          )}
        <a className={back} href={communityHref(base, community, fromUnresolved)}><BackIcon aria-hidden="true" />{t('community.backToCommunity', { community: community.title })}</a>
      </div>
    </div>
  );
}

/** `/communities/{communityTitle}/{postId}` (`editMode`, `fromUnresolved`): a post with its replies, answered and replied to. */
export function ThreadPage() {
  const params = useRouteParams();
  const { query, missing, community } = useCommunity(params['communityTitle'] ?? '');
  const postId = Number(params['postId']);
  if (missing || !Number.isInteger(postId) || postId <= 0) return <CommunityNotFound />;
  if (query.isError && !community) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!community) return <CommunitySkeleton />;
  return <Thread community={community} postId={postId} />;
}
