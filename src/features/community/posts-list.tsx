import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Community } from '../../contract/community.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { LoadMore } from '../../ui/load-more.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { contentsQuery, type ContentsFilter } from './community-api.ts';
import { PostItem } from './post-item.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: { base: '4', md: '5' } });

/** A community's posts, newest first, a page at a time: "Load more", and the next page asked for as the list's end nears. */
export function PostsList({ community, filter, empty }: { community: Community; filter: ContentsFilter; empty: ReactNode }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const query = useInfiniteQuery(contentsQuery(slug, community.slug, filter));
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <div className={list} aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} width="100%" height="9rem" />)}</div>;
  if (posts.length === 0) return <>{empty}</>;
  return (
    <>
      <ol className={list} data-testid="community-posts">
        {posts.map((post) => <li key={post.id}><PostItem post={post} community={community} as="list" /></li>)}
      </ol>
      <LoadMore
        hasNext={Boolean(hasNextPage)}
        loading={isFetchingNextPage}
        onMore={more}
        labels={{ more: t('community.loadMore'), loading: t('community.loadingMore'), end: t('community.end') }}
        endTestId="posts-end"
      />
    </>
  );
}
