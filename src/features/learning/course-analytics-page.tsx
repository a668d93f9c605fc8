import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { LESSON_CALLS } from '../../contract/lessons.ts';
import { STUDY_CALLS } from '../../contract/lessons.ts';
import { callQuery } from '../../lib/query-client.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { ChartFigure, type ChartSeries } from '../reports/index.ts';
import { LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { OwnedGate } from './owned-gate.tsx';
import type { OwnedProduct } from './product-lookup.ts';
import { dashboardPath } from './owned-product.tsx';
import { skeleton } from '../../ui/skeleton.tsx';

const tiles = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '3', listStyle: 'none', m: '0', p: '0', mb: '8' });
const tile = css({ p: '4', bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', display: 'grid', gap: '1' });
const tileLabel = css({ fontSize: 'sm', color: 'fg.muted' });
const tileValue = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: '2xl', color: 'fg.default' });
const charts = css({ display: 'grid', gap: '10' });

/** "2 h 05 min", "12 min", "0 min": study time as the page says it. */
function useDuration(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    const minutes = Math.round(seconds / 60);
    const hours = Math.floor(minutes / 60);
    return hours > 0 ? t('learning.analytics.hoursMinutes', { hours, minutes: String(minutes % 60).padStart(2, '0') }) : t('learning.analytics.minutes', { count: minutes });
  };
}

function Analytics({ owned }: { owned: OwnedProduct }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const { locale } = useCardEnv();
  const { product } = owned;
  const study = useQuery(callQuery(slug, STUDY_CALLS.courseStudy, { query: { course_id: product.id } }));
  const progress = useQuery(callQuery(slug, LESSON_CALLS.courseProgress, { query: { course_id: product.id } }));
  const duration = useDuration();

  const days = study.data?.days;
  const dayLabels = useMemo(
    () => (days ?? []).map((d) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d.day}T00:00:00Z`))),
    [days, locale],
  );
  const minutesSeries = useMemo<ChartSeries[]>(() => [{ label: t('learning.analytics.minutesStudied'), tone: 'mine', values: (days ?? []).map((d) => Math.round(d.seconds / 60)) }], [days, t]);
  const completedSeries = useMemo<ChartSeries[]>(() => [{ label: t('learning.analytics.lessonsCompleted'), tone: 'topper', values: (days ?? []).map((d) => d.completed) }], [days, t]);
  const sections = product.sections ?? [];
  const sectionLabels = useMemo(() => sections.map((s) => s.title), [sections]);
  const sectionSeries = useMemo<ChartSeries[]>(() => {
    const percent = new Map((progress.data?.sections ?? []).map((s) => [s.section_id, s.percent]));
    return [{ label: t('learning.analytics.complete'), tone: 'mine', values: sections.map((s) => percent.get(s.id) ?? 0) }];
  }, [progress.data, sections, t]);
  const formatMinutes = useMemo(() => (v: number) => t('learning.analytics.minutes', { count: v }), [t]);
  const formatCount = useMemo(() => (v: number) => String(v), []);
  const formatPercent = useMemo(() => (v: number) => `${v}%`, []);

  const lessons = sections.reduce((n, s) => n + s.lessons.length, 0);
  const completed = progress.data?.lessons.filter((l) => l.completed).length ?? 0;
  const failed = (study.isError && !study.data) || (progress.isError && !progress.data);
  return (
    <LearningFrame
      title={t('learning.analytics.title')}
      intro={product.title}
      crumbs={[{ href: dashboardPath(base, (owned.via ?? product).seo_title), label: (owned.via ?? product).title }]}
      testId="course-analytics-page"
    >
      {failed ? (
        <ReadError error={study.error ?? progress.error} onRetry={() => void Promise.all([study.refetch(), progress.refetch()])} />
      ) : !study.data || !progress.data ? (
        <div aria-busy="true" className={tiles} data-testid="analytics-skeleton">
          {[0, 1, 2].map((i) => <div key={i} className={css({ h: '20' })}><div className={skeleton()} /></div>)}
        </div>
      ) : (
        <>
          <ul className={tiles} data-testid="analytics-tiles">
            <li className={tile}><span className={tileLabel}>{t('learning.analytics.totalTime')}</span><span className={tileValue} data-testid="total-time">{duration(study.data.total_seconds)}</span></li>
            <li className={tile}><span className={tileLabel}>{t('learning.analytics.lessonsDone')}</span><span className={tileValue} data-testid="lessons-done">{t('learning.analytics.ofTotal', { done: completed, total: lessons })}</span></li>
            <li className={tile}><span className={tileLabel}>{t('learning.analytics.progress')}</span><span className={tileValue} data-testid="course-percent">{`${progress.data.percent}%`}</span></li>
          </ul>
          <div className={charts}>
            <ChartFigure title={t('learning.analytics.timeChart')} summary={t('learning.analytics.timeSummary')} kind="bar" labels={dayLabels} series={minutesSeries} format={formatMinutes} testId="time-chart" />
            <ChartFigure title={t('learning.analytics.completedChart')} kind="bar" labels={dayLabels} series={completedSeries} format={formatCount} testId="completed-chart" />
            {sections.length > 0 && (
              <ChartFigure title={t('learning.analytics.sectionChart')} kind="bar" labels={sectionLabels} series={sectionSeries} format={formatPercent} testId="section-chart" />
            )}
          </div>
        </>
      )}
    </LearningFrame>
  );
}

/**
 * `/home/course-analytics?productSeo=[&subProductSeo=][&courseId=]`: a product the learner owns, studied day by day
 * over the last 30 days (time, lessons completed), and how far each section is, as charts with their tables.
 */
export function CourseAnalyticsPage() {
  const query = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const productSeo = query.get('productSeo') ?? '';
  const subProductSeo = query.get('subProductSeo') ?? undefined;
  return (
    <OwnedGate productSeo={productSeo} {...(subProductSeo === undefined ? {} : { subProductSeo })}>
      {(owned) => <Analytics owned={owned} />}
    </OwnedGate>
  );
}
