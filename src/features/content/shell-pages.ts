import type { ShellPage } from '../../platform/feature.ts';
import { CardsSkeleton, FormSkeleton } from './skeleton.tsx';

/** The content routes that need the browser: choosing a segment (kept in storage) and the embed forms. */
export const CONTENT_SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  segment: { titleKey: 'content.segment.title', Skeleton: CardsSkeleton, load: () => import('./segment-list-page.tsx').then((m) => m.SegmentListPage) },
  'embed-forms': { titleKey: 'content.embed.pageTitle', Skeleton: FormSkeleton, load: () => import('./embed-forms-page.tsx').then((m) => m.EmbedFormsPage) },
};
