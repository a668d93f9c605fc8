import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { chip } from '../../ui/button.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { FeedFrame } from './frame.tsx';
import { categoryHref } from './links.ts';
import { EmptyPosts, PostList } from './post-list.tsx';

const tabs = css({ display: 'flex', gap: '2', listStyle: 'none', m: '0', p: '0', flexWrap: 'wrap' });

/** `/newsfeed/bookmarks` and `/newsfeed/likes`: the learner's saved or liked posts, newest first. */
function MarkedPage({ liked }: { liked: boolean }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const current = (on: boolean) => (on ? { 'aria-current': 'page' as const } : {});
  const switcher = (
    <nav aria-label={t('feed.title')}>
      <ul className={tabs}>
        <li><a className={chip()} href={href(base, routeById('newsfeed-bookmarks'))} {...current(!liked)}>{t('feed.savedTitle')}</a></li>
        <li><a className={chip()} href={href(base, routeById('newsfeed-likes'))} {...current(liked)}>{t('feed.likedTitle')}</a></li>
      </ul>
    </nav>
  );
  return (
    <FeedFrame title={liked ? t('feed.likedTitle') : t('feed.savedTitle')} intro={liked ? t('feed.likedIntro') : t('feed.savedIntro')} testId="feed-title" aside={switcher}>
      <PostList
        filter={{ kind: liked ? 'liked' : 'saved' }}
        empty={<EmptyPosts title={liked ? t('feed.likedEmpty') : t('feed.savedEmpty')} action={<a className={chip()} href={categoryHref(base)}>{t('feed.emptyAction')}</a>} />}
      />
    </FeedFrame>
  );
}

export const SavedPostsPage = () => <MarkedPage liked={false} />;
export const LikedPostsPage = () => <MarkedPage liked />;
