/**
 * The views of a test report (docs/decisions/0036-test-reports.md): the overview, the solutions, the question
 * table, the section table and the three comparisons. Each reads the one TestReport the page loaded.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { ComparisonRow, Figures, PeerFigures, ReportQuestion, TestReport } from '../../contract/report.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { renderInline, renderRich, useMaths } from '../mock-test/index.ts';
import { testStyles as s } from '../mock-test/index.ts';
import { ChartFigure, type ChartSeries, type Tone } from './chart.tsx';
import { scroll, Stat, stats } from './parts.tsx';

export const useFormat = () => {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    const clock = (ms: number) => {
      const total = Math.round(ms / 1000);
      const h = Math.floor(total / 3600);
      const m = Math.floor((total % 3600) / 60);
      const sec = String(total % 60).padStart(2, '0');
      return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
    };
    return {
      marks: (n: number) => number.format(n),
      /** A chart's percentage value. */
      pct: (n: number) => `${number.format(n)}%`,
      /** A chart's minutes value. */
      mins: (n: number) => t('reports.minutesShort', { n: number.format(n) }),
      percent: (n: number | null) => (n === null ? '—' : `${number.format(n)}%`),
      clock,
      minutes: (ms: number) => number.format(Math.round(ms / 600) / 100),
      date: (ms: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)),
      /** A calendar date (YYYY-MM-DD), as it is, whatever the reader's time zone. */
      day: (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
    };
  }, [i18n.language, t]);
};

const grid2 = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });

/** What still keeps the score from being final, or the result from being shown. */
export function StatusNotice({ report }: { report: TestReport }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (report.status === 'not_released') {
    return (
      <Callout status="info" title={t('mockTest.result.notOut')} data-testid="report-not-out">
        {report.result_date ? t('mockTest.result.outOn', { date: f.date(Date.parse(report.result_date)) }) : t('mockTest.result.later')}
      </Callout>
    );
  }
  if (report.status === 'evaluation_pending') {
    return (
      <Callout status="info" title={t('mockTest.result.pendingTitle')} data-testid="report-pending">
        {t('reports.pendingText', { marks: f.marks(report.pending_marks) })}
      </Callout>
    );
  }
  if (report.attempt.state === 'applied_for_revaluation' || report.attempt.state === 'under_revaluation') {
    return <Callout status="info" title={t('reports.revaluationTitle')} data-testid="report-revaluation">{t('reports.revaluationText')}</Callout>;
  }
  return null;
}

const SERIES_TONES: Record<'mine' | 'topper' | 'average', Tone> = { mine: 'mine', topper: 'topper', average: 'average' };

type Metric = 'score' | 'accuracy' | 'minutes';
const METRIC: Record<Metric, (f: { score: number; accuracy: number | null; time_ms: number }) => number | null> = {
  score: (x) => x.score,
  accuracy: (x) => x.accuracy,
  minutes: (x) => Math.round(x.time_ms / 600) / 100,
};

/** Mine, the topper's and the average's value of each row, as chart series (kept while the rows are the same). */
function useRowSeries(rows: readonly ComparisonRow[], metric: Metric, who: readonly ('mine' | 'topper' | 'average')[]): ChartSeries[] {
  const { t } = useTranslation();
  const key = who.join();
  return useMemo(() => key.split(',').map((w) => {
    const whose = w as 'mine' | 'topper' | 'average';
    return {
      label: t(`reports.${whose}`),
      tone: SERIES_TONES[whose],
      values: rows.map((r) => {
        const f = whose === 'mine' ? r.mine : r[whose];
        return f ? METRIC[metric](f) : null;
      }),
    };
  }), [rows, metric, key, t]);
}

export function Overview({ report, links }: { report: TestReport; links: React.ReactNode }) {
  const { t } = useTranslation();
  const f = useFormat();
  const summary = report.summary;
  const sectionSeries = useRowSeries(report.sections, 'score', ['mine', 'topper', 'average']);
  const sectionLabels = useMemo(() => report.sections.map((r) => r.label), [report.sections]);
  const bands = report.distribution;
  const bandLabels = useMemo(() => bands.map((b) => t('reports.band', { from: f.marks(b.from), to: f.marks(b.to) })), [bands, f, t]);
  const bandSeries = useMemo(() => [{ label: t('reports.attempts'), tone: 'muted' as const, values: bands.map((b) => b.attempts) }], [bands, t]);
  const bandTones = useMemo(() => bands.map((b) => (b.mine ? 'mine' : 'average') as Tone), [bands]);
  const retakeLabels = useMemo(() => report.retakes.map((r) => t('reports.attemptN', { n: r.number })), [report.retakes, t]);
  const retakeSeries = useMemo(() => [{ label: t('reports.mine'), tone: 'mine' as const, values: report.retakes.map((r) => r.score) }], [report.retakes, t]);
  const seriesPoints = report.series?.points ?? [];
  const seriesLabels = useMemo(() => seriesPoints.map((p) => p.label), [seriesPoints]);
  const seriesValues = useMemo(() => [{ label: t('reports.percentOfMarks'), tone: 'mine' as const, values: seriesPoints.map((p) => (p.max_score ? Math.round((10_000 * p.score) / p.max_score) / 100 : 0)) }], [seriesPoints, t]);
  if (!summary) return null;
  const mine = summary.mine;
  return (
    <>
      <section className={s.panel} aria-labelledby="score-title" data-testid="report-summary">
        <h2 id="score-title" className={s.h2}>{report.status === 'released' ? t('mockTest.result.score') : t('mockTest.result.scoreSoFar')}</h2>
        <p className={css({ fontSize: '4xl', fontWeight: 'bold', m: '0', fontVariantNumeric: 'tabular-nums' })} data-testid="report-score">
          {t('mockTest.result.outOf', { score: f.marks(mine.score), max: f.marks(mine.max_score) })}
        </p>
        <dl className={stats}>
          <Stat label={t('reports.rank')} value={report.standing ? t('reports.rankOf', { rank: report.standing.rank, of: report.standing.candidates }) : '—'} testId="report-rank" />
          <Stat label={t('reports.percentile')} value={report.standing ? f.marks(report.standing.percentile) : '—'} testId="report-percentile" />
          <Stat label={t('reports.accuracy')} value={f.percent(mine.accuracy)} testId="report-accuracy" />
          <Stat label={t('reports.timeTaken')} value={f.clock(mine.time_ms)} testId="report-time" />
          <Stat label={t('reports.attempted')} value={`${mine.attempted} / ${mine.questions}`} testId="report-attempted" />
          <Stat label={t('mockTest.result.correct')} value={String(mine.correct)} testId="report-correct" />
          <Stat label={t('mockTest.result.incorrect')} value={String(mine.incorrect + mine.partial)} testId="report-incorrect" />
          <Stat label={t('reports.skipped')} value={String(mine.skipped)} testId="report-skipped" />
        </dl>
        {(summary.topper || summary.average) && (
          <p className={s.hint} data-testid="report-peers">
            {t('reports.peers', {
              topper: summary.topper ? f.marks(summary.topper.score) : '—',
              average: summary.average ? f.marks(summary.average.score) : '—',
            })}
          </p>
        )}
      </section>
      {links}
      <div className={grid2}>
        <section className={s.panel}>
          <ChartFigure title={t('reports.sectionScores')} kind="bar" labels={sectionLabels} series={sectionSeries} format={f.marks} testId="chart-sections" />
        </section>
        {bands.length > 0 && (
          <section className={s.panel}>
            <ChartFigure title={t('reports.distribution')} summary={t('reports.distributionHint')} kind="bar" labels={bandLabels} series={bandSeries}
              barTones={bandTones} format={f.marks} testId="chart-distribution" />
          </section>
        )}
        {report.retakes.length > 1 && (
          <section className={s.panel}>
            <ChartFigure title={t('reports.retakeTrend')} kind="line" labels={retakeLabels} series={retakeSeries} format={f.marks} testId="chart-retakes" />
          </section>
        )}
        {report.series && seriesPoints.length > 1 && (
          <section className={s.panel}>
            <ChartFigure title={t('reports.seriesTrend', { series: report.series.title })} kind="line" labels={seriesLabels} series={seriesValues}
              format={f.pct} testId="chart-series" />
          </section>
        )}
      </div>
    </>
  );
}

const OUTCOMES = ['correct', 'incorrect', 'unanswered', 'marked'] as const;
type Filter = 'all' | (typeof OUTCOMES)[number];

const matches = (q: ReportQuestion, filter: Filter) =>
  filter === 'all' || (filter === 'marked' ? q.marked : filter === 'incorrect' ? q.outcome === 'incorrect' || q.outcome === 'partial' : q.outcome === filter);

const chip = css({
  px: '3', py: '1.5', borderRadius: 'full', borderWidth: '1px', borderColor: 'border.default', bg: 'surface', fontSize: 'sm', fontWeight: 'semibold', cursor: 'pointer',
  '&[aria-pressed=true], &[aria-current=page]': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
  textDecoration: 'none', color: 'fg.default',
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
});
const outcomeBadge = css({
  fontSize: 'xs', fontWeight: 'bold', px: '2', py: '1', borderRadius: 'full', borderWidth: '1px', borderColor: 'border.default', whiteSpace: 'nowrap',
  '&[data-outcome=correct]': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
  '&[data-outcome=incorrect]': { bg: 'fg.default', color: 'surface', borderColor: 'fg.default' },
});

function AnswerText({ q }: { q: ReportQuestion }) {
  const { t } = useTranslation();
  const r = q.response;
  if (!r) return <p className={s.hint}>{t('reports.notAnswered')}</p>;
  switch (r.kind) {
    case 'choice':
      return <p className={css({ m: '0' })}>{t('reports.yourAnswer')}: <strong>{r.option_ids.map((id) => id.toUpperCase()).join(', ')}</strong></p>;
    case 'numeric':
      return <p className={css({ m: '0' })}>{t('reports.yourAnswer')}: <strong>{r.value}</strong></p>;
    case 'blanks':
      return <p className={css({ m: '0' })}>{t('reports.yourAnswer')}: <strong>{r.values.map((v, i) => `(${i + 1}) ${v || '—'}`).join('  ')}</strong></p>;
    case 'text':
      return <div className={css({ display: 'grid', gap: '1' })}><span>{t('reports.yourAnswer')}:</span><p className={css({ m: '0', whiteSpace: 'pre-wrap', p: '3', bg: 'ink.subtle', borderRadius: 'md' })}>{r.text}</p></div>;
    case 'upload':
      return <p className={css({ m: '0' })}>{t('reports.uploaded', { name: r.name })}</p>;
    case 'feedback':
      return <p className={css({ m: '0' })}>{t('reports.rated', { rating: r.rating })}{r.comment ? ` — ${r.comment}` : ''}</p>;
  }
}

function CorrectAnswer({ q }: { q: ReportQuestion }) {
  const { t } = useTranslation();
  const key = q.key;
  switch (key.type) {
    case 'multichoice':
      return null; // marked on the options themselves
    case 'numeric':
      return <p className={css({ m: '0' })}>{t('reports.correctAnswer')}: <strong>{key.min === key.max ? key.min : t('reports.range', { min: key.min, max: key.max })}</strong></p>;
    case 'fill_in_the_blanks':
      return <p className={css({ m: '0' })}>{t('reports.correctAnswer')}: <strong>{key.accepted.map((a, i) => `(${i + 1}) ${a.join(' / ')}`).join('  ')}</strong></p>;
    case 'subjective':
      return <div className={css({ display: 'grid', gap: '1' })}><span>{t('reports.modelAnswer')}:</span><div className={s.rich} dangerouslySetInnerHTML={{ __html: renderRich(key.model_answer) }} /></div>;
    case 'feedback':
      return null;
  }
}

function SolutionCard({ q }: { q: ReportQuestion }) {
  const { t } = useTranslation();
  const f = useFormat();
  const chosen = new Set(q.response?.kind === 'choice' ? q.response.option_ids : []);
  const correct = new Set(q.key.type === 'multichoice' ? q.key.correct : []);
  const outcome = q.outcome === 'unanswered' ? 'skipped' : q.outcome;
  return (
    <article className={cx(s.panel, css({ display: 'grid', gap: '3' }))} id={`q-${q.number}`} data-testid="solution" data-outcome={q.outcome} aria-labelledby={`q-${q.number}-title`}>
      <div className={s.questionHead}>
        <h3 id={`q-${q.number}-title`} className={css({ fontSize: 'md', fontWeight: 'bold', m: '0' })}>{t('reports.questionN', { n: q.number })}</h3>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          {q.marked && <span className={outcomeBadge}>{t('reports.marked')}</span>}
          {q.outcome !== 'unscored' && <span className={outcomeBadge} data-outcome={q.outcome}>{t(`reports.outcome.${outcome}`)}</span>}
          {q.outcome !== 'unscored' && q.awarded !== null && <span className={s.marks} data-testid="solution-marks">{t('reports.marksGiven', { marks: f.marks(q.awarded), max: f.marks(q.question.marks) })}</span>}
        </div>
      </div>
      <div className={s.rich} dangerouslySetInnerHTML={{ __html: renderRich(q.question.text) }} />
      {q.question.image && <img className={s.figure} src={q.question.image.url} alt={q.question.image.alt} loading="lazy" />}
      {q.question.options.length > 0 && (
        <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '2' })}>
          {q.question.options.map((o) => (
            <li key={o.id} className={css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: '3', alignItems: 'center', p: '2.5', borderRadius: 'md', borderWidth: correct.has(o.id) ? '2px' : '1px', borderColor: correct.has(o.id) ? 'brand.solid' : 'border.default', bg: chosen.has(o.id) ? 'ink.subtle' : 'surface' })}
              data-correct={correct.has(o.id)} data-chosen={chosen.has(o.id)}>
              <span className={s.optionLetter}>{o.id.toUpperCase()}</span>
              <span dangerouslySetInnerHTML={{ __html: renderInline(o.text) }} />
              <span className={css({ fontSize: 'xs', fontWeight: 'bold', textAlign: 'end' })}>
                {[correct.has(o.id) ? t('reports.correctOption') : '', chosen.has(o.id) ? t('reports.yourChoice') : ''].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {q.question.type !== 'multichoice' && <AnswerText q={q} />}
      <CorrectAnswer q={q} />
      {q.grader_comment && <p className={css({ m: '0' })}>{t('reports.graderComment')}: {q.grader_comment}</p>}
      {q.explanation && (
        <div className={css({ display: 'grid', gap: '1', borderTopWidth: '1px', borderColor: 'border.default', pt: '3' })} data-testid="explanation">
          <strong>{t('reports.explanation')}</strong>
          <div className={s.rich} dangerouslySetInnerHTML={{ __html: renderRich(q.explanation) }} />
        </div>
      )}
      <p className={s.hint}>
        {t('reports.timeLine', {
          mine: f.clock(q.time_ms), average: q.average_time_ms === null ? '—' : f.clock(q.average_time_ms), topper: q.topper_time_ms === null ? '—' : f.clock(q.topper_time_ms),
        })}
        {q.percent_correct !== null && ` · ${t('reports.percentRight', { percent: f.percent(q.percent_correct) })}`}
      </p>
    </article>
  );
}

/** Solutions, filterable by correct, incorrect, skipped and marked (of one section, on a section's page). */
/** The texts of report questions that may hold mathematics (question, options, model answer, explanation). */
const reportTexts = (questions: readonly ReportQuestion[]): string[] => questions.flatMap((q) => [
  q.question.text, ...q.question.options.map((o) => o.text), q.explanation, q.key.type === 'subjective' ? q.key.model_answer : '',
]);

export function Solutions({ questions }: { questions: readonly ReportQuestion[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const mathsReady = useMaths(() => reportTexts(questions), [questions]);
  const shown = questions.filter((q) => matches(q, filter));
  const label = (x: Filter) => (x === 'unanswered' ? t('reports.skipped') : x === 'all' ? t('reports.all') : x === 'marked' ? t('reports.marked') : t(`mockTest.result.${x}`));
  return (
    <section className={css({ display: 'grid', gap: '4' })} aria-labelledby="solutions-title">
      <h2 id="solutions-title" className={s.h2}>{t('reports.solutions')}</h2>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })} role="group" aria-label={t('reports.filter')}>
        {(['all', ...OUTCOMES] as const).map((x) => (
          <button key={x} type="button" className={chip} aria-pressed={filter === x} onClick={() => setFilter(x)} data-testid={`filter-${x}`}>
            {label(x)} ({questions.filter((q) => matches(q, x)).length})
          </button>
        ))}
      </div>
      <p className={s.srOnly} role="status">{t('reports.showing', { count: shown.length })}</p>
      {!mathsReady ? <p role="status" aria-busy="true">{t('shell.loading')}</p>
        : shown.length === 0 ? <p className={s.hint}>{t('reports.noneHere')}</p> : shown.map((q) => <SolutionCard key={q.number} q={q} />)}
    </section>
  );
}

/** Every question in one table: how it went, its marks and time against the average. */
export function QuestionTable({ report, solutionHref }: { report: TestReport; solutionHref: (n: number) => string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const sectionOf = new Map(report.sections.map((sec) => [Number(sec.key), sec.label]));
  return (
    <section className={s.panel} aria-labelledby="questions-title">
      <h2 id="questions-title" className={s.h2}>{t('reports.questionReport')}</h2>
      <div className={scroll}>
        <table className={s.table} data-testid="question-table">
          <thead><tr>
            <th scope="col">#</th><th scope="col">{t('mockTest.summary.section')}</th><th scope="col">{t('reports.topic')}</th><th scope="col">{t('reports.difficulty')}</th>
            <th scope="col">{t('reports.result')}</th><th scope="col">{t('reports.marks')}</th><th scope="col">{t('reports.yourTime')}</th>
            <th scope="col">{t('reports.averageTime')}</th><th scope="col">{t('reports.gotRight')}</th>
          </tr></thead>
          <tbody>
            {report.questions.filter((q) => q.outcome !== 'unscored').map((q) => (
              <tr key={q.number}>
                <th scope="row"><a href={solutionHref(q.number)}>{q.number}</a></th>
                <td>{sectionOf.get(q.question.section_id) ?? ''}</td>
                <td>{q.question.topic}</td>
                <td>{t(`reports.level.${q.question.difficulty}`)}</td>
                <td>{t(`reports.outcome.${q.outcome === 'unanswered' ? 'skipped' : q.outcome}`)}</td>
                <td>{q.awarded === null ? '—' : f.marks(q.awarded)}</td>
                <td>{f.clock(q.time_ms)}</td>
                <td>{q.average_time_ms === null ? '—' : f.clock(q.average_time_ms)}</td>
                <td>{f.percent(q.percent_correct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export interface FiguresRow {
  key: string;
  label: string;
  figures: Figures;
  /** Analytics: over how many tests the row adds up. */
  tests?: number;
  /** Reports: the topper's and the average's marks beside the learner's. */
  peers?: { topper: PeerFigures | null; average: PeerFigures | null };
}

export const comparisonRows = (rows: readonly ComparisonRow[]): FiguresRow[] =>
  rows.map((r) => ({ key: r.key, label: r.label, figures: r.mine, peers: { topper: r.topper, average: r.average } }));

/** The learner's figures per row (a section, topic or difficulty), with the tests they add up or the peers' marks. */
export function FiguresTable({ rows, testId, heading }: { rows: readonly FiguresRow[]; testId: string; heading: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const tests = rows.some((r) => r.tests !== undefined);
  const peers = rows.some((r) => r.peers !== undefined);
  return (
    <div className={scroll}>
      <table className={s.table} data-testid={testId}>
        <thead><tr>
          <th scope="col">{heading}</th>{tests && <th scope="col">{t('reports.analytics.tests')}</th>}<th scope="col">{t('reports.marks')}</th>
          <th scope="col">{t('reports.attempted')}</th><th scope="col">{t('mockTest.result.correct')}</th><th scope="col">{t('mockTest.result.incorrect')}</th>
          <th scope="col">{t('reports.skipped')}</th><th scope="col">{t('reports.accuracy')}</th><th scope="col">{t('reports.yourTime')}</th>
          {peers && <><th scope="col">{t('reports.topperMarks')}</th><th scope="col">{t('reports.averageMarks')}</th></>}
        </tr></thead>
        <tbody>
          {rows.map(({ key, label, figures: x, ...r }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {tests && <td>{r.tests ?? '—'}</td>}
              <td>{t('mockTest.result.outOf', { score: f.marks(x.score), max: f.marks(x.max_score) })}</td>
              <td>{x.attempted} / {x.questions}</td>
              <td>{x.correct}</td>
              <td>{x.incorrect + x.partial}</td>
              <td>{x.skipped}</td>
              <td>{f.percent(x.accuracy)}</td>
              <td>{f.clock(x.time_ms)}</td>
              {peers && <><td>{r.peers?.topper ? f.marks(r.peers.topper.score) : '—'}</td><td>{r.peers?.average ? f.marks(r.peers.average.score) : '—'}</td></>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SectionsDetail({ report, sectionHref }: { report: TestReport; sectionHref: (key: string) => string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const labels = useMemo(() => report.sections.map((r) => r.label), [report.sections]);
  const time = useRowSeries(report.sections, 'minutes', ['mine', 'topper', 'average']);
  return (
    <>
      <section className={s.panel} aria-labelledby="sections-title">
        <h2 id="sections-title" className={s.h2}>{t('reports.detailedSectionReport')}</h2>
        <FiguresTable rows={comparisonRows(report.sections)} testId="section-table" heading={t('mockTest.summary.section')} />
        <ul className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', listStyle: 'none', p: '0', m: '0' })}>
          {report.sections.map((r) => <li key={r.key}><a href={sectionHref(r.key)} data-testid="section-link">{t('reports.sectionSolutions', { section: r.label })}</a></li>)}
        </ul>
      </section>
      <section className={s.panel}>
        <ChartFigure title={t('reports.sectionTime')} kind="bar" labels={labels} series={time} format={f.mins} testId="chart-section-time" />
      </section>
    </>
  );
}

export type Comparison = 'topper' | 'average';

/**
 * Score and time by section, or accuracy by topic or by difficulty: the learner against the topper or the average
 * (comparisonType), as a chart with its table and the full figures below.
 */
export function ComparisonView({ report, view, against, switchHref }: { report: TestReport; view: 'scoreTime' | 'topics' | 'difficulty'; against: Comparison; switchHref: (to: Comparison) => string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const rows = view === 'scoreTime' ? report.sections : view === 'topics' ? report.topics : report.difficulties;
  const label = (r: ComparisonRow) => (view === 'difficulty' ? t(`reports.level.${r.key}`) : r.label);
  const labels = useMemo(() => rows.map(label), [rows, view, t]);
  const who = ['mine', against] as const;
  const title = t(`reports.${view === 'scoreTime' ? 'scoreAndTimeAnalyticsReport' : view === 'topics' ? 'topicComparisonReport' : 'difficultyLevelComparisonReport'}`);
  const accuracy = useRowSeries(rows, 'accuracy', who);
  const score = useRowSeries(rows, 'score', who);
  const time = useRowSeries(rows, 'minutes', who);
  const displayed = rows.map((r) => ({ ...r, label: label(r) }));
  return (
    <>
      <section className={s.panel} aria-labelledby="comparison-title">
        <h2 id="comparison-title" className={s.h2}>{title}</h2>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })} role="group" aria-label={t('reports.compareWith')}>
          {(['topper', 'average'] as const).map((x) => (
            <a key={x} className={chip} href={switchHref(x)} aria-current={x === against ? 'page' : undefined} data-testid={`compare-${x}`}>
              {x === 'topper' ? t('reports.versusTopper') : t('reports.versusAverage')}
            </a>
          ))}
        </div>
        {view === 'scoreTime' ? (
          <div className={grid2}>
            <ChartFigure title={t('reports.sectionScores')} kind="bar" labels={labels} series={score} format={f.marks} testId="chart-compare-score" />
            <ChartFigure title={t('reports.sectionTime')} kind="bar" labels={labels} series={time} format={f.mins} testId="chart-compare-time" />
          </div>
        ) : (
          <ChartFigure title={view === 'topics' ? t('reports.accuracyByTopic') : t('reports.accuracyByDifficulty')} kind="bar" labels={labels}
            series={accuracy} format={f.pct} testId="chart-compare-accuracy" />
        )}
      </section>
      <section className={s.panel}>
        <FiguresTable rows={comparisonRows(displayed)} testId="comparison-table" heading={view === 'scoreTime' ? t('mockTest.summary.section') : view === 'topics' ? t('reports.topic') : t('reports.difficulty')} />
      </section>
    </>
  );
}

const certificate = css({
  display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center', p: { base: '6', md: '10' }, borderWidth: '3px', borderStyle: 'double',
  borderColor: 'fg.default', borderRadius: 'card', bg: 'surface',
});

/** The test report certificate: what it says, and the PDF to keep (pdf-lib loads only on the click). */
export function Certificate({ report, school, testName }: { report: TestReport; school: string; testName: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const mine = report.summary?.mine;
  if (report.status !== 'released' || !mine || !report.standing) {
    return <Callout status="info" title={t('reports.certificateLater')} data-testid="certificate-later">{t('reports.certificateLaterText')}</Callout>;
  }
  const standing = report.standing;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { certificatePdf } = await import('./certificate-pdf.ts');
      const bytes = await certificatePdf({
        school, learner: report.learner_name, test: testName, score: mine.score, maxScore: mine.max_score, rank: standing.rank,
        candidates: standing.candidates, percentile: standing.percentile, takenAt: report.attempt.submitted_at, attempt: report.attempt.number,
      });
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `certificate-${report.test_id}-${report.attempt.number}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={css({ display: 'grid', gap: '4' })} aria-labelledby="certificate-title">
      <div className={certificate} data-testid="certificate">
        <p className={cx(s.hint, css({ fontWeight: 'bold' }))}>{school}</p>
        <h2 id="certificate-title" className={css({ fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', m: '0' })}>{t('reports.certificateTitle')}</h2>
        <p className={s.hint}>{t('reports.certifies')}</p>
        <p className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', m: '0', overflowWrap: 'anywhere' })} data-testid="certificate-name">{report.learner_name}</p>
        <p className={css({ m: '0' })}>{t('reports.certificateTook', { test: testName, date: f.date(report.attempt.submitted_at), n: report.attempt.number })}</p>
        <p className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0' })} data-testid="certificate-score">{t('mockTest.result.outOf', { score: f.marks(mine.score), max: f.marks(mine.max_score) })}</p>
        <p className={css({ m: '0' })}>{t('reports.certificateStanding', { rank: standing.rank, of: standing.candidates, percentile: f.marks(standing.percentile) })}</p>
      </div>
      <div className={css({ '@media print': { display: 'none' } })}>
        <Button busy={busy} onClick={() => void download()} data-testid="certificate-download">{t('reports.certificateDownload')}</Button>
      </div>
      {failed && <p className={s.error} role="alert">{t('reports.certificateFailed')}</p>}
    </section>
  );
}
