import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { REPORT_CALLS } from '../../contract/report.ts';
import type { OfflineResult } from '../../contract/report.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href, matchRoute, underBase } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { testStyles as s } from '../mock-test/index.ts';
import { ChartFigure } from './chart.tsx';
import { PageLoading, Stat, stats } from './parts.tsx';
import { useFormat } from './views.tsx';


function Sitting({ result }: { result: OfflineResult }) {
  const { t } = useTranslation();
  const f = useFormat();
  const labels = useMemo(() => result.sections.map((x) => x.title), [result.sections]);
  const series = useMemo(() => [
    { label: t('reports.mine'), tone: 'mine' as const, values: result.sections.map((x) => x.score) },
    { label: t('reports.topper'), tone: 'topper' as const, values: result.sections.map((x) => x.topper) },
    { label: t('reports.average'), tone: 'average' as const, values: result.sections.map((x) => x.average) },
  ], [result.sections, t]);
  return (
    <section className={s.panel} aria-labelledby={`sitting-${result.sitting}`} data-testid="offline-result">
      <h2 id={`sitting-${result.sitting}`} className={s.h2}>{result.quiz_name}</h2>
      <p className={s.hint}>{t('reports.offline.heldOn', { date: f.day(result.held_on) })}</p>
      <dl className={stats}>
        <Stat label={t('mockTest.result.score')} value={t('mockTest.result.outOf', { score: f.marks(result.score), max: f.marks(result.max_score) })} testId="offline-score" />
        <Stat label={t('reports.rank')} value={t('reports.rankOf', { rank: result.standing.rank, of: result.standing.candidates })} testId="offline-rank" />
        <Stat label={t('reports.percentile')} value={f.marks(result.standing.percentile)} testId="offline-percentile" />
        <Stat label={t('reports.offline.candidates')} value={result.standing.candidates} />
      </dl>
      <ChartFigure title={t('reports.sectionScores')} kind="bar" labels={labels} series={series} format={f.marks} testId="chart-offline-sections" />
    </section>
  );
}

/** `/mock-test/{id}/report/offlineQuizReport`: the learner's results in the paper sittings of a test the school recorded. */
export function OfflineReportPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const testId = useMemo(() => {
    const path = underBase(window.location.pathname, base);
    const id = Number((path === null ? null : matchRoute(path)?.params['id']) ?? NaN);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }, [base]);
  const offline = useQuery({ ...callQuery(slug, REPORT_CALLS.offlineResults, { params: { testId: testId ?? 0 } }), enabled: testId !== null });
  const data = offline.data;
  const heading = data ? t('reports.offline.titleOf', { test: data.test_title }) : t('reports.offline.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: heading, school: config.school_config.school_name });
  }, [t, heading, config]);
  const reports = href(base, routeById('reports'));
  if (testId === null || (offline.isError && !data)) {
    return (
      <div className={s.page} data-testid="offline-unavailable">
        <LoadError title={t('reports.offline.unavailable')} message={testId === null ? localiseMessage(t, 'Test not found') : localiseMessage(t, toAppError(offline.error).message)}
          action={<a className={button({ variant: 'secondary' })} href={reports}>{t('reports.allReports')}</a>} />
      </div>
    );
  }
  if (!data) {
    return <PageLoading />;
  }
  return (
    <div className={s.page} data-testid="offline-report">
      <h1 className={s.h1}>{heading}</h1>
      <p className={s.hint}>{t('reports.offline.about')}</p>
      {data.results.length === 0 ? (
        <EmptyState title={t('reports.offline.none')} text={t('reports.offline.noneText')} data-testid="offline-empty"
          actions={<a className={button({ variant: 'secondary' })} href={reports}>{t('reports.allReports')}</a>} />
      ) : data.results.map((result) => <Sitting key={result.sitting} result={result} />)}
    </div>
  );
}
