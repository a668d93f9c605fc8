import type { ShellPage } from '../shell/shell-pages.ts';
import { LearningSkeleton } from './frame.tsx';

/** The learner's store pages (docs/decisions/0012-learner-store-pages.md). Each page's code is its own chunk. */
export const LEARNING_PAGES: Readonly<Record<string, ShellPage>> = {
  'view-all': { titleKey: 'learning.viewAll.title', Skeleton: LearningSkeleton, load: () => import('./view-all-page.tsx').then((m) => m.ViewAllPage) },
};
