/**
 * The question palette's five states, as Indian exam takers know them (NTA's computer-based tests): not visited,
 * not answered, answered, marked for review, answered and marked for review (which is evaluated).
 */
import type { Response } from '../../contract/mock-test.ts';

export const PALETTE_STATES = ['not_visited', 'not_answered', 'answered', 'marked', 'answered_marked'] as const;
export type PaletteState = (typeof PALETTE_STATES)[number];

export interface QuestionMark {
  visited: boolean;
  response: Response | null;
  marked: boolean;
}

/** Whether a response holds an answer (an empty blank or numeric entry is none). */
export function isAnswered(response: Response | null): boolean {
  if (!response) return false;
  switch (response.kind) {
    case 'choice':
      return response.option_ids.length > 0;
    case 'numeric':
      return response.value.trim() !== '' && response.value !== '-' && response.value !== '.';
    case 'blanks':
      return response.values.some((v) => v.trim() !== '');
    case 'text':
      return response.text.trim() !== '';
    case 'upload':
    case 'feedback':
      return true;
  }
}

export function paletteState(mark: QuestionMark | undefined): PaletteState {
  if (!mark) return 'not_visited';
  const answered = isAnswered(mark.response);
  if (mark.marked) return answered ? 'answered_marked' : 'marked';
  if (answered) return 'answered';
  return mark.visited ? 'not_answered' : 'not_visited';
}

/** How many questions are in each state. */
export function paletteCounts(marks: readonly (QuestionMark | undefined)[]): Record<PaletteState, number> {
  const counts = Object.fromEntries(PALETTE_STATES.map((s) => [s, 0])) as Record<PaletteState, number>;
  for (const mark of marks) counts[paletteState(mark)] += 1;
  return counts;
}
