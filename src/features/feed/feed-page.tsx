import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ALL_CATEGORIES, FEED_TEXT, postTypeOfSlug, type PostType } from '../../contract/feed.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { chip } from '../../ui/button.tsx';
import { panelTitle } from '../../ui/layout.ts';
import { categoriesQuery, postTypesQuery } from './feed-api.ts';
import { FeedFrame } from './frame.tsx';
import { categoryHref, postTypeHref } from './links.ts';
import { PostNotFound } from './not-found.tsx';
import { EmptyPosts, PostList } from './post-list.tsx';

// A row that scrolls sideways on a phone, and wraps beside the posts on a wide screen.
const chips = css({ display: 'flex', gap: '2', listStyle: 'none', m: '0', p: '0', overflowX: { base: 'auto', lg: 'visible' }, flexWrap: { base: 'nowrap', lg: 'wrap' }, pb: { base: '1', lg: '0' } });
const group = css({ display: 'grid', gap: '2.5', minW: '0' });

/** The categories and the kinds of post, as links: what the list shows is the address, so it can be shared. */
function Filters({ category, type }: { category: string; type: PostType | null }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const categories = useQuery(categoriesQuery(slug));
  const types = useQuery(postTypesQuery(slug));
  const current = (on: boolean) => (on ? { 'aria-current': 'page' as const } : {});
  return (
    <>
      <nav className={group} aria-label={t('feed.categories')} data-testid="feed-categories">
        <h2 className={panelTitle}>{t('feed.categories')}</h2>
        <ul className={chips}>
          <li><a className={chip()} href={type ? postTypeHref(base, type) : categoryHref(base)} {...current(category === ALL_CATEGORIES)}>{t('feed.all')}</a></li>
          {categories.data?.categories.map((c) => (
            <li key={c.custom_name}>
              <a className={chip()} href={type ? postTypeHref(base, type, c.custom_name) : categoryHref(base, c.custom_name)} {...current(category === c.custom_name)}>{c.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className={group} aria-label={t('feed.kinds')} data-testid="feed-kinds">
        <h2 className={panelTitle}>{t('feed.kinds')}</h2>
        <ul className={chips}>
          <li><a className={chip()} href={categoryHref(base, category)} {...current(type === null)}>{t('feed.allKinds')}</a></li>
          {types.data?.post_types.map((k) => (
            <li key={k.post_type}>
              <a className={chip()} href={postTypeHref(base, k.post_type, category)} {...current(type === k.post_type)}>
                {t(`feed.type.${k.post_type}`)} <span className={css({ color: 'fg.muted' })}>{k.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * `/newsfeed/categories/{category}` and `/newsfeed/post-types/{postType}` (`?category=`): the school's posts,
 * newest first, filtered by category (`All`: every post) and by kind, with likes, saves and quizzes answered in
 * place. A category or kind the school does not have is the not-found view.
 */
export function FeedPage() {
  const { t } = useTranslation();
  const { routeId, base, config } = useShell();
  const params = useRouteParams();
  const byType = routeId === 'newsfeed-post-type';
  const type = byType ? postTypeOfSlug(params['postType'] ?? '') ?? null : null;
  const category = (byType ? new URLSearchParams(window.location.search).get('category') : params['category']) || ALL_CATEGORIES;
  if (byType && type === null) return <PostNotFound title={t('feed.api.postTypeNotFound')} />;
  const title = type ? t(`feed.type.${type}`) : t('feed.title');
  const filter = { kind: 'feed' as const, ...(category !== ALL_CATEGORIES ? { category } : {}), ...(type ? { postType: type } : {}) };
  const missing = (error: unknown) => {
    const message = toAppError(error).message;
    if (message === FEED_TEXT.categoryNotFound) return <PostNotFound title={t('feed.api.categoryNotFound')} />;
    if (message === FEED_TEXT.postTypeNotFound) return <PostNotFound title={t('feed.api.postTypeNotFound')} />;
    return null;
  };
  return (
    <FeedFrame title={title} intro={t('feed.intro', { school: config.school_config.school_name })} testId="feed-title" crumbFeed={byType} aside={<Filters category={category} type={type} />}>
      <PostList
        key={`${category}:${type ?? ''}`}
        filter={filter}
        notFound={missing}
        empty={<EmptyPosts title={t('feed.emptyTitle')} text={t('feed.emptyText')} action={<a className={chip()} href={categoryHref(base)}>{t('feed.emptyAction')}</a>} />}
      />
    </FeedFrame>
  );
}
