/**
 * `/leet-lab/code-challenge` (codeId, contentType, contentId, page; issue 45; docs/decisions/0085-code-lab.md): a code
 * challenge. The statement and its examples; the editor; "Run" tries the examples in this browser (a Web Worker, ended
 * when it runs over its time), each result as it finishes; "Submit" has the server grade every test, the hidden ones
 * too, and keeps the verdict; the learner's submissions below, a page at a time.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { CODE_CALLS, CODE_TEXT, CodePageQuery, SqlTable, type CodeChallenge, type CodeLanguage, type Json, type Submission, type Verdict } from '../../contract/code-lab.ts';
import { literal } from '../../contract/code-compare.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { Callout } from '../../ui/callout.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { badge, button, link } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { pageContainer, panelTitle, mutedText } from '../../ui/layout.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { requestFor, runExamples, type RunCase, type RunHandle } from './run-client.ts';

// The editor is its own chunk: the statement and the examples show while it loads.
const CodeEditor = lazy(() => import('./editor.tsx').then((m) => ({ default: m.CodeEditor })));

const layout = css({ display: 'grid', gap: { base: '5', md: '6' }, py: { base: '6', md: '8' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' });
const panel = cx(card({ padding: 'md' }), css({ display: 'grid', gap: '4', alignContent: 'start', minW: '0' }));
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });
const pre = css({ fontFamily: 'mono', fontSize: 'sm', bg: 'canvas', p: '3', borderRadius: 'md', overflowX: 'auto', whiteSpace: 'pre-wrap', m: '0' });
const cases = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const HISTORY_PAGE = 10;

/** The address's keys (SPEC.md), parsed with their schema: a key that does not parse is as if absent. */
function useAddress(): CodePageQuery {
  return useMemo(() => CodePageQuery.parse(Object.fromEntries(new URLSearchParams(window.location.search))), []);
}

/** The lesson a challenge is, in the player: where "Back to the lesson" leads. */
const lessonHref = (base: string, lesson: NonNullable<CodeChallenge['lesson']>) =>
  href(base, routeById('lesson-player'), { productSeo: lesson.course_seo, sectionId: lesson.section_id, lessonId: lesson.lesson_id });

export function VerdictBadge({ verdict }: { verdict: Verdict | 'running' }) {
  const { t } = useTranslation();
  const text = verdict === 'running' ? t('codeLab.running') : localiseMessage(t, CODE_TEXT[verdict]);
  return <span className={badge({ tone: verdict === 'accepted' ? 'brand' : 'neutral' })} data-testid="verdict" data-verdict={verdict}>{text}</span>;
}

function Example({ challenge, index }: { challenge: CodeChallenge; index: number }) {
  const { t } = useTranslation();
  const test = challenge.examples[index]!;
  return (
    <li className={css({ display: 'grid', gap: '2' })}>
      <h3 className={css({ m: '0', fontSize: 'md' })}>{t('codeLab.example', { number: index + 1 })}</h3>
      {'args' in test
        ? <pre className={pre}>{`${challenge.entry}(${test.args.map((a) => literal(challenge.language, a)).join(', ')})\n→ ${literal(challenge.language, test.expected)}`}</pre>
        : <pre className={pre}>{`${test.setup ? `${test.setup}\n` : ''}→ ${[test.expected.columns.join(' | '), ...test.expected.rows.map((r) => r.map((v) => String(v)).join(' | '))].join('\n')}`}</pre>}
    </li>
  );
}

const table = css({ borderCollapse: 'collapse', fontFamily: 'mono', fontSize: 'sm', '& th, & td': { borderWidth: '1px', borderColor: 'border.default', px: '2', py: '1', textAlign: 'left' } });

/** What a query answered, as the table it is (at most the rows the lab compares). */
function ResultTable({ json }: { json: string }) {
  const { t } = useTranslation();
  const parsed = SqlTable.safeParse(JSON.parse(json));
  if (!parsed.success) return <pre className={pre} data-testid="run-got">{json}</pre>;
  const { columns, rows } = parsed.data;
  return (
    <div className={css({ overflowX: 'auto' })} data-testid="run-got">
      <table className={table}>
        <caption className={css({ textAlign: 'left', color: 'fg.muted', fontSize: 'sm', pb: '1' })}>{t('codeLab.rows', { count: rows.length })}</caption>
        <thead><tr>{columns.map((c, i) => <th key={i} scope="col">{c}</th>)}</tr></thead>
        <tbody>{rows.map((r, i) => <tr key={i}>{r.map((v, j) => <td key={j}>{v === null ? 'NULL' : String(v)}</td>)}</tr>)}</tbody>
      </table>
    </div>
  );
}

/** What a function returned (JSON, as the runner reports it), as the challenge's language writes it. */
const shown = (language: CodeLanguage, got: string): string => {
  try {
    return literal(language, JSON.parse(got) as Json);
  } catch {
    return got;
  }
};

function CaseView({ index, result, language }: { index: number; result: RunCase | 'running'; language: CodeLanguage }) {
  const sql = language === 'sql';
  const { t } = useTranslation();
  return (
    <li className={css({ display: 'grid', gap: '2' })} data-testid="run-case">
      <div className={row}>
        <strong>{t('codeLab.example', { number: index + 1 })}</strong>
        <VerdictBadge verdict={result === 'running' ? 'running' : result.verdict} />
        {result !== 'running' && <span className={mutedText}>{t('codeLab.ms', { ms: result.ms })}</span>}
      </div>
      {result !== 'running' && result.got !== null && (sql ? <ResultTable json={result.got} /> : <pre className={pre} data-testid="run-got">{shown(language, result.got)}</pre>)}
      {result !== 'running' && result.error && <pre className={pre} data-testid="run-error">{result.error}</pre>}
      {result !== 'running' && result.output && <pre className={pre} data-testid="run-output">{result.output}</pre>}
    </li>
  );
}

function SubmissionView({ submission }: { submission: Submission }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(submission.submitted_at));
  return (
    <li className={cx(row, css({ py: '2', borderTopWidth: '1px', borderColor: 'border.default' }))} data-testid="submission">
      <VerdictBadge verdict={submission.verdict} />
      <span>{t('codeLab.passed', { passed: submission.passed, total: submission.total })}</span>
      <span className={mutedText}>{when}</span>
    </li>
  );
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

function Lab({ challenge, page, fromLesson }: { challenge: CodeChallenge; page: number; fromLesson: boolean }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const [source, setSource] = useState(challenge.starter);
  const [results, setResults] = useState<(RunCase | 'running')[] | null>(null);
  const [running, setRunning] = useState(false);
  const [loading, setLoading] = useState<{ loaded: number; total: number } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const handle = useRef<RunHandle | null>(null);
  const history = useQuery(callQuery(slug, CODE_CALLS.codeSubmissions, { params: { codeId: challenge.id } }));
  const submit = useWrite(CODE_CALLS.submitCode, (body: { source: string }) => call(CODE_CALLS.submitCode, { params: { codeId: challenge.id }, body }));
  useEffect(() => () => handle.current?.cancel(), []);

  const run = () => {
    handle.current?.cancel();
    setRunning(true);
    setUnavailable(false);
    setResults(challenge.examples.map(() => 'running'));
    const started = runExamples(requestFor(challenge, source), (index, result) => {
      setLoading(null);
      setResults((now) => now && now.map((r, i) => (i === index ? result : r)));
    }, (loaded, total) => setLoading({ loaded, total }));
    handle.current = started;
    void started.done.then((how) => {
      setRunning(false);
      setLoading(null);
      if (how === 'unavailable') {
        setResults(null);
        setUnavailable(true);
      }
    });
  };
  const verdict = submit.data;
  const submissions = history.data?.submissions ?? [];
  const pages = Math.max(1, Math.ceil(submissions.length / HISTORY_PAGE));
  const shown = submissions.slice((Math.min(page, pages) - 1) * HISTORY_PAGE, Math.min(page, pages) * HISTORY_PAGE);
  const pageHref = (n: number) => {
    const search = new URLSearchParams(window.location.search);
    search.set('page', String(n));
    return `${href(base, routeById('code-challenge'))}?${search.toString()}`;
  };
  return (
    <div className={layout}>
      <section className={panel} aria-labelledby="statement-title">
        <h2 id="statement-title" className={panelTitle}>{t('codeLab.statement')}</h2>
        <Markdown source={challenge.statement} testId="statement" />
        <ol className={cases}>{challenge.examples.map((_, i) => <Example key={i} challenge={challenge} index={i} />)}</ol>
        <p className={mutedText}>{t('codeLab.hidden', { count: challenge.hidden_count })}</p>
      </section>
      <div className={css({ display: 'grid', gap: { base: '5', md: '6' }, minW: '0' })}>
        <section className={panel} aria-labelledby="editor-title">
          <h2 id="editor-title" className={panelTitle}>{t('codeLab.yourCode', { language: t(`codeLab.language.${challenge.language}`) })}</h2>
          <Suspense fallback={<Skeleton width="100%" height="14rem" />}>
            <CodeEditor language={challenge.language} initial={challenge.starter} onChange={setSource} labelledBy="editor-title" />
          </Suspense>
          <p className={mutedText}>{t('codeLab.keyboard')}</p>
          <div className={row}>
            <button type="button" className={button({ variant: 'secondary' })} onClick={run} disabled={running} data-testid="run">{t('codeLab.run')}</button>
            <button type="button" className={button()} onClick={() => submit.mutate({ source })} disabled={submit.isPending} data-testid="submit">
              {submit.isPending ? t('codeLab.grading') : t('codeLab.submit')}
            </button>
          </div>
          {loading && (
            <div className={css({ display: 'grid', gap: '2' })} data-testid="python-loading">
              <ProgressBar value={loading.loaded} max={loading.total || null} label={t('codeLab.loadingPythonLabel')} />
              <p className={mutedText}>{t('codeLab.loadingPython', { loaded: megabytes(loading.loaded), total: megabytes(loading.total) })}</p>
            </div>
          )}
          <div aria-live="polite" className={css({ display: 'grid', gap: '4' })}>
            {unavailable && (
              <Callout status="error" title={t('codeLab.pythonUnavailable')} data-testid="python-unavailable">
                <button type="button" className={button({ size: 'sm', variant: 'secondary' })} onClick={run} disabled={running} data-testid="run-again">{t('codeLab.tryAgain')}</button>
              </Callout>
            )}
            {verdict && (
              <div className={row} data-testid="server-verdict" data-verdict={verdict.verdict}>
                <VerdictBadge verdict={verdict.verdict} />
                <span>{t('codeLab.passed', { passed: verdict.passed, total: verdict.total })}</span>
              </div>
            )}
            {verdict?.verdict === 'accepted' && challenge.lesson && (
              <Callout status="success" title={t('codeLab.lessonDone', { lesson: challenge.lesson.lesson_title })} data-testid="lesson-done">
                <a className={button({ size: 'sm', variant: fromLesson ? 'primary' : 'secondary' })} href={lessonHref(base, challenge.lesson)} data-testid="back-to-lesson">
                  {t('codeLab.backToLesson')}
                </a>
              </Callout>
            )}
            {results && <ol className={cases} data-testid="run-results">{results.map((r, i) => <CaseView key={i} index={i} result={r} language={challenge.language} />)}</ol>}
          </div>
        </section>
        <section className={panel} aria-labelledby="history-title" data-testid="history">
          <div className={row}>
            <h2 id="history-title" className={panelTitle}>{t('codeLab.history')}</h2>
            {history.data?.solved && <span className={badge({ tone: 'brand' })} data-testid="solved">{t('codeLab.solved')}</span>}
          </div>
          {history.isError && !history.data ? <ReadError error={history.error} onRetry={() => void history.refetch()} />
            : !history.data ? <Skeleton width="100%" height="4rem" />
              : shown.length === 0 ? <p className={mutedText}>{t('codeLab.noSubmissions')}</p>
                : <ul className={css({ listStyle: 'none', m: '0', p: '0' })}>{shown.map((s) => <SubmissionView key={s.id} submission={s} />)}</ul>}
          {pages > 1 && (
            <nav className={row} aria-label={t('codeLab.historyPages')}>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <a key={n} className={link()} href={pageHref(n)} aria-current={n === Math.min(page, pages) ? 'page' : undefined}>{n}</a>
              ))}
            </nav>
          )}
        </section>
      </div>
    </div>
  );
}

export function CodeLabPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const { codeId, page, contentType, contentId } = useAddress();
  const query = useQuery({ ...callQuery(slug, CODE_CALLS.codeChallenge, { params: { codeId: codeId ?? 0 } }), enabled: codeId !== null });
  const challenge = query.data;
  usePageTitle(challenge?.title ?? t('codeLab.title'));
  const notFound = <NotFoundView title={t('codeLab.notFound')} text={localiseMessage(t, CODE_TEXT.notFound)} action={{ href: href(base, routeById('my-enrollments')), label: t('codeLab.myCourses') }} />;
  if (codeId === null) return notFound;
  if (query.isError && !challenge) {
    const error = toAppError(query.error);
    if (error.code === ERROR_CODE.notFound || error.code === ERROR_CODE.invalidParams) return notFound;
    return <div className={pageContainer}><ReadError error={query.error} onRetry={() => void query.refetch()} /></div>;
  }
  if (!challenge) return <div className={pageContainer} aria-busy="true"><Skeleton width="100%" height="24rem" /></div>;
  // Opened from its lesson (the player's link says so): the trail leads back through the course to the lesson.
  const lesson = challenge.lesson;
  const fromLesson = lesson !== null && contentType === 'lesson' && contentId === lesson.lesson_id;
  const crumbs = [
    { href: href(base, routeById('my-enrollments')), label: t('codeLab.myCourses') },
    ...(lesson ? [{ href: href(base, routeById('dashboard'), { productSeo: lesson.course_seo }), label: lesson.course_title }] : []),
    ...(lesson && fromLesson ? [{ href: lessonHref(base, lesson), label: lesson.lesson_title }] : []),
  ];
  return (
    <div data-testid="code-lab">
      <PageHeader heading={challenge.title} testId="page-title" crumbs={crumbs}>
        <div className={row}>
          <span className={badge({ tone: 'neutral' })}>{t(`codeLab.language.${challenge.language}`)}</span>
          <span className={badge({ tone: 'neutral' })}>{t(`codeLab.difficulty.${challenge.difficulty}`)}</span>
        </div>
      </PageHeader>
      <div className={pageContainer}><Lab challenge={challenge} page={page} fromLesson={fromLesson} /></div>
    </div>
  );
}
