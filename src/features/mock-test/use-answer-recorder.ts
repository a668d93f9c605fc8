// Recording the learner's changes: each goes to the journal first (IndexedDB, numbered in the window's epoch), then
// the sync engine sends it. Typing is kept as a draft until a pause, so a numeric answer is one write, not one per key.
import { useCallback, useEffect, useRef } from 'react';
import type { Response } from '../../contract/mock-test.ts';
import type { Held } from './journal.ts';
import type { AttemptSession } from './use-attempt-session.ts';

const TYPING_PAUSE_MS = 300;
const DAY_MS = 24 * 3600 * 1000;

export interface AnswerRecorder {
  record: (id: number, change: { response?: Response | null; marked?: boolean }) => Promise<void>;
  /** A response being typed: shown at once, recorded after a pause in typing. */
  draft: (id: number, response: Response | null) => void;
  /** Records every draft now (before moving on, pausing or submitting). */
  commitDrafts: () => Promise<void>;
}

/**
 * The time on each question: what was spent before, plus, for the question shown, since it was shown. The shown
 * question's visit is journaled, and its time is added to what was spent when the learner moves on.
 */
export function useTimeOnQuestion(session: AttemptSession, questionId: number): (id: number) => number {
  const { phase, journal, setAnswers, spent } = session;
  const shownAt = useRef(Date.now());
  useEffect(() => {
    if (phase !== 'ready') return;
    shownAt.current = Date.now();
    const id = questionId;
    void journal.current?.visit(id);
    setAnswers((current) => (current.get(id)?.visited ? current : new Map(current).set(id, { question_id: id, epoch: 0, seq: 0, response: null, marked: false, time_ms: 0, ...current.get(id), visited: true })));
    return () => {
      spent.current.set(id, (spent.current.get(id) ?? 0) + Date.now() - shownAt.current);
    };
  }, [questionId, phase, setAnswers, journal, spent]);
  return (id: number) => (spent.current.get(id) ?? 0) + (id === questionId ? Date.now() - shownAt.current : 0);
}

export function useAnswerRecorder(session: AttemptSession, timeOn: (id: number) => number): AnswerRecorder {
  const { phase, journal, syncer, answersRef, setAnswers } = session;
  const drafts = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // The time as the latest render counts it, without making `record` new on every render.
  const time = useRef(timeOn);
  time.current = timeOn;

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
    const write = await open.record({ question_id: id, response: next.response, marked: next.marked, time_ms: Math.min(time.current(id), DAY_MS) });
    setAnswers((current) => new Map(current).set(id, { ...current.get(id)!, epoch: write.epoch, seq: write.seq }));
    void syncer.current?.flush();
  }, [phase, journal, syncer, answersRef, setAnswers]);

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
  }, [record, answersRef]);

  return { record, draft, commitDrafts };
}
