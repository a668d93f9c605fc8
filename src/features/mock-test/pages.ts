import type { ShellPage } from '../../platform/feature.ts';
import { REPORT_VIEWS } from './report/address.ts';
import { MockTestSkeleton } from './skeleton.tsx';

const analytics: ShellPage = { titleKey: 'mockTest.analytics.title', Skeleton: MockTestSkeleton, load: () => import('./report/analytics-page.tsx').then((m) => m.AnalyticsPage) };
const ANALYTICS_ROUTES = ['mock-test-analytics', 'mock-test-section-analytics', 'product-analytics', 'product-analytics-section', 'product-analytics-sub', 'product-analytics-sub-section'];

const report = (titleKey: string): ShellPage => ({ titleKey, Skeleton: MockTestSkeleton, load: () => import('./report/report-page.tsx').then((m) => m.ReportPage) });

/** The test window and the reports (docs/decisions/0028-mock-test-engine.md, 0036-test-reports.md); each is its own chunk. */
export const MOCK_TEST_PAGES: Readonly<Record<string, ShellPage>> = {
  'mock-test': { titleKey: 'mockTest.title', Skeleton: MockTestSkeleton, load: () => import('./mock-test-page.tsx').then((m) => m.MockTestPage) },
  [REPORT_VIEWS.overview]: report('mockTest.report.title'),
  [REPORT_VIEWS.solutions]: report('mockTest.report.solutions'),
  [REPORT_VIEWS.questions]: report('mockTest.report.questionReport'),
  [REPORT_VIEWS.sections]: report('mockTest.report.detailedSectionReport'),
  [REPORT_VIEWS.scoreTime]: report('mockTest.report.scoreAndTimeAnalyticsReport'),
  [REPORT_VIEWS.topics]: report('mockTest.report.topicComparisonReport'),
  [REPORT_VIEWS.difficulty]: report('mockTest.report.difficultyLevelComparisonReport'),
  [REPORT_VIEWS.certificate]: report('mockTest.report.certificate'),
  'mock-test-report-section': report('mockTest.report.sectionTitle'),
  ...Object.fromEntries(ANALYTICS_ROUTES.map((id) => [id, analytics])),
  'mock-test-report-offlineQuizReport': {
    titleKey: 'mockTest.offline.title', Skeleton: MockTestSkeleton, load: () => import('./report/offline-report-page.tsx').then((m) => m.OfflineReportPage),
  },
  reports: { titleKey: 'mockTest.report.listTitle', Skeleton: MockTestSkeleton, load: () => import('./report/report-list-page.tsx').then((m) => m.ReportListPage) },
};
