import type { ShellPage } from '../../platform/feature.ts';
import { BatchSkeleton } from './skeleton.tsx';

/** A course's batches and a batch's tabs. */
export const BATCH_PAGES: Readonly<Record<string, ShellPage>> = {
  batch: { titleKey: 'batch.title', Skeleton: BatchSkeleton, load: () => import('./batch-home-page.tsx').then((m) => m.BatchHomePage) },
  'batch-schedule': { titleKey: 'batch.tab.schedule', Skeleton: BatchSkeleton, load: () => import('./schedule-page.tsx').then((m) => m.BatchSchedulePage) },
  'batch-content': { titleKey: 'batch.tab.content', Skeleton: BatchSkeleton, load: () => import('./content-page.tsx').then((m) => m.BatchContentPage) },
  'batch-discussion-circle': { titleKey: 'batch.tab.discussion-circle', Skeleton: BatchSkeleton, load: () => import('./circle-page.tsx').then((m) => m.BatchCirclePage) },
  'batch-announcement': { titleKey: 'batch.tab.announcement', Skeleton: BatchSkeleton, load: () => import('./announcements-page.tsx').then((m) => m.BatchAnnouncementsPage) },
  'batch-members': { titleKey: 'batch.tab.members', Skeleton: BatchSkeleton, load: () => import('./members-page.tsx').then((m) => m.BatchMembersPage) },
  'batch-leaderboard': { titleKey: 'batch.tab.leaderboard', Skeleton: BatchSkeleton, load: () => import('./leaderboard-page.tsx').then((m) => m.BatchLeaderboardPage) },
  'batch-achievements': { titleKey: 'batch.tab.achievements', Skeleton: BatchSkeleton, load: () => import('./achievements-page.tsx').then((m) => m.BatchAchievementsPage) },
  'batch-rating-review': { titleKey: 'batch.tab.rating-review', Skeleton: BatchSkeleton, load: () => import('./reviews-page.tsx').then((m) => m.BatchReviewsPage) },
  'batch-about': { titleKey: 'batch.tab.about', Skeleton: BatchSkeleton, load: () => import('./about-page.tsx').then((m) => m.BatchAboutPage) },
};
