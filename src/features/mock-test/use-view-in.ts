// "View in" (issue 39, 20): the languages a paper is written in, and the one the learner reads it in, kept per
// attempt through a reload of the window.
import { useMemo, useState } from 'react';
import { paperLanguages, type Paper } from '../../contract/mock-test.ts';
import type { ViewIn } from './question-view.tsx';

const viewInKey = (attemptId: number) => `mock-test:view-in:${attemptId}`;
const readViewIn = (attemptId: number): string | null => {
  try {
    return localStorage.getItem(viewInKey(attemptId));
  } catch {
    return null;
  }
};

/** After submission: the choice goes with the attempt. */
export const forgetViewIn = (attemptId: number) => localStorage.removeItem(viewInKey(attemptId));

/**
 * The language to show the paper in (first the kept choice, then the page's, if the paper has it), and the "View in"
 * choice to offer: null when the paper has one language.
 */
export function useViewIn(paper: Paper, attemptId: number, schoolLanguage: string, pageLanguage: string): { language: string; viewIn: ViewIn | null } {
  const languages = useMemo(() => paperLanguages(paper.questions, schoolLanguage), [paper.questions, schoolLanguage]);
  const [language, setLanguage] = useState(() => [readViewIn(attemptId), pageLanguage].find((l) => l !== null && languages.includes(l)) ?? languages[0]!);
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
  return { language, viewIn };
}
