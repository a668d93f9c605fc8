import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Post } from '../../contract/feed.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadMore } from '../../ui/load-more.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMaths } from '../mock-test/index.ts';
import { feedPagesQuery, type FeedFilter } from './feed-api.ts';
import { PostCard } from './post-card.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: { base: '4', md: '5' } });

/** Every text of the posts the renderer draws, so markdown-it loads before they show. */
const textsOf = (posts: readonly Post[]): string[] => posts.flatMap((p) => [p.body, ...(p.quiz ? [p.quiz.question, ...p.quiz.options] : []), ...(p.my_answer ? [p.my_answer.explanation] : [])]);

/**
 * A list of posts, newest first, a page at a time: "Load more", and the next page asked for as the end of the
 * list scrolls into view. `empty` is what an empty list says; `notFound` what a list that cannot exist shows.
 */
export function PostList({ filter, empty, notFound }: { filter: FeedFilter; empty: ReactNode; notFound?: (error: unknown) => ReactNode | null }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const query = useInfiniteQuery(feedPagesQuery(slug, filter));
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const ready = useMaths(() => textsOf(posts), [posts]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (query.isError && !query.data) {
    const shown = notFound?.(query.error);
    return shown ?? <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !ready) return <div className={list} aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} width="100%" height="12rem" />)}</div>;
  if (posts.length === 0) return <>{empty}</>;
  return (
    <>
      <ol className={list} data-testid="post-list">
        {posts.map((post) => <li key={post.id}><PostCard post={post} /></li>)}
      </ol>
      <LoadMore
        hasNext={Boolean(hasNextPage)}
        loading={isFetchingNextPage}
        onMore={more}
        labels={{ more: t('feed.loadMore'), loading: t('feed.loadingMore'), end: t('feed.end') }}
        endTestId="feed-end"
      />
    </>
  );
}

export function EmptyPosts({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return <EmptyState title={title} {...(text ? { text } : {})} {...(action ? { actions: action } : {})} data-testid="feed-empty" />;
}
