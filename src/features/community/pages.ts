import type { ShellPage } from '../../platform/feature.ts';
import { CommunitySkeleton } from './frame.tsx';

/** The communities' pages. Each page's code is its own chunk; the editor comes only with a page that writes. */
export const COMMUNITY_PAGES: Readonly<Record<string, ShellPage>> = {
  communities: { titleKey: 'community.title', Skeleton: CommunitySkeleton, load: () => import('./communities-page.tsx').then((m) => m.CommunitiesPage) },
  community: { titleKey: 'community.title', Skeleton: CommunitySkeleton, load: () => import('./community-page.tsx').then((m) => m.CommunityPage) },
  'community-post': { titleKey: 'community.title', Skeleton: CommunitySkeleton, load: () => import('./thread-page.tsx').then((m) => m.ThreadPage) },
  'community-members': { titleKey: 'community.allMembers', Skeleton: CommunitySkeleton, load: () => import('./members-page.tsx').then((m) => m.MembersPage) },
  'community-bookmarks': { titleKey: 'community.savedPosts', Skeleton: CommunitySkeleton, load: () => import('./marked-page.tsx').then((m) => m.SavedPage) },
  'community-likes': { titleKey: 'community.likedPosts', Skeleton: CommunitySkeleton, load: () => import('./marked-page.tsx').then((m) => m.LikedPage) },
};
