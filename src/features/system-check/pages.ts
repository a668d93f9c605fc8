import type { ShellPage } from '../../platform/feature.ts';
import { SystemCheckSkeleton } from './skeleton.tsx';

/** The system check. */
export const SYSTEM_CHECK_PAGES: Readonly<Record<string, ShellPage>> = {
  'system-check': { titleKey: 'systemCheck.title', Skeleton: SystemCheckSkeleton, load: () => import('./system-check-page.tsx').then((m) => m.SystemCheckPage) },
};
