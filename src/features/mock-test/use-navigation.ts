// Moving between questions: the one shown, which ones can be reached (a paper timed by section keeps the learner in
// the section the server says), and "Save & Next" / "Mark for Review & Next", which may ask for an answer first.
import { useState } from 'react';
import type { Paper } from '../../contract/mock-test.ts';
import type { AnswerRecorder } from './use-answer-recorder.ts';

export interface Navigation {
  /** The 0-based position of the question shown. */
  index: number;
  setIndex: (position: number) => void;
  reachable: (position: number) => boolean;
  goTo: (position: number) => void;
  /** Records the shown question (marked for review or not) and moves to the next one it can reach. */
  next: (mark: boolean, answered: boolean) => Promise<void>;
  /** The paper requires an answer and the learner tried to move on without one. */
  mustAnswer: boolean;
  paletteOpen: boolean;
  setPaletteOpen: (open: boolean) => void;
}

export function useNavigation(
  paper: Paper,
  { startAt, currentSection, sectionOf, recorder }: { startAt: number; currentSection: number | null; sectionOf: ReadonlyMap<number, number>; recorder: Pick<AnswerRecorder, 'record' | 'commitDrafts'> },
): Navigation {
  const questions = paper.questions;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startAt), questions.length - 1));
  const [mustAnswer, setMustAnswer] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const bySection = paper.rules.timer === 'section';

  const reachable = (i: number) => !bySection || currentSection === null || sectionOf.get(questions[i]!.id) === currentSection;
  const goTo = (i: number) => {
    if (i < 0 || i >= questions.length || !reachable(i)) return;
    void recorder.commitDrafts();
    setMustAnswer(false);
    setIndex(i);
    setPaletteOpen(false);
  };
  const next = async (mark: boolean, answered: boolean) => {
    const question = questions[index]!;
    if (paper.rules.answer_required && !answered && question.type !== 'feedback') {
      setMustAnswer(true);
      return;
    }
    await recorder.record(question.id, { marked: mark });
    if (index + 1 < questions.length && reachable(index + 1)) goTo(index + 1);
  };
  return { index, setIndex, reachable, goTo, next, mustAnswer, paletteOpen, setPaletteOpen };
}
