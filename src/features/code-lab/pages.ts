import { createElement } from 'react';
import type { ShellPage } from '../../platform/feature.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

/** The page's shape while its code and the challenge load: the statement beside the editor. */
function CodeLabSkeleton() {
  return createElement('div', { 'aria-busy': 'true', style: { padding: '2rem 1rem', display: 'grid', gap: '1rem' } },
    createElement(Skeleton, { width: '50%', height: '2rem' }), createElement(Skeleton, { width: '100%', height: '24rem' }));
}

/** The code lab. Its editor and runtimes are the page's own chunks, loaded only here. */
export const CODE_LAB_PAGES: Readonly<Record<string, ShellPage>> = {
  'code-challenge': { titleKey: 'codeLab.title', Skeleton: CodeLabSkeleton, load: () => import('./code-lab-page.tsx').then((m) => m.CodeLabPage) },
};
