import type { ShellPage } from '../../platform/feature.ts';
import { REPORT_VIEWS } from './address.ts';
import { MockTestSkeleton as ReportSkeleton } from '../mock-test/index.ts';

const analytics: ShellPage = { titleKey: 'reports.analytics.title', Skeleton: ReportSkeleton, load: () => import('./analytics-page.tsx').then((m) => m.AnalyticsPage) };
const ANALYTICS_ROUTES = ['mock-test-analytics', 'mock-test-section-analytics', 'product-analytics', 'product-analytics-section', 'product-analytics-sub', 'product-analytics-sub-section'];

const report = (titleKey: string): ShellPage => ({ titleKey, Skeleton: ReportSkeleton, load: () => import('./report-page.tsx').then((m) => m.ReportPage) });

/** A test's reports, its analytics, offline results and the list of a learner's reports (docs/decisions/0036-test-reports.md); each is its own chunk. */
export const REPORT_PAGES: Readonly<Record<string, ShellPage>> = {
  [REPORT_VIEWS.overview]: report('reports.title'),
  [REPORT_VIEWS.solutions]: report('reports.solutions'),
  [REPORT_VIEWS.questions]: report('reports.questionReport'),
  [REPORT_VIEWS.sections]: report('reports.detailedSectionReport'),
  [REPORT_VIEWS.scoreTime]: report('reports.scoreAndTimeAnalyticsReport'),
  [REPORT_VIEWS.topics]: report('reports.topicComparisonReport'),
  [REPORT_VIEWS.difficulty]: report('reports.difficultyLevelComparisonReport'),
  [REPORT_VIEWS.certificate]: report('reports.certificate'),
  'mock-test-report-section': report('reports.sectionTitle'),
  ...Object.fromEntries(ANALYTICS_ROUTES.map((id) => [id, analytics])),
  'mock-test-report-offlineQuizReport': {
    titleKey: 'reports.offline.title', Skeleton: ReportSkeleton, load: () => import('./offline-report-page.tsx').then((m) => m.OfflineReportPage),
  },
  reports: { titleKey: 'reports.listTitle', Skeleton: ReportSkeleton, load: () => import('./report-list-page.tsx').then((m) => m.ReportListPage) },
};
