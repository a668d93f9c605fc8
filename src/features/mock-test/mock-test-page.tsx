import { useStore } from '@nanostores/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { CATALOGUE_CALLS } from '../../contract/catalogue-calls.ts';
import { MOCK_TEST_CALLS } from '../../contract/mock-test.ts';
import type { PaperResponse, ResultResponse } from '../../contract/mock-test.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href, matchRoute, underBase } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { Button, button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { parseTestQuery, type TestQuery } from './query.ts';
import { paperTexts, useMaths } from './rich.ts';
import { ResultView } from './result-view.tsx';
import * as s from './styles.ts';
import { PaletteLegend, TestWindow } from './test-window.tsx';

function useAddress(): { testId: number | null; query: TestQuery } {
  const { base } = useShell();
  return useMemo(() => {
    const path = underBase(window.location.pathname, base);
    const id = Number((path === null ? null : matchRoute(path)?.params['id']) ?? NaN);
    return { testId: Number.isSafeInteger(id) && id > 0 ? id : null, query: parseTestQuery(window.location.search) };
  }, [base]);
}

const newKey = () => `start_${crypto.randomUUID().replace(/-/g, '')}`;

/** Where "back" goes: the owned product's dashboard (the bundle's, if the test was opened from one). */
function useBackHref(testId: number, query: TestQuery): string {
  const { base, slug } = useShell();
  const test = useQuery(callQuery(slug, CATALOGUE_CALLS.courseDetail, { params: { courseId: testId } }));
  const bundle = useQuery({ ...callQuery(slug, CATALOGUE_CALLS.courseDetail, { params: { courseId: query.bundleId ?? 0 } }), enabled: query.bundleId !== null });
  const testSeo = test.data?.course.seo_title;
  const bundleSeo = bundle.data?.course.seo_title;
  if (bundleSeo && testSeo) return href(base, routeById('dashboard-sub'), { productSeo: bundleSeo, subProductSeo: testSeo });
  if (testSeo) return href(base, routeById('dashboard'), { productSeo: testSeo });
  return href(base, routeById('my-enrollments'));
}

function Instructions({ paper, onStart, busy, error, continuing }: { paper: PaperResponse; onStart: () => void; busy: boolean; error: string | null; continuing: boolean }) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const { rules, sections, questions } = paper.paper;
  const scheme = sections.map((sec) => {
    const qs = questions.filter((q) => q.section_id === sec.id);
    const marks = [...new Set(qs.map((q) => `${q.marks}|${q.negative_marks}`))].map((m) => m.split('|').map(Number) as [number, number]);
    return { sec, count: qs.length, marks };
  });
  const left = paper.status.max_attempts - paper.status.attempts_used;
  return (
    <div className={s.page} data-testid="instructions">
      <h1 className={s.h1}>{paper.paper.title}</h1>
      <dl className={s.facts}>
        <div><dt>{t('mockTest.instructions.questions')}</dt><dd>{questions.length}</dd></div>
        <div><dt>{t('mockTest.instructions.duration')}</dt><dd>{t('mockTest.instructions.minutes', { count: rules.duration_minutes })}</dd></div>
        <div><dt>{t('mockTest.instructions.maxMarks')}</dt><dd>{paper.status.max_score}</dd></div>
        <div><dt>{t('mockTest.instructions.attempts')}</dt><dd data-testid="attempts-left">{t('mockTest.instructions.attemptsLeft', { left: Math.max(0, left), max: paper.status.max_attempts })}</dd></div>
      </dl>
      <section className={s.panel} aria-labelledby="rules-title">
        <h2 id="rules-title" className={s.h2}>{t('mockTest.instructions.title')}</h2>
        <ul className={s.list}>
          {rules.instructions.map((line) => <li key={line}>{line}</li>)}
          <li>{rules.timer === 'section' ? t('mockTest.instructions.timerSection') : t('mockTest.instructions.timerTest')}</li>
          <li>{t('mockTest.instructions.saving')}</li>
          {rules.answer_required && <li>{t('mockTest.instructions.answerRequired')}</li>}
          {rules.allow_pause && rules.timer === 'test' && <li>{t('mockTest.instructions.pause')}</li>}
          <li>{t('mockTest.instructions.keyboard')}</li>
        </ul>
      </section>
      <section className={s.panel} aria-labelledby="scheme-title">
        <h2 id="scheme-title" className={s.h2}>{t('mockTest.instructions.scheme')}</h2>
        <table className={s.table}>
          <thead><tr><th scope="col">{t('mockTest.summary.section')}</th><th scope="col">{t('mockTest.instructions.questions')}</th><th scope="col">{t('mockTest.instructions.marksEach')}</th><th scope="col">{t('mockTest.instructions.minutesCol')}</th></tr></thead>
          <tbody>
            {scheme.map(({ sec, count, marks }) => (
              <tr key={sec.id}>
                <th scope="row">{sec.title}</th>
                <td>{count}</td>
                <td>{marks.map(([plus, minus]) => (minus ? `+${plus} / −${minus}` : `+${plus}`)).join(', ')}</td>
                <td>{sec.duration_minutes ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={s.panel} aria-labelledby="legend-title">
        <h2 id="legend-title" className={s.h2}>{t('mockTest.palette.legend')}</h2>
        <PaletteLegend />
      </section>
      {!continuing && (
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} label={t('mockTest.instructions.declaration')} data-testid="declaration" />
      )}
      {tried && !agreed && !continuing && <p className={s.error} role="alert" data-testid="declaration-error">{localiseMessage(t, 'Tick the declaration to start')}</p>}
      {error && <p className={s.error} role="alert" data-testid="start-error">{error}</p>}
      <div>
        <Button
          busy={busy}
          onClick={() => {
            // Busy: starting, or the learner's status is still being read (a copy from the cache may say "fresh" for
            // an attempt another tab has just started): the click waits for the truth.
            if (busy) return;
            if (agreed || continuing) onStart();
            else setTried(true);
          }}
          data-testid="start-test"
        >
          {continuing ? t('mockTest.instructions.continue') : paper.status.attempts_used > 0 ? t('mockTest.instructions.retake') : t('mockTest.instructions.start')}
        </Button>
      </div>
    </div>
  );
}

/**
 * `/mock-test/{id}` (SPEC.md section 2: query id, mode, qId, resultType, lessonId, bundleId): the instructions, then
 * the full-screen window, then the result (resultType 1) or back to where the test was opened (resultType 2).
 */
export function MockTestPage() {
  const { t } = useTranslation();
  const { base, slug } = useShell();
  const session = useStore($session);
  const client = useQueryClient();
  const { testId, query } = useAddress();
  const signedIn = isSignedIn(session);
  const paper = useQuery({
    ...callQuery(slug, MOCK_TEST_CALLS.paper, { params: { testId: testId ?? 0 }, query: query.lessonId ? { lesson_id: query.lessonId } : {} }),
    enabled: testId !== null && signedIn,
  });
  const [taking, setTaking] = useState<number | null>(null);
  const [result, setResult] = useState<ResultResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const startKey = useRef(newKey());
  const back = useBackHref(testId ?? 0, query);
  // KaTeX, for a paper with mathematics only, is fetched while the instructions are read.
  useMaths(() => (paper.data ? paperTexts(paper.data.paper) : []), [paper.data?.paper]);

  useEffect(() => {
    document.title = paper.data ? paper.data.paper.title : t('mockTest.title');
  }, [paper.data, t]);

  if (testId === null) {
    return <div className={s.page}><LoadError title={t('mockTest.notFound')} message={localiseMessage(t, 'Test not found')} action={<a className={button({ variant: 'secondary' })} href={back}>{t('mockTest.back')}</a>} /></div>;
  }
  if (!signedIn) {
    return (
      <div className={s.page} data-testid="sign-in-to-test">
        <h1 className={s.h1}>{t('mockTest.title')}</h1>
        <p>{localiseMessage(t, 'Sign in to take this test')}</p>
        <a className={button()} href={signInHref(base, `${window.location.pathname}${window.location.search}`)}>{t('mockTest.signIn')}</a>
      </div>
    );
  }
  if (paper.isError && !paper.data) {
    const error = toAppError(paper.error);
    return (
      <div className={s.page} data-testid="test-unavailable">
        <LoadError title={t('mockTest.unavailable')} message={localiseMessage(t, error.message)} action={<a className={button({ variant: 'secondary' })} href={back}>{t('mockTest.back')}</a>} />
      </div>
    );
  }
  if (!paper.data) {
    return (
      <div className={s.page} aria-busy="true">
        <p className={s.srOnly} role="status">{t('shell.loading')}</p>
        <div className={cx(skeleton(), css({ h: '12', w: '60%' }))} />
        <div className={cx(skeleton(), css({ h: '64' }))} />
      </div>
    );
  }

  const data = paper.data;
  const done = async (answer: ResultResponse) => {
    setTaking(null);
    await invalidateAfter(client, slug, MOCK_TEST_CALLS.submitAttempt);
    if (query.resultType === 1) setResult(answer);
    else window.location.assign(back);
  };
  if (taking !== null) return <TestWindow paper={data.paper} attemptId={taking} startAt={query.qId} onDone={(answer) => void done(answer)} />;
  if (result) return <ResultView answer={result} backHref={back} paper={data.paper} onRetake={() => { setResult(null); void paper.refetch(); }} />;

  const state = data.status.state;
  const open = state === 'in_progress' || state === 'aborted';
  const finished = !open && state !== 'fresh';
  const retakesLeft = data.status.attempts_used < data.status.max_attempts;
  if (finished && (query.mode === 1 || !retakesLeft) && data.status.attempt_id !== null) {
    return <LatestResult attemptId={data.status.attempt_id} backHref={back} paper={data} />;
  }
  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      // Full screen where the browser allows it; the window covers the page either way.
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
      if (open && data.status.attempt_id !== null) {
        setTaking(data.status.attempt_id);
        return;
      }
      const answer = await call(MOCK_TEST_CALLS.startAttempt, { params: { testId }, body: { declaration: true, lesson_id: query.lessonId, idempotency_key: startKey.current } });
      setTaking(answer.attempt.id);
    } catch (error) {
      startKey.current = newKey();
      setStartError(localiseMessage(t, toAppError(error).message));
    } finally {
      setStarting(false);
    }
  };
  return (
    <>
      {finished && data.status.attempt_id !== null && (
        <div className={cx(s.page, css({ pb: '0' }))}>
          <a className={button({ variant: 'secondary' })} href={`${window.location.pathname}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(window.location.search)), mode: '1' })}`} data-testid="view-result">
            {t('mockTest.viewResult')}
          </a>
        </div>
      )}
      <Instructions paper={data} onStart={() => void start()} busy={starting || paper.isFetching} error={startError} continuing={open} />
    </>
  );
}

function LatestResult({ attemptId, backHref, paper }: { attemptId: number; backHref: string; paper: PaperResponse }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const result = useQuery(callQuery(slug, MOCK_TEST_CALLS.result, { params: { attemptId } }));
  if (result.isError && !result.data) {
    return <div className={s.page}><LoadError title={t('mockTest.unavailable')} message={localiseMessage(t, toAppError(result.error).message)} action={<a className={button({ variant: 'secondary' })} href={backHref}>{t('mockTest.back')}</a>} /></div>;
  }
  if (!result.data) return <div className={s.page} aria-busy="true"><div className={cx(skeleton(), css({ h: '64' }))} /></div>;
  return <ResultView answer={result.data} backHref={backHref} paper={paper.paper} onRetake={null} />;
}
