import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Post } from '../../contract/feed.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMaths } from '../mock-test/index.ts';
import { feedPagesQuery, type FeedFilter } from './feed-api.ts';
import { PostCard } from './post-card.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: { base: '4', md: '5' } });
const foot = css({ display: 'grid', justifyItems: 'center', gap: '2', py: '4' });

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
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const shown = Boolean(query.data) && ready && posts.length > 0;

  // The end of the list is watched once it is drawn: the next page is asked for as it comes within reach.
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '600px 0px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [shown, hasNextPage, isFetchingNextPage, fetchNextPage]);

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
      <div className={foot} ref={end}>
        {hasNextPage ? (
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => !isFetchingNextPage && void fetchNextPage()} aria-busy={isFetchingNextPage || undefined} data-testid="load-more">
            {isFetchingNextPage ? t('feed.loadingMore') : t('feed.loadMore')}
          </button>
        ) : (
          <p className={css({ color: 'fg.muted', fontSize: 'sm', m: '0' })} data-testid="feed-end">{t('feed.end')}</p>
        )}
      </div>
    </>
  );
}

export function EmptyPosts({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return <EmptyState title={title} {...(text ? { text } : {})} {...(action ? { actions: action } : {})} data-testid="feed-empty" />;
}
