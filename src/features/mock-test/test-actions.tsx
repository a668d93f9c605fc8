import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { MOCK_TEST_CALLS } from '../../contract/mock-test.ts';
import type { TestStatus } from '../../contract/mock-test.ts';
import { callQuery } from '../../lib/query-client.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button } from '../../ui/button.tsx';
import { QuizIcon } from '../../ui/icons.ts';
import { REPORT_VIEWS, reportHref } from '../../routes/report-links.ts';

/** SPEC.md's address of the test window: `{base}/mock-test/{id}?id=…&mode=0&qId=0&resultType=1&lessonId=…`. */
export function testHref(base: string, testId: number, opts: { mode?: 0 | 1; lessonId?: number | null; bundleId?: number | null } = {}): string {
  const query: Record<string, string> = { id: String(testId), mode: String(opts.mode ?? 0), qId: '0', resultType: '1' };
  if (opts.lessonId) query['lessonId'] = String(opts.lessonId);
  if (opts.bundleId) query['bundleId'] = String(opts.bundleId);
  return href(base, routeById('mock-test'), { id: testId }, query);
}

/** The next step for a test by its state (SPEC.md section 4): Start, Continue, Retake and View result. */
function Actions({ status, to, report }: { status: TestStatus; to: (mode: 0 | 1) => string; report: (attemptId: number) => string }) {
  const { t } = useTranslation();
  const open = status.state === 'in_progress' || status.state === 'aborted';
  const done = !open && status.state !== 'fresh';
  const retakes = status.attempts_used < status.max_attempts;
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', position: 'relative', zIndex: '1' })} data-testid="test-actions" data-state={status.state}>
      {status.state === 'fresh' && <a className={button()} href={to(0)} data-testid="start-test-link">{t('mockTest.actions.start')}</a>}
      {open && <a className={button()} href={to(0)} data-testid="continue-test-link">{t('mockTest.actions.continue')}</a>}
      {done && retakes && <a className={button()} href={to(0)} data-testid="retake-test-link">{t('mockTest.actions.retake')}</a>}
      {done && <a className={button({ variant: 'secondary' })} href={to(1)} data-testid="view-result-link">{t('mockTest.actions.viewResult')}</a>}
      {done && status.result_released && status.attempt_id !== null && (
        <a className={button({ variant: 'secondary' })} href={report(status.attempt_id)} data-testid="report-link">{t('mockTest.actions.report')}</a>
      )}
    </div>
  );
}

/** Where an owned test is listed: its next step, by the learner's attempts. Nothing for a test without a paper. */
export function TestActions({ testId, bundleId = null }: { testId: number; bundleId?: number | null }) {
  const { base, slug } = useShell();
  const session = useStore($session);
  const statuses = useQuery({ ...callQuery(slug, MOCK_TEST_CALLS.testStatuses, { query: { test_ids: String(testId) } }), enabled: isSignedIn(session) });
  const status = statuses.data?.tests.find((s) => s.test_id === testId);
  if (!status) return null;
  return <Actions status={status} to={(mode) => testHref(base, testId, { mode, bundleId })}
    report={(attemptId) => reportHref(base, REPORT_VIEWS.overview, { testId, attemptId, bundleId, resultType: 2 })} />;
}

/** A quiz lesson in the player: what it holds and the way into the test window, embedded in the course. */
export function QuizPanel({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useTranslation();
  const { base, slug } = useShell();
  const paper = useQuery(callQuery(slug, MOCK_TEST_CALLS.paper, { params: { testId: courseId }, query: { lesson_id: lessonId } }));
  if (paper.isError) return <p className={css({ color: 'fg.muted' })} data-testid="quiz-unavailable">{t('mockTest.actions.noPaper')}</p>;
  if (!paper.data) return null;
  return (
    <section className={css({ display: 'grid', gap: '3', justifyItems: 'start', p: '5', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface' })} data-testid="quiz-panel">
      <QuizIcon aria-hidden="true" size={28} />
      <h2 className={css({ fontWeight: 'bold', fontSize: 'lg', m: '0' })}>{t('mockTest.actions.quizTitle')}</h2>
      <p className={css({ m: '0' })}>{t('mockTest.actions.quizText', { count: paper.data.paper.questions.length })}</p>
      <Actions status={paper.data.status} to={(mode) => testHref(base, courseId, { mode, lessonId })}
        report={(attemptId) => reportHref(base, REPORT_VIEWS.overview, { testId: courseId, attemptId, lessonId, resultType: 2 })} />
    </section>
  );
}
