/**
 * Scoring a test (docs/decisions/0028-mock-test-engine.md, "Scoring"): pure functions of a question, its answer
 * key and the learner's response, so the API, the scheduled submission and the reports agree on every mark.
 * Unanswered is never wrong; subjective answers wait for faculty; feedback is never scored.
 */
import type { AttemptResult, Question, Response } from '../../contract/mock-test.ts';

export type Outcome = 'correct' | 'incorrect' | 'partial' | 'unanswered' | 'pending' | 'unscored';

export interface QuestionScore {
  outcome: Outcome;
  /** Marks given (negative for a wrong answer with negative marking); null while a subjective answer waits. */
  awarded: number | null;
}

/** Two decimals, as marks are printed: 4 × 2/3 is 2.67, never 2.6666…7 in a total. */
export const roundMarks = (marks: number): number => Math.round(marks * 100) / 100 + 0;

/** How blanks are compared: Unicode NFC, trimmed, inner spacing collapsed, case ignored (accents kept). */
export const normaliseBlank = (text: string): string => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('und');

const UNANSWERED: QuestionScore = { outcome: 'unanswered', awarded: 0 };
const wrong = (q: Question): QuestionScore => ({ outcome: 'incorrect', awarded: roundMarks(-q.negative_marks) });
const right = (q: Question): QuestionScore => ({ outcome: 'correct', awarded: q.marks });

/** The score of one question; `graded` is a faculty's marks for a subjective answer (null: not yet). */
export function scoreQuestion(q: Question, response: Response | null, opts: { partialMarks: boolean; graded?: number | null }): QuestionScore {
  const key = q.key;
  switch (key.type) {
    case 'feedback':
      return { outcome: 'unscored', awarded: 0 };
    case 'subjective': {
      if (!response || (response.kind !== 'text' && response.kind !== 'upload')) return UNANSWERED;
      const graded = opts.graded ?? null;
      if (graded === null) return { outcome: 'pending', awarded: null };
      const outcome: Outcome = graded >= q.marks ? 'correct' : graded <= 0 ? 'incorrect' : 'partial';
      return { outcome, awarded: roundMarks(graded) };
    }
    case 'multichoice': {
      if (!response || response.kind !== 'choice' || response.option_ids.length === 0) return UNANSWERED;
      const correct = new Set(key.correct);
      const chosen = new Set(response.option_ids);
      if ([...chosen].some((id) => !correct.has(id))) return wrong(q);
      if (chosen.size === correct.size) return right(q);
      // A subset of the right options with no wrong one.
      if (!opts.partialMarks || !q.multiple) return wrong(q);
      return { outcome: 'partial', awarded: roundMarks((q.marks * chosen.size) / correct.size) };
    }
    case 'numeric': {
      if (!response || response.kind !== 'numeric') return UNANSWERED;
      const value = Number(response.value);
      if (response.value.trim() === '' || response.value === '-' || response.value === '.' || !Number.isFinite(value)) return UNANSWERED;
      return value >= key.min && value <= key.max ? right(q) : wrong(q);
    }
    case 'fill_in_the_blanks': {
      if (!response || response.kind !== 'blanks' || response.values.every((v) => v.trim() === '')) return UNANSWERED;
      const all = key.accepted.every((accepted, i) => {
        const given = normaliseBlank(response.values[i] ?? '');
        return given !== '' && accepted.some((a) => normaliseBlank(a) === given);
      });
      return all ? right(q) : wrong(q);
    }
  }
}

/** Whether `response` is a shape this question takes (the API refuses others before storing them). */
export function responseFits(q: Question, response: Response): boolean {
  switch (q.type) {
    case 'multichoice': {
      if (response.kind !== 'choice') return false;
      const ids = new Set(q.options.map((o) => o.id));
      const unique = new Set(response.option_ids);
      return unique.size === response.option_ids.length && response.option_ids.every((id) => ids.has(id)) && (q.multiple || unique.size === 1);
    }
    case 'numeric':
      return response.kind === 'numeric';
    case 'fill_in_the_blanks':
      return response.kind === 'blanks' && response.values.length === q.blanks;
    case 'subjective':
      if (response.kind === 'text') return q.answer_format !== 'upload';
      if (response.kind === 'upload') return q.answer_format !== 'text';
      return false;
    case 'feedback':
      return response.kind === 'feedback';
  }
}

export interface ScoredAnswer {
  question: Question;
  response: Response | null;
  /** Faculty's marks for a subjective answer, if given. */
  graded: number | null;
}

/** The result of an attempt: totals, counts and per-section scores. Pending marks are left out of the score. */
export function attemptResult(sections: readonly { id: number; title: string }[], answers: readonly ScoredAnswer[], partialMarks: boolean): AttemptResult {
  const counts = { correct: 0, incorrect: 0, partial: 0, unanswered: 0, pending: 0 };
  const bySection = new Map(sections.map((s) => [s.id, { section_id: s.id, title: s.title, score: 0, max_score: 0 }]));
  let score = 0;
  let max = 0;
  let pendingMarks = 0;
  for (const { question, response, graded } of answers) {
    const result = scoreQuestion(question, response, { partialMarks, graded });
    const section = bySection.get(question.section_id);
    if (result.outcome === 'unscored') continue;
    max += question.marks;
    if (section) section.max_score += question.marks;
    counts[result.outcome] += 1;
    if (result.awarded === null) {
      pendingMarks += question.marks;
      continue;
    }
    score += result.awarded;
    if (section) section.score += result.awarded;
  }
  return {
    score: roundMarks(score),
    max_score: roundMarks(max),
    pending_marks: roundMarks(pendingMarks),
    ...counts,
    sections: [...bySection.values()].map((s) => ({ ...s, score: roundMarks(s.score), max_score: roundMarks(s.max_score) })),
  };
}
