import type { ShellPage } from '../../platform/feature.ts';
import { FeedSkeleton } from './frame.tsx';

/** The news feed's pages. Each page's code is its own chunk. */
export const FEED_PAGES: Readonly<Record<string, ShellPage>> = {
  'newsfeed-category': { titleKey: 'feed.title', Skeleton: FeedSkeleton, load: () => import('./feed-page.tsx').then((m) => m.FeedPage) },
  'newsfeed-post-type': { titleKey: 'feed.title', Skeleton: FeedSkeleton, load: () => import('./feed-page.tsx').then((m) => m.FeedPage) },
  'newsfeed-post': { titleKey: 'feed.postTitle', Skeleton: FeedSkeleton, load: () => import('./post-page.tsx').then((m) => m.PostPage) },
  'newsfeed-bookmarks': { titleKey: 'feed.savedTitle', Skeleton: FeedSkeleton, load: () => import('./saved-page.tsx').then((m) => m.SavedPostsPage) },
  'newsfeed-likes': { titleKey: 'feed.likedTitle', Skeleton: FeedSkeleton, load: () => import('./saved-page.tsx').then((m) => m.LikedPostsPage) },
};
