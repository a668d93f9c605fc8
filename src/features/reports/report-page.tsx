import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { REPORT_CALLS } from '../../contract/report.ts';
import type { TestReport } from '../../contract/report.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href, matchRoute, underBase } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { Button, button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { testStyles as s } from '../mock-test/index.ts';
import { testHref } from '../mock-test/index.ts';
import { parseReportQuery, REPORT_VIEWS, reportHref, type ReportLink, type ReportView } from './address.ts';
import { PageLoading, tabNav } from './parts.tsx';
import { Certificate, ComparisonView, Overview, QuestionTable, SectionsDetail, Solutions, StatusNotice, useFormat } from './views.tsx';

function useAddress() {
  const { base } = useShell();
  return useMemo(() => {
    const path = underBase(window.location.pathname, base);
    const match = path === null ? null : matchRoute(path);
    const id = Number(match?.params['id'] ?? NaN);
    const section = match?.params['sectionId'];
    return {
      testId: Number.isSafeInteger(id) && id > 0 ? id : null,
      sectionId: section && /^\d+$/.test(section) ? section : null,
      query: parseReportQuery(window.location.search),
    };
  }, [base]);
}

const noPrint = css({ '@media print': { display: 'none' } });
const wide = css({ maxW: '6xl' });

const VIEW_ORDER: readonly ReportView[] = ['overview', 'solutions', 'questions', 'sections', 'scoreTime', 'topics', 'difficulty'];
const VIEW_TITLE: Record<ReportView, string> = {
  overview: 'reports.overview', solutions: 'reports.solutions', questions: 'reports.questionReport',
  sections: 'reports.detailedSectionReport', scoreTime: 'reports.scoreAndTimeAnalyticsReport', topics: 'reports.topicComparisonReport',
  difficulty: 'reports.difficultyLevelComparisonReport', certificate: 'reports.certificate',
};

function ReportBody({ report, routeId, sectionId, link, quizName }: { report: TestReport; routeId: string; sectionId: string | null; link: ReportLink; quizName: string | null }) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const f = useFormat();
  const to = (id: string, extra: Partial<ReportLink> = {}, params: Record<string, string | number> = {}) => reportHref(base, id, { ...link, ...extra }, params);
  const view = (Object.keys(REPORT_VIEWS) as ReportView[]).find((v) => REPORT_VIEWS[v] === routeId) ?? null;
  const section = sectionId === null ? null : report.sections.find((sec) => sec.key === sectionId) ?? null;
  const overview = !section && (view === 'overview' || view === null);
  // The overview is the test's report: its title is the test's. Other views are named, under the test's title.
  const heading = section ? section.label : overview ? report.title : t(VIEW_TITLE[view ?? 'overview']);
  const eyebrow = overview ? t('reports.heading') : report.title;
  useEffect(() => {
    document.title = overview ? `${t('reports.heading')} · ${report.title}` : `${heading} · ${report.title}`;
  }, [heading, overview, report.title, t]);
  const links = (
    <nav className={tabNav} aria-label={t('reports.views')}>
      {VIEW_ORDER.map((v) => (
        <a key={v} href={to(REPORT_VIEWS[v], { comparisonType: link.comparisonType ?? 'topper' })} aria-current={v === view ? 'page' : undefined} data-testid={`report-nav-${v}`}>
          {t(VIEW_TITLE[v])}
        </a>
      ))}
    </nav>
  );
  const released = report.status !== 'not_released';
  return (
    <div className={cx(s.page, wide)} data-testid="report" data-status={report.status}>
      <header className={css({ display: 'grid', gap: '2' })}>
        <p className={cx(s.hint, css({ fontWeight: 'semibold' }))}>{eyebrow}</p>
        <h1 className={s.h1}>{heading}</h1>
        <p className={s.hint}>{t('mockTest.result.attempt', { n: report.attempt.number, when: f.date(report.attempt.submitted_at) })}</p>
        {report.retakes.length > 1 && (
          <p className={cx(s.hint, noPrint)}>
            {t('reports.otherAttempts')}{' '}
            {report.retakes.map((r, i) => (
              <span key={r.attempt_id}>
                {i > 0 && ' · '}
                {r.attempt_id === report.attempt.id
                  ? <strong aria-current="page">{t('reports.attemptN', { n: r.number })}</strong>
                  : <a href={to(routeId, { attemptId: r.attempt_id }, sectionId ? { sectionId } : {})}>{t('reports.attemptN', { n: r.number })}</a>}
              </span>
            ))}
          </p>
        )}
        <div className={cx(css({ display: 'flex', gap: '2', flexWrap: 'wrap' }), noPrint)}>
          <a className={button({ variant: 'secondary' })} href={testHref(base, report.test_id, { lessonId: report.lesson_id, bundleId: link.bundleId ?? null })} data-testid="report-back">{t('reports.backToTest')}</a>
          <a className={button({ variant: 'secondary' })} href={href(base, routeById('reports'))}>{t('reports.allReports')}</a>
          {released && <Button variant="secondary" onClick={() => window.print()} data-testid="report-print">{t('reports.print')}</Button>}
          {report.status === 'released' && view !== 'certificate' && (
            <a className={button({ variant: 'secondary' })} href={to(REPORT_VIEWS.certificate)} data-testid="report-certificate-link">{t('reports.certificate')}</a>
          )}
        </div>
      </header>
      <StatusNotice report={report} />
      {released && (section ? (
        <>
          {links}
          <Solutions questions={report.questions.filter((q) => String(q.question.section_id) === section.key)} />
        </>
      ) : view === 'overview' || view === null ? (
        <Overview report={report} links={links} />
      ) : (
        <>
          {links}
          {view === 'solutions' && <Solutions questions={report.questions} />}
          {view === 'certificate' && <Certificate report={report} school={config.school_config.school_name} testName={quizName ?? report.title} />}
          {view === 'questions' && <QuestionTable report={report} solutionHref={(n) => `${to(REPORT_VIEWS.solutions)}#q-${n}`} />}
          {view === 'sections' && <SectionsDetail report={report} sectionHref={(key) => to('mock-test-report-section', {}, { sectionId: key })} />}
          {(view === 'scoreTime' || view === 'topics' || view === 'difficulty') && (
            <ComparisonView report={report} view={view} against={link.comparisonType ?? 'topper'} switchHref={(x) => to(routeId, { comparisonType: x })} />
          )}
        </>
      ))}
    </div>
  );
}

/**
 * A test report (SPEC.md section 2: `/mock-test/{id}/report?qid&resultType&lessonId`, its solutions, its sections
 * and sub-pages): the attempt `qid` names, or the learner's latest attempt of the test.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const { base, slug, routeId } = useShell();
  const session = useStore($session);
  const signedIn = isSignedIn(session);
  const { testId, sectionId, query } = useAddress();
  const lessonId = query.lessonId;
  const list = useQuery({ ...callQuery(slug, REPORT_CALLS.reportList), enabled: signedIn && query.qid === null && testId !== null });
  const latest = list.data?.reports.find((r) => r.test_id === testId && (r.lesson_id ?? null) === (lessonId ?? null));
  const attemptId = query.qid ?? latest?.attempt_id ?? null;
  const report = useQuery({
    ...callQuery(slug, REPORT_CALLS.testReport, { params: { attemptId: attemptId ?? 0 }, query: query.bundleId ? { bundle_id: query.bundleId } : {} }),
    enabled: signedIn && attemptId !== null,
  });
  const myReports = href(base, routeById('reports'));
  if (!signedIn) {
    return (
      <div className={s.page} data-testid="sign-in-to-report">
        <h1 className={s.h1}>{t('reports.title')}</h1>
        <p>{t('reports.signIn')}</p>
        <a className={button()} href={signInHref(base, `${window.location.pathname}${window.location.search}`)}>{t('mockTest.signIn')}</a>
      </div>
    );
  }
  const failure = report.isError && !report.data ? report.error : list.isError && !list.data ? list.error : null;
  const wrongTest = report.data && (report.data.test_id !== testId || (lessonId !== null && report.data.lesson_id !== lessonId));
  if (testId === null || failure || wrongTest || (list.data && attemptId === null)) {
    const message = failure ? localiseMessage(t, toAppError(failure).message) : list.data && attemptId === null ? t('reports.noAttempt') : localiseMessage(t, 'Report not found');
    return (
      <div className={s.page} data-testid="report-unavailable">
        <LoadError title={t('reports.unavailable')} message={message}
          action={<a className={button({ variant: 'secondary' })} href={testId !== null && list.data && attemptId === null ? testHref(base, testId, { lessonId }) : myReports}>
            {testId !== null && list.data && attemptId === null ? t('reports.takeTest') : t('reports.allReports')}
          </a>} />
      </div>
    );
  }
  if (!report.data) {
    return <PageLoading />;
  }
  const link: ReportLink = { testId, attemptId: report.data.attempt.id, lessonId, bundleId: query.bundleId, resultType: query.resultType, comparisonType: query.comparisonType };
  return <ReportBody report={report.data} routeId={routeId} sectionId={sectionId} link={link} quizName={query.quizName} />;
}
