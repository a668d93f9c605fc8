import { createElement } from 'react';
import type { ShellPage } from '../../platform/feature.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

/** The page's shape while its code and the class load: the class and its room side by side. */
function LiveSkeleton() {
  return createElement('div', { 'aria-busy': 'true', style: { padding: '2rem 1rem', display: 'grid', gap: '1rem' } },
    createElement(Skeleton, { width: '60%', height: '2rem' }), createElement(Skeleton, { width: '100%', height: '18rem' }));
}

/** The live-class pages (issue 42). Each page's code is its own chunk. */
export const LIVE_PAGES: Readonly<Record<string, ShellPage>> = {
  'live-webinar': { titleKey: 'live.title', Skeleton: LiveSkeleton, load: () => import('./live-class-page.tsx').then((m) => m.LiveClassPage) },
  'live-alert': { titleKey: 'live.alerts.title', Skeleton: LiveSkeleton, load: () => import('./live-alert-page.tsx').then((m) => m.LiveAlertPage) },
  'live-alert-view-all': { titleKey: 'live.alerts.title', Skeleton: LiveSkeleton, load: () => import('./live-alerts-page.tsx').then((m) => m.LiveAlertsPage) },
};
