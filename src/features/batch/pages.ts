import type { ShellPage } from '../../platform/feature.ts';
import { BatchSkeleton } from './skeleton.tsx';

/** A course's batches and a batch's tabs. */
export const BATCH_PAGES: Readonly<Record<string, ShellPage>> = {
  batch: { titleKey: 'batch.title', Skeleton: BatchSkeleton, load: () => import('./batch-home-page.tsx').then((m) => m.BatchHomePage) },
  'batch-schedule': { titleKey: 'batch.tab.schedule', Skeleton: BatchSkeleton, load: () => import('./schedule-page.tsx').then((m) => m.BatchSchedulePage) },
  'batch-content': { titleKey: 'batch.tab.content', Skeleton: BatchSkeleton, load: () => import('./content-page.tsx').then((m) => m.BatchContentPage) },
  'batch-members': { titleKey: 'batch.tab.members', Skeleton: BatchSkeleton, load: () => import('./members-page.tsx').then((m) => m.BatchMembersPage) },
  'batch-about': { titleKey: 'batch.tab.about', Skeleton: BatchSkeleton, load: () => import('./about-page.tsx').then((m) => m.BatchAboutPage) },
};
