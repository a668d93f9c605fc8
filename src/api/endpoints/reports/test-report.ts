import type { Handler } from 'hono';
import { AnalyticsQuery, ReportQuery, ReportRef } from '../../../contract/report.ts';
import { learnerAnalytics } from '../../lib/analytics.ts';
import { offlineList, offlineResults as readOfflineResults } from '../../lib/offline-results.ts';
import { TestRef } from '../../../contract/mock-test.ts';
import { reportList as listReports, testReport as readReport } from '../../lib/report-data.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.testReport` (session; ReportRef + ReportQuery -> TestReport): the report of one of the learner's submitted
 * attempts. Another learner's attempt, or one still open, is 404, the same answer as an id that does not exist.
 * A past report stays readable after the learner's access to the test has ended.
 */
export const testReport: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(ReportRef, c.req.param());
  const { bundle_id } = parseInput(ReportQuery, c.req.query());
  return noStore(c, await readReport(c.var.db, c.var.school, user.id, attemptId, bundle_id));
};

/** `CALLS.reportList` (session; -> { reports, offline }): the learner's submitted attempts and offline results, newest first. */
export const reportList: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const [reports, offline] = await Promise.all([listReports(db, c.var.school, user.id), offlineList(db, c.var.school, user.id)]);
  return noStore(c, { reports, offline });
};

/**
 * `CALLS.analytics` (session; AnalyticsQuery -> Analytics): the learner's analytics over their tests at the school,
 * or one product's (404 for no such product, 403 when the learner does not own it).
 */
export const analytics: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const query = parseInput(AnalyticsQuery, c.req.query());
  return noStore(c, await learnerAnalytics(c.var.db, c.var.school, user.id, query));
};

/** `CALLS.offlineResults` (session; TestRef -> results): the learner's own results in the school's offline sittings of a test. */
export const offlineResults: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { testId } = parseInput(TestRef, c.req.param());
  return noStore(c, await readOfflineResults(c.var.db, c.var.school, user.id, testId));
};
