import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Community } from '../../contract/community.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { contentsQuery, type ContentsFilter } from './community-api.ts';
import { PostItem } from './post-item.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: { base: '4', md: '5' } });
const foot = css({ display: 'grid', justifyItems: 'center', gap: '2', py: '4' });

/** A community's posts, newest first, a page at a time: "Load more", and the next page asked for as the list's end nears. */
export function PostsList({ community, filter, empty }: { community: Community; filter: ContentsFilter; empty: ReactNode }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const query = useInfiniteQuery(contentsQuery(slug, community.slug, filter));
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const shown = posts.length > 0;

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '600px 0px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [shown, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <div className={list} aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} width="100%" height="9rem" />)}</div>;
  if (posts.length === 0) return <>{empty}</>;
  return (
    <>
      <ol className={list} data-testid="community-posts">
        {posts.map((post) => <li key={post.id}><PostItem post={post} community={community} as="list" /></li>)}
      </ol>
      <div className={foot} ref={end}>
        {hasNextPage ? (
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => !isFetchingNextPage && void fetchNextPage()} aria-busy={isFetchingNextPage || undefined} data-testid="load-more">
            {isFetchingNextPage ? t('community.loadingMore') : t('community.loadMore')}
          </button>
        ) : (
          <p className={css({ color: 'fg.muted', fontSize: 'sm', m: '0' })} data-testid="posts-end">{t('community.end')}</p>
        )}
      </div>
    </>
  );
}
