import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { REPORT_CALLS } from '../../contract/report.ts';
import type { Analytics } from '../../contract/report.ts';
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
import { REPORT_VIEWS, reportHref } from './address.ts';
import { ChartFigure } from './chart.tsx';
import { PageLoading, scroll, Stat, stats, tabNav } from './parts.tsx';
import { FiguresTable, useFormat } from './views.tsx';

/** Where the page is: the school's analytics or their sections, or a product's (and one of its sections). */
function useScope() {
  const { base, routeId } = useShell();
  return useMemo(() => {
    const path = underBase(window.location.pathname, base);
    const params = (path === null ? null : matchRoute(path)?.params) ?? {};
    const section = params['sectionId'];
    return {
      routeId,
      productSeo: params['productSeo'] ?? null,
      subProductSeo: params['subProductSeo'] ?? null,
      sectionId: section && /^\d{1,15}$/.test(section) ? Number(section) : null,
      badSection: section !== undefined && !/^\d{1,15}$/.test(section),
    };
  }, [base, routeId]);
}


function Sections({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const f = useFormat();
  const labels = useMemo(() => data.sections.map((r) => r.label), [data.sections]);
  const series = useMemo(() => [
    { label: t('reports.accuracy'), tone: 'mine' as const, values: data.sections.map((r) => r.figures.accuracy) },
    { label: t('reports.analytics.marksShare'), tone: 'average' as const, values: data.sections.map((r) => (r.figures.max_score ? Math.round((10_000 * r.figures.score) / r.figures.max_score) / 100 : null)) },
  ], [data.sections, t]);
  return (
    <section className={s.panel} aria-labelledby="sections-title">
      <h2 id="sections-title" className={s.h2}>{t('reports.analytics.bySection')}</h2>
      <ChartFigure title={t('reports.analytics.sectionChart')} kind="bar" labels={labels} series={series} format={f.pct} testId="chart-analytics-sections" />
      <FiguresTable rows={data.sections} heading={t('mockTest.summary.section')} testId="analytics-sections" />
    </section>
  );
}

function Overview({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const f = useFormat();
  const labels = useMemo(() => data.tests.map((x) => x.title), [data.tests]);
  const series = useMemo(() => [{ label: t('reports.percentile'), tone: 'mine' as const, values: data.tests.map((x) => x.standing?.percentile ?? null) }], [data.tests, t]);
  const topics = data.topics;
  const topicLabels = useMemo(() => topics.map((x) => x.label), [topics]);
  const topicSeries = useMemo(() => [{ label: t('reports.accuracy'), tone: 'mine' as const, values: topics.map((x) => x.figures.accuracy) }], [topics, t]);
  const strongest = topics.filter((x) => x.figures.accuracy !== null).slice(0, 3);
  const weakest = topics.filter((x) => x.figures.accuracy !== null).slice(-3).reverse().filter((x) => !strongest.includes(x));
  return (
    <>
      <section className={s.panel} aria-labelledby="tests-title">
        <h2 id="tests-title" className={s.h2}>{t('reports.analytics.testsTaken')}</h2>
        {data.tests.length > 1 && <ChartFigure title={t('reports.analytics.percentileTrend')} kind="line" labels={labels} series={series} format={f.marks} testId="chart-analytics-percentile" />}
        <div className={scroll}>
          <table className={s.table} data-testid="analytics-tests">
            <thead><tr>
              <th scope="col">{t('reports.analytics.test')}</th><th scope="col">{t('reports.analytics.taken')}</th><th scope="col">{t('reports.marks')}</th>
              <th scope="col">{t('reports.rank')}</th><th scope="col">{t('reports.percentile')}</th><th scope="col">{t('reports.accuracy')}</th>
            </tr></thead>
            <tbody>
              {data.tests.map((x) => (
                <tr key={x.attempt_id}>
                  <th scope="row"><a href={reportHref(base, REPORT_VIEWS.overview, { testId: x.test_id, attemptId: x.attempt_id, lessonId: x.lesson_id, resultType: 2 })}>{x.title}</a></th>
                  <td>{f.date(x.submitted_at)}</td>
                  <td>{t('mockTest.result.outOf', { score: f.marks(x.score), max: f.marks(x.max_score) })}</td>
                  <td>{x.standing ? t('reports.rankOf', { rank: x.standing.rank, of: x.standing.candidates }) : '—'}</td>
                  <td>{x.standing ? f.marks(x.standing.percentile) : '—'}</td>
                  <td>{f.percent(x.accuracy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {topics.length > 0 && (
        <section className={s.panel} aria-labelledby="topics-title">
          <h2 id="topics-title" className={s.h2}>{t('reports.analytics.byTopic')}</h2>
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
            <div><h3 className={css({ fontWeight: 'bold', m: '0 0 1' })}>{t('reports.analytics.strongest')}</h3><ul className={s.list} data-testid="strongest">{strongest.map((x) => <li key={x.key}>{x.label}: {f.percent(x.figures.accuracy)}</li>)}</ul></div>
            {weakest.length > 0 && <div><h3 className={css({ fontWeight: 'bold', m: '0 0 1' })}>{t('reports.analytics.weakest')}</h3><ul className={s.list} data-testid="weakest">{weakest.map((x) => <li key={x.key}>{x.label}: {f.percent(x.figures.accuracy)}</li>)}</ul></div>}
          </div>
          <ChartFigure title={t('reports.accuracyByTopic')} kind="bar" labels={topicLabels} series={topicSeries} format={f.pct} testId="chart-analytics-topics" />
          <FiguresTable rows={topics} heading={t('reports.topic')} testId="analytics-topics" />
        </section>
      )}
    </>
  );
}

/**
 * `/mock-test/analytics` and `/mock-test/analytics/section-analytics` (the learner's tests at the school), and
 * `/home/{productSeo}[/{subProductSeo}]/analytics[/{sectionId}]` (one product's, or one of its sections).
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const f = useFormat();
  const scope = useScope();
  const query = {
    ...(scope.productSeo ? { product_seo: scope.productSeo } : {}),
    ...(scope.subProductSeo ? { sub_product_seo: scope.subProductSeo } : {}),
    ...(scope.sectionId !== null ? { section_id: scope.sectionId } : {}),
  };
  const analytics = useQuery({ ...callQuery(slug, REPORT_CALLS.analytics, { query }), enabled: !scope.badSection });
  const data = analytics.data;
  const productHref = (sectionId: number | null) => {
    const params: Record<string, string | number> = { productSeo: scope.productSeo ?? '' };
    if (scope.subProductSeo) params['subProductSeo'] = scope.subProductSeo;
    const id = `product-analytics${scope.subProductSeo ? '-sub' : ''}${sectionId !== null ? '-section' : ''}`;
    return href(base, routeById(id), sectionId !== null ? { ...params, sectionId } : params);
  };
  const heading = data?.scope
    ? data.scope.section ? t('reports.analytics.ofSection', { product: data.scope.title, section: data.scope.section.title }) : t('reports.analytics.ofProduct', { product: data.scope.title })
    : scope.routeId === 'mock-test-section-analytics' ? t('reports.analytics.sectionTitle') : t('reports.analytics.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: heading, school: config.school_config.school_name });
  }, [t, heading, config]);
  if (scope.badSection || (analytics.isError && !data)) {
    const message = scope.badSection ? localiseMessage(t, 'This section is not part of the product') : localiseMessage(t, toAppError(analytics.error).message);
    return (
      <div className={s.page} data-testid="analytics-unavailable">
        <LoadError title={t('reports.analytics.unavailable')} message={message}
          action={<a className={button({ variant: 'secondary' })} href={href(base, routeById('mock-test-analytics'))}>{t('reports.analytics.title')}</a>} />
      </div>
    );
  }
  if (!data) {
    return <PageLoading />;
  }
  const schoolWide = data.scope === null;
  return (
    <div className={cx(s.page, css({ maxW: '6xl' }))} data-testid="analytics">
      <h1 className={s.h1}>{heading}</h1>
      {schoolWide ? (
        <nav className={tabNav} aria-label={t('reports.analytics.views')}>
          <a href={href(base, routeById('mock-test-analytics'))} aria-current={scope.routeId === 'mock-test-analytics' ? 'page' : undefined}>{t('reports.analytics.overview')}</a>
          <a href={href(base, routeById('mock-test-section-analytics'))} aria-current={scope.routeId === 'mock-test-section-analytics' ? 'page' : undefined}>{t('reports.analytics.bySection')}</a>
          <a href={href(base, routeById('reports'))}>{t('reports.allReports')}</a>
        </nav>
      ) : data.scope && data.scope.sections.length > 0 && (
        <nav className={tabNav} aria-label={t('reports.analytics.sectionsOf')}>
          <a href={productHref(null)} aria-current={data.scope.section === null ? 'page' : undefined}>{t('reports.analytics.whole')}</a>
          {data.scope.sections.map((sec) => (
            <a key={sec.id} href={productHref(sec.id)} aria-current={data.scope?.section?.id === sec.id ? 'page' : undefined} data-testid="analytics-section-link">{sec.title}</a>
          ))}
        </nav>
      )}
      {data.tests.length === 0 ? (
        <EmptyState title={t('reports.analytics.empty')} text={t('reports.analytics.emptyText')} data-testid="analytics-empty"
          actions={<a className={button()} href={href(base, routeById('my-enrollments'))}>{t('reports.toEnrolments')}</a>} />
      ) : (
        <>
          <dl className={stats} data-testid="analytics-summary">
            <Stat label={t('reports.analytics.tests')} value={data.summary.tests} testId="analytics-count" />
            <Stat label={t('reports.analytics.averagePercentile')} value={data.summary.average_percentile === null ? '—' : f.marks(data.summary.average_percentile)} />
            <Stat label={t('reports.analytics.bestPercentile')} value={data.summary.best_percentile === null ? '—' : f.marks(data.summary.best_percentile)} />
            <Stat label={t('reports.accuracy')} value={f.percent(data.summary.accuracy)} />
          </dl>
          {scope.routeId === 'mock-test-section-analytics' ? <Sections data={data} /> : (
            <>
              <Overview data={data} />
              {!schoolWide && <Sections data={data} />}
            </>
          )}
        </>
      )}
    </div>
  );
}
