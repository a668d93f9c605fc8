import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { CALLS } from '../../contract/calls.ts';
import { MOCK_TEST_TEXT, paperLanguages, questionIn, type Attempt, type Paper, type Response, type ResultResponse } from '../../contract/mock-test.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { formatLeft, ServerClock } from './clock.ts';
import { openJournal } from './journal-client.ts';
import { mergeAnswers, type AnswerJournal, type Held } from './journal.ts';
import { isAnswered, PALETTE_STATES, paletteCounts, paletteState, type PaletteState } from './palette.ts';
import { QuestionBody } from './question-view.tsx';
import { paperTexts, renderAhead, useMaths } from './rich.ts';
import * as s from './styles.ts';
import { AnswerSync, type SyncState } from './sync.ts';

type Phase = 'starting' | 'ready' | 'elsewhere' | 'stale' | 'submitting' | 'failed';

interface Saved {
  deadline: number | null;
  offset: number;
  epoch: number;
}
const savedKey = (attemptId: number) => `mock-test:attempt:${attemptId}`;
const readSaved = (attemptId: number): Saved | null => {
  try {
    return JSON.parse(localStorage.getItem(savedKey(attemptId)) ?? 'null') as Saved | null;
  } catch {
    return null;
  }
};

/** The language the learner reads an attempt's paper in ("View in"), kept through a reload of the window. */
const viewInKey = (attemptId: number) => `mock-test:view-in:${attemptId}`;
const readViewIn = (attemptId: number): string | null => {
  try {
    return localStorage.getItem(viewInKey(attemptId));
  } catch {
    return null;
  }
};

const TYPING_PAUSE_MS = 300;

export interface TestWindowProps {
  paper: Paper;
  attemptId: number;
  /** 0-based question to open first (SPEC.md's qId). */
  startAt: number;
  onDone: (answer: ResultResponse) => void;
}

function Swatch({ state, children }: { state: PaletteState; children?: ReactNode }) {
  return <span className={cx(s.paletteButton, s.swatch)} data-state={state} aria-hidden="true">{children}</span>;
}

/**
 * The time left by the server's clock, ticking on its own so the rest of the window does not re-render every
 * tick; says so once when it reaches zero, and announces 5 and 1 minutes left to screen readers.
 */
function Countdown({ clock, deadline, onZero, testId, label, warnBelow }: { clock: ServerClock; deadline: number; onZero: () => void; testId: string; label: string; warnBelow: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(tick);
  }, []);
  const left = clock.left(deadline, now);
  const minutes = Math.ceil(left / 60_000);
  useEffect(() => {
    if (left > 0 && (minutes === 5 || minutes === 1)) setAnnounce(t('mockTest.window.minutesLeft', { count: minutes }));
  }, [minutes]); // once per minute, not on every tick
  // At zero, and again if the window becomes able to act on it (onZero changes): the callers act once.
  useEffect(() => {
    if (left === 0) onZero();
  }, [left === 0, onZero]); // on reaching zero, not on every tick
  return (
    <>
      <span className={s.timer} data-low={left < warnBelow} data-testid={testId} role="timer" aria-label={label}>{formatLeft(left)}</span>
      <span className={s.srOnly} aria-live="polite">{announce}</span>
    </>
  );
}

export function PaletteLegend({ counts }: { counts?: Record<PaletteState, number> }) {
  const { t } = useTranslation();
  return (
    <ul className={s.legend} aria-label={t('mockTest.palette.legend')} data-testid="palette-legend">
      {PALETTE_STATES.map((state) => (
        <li key={state}>
          <Swatch state={state}>{counts ? counts[state] : ''}</Swatch>
          <span>{t(`mockTest.palette.${state}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One palette button, drawn again only when its own state, number or reachability changes: moving between
 * questions redraws the two buttons whose `aria-current` changed, not the whole palette.
 */
const PaletteButton = memo(function PaletteButton({ position, state, current, disabled, onGo }: { position: number; state: PaletteState; current: boolean; disabled: boolean; onGo: (i: number) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className={s.paletteButton} data-state={state} aria-current={current} disabled={disabled} onClick={() => onGo(position)}
        aria-label={t('mockTest.palette.button', { n: position + 1, state: t(`mockTest.palette.${state}`) })} data-testid="palette-button">
        {position + 1}
      </button>
    </li>
  );
});

/**
 * The full-screen test window (docs/decisions/0028-mock-test-engine.md): one active window per attempt, every change
 * journaled then sent, the time left by the server's clock, the five-state palette, and submission at zero.
 */
export function TestWindow({ paper, attemptId, startAt, onDone }: TestWindowProps) {
  const { t, i18n } = useTranslation();
  const { config } = useShell();
  const clock = useMemo(() => new ServerClock(), []);
  const [phase, setPhase] = useState<Phase>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<Pick<Attempt, 'deadline_at' | 'section_id' | 'section_deadline_at'> | null>(null);
  const [answers, setAnswersState] = useState<Map<number, Held>>(new Map());
  // The answers as of now (state lags a render behind): what a change builds on.
  const answersRef = useRef(new Map<number, Held>());
  const setAnswers = useCallback((next: Map<number, Held> | ((current: Map<number, Held>) => Map<number, Held>)) => {
    answersRef.current = typeof next === 'function' ? next(answersRef.current) : next;
    setAnswersState(answersRef.current);
  }, []);
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startAt), paper.questions.length - 1));
  const [sync, setSync] = useState<SyncState | null>(null);
  const [mustAnswer, setMustAnswer] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const journal = useRef<AnswerJournal | null>(null);
  const syncer = useRef<AnswerSync | null>(null);
  const release = useRef<(() => void) | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const drafts = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const spent = useRef(new Map<number, number>());
  const shownAt = useRef(Date.now());
  const submitting = useRef(false);

  const questions = paper.questions;
  // "View in" (issue 39, 20): the languages the paper is written in (the seed keeps only the school's); first the
  // page's, if it is one.
  const languages = useMemo(() => paperLanguages(questions, config.i18n_config.default_language), [questions, config]);
  const [language, setLanguage] = useState(() => [readViewIn(attemptId), i18n.language].find((l) => l !== null && languages.includes(l)) ?? languages[0]!);
  const viewIn = useMemo(() => {
    if (languages.length < 2) return null;
    const onChange = (chosen: string) => {
      setLanguage(chosen);
      try {
        localStorage.setItem(viewInKey(attemptId), chosen);
      } catch {
        // Storage refused: the choice lasts until the window reloads.
      }
    };
    return { languages, language, onChange };
  }, [languages, language, attemptId]);
  const question = useMemo(() => questionIn(questions[index]!, language), [questions, index, language]);
  const sectionOf = useMemo(() => new Map(paper.sections.flatMap((sec) => sec.question_ids.map((id) => [id, sec.id] as const))), [paper]);
  const positionOf = useMemo(() => new Map(questions.map((q, i) => [q.id, i] as const)), [questions]);
  const mathsReady = useMaths(() => paperTexts(paper), [paper]);
  // Every question's text rendered while the learner reads the first: a move then only shows kept HTML.
  useEffect(() => (mathsReady ? renderAhead(paperTexts(paper)) : undefined), [mathsReady, paper]);
  const bySection = paper.rules.timer === 'section';

  // —— taking the attempt: one window at a time, a new epoch, the journal read back and reconciled ——
  const start = useCallback(async () => {
    setPhase('starting');
    syncer.current?.stop();
    let serverAnswers: Attempt['answers'] = [];
    let epoch: number | null = null;
    let times: Pick<Attempt, 'deadline_at' | 'section_id' | 'section_deadline_at'> | null = null;
    const sentAt = Date.now();
    try {
      const answer = await call(CALLS.resumeAttempt, { params: { attemptId } });
      clock.observe(sentAt, Date.now(), answer.server_now);
      if (answer.attempt.state !== 'in_progress' && answer.attempt.state !== 'aborted') {
        onDone(await call(CALLS.result, { params: { attemptId } }));
        return;
      }
      epoch = answer.attempt.epoch;
      serverAnswers = answer.attempt.answers;
      times = answer.attempt;
      localStorage.setItem(savedKey(attemptId), JSON.stringify({ deadline: answer.attempt.deadline_at, offset: clock.offset, epoch } satisfies Saved));
    } catch (error) {
      const failure = toAppError(error);
      if (!failure.offline) {
        setProblem(localiseMessage(t, failure.message));
        setPhase('failed');
        return;
      }
      // Offline: go on from what this browser knows, in the epoch it last had.
      const saved = readSaved(attemptId);
      if (!saved) {
        setProblem(localiseMessage(t, failure.message));
        setPhase('failed');
        return;
      }
      clock.observe(0, 0, saved.offset);
      times = { deadline_at: saved.deadline, section_id: null, section_deadline_at: null };
    }
    const opened = await openJournal(attemptId, epoch);
    journal.current = opened;
    const merged = mergeAnswers(serverAnswers, await opened.writes());
    for (const id of opened.visited) if (!merged.has(id)) merged.set(id, { question_id: id, epoch: 0, seq: 0, response: null, marked: false, time_ms: 0, visited: true });
    for (const [id, held] of merged) spent.current.set(id, held.time_ms);
    setAnswers(merged);
    setAttempt(times);
    const engine = await AnswerSync.open(opened, clock, times?.deadline_at ?? null);
    engine.subscribe(setSync);
    syncer.current = engine;
    setSync(engine.state);
    setPhase('ready');
    void engine.flush();
  }, [attemptId, clock, onDone, setAnswers, t]);

  const takeLock = useCallback(async (wait: boolean) => {
    if (!('locks' in navigator)) return true;
    return new Promise<boolean>((resolve) => {
      void navigator.locks.request(`attempt-${attemptId}`, { ifAvailable: !wait }, (lock) => {
        if (!lock) {
          resolve(false);
          return undefined;
        }
        resolve(true);
        return new Promise<void>((done) => {
          release.current = done;
        });
      });
    });
  }, [attemptId]);

  const standDown = useCallback(async () => {
    await syncer.current?.flush();
    syncer.current?.stop();
    release.current?.();
    release.current = null;
    setPhase('stale');
  }, []);

  const useHere = useCallback(async () => {
    channel.current?.postMessage({ type: 'take' });
    setPhase('starting');
    if (await takeLock(true)) await start();
  }, [start, takeLock]);

  useEffect(() => {
    const bc = 'BroadcastChannel' in window ? new BroadcastChannel(`attempt-${attemptId}`) : null;
    channel.current = bc;
    if (bc) bc.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data.type === 'take' && release.current) void standDown();
    };
    void takeLock(false).then((mine) => (mine ? start() : setPhase('elsewhere')));
    const wake = () => syncer.current?.wake();
    window.addEventListener('online', wake);
    return () => {
      window.removeEventListener('online', wake);
      bc?.close();
      syncer.current?.stop();
      release.current?.();
    };
  }, [attemptId, start, standDown, takeLock]);

  useEffect(() => {
    if (sync?.stale && phase === 'ready') void standDown();
  }, [sync?.stale, phase, standDown]);

  // —— recording changes ——
  const timeOn = (id: number) => (spent.current.get(id) ?? 0) + (id === question.id ? Date.now() - shownAt.current : 0);

  const record = useCallback(async (id: number, change: { response?: Response | null; marked?: boolean }) => {
    const open = journal.current;
    if (!open || phase !== 'ready') return;
    const pending = drafts.current.get(id);
    if (pending) clearTimeout(pending);
    drafts.current.delete(id);
    const held = answersRef.current.get(id);
    const next: Held = {
      question_id: id, epoch: held?.epoch ?? 0, seq: held?.seq ?? 0, visited: true, time_ms: held?.time_ms ?? 0,
      response: 'response' in change ? change.response ?? null : held?.response ?? null,
      marked: change.marked ?? held?.marked ?? false,
    };
    setAnswers((current) => new Map(current).set(id, next));
    const write = await open.record({ question_id: id, response: next.response, marked: next.marked, time_ms: Math.min(timeOn(id), 24 * 3600 * 1000) });
    setAnswers((current) => new Map(current).set(id, { ...current.get(id)!, epoch: write.epoch, seq: write.seq }));
    void syncer.current?.flush();
  }, [phase, question.id, setAnswers]);

  const draft = useCallback((id: number, response: Response | null) => {
    setAnswers((current) => {
      const held = current.get(id);
      return new Map(current).set(id, { question_id: id, epoch: held?.epoch ?? 0, seq: held?.seq ?? 0, visited: true, time_ms: held?.time_ms ?? 0, marked: held?.marked ?? false, response });
    });
    const pending = drafts.current.get(id);
    if (pending) clearTimeout(pending);
    drafts.current.set(id, setTimeout(() => void record(id, { response }), TYPING_PAUSE_MS));
  }, [record, setAnswers]);

  const commitDrafts = useCallback(async () => {
    for (const [id, timer] of drafts.current) {
      clearTimeout(timer);
      drafts.current.delete(id);
      await record(id, { response: answersRef.current.get(id)?.response ?? null });
    }
  }, [record]);

  // —— moving between questions ——
  useEffect(() => {
    if (phase !== 'ready') return;
    shownAt.current = Date.now();
    const id = question.id;
    void journal.current?.visit(id);
    setAnswers((current) => (current.get(id)?.visited ? current : new Map(current).set(id, { question_id: id, epoch: 0, seq: 0, response: null, marked: false, time_ms: 0, ...current.get(id), visited: true })));
    return () => {
      spent.current.set(id, (spent.current.get(id) ?? 0) + Date.now() - shownAt.current);
    };
  }, [question.id, phase, setAnswers]);

  const currentSection = attempt?.section_id ?? null;
  const reachable = (i: number) => !bySection || currentSection === null || sectionOf.get(questions[i]!.id) === currentSection;
  const goTo = (i: number) => {
    if (i < 0 || i >= questions.length || !reachable(i)) return;
    void commitDrafts();
    setMustAnswer(false);
    setIndex(i);
    setPaletteOpen(false);
  };
  // Stable for the memoised palette and question: they call what the latest render knows.
  const latest = useRef({ goTo, record, draft });
  latest.current = { goTo, record, draft };
  const onGo = useCallback((i: number) => latest.current.goTo(i), []);
  // Bound to the question shown when they were made, as a change made on it must be recorded for it.
  const questionId = question.id;
  const onChange = useCallback((response: Response | null) => void latest.current.record(questionId, { response }), [questionId]);
  const onDraft = useCallback((response: Response | null) => latest.current.draft(questionId, response), [questionId]);
  const held = answers.get(question.id);
  const answered = isAnswered(held?.response ?? null);
  const next = async (mark: boolean) => {
    if (paper.rules.answer_required && !answered && question.type !== 'feedback') {
      setMustAnswer(true);
      return;
    }
    await record(question.id, { marked: mark });
    if (index + 1 < questions.length && reachable(index + 1)) goTo(index + 1);
  };

  // —— the clock ——
  const deadline = sync?.deadline ?? attempt?.deadline_at ?? null;
  const sectionDeadline = bySection ? attempt?.section_deadline_at ?? null : null;

  const submit = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    setSummaryOpen(false);
    setPhase('submitting');
    await commitDrafts();
    for (;;) {
      await syncer.current?.flush();
      try {
        const answer = await call(CALLS.submitAttempt, { params: { attemptId } });
        syncer.current?.stop();
        await journal.current?.clear();
        localStorage.removeItem(savedKey(attemptId));
        localStorage.removeItem(viewInKey(attemptId));
        release.current?.();
        onDone(answer);
        return;
      } catch (error) {
        const failure = toAppError(error);
        if (!failure.offline) {
          submitting.current = false;
          setProblem(localiseMessage(t, failure.message));
          setPhase('failed');
          return;
        }
        // Offline at submission: every answer is in the journal; wait for the network and try again.
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }, [attemptId, commitDrafts, onDone, t]);

  const timeUp = useRef(false);
  const onZero = useCallback(() => {
    timeUp.current = true;
    if (phase === 'ready') void submit();
  }, [phase, submit]);

  const advancing = useRef<number | null>(null);
  const onSectionZero = useCallback(() => {
    if (phase !== 'ready' || currentSection === null || advancing.current === currentSection) return;
    advancing.current = currentSection;
    void (async () => {
      await commitDrafts();
      await syncer.current?.flush();
      const answer = await call(CALLS.advanceSection, { params: { attemptId }, body: { from_section_id: currentSection } }).catch(() => null);
      if (answer) {
        setAttempt(answer.attempt);
        const first = questions.findIndex((q) => sectionOf.get(q.id) === answer.attempt.section_id);
        if (first >= 0) setIndex(first);
      }
    })();
  }, [phase, currentSection, attemptId, commitDrafts, questions, sectionOf]);

  useEffect(() => {
    if (sync?.closed && phase === 'ready') void call(CALLS.result, { params: { attemptId } }).then(onDone, () => setPhase('failed'));
  }, [sync?.closed, phase, attemptId, onDone]);

  const pause = async () => {
    await commitDrafts();
    await syncer.current?.flush();
    await call(CALLS.pauseAttempt, { params: { attemptId } });
    syncer.current?.stop();
    release.current?.();
    window.location.reload();
  };

  // —— what the learner sees ——
  const marksFor = (ids: readonly number[]) => ids.map((id) => answers.get(id));
  const counts = paletteCounts(marksFor(questions.map((q) => q.id)));
  const section = paper.sections.find((sec) => sec.id === sectionOf.get(question.id))!;

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
  const paletteFor = (ids: readonly number[]) => (
    <ul className={s.palette}>
      {ids.map((id) => {
        const i = positionOf.get(id)!;
        return <PaletteButton key={id} position={i} state={paletteState(answers.get(id))} current={i === index} disabled={!reachable(i)} onGo={onGo} />;
      })}
    </ul>
  );
  const palettePanel = (
    <>
      <PaletteLegend counts={counts} />
      {paper.sections.map((sec) => (
        <section key={sec.id} aria-label={sec.title} className={css({ display: 'grid', gap: '2' })}>
          <h3 className={s.label}>{sec.title}</h3>
          {paletteFor(sec.question_ids)}
        </section>
      ))}
    </>
  );

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
          {phase === 'submitting' && <p role="status" data-testid="submitting">{timeUp.current ? t('mockTest.window.timeUp') : t('mockTest.window.submitting')}</p>}
        </main>
        <aside className={s.side} aria-label={t('mockTest.palette.title')} data-testid="palette">{palettePanel}</aside>
      </div>
      <footer className={s.actions}>
        <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0 || !reachable(index - 1) || phase !== 'ready'} data-testid="previous">{t('mockTest.window.previous')}</Button>
        <Button variant="ghost" onClick={() => void record(question.id, { response: null })} disabled={phase !== 'ready' || !held?.response} data-testid="clear-response">{t('mockTest.window.clear')}</Button>
        <Button variant="secondary" onClick={() => void next(true)} disabled={phase !== 'ready'} data-testid="mark-next">{t('mockTest.window.markNext')}</Button>
        <Button onClick={() => void next(false)} disabled={phase !== 'ready'} data-testid="save-next">{t('mockTest.window.saveNext')}</Button>
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
        open={summaryOpen}
        onOpenChange={setSummaryOpen}
        alert
        title={t('mockTest.summary.title')}
        description={t('mockTest.summary.description')}
        actions={
          <>
            <DialogClose asChild><Button variant="secondary">{t('mockTest.summary.back')}</Button></DialogClose>
            <Button variant="danger" onClick={() => void submit()} data-testid="confirm-submit">{t('mockTest.summary.confirm')}</Button>
          </>
        }
      >
        {/* A table a section: five long state names as columns overflow a phone and even a 1366 px dialog. */}
        <div className={s.summaryGrid} data-testid="submit-summary">
          {paper.sections.map((sec) => {
            const c = paletteCounts(marksFor(sec.question_ids));
            return (
              <table key={sec.id} className={s.table}>
                <caption className={s.summaryCaption}>{sec.title}</caption>
                <tbody>
                  {PALETTE_STATES.map((state) => <tr key={state}><th scope="row">{t(`mockTest.palette.${state}`)}</th><td>{c[state]}</td></tr>)}
                </tbody>
              </table>
            );
          })}
        </div>
      </Dialog>
    </div>
  );
}
