import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { MOCK_TEST_TEXT, questionIn, type Paper, type Response, type ResultResponse } from '../../contract/mock-test.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { ServerClock } from './clock.ts';
import { Countdown } from './countdown.tsx';
import { isAnswered } from './palette.ts';
import { PalettePanel, SubmitSummary } from './palette-panel.tsx';
import { QuestionBody } from './question-view.tsx';
import { paperTexts, renderAhead, useMaths } from './rich.ts';
import * as s from './styles.ts';
import { useAnswerRecorder, useTimeOnQuestion, type AnswerRecorder } from './use-answer-recorder.ts';
import { useAttemptSession } from './use-attempt-session.ts';
import { useNavigation } from './use-navigation.ts';
import { useSubmission } from './use-submission.ts';
import { useViewIn } from './use-view-in.ts';

export { PaletteLegend } from './palette-panel.tsx';

export interface TestWindowProps {
  paper: Paper;
  attemptId: number;
  /** 0-based question to open first (SPEC.md's qId). */
  startAt: number;
  onDone: (answer: ResultResponse) => void;
}

/**
 * The full-screen test window (docs/decisions/0028-mock-test-engine.md): one active window per attempt, every change
 * journaled then sent, the time left by the server's clock, the five-state palette, and submission at zero. What it
 * does is in its hooks (the attempt's session, recording answers, moving between questions, submitting); this draws.
 */
export function TestWindow({ paper, attemptId, startAt, onDone }: TestWindowProps) {
  const { t, i18n } = useTranslation();
  const { config } = useShell();
  const clock = useMemo(() => new ServerClock(), []);
  const session = useAttemptSession(attemptId, clock, onDone);
  const { phase, problem, attempt, answers, sync } = session;
  const [summaryOpen, setSummaryOpen] = useState(false);

  const questions = paper.questions;
  const sectionOf = useMemo(() => new Map(paper.sections.flatMap((sec) => sec.question_ids.map((id) => [id, sec.id] as const))), [paper]);
  const positionOf = useMemo(() => new Map(questions.map((q, i) => [q.id, i] as const)), [questions]);
  // Navigation records through the recorder, which needs the question navigation shows: bound late.
  const recorderRef = useRef<AnswerRecorder | null>(null);
  const nav = useNavigation(paper, {
    startAt,
    currentSection: attempt?.section_id ?? null,
    sectionOf,
    recorder: { record: (id, change) => recorderRef.current!.record(id, change), commitDrafts: () => recorderRef.current!.commitDrafts() },
  });
  const { index, reachable, goTo } = nav;
  const { language, viewIn } = useViewIn(paper, attemptId, config.i18n_config.default_language, i18n.language);
  const question = useMemo(() => questionIn(questions[index]!, language), [questions, index, language]);
  const timeOn = useTimeOnQuestion(session, question.id);
  const recorder = useAnswerRecorder(session, timeOn);
  recorderRef.current = recorder;
  const { record, commitDrafts } = recorder;
  const submission = useSubmission(session, { paper, attemptId, commitDrafts, sectionOf, onDone, showQuestion: nav.setIndex });

  const mathsReady = useMaths(() => paperTexts(paper), [paper]);
  // Every question's text rendered while the learner reads the first: a move then only shows kept HTML.
  useEffect(() => (mathsReady ? renderAhead(paperTexts(paper)) : undefined), [mathsReady, paper]);

  // Stable for the memoised palette and question: they call what the latest render knows.
  const latest = useRef({ goTo, record, draft: recorder.draft });
  latest.current = { goTo, record, draft: recorder.draft };
  const onGo = useCallback((i: number) => latest.current.goTo(i), []);
  // Bound to the question shown when they were made, as a change made on it must be recorded for it.
  const questionId = question.id;
  const onChange = useCallback((response: Response | null) => void latest.current.record(questionId, { response }), [questionId]);
  const onDraft = useCallback((response: Response | null) => latest.current.draft(questionId, response), [questionId]);
  const held = answers.get(question.id);
  const answered = isAnswered(held?.response ?? null);

  const bySection = paper.rules.timer === 'section';
  const deadline = sync?.deadline ?? attempt?.deadline_at ?? null;
  const sectionDeadline = bySection ? attempt?.section_deadline_at ?? null : null;
  const section = paper.sections.find((sec) => sec.id === sectionOf.get(question.id))!;
  const useHere = session.useHere;
  const { mustAnswer, paletteOpen, setPaletteOpen } = nav;
  const { onZero, onSectionZero, pause, timeUp } = submission;
  const submit = () => {
    setSummaryOpen(false);
    void submission.submit();
  };

  if (phase === 'elsewhere' || phase === 'stale') {
    return (
      <div className={s.overlay} data-testid={phase === 'elsewhere' ? 'open-elsewhere' : 'stale-window'}>
        <div className={cx(s.panel, css({ maxW: 'md' }))}>
          <h1 className={s.h2}>{phase === 'elsewhere' ? t('mockTest.window.openElsewhere') : localiseMessage(t, MOCK_TEST_TEXT.staleWindow)}</h1>
          <p className={s.hint}>{t('mockTest.window.useHereHint')}</p>
          <Button onClick={() => void useHere()} data-testid="use-here">{t('mockTest.window.useHere')}</Button>
        </div>
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className={s.overlay} data-testid="window-error">
        <div className={cx(s.panel, css({ maxW: 'md' }))} role="alert">
          <h1 className={s.h2}>{t('mockTest.window.failed')}</h1>
          <p>{problem}</p>
          <Button onClick={() => window.location.reload()}>{t('mockTest.window.reload')}</Button>
        </div>
      </div>
    );
  }
  const palettePanel = <PalettePanel paper={paper} answers={answers} positionOf={positionOf} index={index} reachable={reachable} onGo={onGo} />;

  return (
    <div className={s.screen} data-testid="test-window" data-phase={phase}>
      <header className={s.topBar}>
        {config.school_config.school_logo && <img src={config.school_config.school_logo} alt="" className={css({ h: '8', w: 'auto', display: { base: 'none', md: 'block' } })} />}
        <h1 className={s.testTitle}>{paper.title}</h1>
        {sync && !sync.online && <span className={s.offline} data-testid="offline-badge">{t('mockTest.window.offline')}</span>}
        {sync && sync.waiting > 0 && <span className={s.badge} data-testid="waiting-count">{t('mockTest.window.waiting', { count: sync.waiting })}</span>}
        {sync && sync.online && sync.waiting === 0 && phase === 'ready' && <span className={s.badge} data-testid="all-saved">{t('mockTest.window.saved')}</span>}
        {sectionDeadline !== null && (
          <Countdown clock={clock} deadline={sectionDeadline} onZero={onSectionZero} testId="section-timer" label={t('mockTest.window.sectionTimeLeft')} warnBelow={60_000} />
        )}
        {deadline !== null && <Countdown clock={clock} deadline={deadline} onZero={onZero} testId="timer" label={t('mockTest.window.timeLeft')} warnBelow={5 * 60_000} />}
      </header>
      <div className={s.body}>
        <main className={s.main}>
          <div className={s.tabs} role="tablist" aria-label={t('mockTest.window.sections')}>
            {paper.sections.map((sec) => {
              const first = positionOf.get(sec.question_ids[0]!) ?? -1;
              return (
                <button key={sec.id} type="button" role="tab" className={s.tab} aria-selected={sec.id === section.id} disabled={!reachable(first)} onClick={() => goTo(first)} data-testid="section-tab">
                  {sec.title}
                </button>
              );
            })}
          </div>
          {phase === 'starting' || !mathsReady ? (
            <p role="status">{t('mockTest.window.opening')}</p>
          ) : (
            <QuestionBody
              key={question.id}
              question={question}
              number={index + 1}
              total={questions.length}
              viewIn={viewIn}
              response={held?.response ?? null}
              attemptId={attemptId}
              disabled={phase !== 'ready'}
              onChange={onChange}
              onDraft={onDraft}
            />
          )}
          {mustAnswer && <p className={s.error} role="alert" data-testid="must-answer">{t('mockTest.window.mustAnswer')}</p>}
          {phase === 'submitting' && <p role="status" data-testid="submitting">{timeUp ? t('mockTest.window.timeUp') : t('mockTest.window.submitting')}</p>}
        </main>
        <aside className={s.side} aria-label={t('mockTest.palette.title')} data-testid="palette">{palettePanel}</aside>
      </div>
      <footer className={s.actions}>
        <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0 || !reachable(index - 1) || phase !== 'ready'} data-testid="previous">{t('mockTest.window.previous')}</Button>
        <Button variant="ghost" onClick={() => void record(question.id, { response: null })} disabled={phase !== 'ready' || !held?.response} data-testid="clear-response">{t('mockTest.window.clear')}</Button>
        <Button variant="secondary" onClick={() => void nav.next(true, answered)} disabled={phase !== 'ready'} data-testid="mark-next">{t('mockTest.window.markNext')}</Button>
        <Button onClick={() => void nav.next(false, answered)} disabled={phase !== 'ready'} data-testid="save-next">{t('mockTest.window.saveNext')}</Button>
        <span className="spacer" />
        <Button variant="secondary" className={css({ display: { lg: 'none' } })} onClick={() => setPaletteOpen(true)} data-testid="open-palette">{t('mockTest.palette.title')}</Button>
        {paper.rules.allow_pause && paper.rules.timer === 'test' && (
          <Button variant="ghost" onClick={() => void pause()} disabled={phase !== 'ready'} data-testid="pause">{t('mockTest.window.pause')}</Button>
        )}
        <Button variant="danger" onClick={() => setSummaryOpen(true)} disabled={phase !== 'ready'} data-testid="submit">{t('mockTest.window.submit')}</Button>
      </footer>
      <Dialog open={paletteOpen} onOpenChange={setPaletteOpen} title={t('mockTest.palette.title')}>
        <div className={css({ display: 'grid', gap: '4', maxH: '70vh', overflowY: 'auto' })}>{palettePanel}</div>
      </Dialog>
      <Dialog
        open={summaryOpen && phase === 'ready'}
        onOpenChange={setSummaryOpen}
        alert
        title={t('mockTest.summary.title')}
        description={t('mockTest.summary.description')}
        actions={
          <>
            <DialogClose asChild><Button variant="secondary">{t('mockTest.summary.back')}</Button></DialogClose>
            <Button variant="danger" onClick={submit} data-testid="confirm-submit">{t('mockTest.summary.confirm')}</Button>
          </>
        }
      >
        <SubmitSummary paper={paper} answers={answers} />
      </Dialog>
    </div>
  );
}
