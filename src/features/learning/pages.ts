import type { ShellPage } from '../../platform/feature.ts';
import { LearningSkeleton } from './frame.tsx';

const page = (titleKey: string, load: ShellPage['load']): ShellPage => ({ titleKey, Skeleton: LearningSkeleton, load });

/** The learner's store pages (docs/decisions/0012-learner-store-pages.md). Each page's code is its own chunk. */
export const LEARNING_PAGES: Readonly<Record<string, ShellPage>> = {
  'view-all': page('learning.viewAll.title', () => import('./view-all-page.tsx').then((m) => m.ViewAllPage)),
  category: page('learning.category.title', () => import('./category-list-page.tsx').then((m) => m.CategoryListPage)),
  'my-enrollments': page('learning.enrolments.title', () => import('./my-enrollments-page.tsx').then((m) => m.MyEnrollmentsPage)),
  'course-analytics': page('learning.analytics.title', () => import('./course-analytics-page.tsx').then((m) => m.CourseAnalyticsPage)),
  enrollments: page('learning.access.title', () => import('./account-enrollments-page.tsx').then((m) => m.AccountEnrollmentsPage)),
  'courses-library': page('learning.library.title', () => import('./courses-library-page.tsx').then((m) => m.CoursesLibraryPage)),
  favourites: page('learning.favourites.title', () => import('./favourites-page.tsx').then((m) => m.FavouritesPage)),
  dashboard: page('learning.dashboard.title', () => import('./dashboard-page.tsx').then((m) => m.DashboardPage)),
  'dashboard-sub': page('learning.dashboard.title', () => import('./dashboard-page.tsx').then((m) => m.DashboardPage)),
  reviews: page('learning.reviews.title', () => import('./reviews-page.tsx').then((m) => m.ReviewsPage)),
  'add-review': page('learning.addReview.title', () => import('./add-review-page.tsx').then((m) => m.AddReviewPage)),
  bookmarks: page('learning.bookmarks.title', () => import('./bookmarks-page.tsx').then((m) => m.BookmarksPage)),
  discussion: page('learning.discussion.title', () => import('./discussions-page.tsx').then((m) => m.DiscussionsPage)),
  'discussion-thread': page('learning.discussion.threadTitle', () => import('./discussion-page.tsx').then((m) => m.DiscussionPage)),
};
