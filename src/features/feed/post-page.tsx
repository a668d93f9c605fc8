import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { Post } from '../../contract/feed.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { BackIcon } from '../../ui/icons.ts';
import { pageContainer } from '../../ui/layout.ts';
import { useMaths } from '../mock-test/index.ts';
import { postQuery } from './feed-api.ts';
import { FeedSkeleton } from './frame.tsx';
import { categoryHref } from './links.ts';
import { PostNotFound } from './not-found.tsx';
import { PostCard } from './post-card.tsx';

const back = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'fg.muted', fontSize: 'sm', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'fg.default' }, '& svg': { w: '4', h: '4' } });
const crumbs = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0', fontSize: 'sm', color: 'fg.muted', '& li + li::before': { content: '"/"', mr: '2' }, '& a': { color: 'fg.muted', textDecoration: 'underline', textUnderlineOffset: '3px' } });

function Shown({ post }: { post: Post }) {
  const { t } = useTranslation();
  const { base } = useShell();
  usePageTitle(post.title);
  const ready = useMaths(() => [post.body, ...(post.quiz ? [post.quiz.question, ...post.quiz.options] : []), ...(post.my_answer ? [post.my_answer.explanation] : [])], [post]);
  return (
    <div className={pageContainer}>
      <div className={css({ py: { base: '6', md: '10' }, display: 'grid', gap: '5', maxW: '3xl', mx: 'auto' })}>
        <nav aria-label={t('shell.breadcrumbs')}>
          <ol className={crumbs}>
            <li><a href={href(base, routeById('store'))}>{t('shell.nav.store')}</a></li>
            <li><a href={categoryHref(base)}>{t('feed.title')}</a></li>
          </ol>
        </nav>
        {ready ? <PostCard post={post} full /> : <FeedSkeleton />}
        <a className={back} href={categoryHref(base, post.category ?? undefined)}><BackIcon aria-hidden="true" />{t('feed.backToFeed')}</a>
      </div>
    </div>
  );
}

/** `/newsfeed/{postId}` (by slug or id): one post in full, its quiz answered in place, liked and saved. */
export function PostPage() {
  const { slug } = useShell();
  const postId = useRouteParams()['postId'] ?? '';
  const query = useQuery({ ...postQuery(slug, postId), enabled: postId !== '' });
  if (postId === '' || (query.isError && toAppError(query.error).code === ERROR_CODE.notFound)) return <PostNotFound />;
  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <FeedSkeleton />;
  return <Shown post={query.data.post} />;
}
