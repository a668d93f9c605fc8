import type { ShellPage } from '../../platform/feature.ts';
import { MockTestSkeleton } from './skeleton.tsx';

/** The test window (docs/decisions/0028-mock-test-engine.md), its own chunk. Its reports are the reports feature's. */
export const MOCK_TEST_PAGES: Readonly<Record<string, ShellPage>> = {
  'mock-test': { titleKey: 'mockTest.title', Skeleton: MockTestSkeleton, load: () => import('./mock-test-page.tsx').then((m) => m.MockTestPage) },
};
