// Where a test's report and its views are (SPEC.md section 2's report and its sub-pages): the tests link there, the
// reports feature draws them. Here, not in either feature, so neither needs the other for an address.
import { href } from './match.ts';
import { routeById } from './route-table.ts';

/** The views of a report, by route id (SPEC.md section 2's report and its sub-pages). */
export const REPORT_VIEWS = {
  overview: 'mock-test-report',
  solutions: 'mock-test-solutions',
  questions: 'mock-test-report-questionReport',
  sections: 'mock-test-report-detailedSectionReport',
  scoreTime: 'mock-test-report-scoreAndTimeAnalyticsReport',
  topics: 'mock-test-report-topicComparisonReport',
  difficulty: 'mock-test-report-difficultyLevelComparisonReport',
  certificate: 'mock-test-report-certificate',
} as const;
export type ReportView = keyof typeof REPORT_VIEWS;

/** Views that compare the learner with the topper or the average: they carry the comparison in their address. */
export const COMPARISON_VIEWS: ReadonlySet<string> = new Set([REPORT_VIEWS.scoreTime, REPORT_VIEWS.topics, REPORT_VIEWS.difficulty]);

export interface ReportLink {
  testId: number;
  /** The attempt (`qid`); absent: the learner's latest. */
  attemptId?: number | null;
  lessonId?: number | null;
  bundleId?: number | null;
  resultType?: 1 | 2;
  comparisonType?: 'topper' | 'average';
}

/** A report page's address, carrying the attempt, lesson and series it is about from page to page. */
export function reportHref(base: string, routeId: string, link: ReportLink, params: Record<string, string | number> = {}): string {
  const query: Record<string, string> = {};
  if (link.attemptId) query['qid'] = String(link.attemptId);
  if (link.resultType) query['resultType'] = String(link.resultType);
  if (link.lessonId) query['lessonId'] = String(link.lessonId);
  if (link.bundleId) query['bundleId'] = String(link.bundleId);
  if (link.comparisonType && COMPARISON_VIEWS.has(routeId)) query['comparisonType'] = link.comparisonType;
  return href(base, routeById(routeId), { id: link.testId, ...params }, query);
}
