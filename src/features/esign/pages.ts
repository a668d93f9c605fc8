import type { ShellPage } from '../../platform/feature.ts';
import { EsignSkeleton } from './skeleton.tsx';

/** Reading and signing a course's document. */
export const ESIGN_PAGES: Readonly<Record<string, ShellPage>> = {
  esign: { titleKey: 'esign.title', Skeleton: EsignSkeleton, load: () => import('./esign-page.tsx').then((m) => m.EsignPage) },
};
