import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import type { Paper, ResultResponse } from '../../contract/mock-test.ts';
import { Button, button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { REPORT_VIEWS, reportHref } from '../../routes/report-links.ts';
import * as s from './styles.ts';

const dateTime = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * The result right after submitting (resultType 1), or of the latest attempt (mode 1): the score and its parts when
 * the test has released it, what is still waiting for faculty, or the date results come out. The full report with
 * rank, percentile and solutions is a link away.
 */
export function ResultView({ answer, backHref, paper, onRetake }: { answer: ResultResponse; backHref: string; paper: Paper; onRetake: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  const { base } = useShell();
  const { result, status, attempt } = answer;
  useEffect(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  const pending = attempt.state === 'evaluation_pending' || attempt.state === 'applied_for_revaluation' || attempt.state === 'under_revaluation';
  const retakes = status.max_attempts - status.attempts_used;
  return (
    <div className={s.page} data-testid="result" data-state={attempt.state}>
      <h1 className={s.h1}>{t('mockTest.result.title', { test: paper.title })}</h1>
      <p className={s.hint}>{t('mockTest.result.attempt', { n: attempt.number, when: attempt.submitted_at ? dateTime(new Date(attempt.submitted_at).toISOString(), i18n.language) : '' })}</p>
      {!result ? (
        <Callout status="info" title={t('mockTest.result.notOut')} data-testid="result-not-out">
          {status.result_date ? t('mockTest.result.outOn', { date: dateTime(status.result_date, i18n.language) }) : t('mockTest.result.later')}
        </Callout>
      ) : (
        <>
          {pending && (
            <Callout status="info" title={t('mockTest.result.pendingTitle')} data-testid="evaluation-pending">
              {t('mockTest.result.pending', { marks: result.pending_marks })}
            </Callout>
          )}
          <section className={s.panel} aria-labelledby="score-title">
            <h2 id="score-title" className={s.h2}>{pending ? t('mockTest.result.scoreSoFar') : t('mockTest.result.score')}</h2>
            <p className={css({ fontSize: '4xl', fontWeight: 'bold', m: '0', fontVariantNumeric: 'tabular-nums' })} data-testid="score">
              {t('mockTest.result.outOf', { score: result.score, max: result.max_score })}
            </p>
            <dl className={s.facts}>
              <div><dt>{t('mockTest.result.correct')}</dt><dd data-testid="correct">{result.correct}</dd></div>
              <div><dt>{t('mockTest.result.incorrect')}</dt><dd data-testid="incorrect">{result.incorrect}</dd></div>
              <div><dt>{t('mockTest.result.partial')}</dt><dd>{result.partial}</dd></div>
              <div><dt>{t('mockTest.result.unanswered')}</dt><dd data-testid="unanswered">{result.unanswered}</dd></div>
            </dl>
          </section>
          <section className={s.panel} aria-labelledby="sections-title">
            <h2 id="sections-title" className={s.h2}>{t('mockTest.result.bySection')}</h2>
            <table className={s.table}>
              <thead><tr><th scope="col">{t('mockTest.summary.section')}</th><th scope="col">{t('mockTest.result.score')}</th></tr></thead>
              <tbody>{result.sections.map((sec) => <tr key={sec.section_id}><th scope="row">{sec.title}</th><td>{t('mockTest.result.outOf', { score: sec.score, max: sec.max_score })}</td></tr>)}</tbody>
            </table>
          </section>
        </>
      )}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <a className={button({ variant: 'secondary' })} href={backHref} data-testid="back-to-dashboard">{t('mockTest.back')}</a>
        {attempt.state !== 'in_progress' && attempt.state !== 'aborted' && (
          <a className={button()} href={reportHref(base, REPORT_VIEWS.overview, { testId: paper.test_id, attemptId: attempt.id, lessonId: paper.lesson_id, resultType: 1 })} data-testid="full-report">
            {t('reports.fullReport')}
          </a>
        )}
        {onRetake && retakes > 0 && <Button variant="secondary" onClick={onRetake} data-testid="retake">{t('mockTest.result.retake', { count: retakes })}</Button>}
      </div>
    </div>
  );
}
