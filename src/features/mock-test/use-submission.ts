// Ending an attempt: submitting it (by the learner, or at zero on the server's clock), moving on when a section's
// time is up, and pausing. Every draft is recorded and every write sent first; offline at submission, the window
// waits for the network with every answer in the journal.
import { useCallback, useRef } from 'react';
import { MOCK_TEST_CALLS } from '../../contract/mock-test.ts';
import type { Paper, ResultResponse } from '../../contract/mock-test.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { forgetSaved, type AttemptSession } from './use-attempt-session.ts';
import { forgetViewIn } from './use-view-in.ts';

const RETRY_OFFLINE_MS = 2000;

export interface Submission {
  submit: () => Promise<void>;
  /** The test's time is up: submits once the window can. */
  onZero: () => void;
  /** The section's time is up: the server moves the attempt to the next section, and the window to its first question. */
  onSectionZero: () => void;
  pause: () => Promise<void>;
  /** Whether the submission was the clock's. */
  timeUp: boolean;
}

export function useSubmission(
  session: AttemptSession,
  { paper, attemptId, commitDrafts, sectionOf, onDone, showQuestion }: {
    paper: Paper;
    attemptId: number;
    commitDrafts: () => Promise<void>;
    sectionOf: ReadonlyMap<number, number>;
    onDone: (answer: ResultResponse) => void;
    /** Shows the question at this 0-based position. */
    showQuestion: (position: number) => void;
  },
): Submission {
  const { phase, setPhase, fail, attempt, setAttempt, journal, syncer, release } = session;
  const submitting = useRef(false);
  const timeUp = useRef(false);
  const advancing = useRef<number | null>(null);
  const currentSection = attempt?.section_id ?? null;

  const submit = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    setPhase('submitting');
    await commitDrafts();
    for (;;) {
      await syncer.current?.flush();
      try {
        const answer = await call(MOCK_TEST_CALLS.submitAttempt, { params: { attemptId } });
        syncer.current?.stop();
        await journal.current?.clear();
        forgetSaved(attemptId);
        forgetViewIn(attemptId);
        release.current?.();
        onDone(answer);
        return;
      } catch (error) {
        const failure = toAppError(error);
        if (!failure.offline) {
          submitting.current = false;
          fail(failure.message);
          return;
        }
        // Offline at submission: every answer is in the journal; wait for the network and try again.
        await new Promise((resolve) => setTimeout(resolve, RETRY_OFFLINE_MS));
      }
    }
  }, [attemptId, commitDrafts, onDone, setPhase, fail, journal, syncer, release]);

  const onZero = useCallback(() => {
    timeUp.current = true;
    if (phase === 'ready') void submit();
  }, [phase, submit]);

  const onSectionZero = useCallback(() => {
    if (phase !== 'ready' || currentSection === null || advancing.current === currentSection) return;
    advancing.current = currentSection;
    void (async () => {
      await commitDrafts();
      await syncer.current?.flush();
      const answer = await call(MOCK_TEST_CALLS.advanceSection, { params: { attemptId }, body: { from_section_id: currentSection } }).catch(() => null);
      if (answer) {
        setAttempt(answer.attempt);
        const first = paper.questions.findIndex((q) => sectionOf.get(q.id) === answer.attempt.section_id);
        if (first >= 0) showQuestion(first);
      }
    })();
  }, [phase, currentSection, attemptId, commitDrafts, paper.questions, sectionOf, setAttempt, syncer, showQuestion]);

  const pause = async () => {
    await commitDrafts();
    await syncer.current?.flush();
    await call(MOCK_TEST_CALLS.pauseAttempt, { params: { attemptId } });
    syncer.current?.stop();
    release.current?.();
    window.location.reload();
  };

  return { submit, onZero, onSectionZero, pause, timeUp: timeUp.current };
}
