// Taking an attempt and keeping it (docs/decisions/0028-mock-test-engine.md): one window at a time (a Web Lock and a
// BroadcastChannel), a new epoch each time it is taken, the journal read back and reconciled with the server's
// answers, and the sync engine that sends what the journal holds. Works on from what the browser knows when offline.
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { MOCK_TEST_CALLS } from '../../contract/mock-test.ts';
import type { Attempt, ResultResponse } from '../../contract/mock-test.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import type { ServerClock } from './clock.ts';
import { openJournal } from './journal-client.ts';
import { mergeAnswers, type AnswerJournal, type Held } from './journal.ts';
import { AnswerSync, type SyncState } from './sync.ts';

export type Phase = 'starting' | 'ready' | 'elsewhere' | 'stale' | 'submitting' | 'failed';

export type AttemptTimes = Pick<Attempt, 'deadline_at' | 'section_id' | 'section_deadline_at'>;

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

/** After submission: the browser keeps nothing of the attempt. */
export const forgetSaved = (attemptId: number) => localStorage.removeItem(savedKey(attemptId));

export type SetAnswers = (next: Map<number, Held> | ((current: Map<number, Held>) => Map<number, Held>)) => void;

export interface AttemptSession {
  phase: Phase;
  setPhase: (phase: Phase) => void;
  /** What went wrong, in the learner's language, when `phase` is 'failed'. */
  problem: string | null;
  fail: (message: string) => void;
  attempt: AttemptTimes | null;
  setAttempt: (times: AttemptTimes) => void;
  answers: Map<number, Held>;
  /** The answers as of now (state lags a render behind): what a change builds on. */
  answersRef: MutableRefObject<Map<number, Held>>;
  setAnswers: SetAnswers;
  sync: SyncState | null;
  journal: MutableRefObject<AnswerJournal | null>;
  syncer: MutableRefObject<AnswerSync | null>;
  /** Lets the attempt's lock go (another window may take it). */
  release: MutableRefObject<(() => void) | null>;
  /** Time spent on each question before this window showed it (from the journal and the server). */
  spent: MutableRefObject<Map<number, number>>;
  /** "Use here": takes the attempt from the window that has it. */
  useHere: () => Promise<void>;
}

export function useAttemptSession(attemptId: number, clock: ServerClock, onDone: (answer: ResultResponse) => void): AttemptSession {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<AttemptTimes | null>(null);
  const [answers, setAnswersState] = useState<Map<number, Held>>(new Map());
  const answersRef = useRef(new Map<number, Held>());
  const setAnswers = useCallback<SetAnswers>((next) => {
    answersRef.current = typeof next === 'function' ? next(answersRef.current) : next;
    setAnswersState(answersRef.current);
  }, []);
  const [sync, setSync] = useState<SyncState | null>(null);
  const journal = useRef<AnswerJournal | null>(null);
  const syncer = useRef<AnswerSync | null>(null);
  const release = useRef<(() => void) | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const spent = useRef(new Map<number, number>());

  const fail = useCallback((message: string) => {
    setProblem(localiseMessage(t, message));
    setPhase('failed');
  }, [t]);

  const start = useCallback(async () => {
    setPhase('starting');
    syncer.current?.stop();
    let serverAnswers: Attempt['answers'] = [];
    let epoch: number | null = null;
    let times: AttemptTimes | null = null;
    const sentAt = Date.now();
    try {
      const answer = await call(MOCK_TEST_CALLS.resumeAttempt, { params: { attemptId } });
      clock.observe(sentAt, Date.now(), answer.server_now);
      if (answer.attempt.state !== 'in_progress' && answer.attempt.state !== 'aborted') {
        onDone(await call(MOCK_TEST_CALLS.result, { params: { attemptId } }));
        return;
      }
      epoch = answer.attempt.epoch;
      serverAnswers = answer.attempt.answers;
      times = answer.attempt;
      localStorage.setItem(savedKey(attemptId), JSON.stringify({ deadline: answer.attempt.deadline_at, offset: clock.offset, epoch } satisfies Saved));
    } catch (error) {
      const failure = toAppError(error);
      // Offline: go on from what this browser knows, in the epoch it last had.
      const saved = failure.offline ? readSaved(attemptId) : null;
      if (!saved) {
        fail(failure.message);
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
  }, [attemptId, clock, onDone, setAnswers, fail]);

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

  // Another window took the attempt (the server says this epoch is over).
  useEffect(() => {
    if (sync?.stale && phase === 'ready') void standDown();
  }, [sync?.stale, phase, standDown]);

  // The server closed the attempt (its time ran out while this window was away): show the result.
  useEffect(() => {
    if (sync?.closed && phase === 'ready') void call(MOCK_TEST_CALLS.result, { params: { attemptId } }).then(onDone, () => setPhase('failed'));
  }, [sync?.closed, phase, attemptId, onDone]);

  return { phase, setPhase, problem, fail, attempt, setAttempt, answers, answersRef, setAnswers, sync, journal, syncer, release, spent, useHere };
}
