import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { REPORT_CALLS } from '../../contract/report.ts';
import type { ReportListItem } from '../../contract/report.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { testStyles as s } from '../mock-test/index.ts';
import { REPORT_VIEWS, reportHref } from './address.ts';
import { useFormat } from './views.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const row = css({
  display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' }, gap: '2 4', alignItems: 'center', p: '4',
  borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface',
});
const title = css({ fontWeight: 'bold', m: '0', overflowWrap: 'anywhere' });

function Row({ item }: { item: ReportListItem }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const f = useFormat();
  const score = item.status === 'not_released' || item.score === null
    ? t('mockTest.result.notOut')
    : item.status === 'evaluation_pending'
      ? t('reports.pendingShort')
      : t('mockTest.result.outOf', { score: f.marks(item.score), max: f.marks(item.max_score) });
  return (
    <li className={row} data-testid="report-row" data-status={item.status}>
      <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
        <p className={title}>{item.title}</p>
        <p className={s.hint}>{t('mockTest.result.attempt', { n: item.number, when: f.date(item.submitted_at) })} · <span data-testid="report-row-score">{score}</span></p>
      </div>
      <a className={button({ variant: 'secondary' })} href={reportHref(base, REPORT_VIEWS.overview, { testId: item.test_id, attemptId: item.attempt_id, lessonId: item.lesson_id, resultType: 2 })}
        data-testid="report-row-link" aria-label={t('reports.openReportOf', { test: item.title, n: item.number })}>
        {t('reports.open')}
      </a>
    </li>
  );
}

/** `/account/reports`: every test the learner has submitted at this school, newest first, each leading to its report. */
export function ReportListPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { base, slug, config } = useShell();
  const reports = useQuery(callQuery(slug, REPORT_CALLS.reportList));
  const heading = t('reports.listTitle');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: heading, school: config.school_config.school_name });
  }, [t, heading, config]);
  const data = reports.data;
  return (
    <div className={s.page} data-testid="report-list">
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        <h1 className={s.h1}>{heading}</h1>
        <a className={button({ variant: 'secondary' })} href={href(base, routeById('mock-test-analytics'))} data-testid="analytics-link">{t('reports.analytics.title')}</a>
      </div>
      {reports.isError && !data ? (
        <LoadError title={t('reports.unavailable')} message={localiseMessage(t, toAppError(reports.error).message)}
          action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void reports.refetch()}>{t('reports.tryAgain')}</button>} />
      ) : !data ? (
        <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
          <p className={s.srOnly} role="status">{t('shell.loading')}</p>
          {[0, 1, 2].map((i) => <div key={i} className={cx(skeleton(), css({ h: '20' }))} />)}
        </div>
      ) : data.reports.length === 0 && data.offline.length === 0 ? (
        <EmptyState title={t('reports.noneYet')} text={t('reports.noneYetText')} data-testid="reports-empty"
          actions={<a className={button()} href={href(base, routeById('my-enrollments'))}>{t('reports.toEnrolments')}</a>} />
      ) : (
        <>
          {data.reports.length > 0 && <ul className={list}>{data.reports.map((item) => <Row key={item.attempt_id} item={item} />)}</ul>}
          {data.offline.length > 0 && (
            <section className={css({ display: 'grid', gap: '3' })} aria-labelledby="offline-title">
              <h2 id="offline-title" className={s.h2}>{t('reports.offline.listTitle')}</h2>
              <ul className={list}>
                {data.offline.map((o) => (
                  <li key={`${o.test_id}-${o.held_on}-${o.quiz_name}`} className={row} data-testid="offline-row">
                    <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
                      <p className={title}>{o.quiz_name}</p>
                      <p className={s.hint}>{t('reports.offline.heldOn', { date: f.day(o.held_on) })} · {t('mockTest.result.outOf', { score: f.marks(o.score), max: f.marks(o.max_score) })}</p>
                    </div>
                    <a className={button({ variant: 'secondary' })} href={href(base, routeById('mock-test-report-offlineQuizReport'), { id: o.test_id })} data-testid="offline-row-link">
                      {t('reports.open')}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
