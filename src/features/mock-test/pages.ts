import type { ShellPage } from '../../platform/feature.ts';
import { MockTestSkeleton } from './skeleton.tsx';

/** The test window (docs/decisions/0028-mock-test-engine.md); its code is its own chunk. */
export const MOCK_TEST_PAGES: Readonly<Record<string, ShellPage>> = {
  'mock-test': { titleKey: 'mockTest.title', Skeleton: MockTestSkeleton, load: () => import('./mock-test-page.tsx').then((m) => m.MockTestPage) },
};
