import { describe, expect, it } from 'vitest';
import { isNewerWrite, Question, type Response } from '../../contract/mock-test.ts';
import { attemptResult, normaliseBlank, responseFits, scoreQuestion } from './scoring.ts';

const base = {
  section_id: 10, text: 'Q', image: null, options: [], multiple: false, blanks: 0, answer_format: null,
  marks: 4, negative_marks: 1, topic: 'Kinematics', difficulty: 'easy', explanation: 'Because.',
} as const;
const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` }));

const single = Question.parse({ ...base, id: 1, type: 'multichoice', options, key: { type: 'multichoice', correct: ['b'] } });
const multiple = Question.parse({ ...base, id: 2, type: 'multichoice', options, multiple: true, negative_marks: 2, key: { type: 'multichoice', correct: ['a', 'c', 'd'] } });
const exact = Question.parse({ ...base, id: 3, type: 'numeric', key: { type: 'numeric', min: 9.8, max: 9.8 } });
const range = Question.parse({ ...base, id: 4, type: 'numeric', negative_marks: 0, key: { type: 'numeric', min: 2.45, max: 2.55 } });
const blanks = Question.parse({ ...base, id: 5, type: 'fill_in_the_blanks', text: 'Je [[1]] étudiant, tu [[2]] prête.', blanks: 2, key: { type: 'fill_in_the_blanks', accepted: [['suis'], ['es']] } });
const essay = Question.parse({ ...base, id: 6, type: 'subjective', marks: 10, negative_marks: 0, answer_format: 'text_or_upload', key: { type: 'subjective', model_answer: 'An essay.' } });
const feedback = Question.parse({ ...base, id: 7, type: 'feedback', marks: 0, negative_marks: 0, key: { type: 'feedback' } });

const choice = (...option_ids: string[]): Response => ({ kind: 'choice', option_ids });
const numeric = (value: string): Response => ({ kind: 'numeric', value });
const filled = (...values: string[]): Response => ({ kind: 'blanks', values });
const strict = { partialMarks: false };
const partial = { partialMarks: true };

describe('scoring each question type', () => {
  it('gives single-correct choices marks, negative marks when wrong, and 0 when unanswered', () => {
    expect(scoreQuestion(single, choice('b'), strict)).toEqual({ outcome: 'correct', awarded: 4 });
    expect(scoreQuestion(single, choice('a'), strict)).toEqual({ outcome: 'incorrect', awarded: -1 });
    expect(scoreQuestion(single, null, strict)).toEqual({ outcome: 'unanswered', awarded: 0 });
  });

  it('gives multiple-correct choices partial marks only where the test says, and never with a wrong option', () => {
    expect(scoreQuestion(multiple, choice('d', 'a', 'c'), strict)).toEqual({ outcome: 'correct', awarded: 4 });
    expect(scoreQuestion(multiple, choice('a', 'c'), partial)).toEqual({ outcome: 'partial', awarded: 2.67 });
    expect(scoreQuestion(multiple, choice('a'), partial)).toEqual({ outcome: 'partial', awarded: 1.33 });
    expect(scoreQuestion(multiple, choice('a', 'c'), strict)).toEqual({ outcome: 'incorrect', awarded: -2 });
    expect(scoreQuestion(multiple, choice('a', 'b'), partial)).toEqual({ outcome: 'incorrect', awarded: -2 });
    expect(scoreQuestion(multiple, choice('a', 'b', 'c', 'd'), partial)).toEqual({ outcome: 'incorrect', awarded: -2 });
  });

  it('takes a numeric answer exactly or inside its range, both ends included', () => {
    expect(scoreQuestion(exact, numeric('9.80'), strict).outcome).toBe('correct');
    expect(scoreQuestion(exact, numeric('9.81'), strict)).toEqual({ outcome: 'incorrect', awarded: -1 });
    expect(scoreQuestion(range, numeric('2.45'), strict).outcome).toBe('correct');
    expect(scoreQuestion(range, numeric('2.55'), strict).outcome).toBe('correct');
    expect(scoreQuestion(range, numeric('2.5501'), strict)).toEqual({ outcome: 'incorrect', awarded: 0 });
    expect(scoreQuestion(range, numeric('-'), strict).outcome).toBe('unanswered');
  });

  it('compares blanks without regard to case and spacing, accents kept', () => {
    expect(scoreQuestion(blanks, filled('  SUIS ', 'es'), strict).outcome).toBe('correct');
    expect(scoreQuestion(blanks, filled('suis', 'est'), strict)).toEqual({ outcome: 'incorrect', awarded: -1 });
    expect(scoreQuestion(blanks, filled('', ''), strict).outcome).toBe('unanswered');
    expect(scoreQuestion(blanks, filled('suis', ''), strict).outcome).toBe('incorrect');
    expect(normaliseBlank('  Étudiant   en\tlettres ')).toBe('étudiant en lettres');
    expect(normaliseBlank('e\u0301')).toBe(normaliseBlank('é'));
  });

  it('leaves a subjective answer pending until faculty grade it', () => {
    const text: Response = { kind: 'text', text: 'My essay' };
    expect(scoreQuestion(essay, text, strict)).toEqual({ outcome: 'pending', awarded: null });
    expect(scoreQuestion(essay, text, { ...strict, graded: 7.5 })).toEqual({ outcome: 'partial', awarded: 7.5 });
    expect(scoreQuestion(essay, text, { ...strict, graded: 10 })).toEqual({ outcome: 'correct', awarded: 10 });
    expect(scoreQuestion(essay, null, strict)).toEqual({ outcome: 'unanswered', awarded: 0 });
  });

  it('never scores feedback', () => {
    expect(scoreQuestion(feedback, { kind: 'feedback', rating: 5, comment: 'Good' }, strict)).toEqual({ outcome: 'unscored', awarded: 0 });
  });
});

describe('which responses fit a question', () => {
  it('refuses shapes of another type, unknown options, two options for one answer, and the wrong number of blanks', () => {
    expect(responseFits(single, choice('b'))).toBe(true);
    expect(responseFits(single, choice('a', 'b'))).toBe(false);
    expect(responseFits(single, choice('z'))).toBe(false);
    expect(responseFits(multiple, choice('a', 'a'))).toBe(false);
    expect(responseFits(exact, choice('a'))).toBe(false);
    expect(responseFits(blanks, filled('suis'))).toBe(false);
    expect(responseFits(essay, { kind: 'upload', file: 'sheet-abcdef12.pdf', name: 'sheet.pdf' })).toBe(true);
    expect(responseFits(feedback, numeric('3'))).toBe(false);
  });
});

describe('the result of an attempt', () => {
  it('adds marks by section, counts outcomes and keeps pending marks out of the score', () => {
    const sections = [{ id: 10, title: 'Physics' }];
    const result = attemptResult(sections, [
      { question: single, response: choice('b'), graded: null },
      { question: multiple, response: choice('a', 'b'), graded: null },
      { question: exact, response: null, graded: null },
      { question: essay, response: { kind: 'text', text: 'x' }, graded: null },
      { question: feedback, response: null, graded: null },
    ], false);
    expect(result).toEqual({
      score: 2, max_score: 22, pending_marks: 10, correct: 1, incorrect: 1, partial: 0, unanswered: 1, pending: 1,
      sections: [{ section_id: 10, title: 'Physics', score: 2, max_score: 22 }],
    });
  });
});

describe('the sequence rule', () => {
  it('orders writes by epoch first, then by sequence', () => {
    expect(isNewerWrite({ epoch: 1, seq: 5 }, { epoch: 1, seq: 4 })).toBe(true);
    expect(isNewerWrite({ epoch: 1, seq: 4 }, { epoch: 1, seq: 4 })).toBe(false);
    expect(isNewerWrite({ epoch: 2, seq: 1 }, { epoch: 1, seq: 900 })).toBe(true);
    expect(isNewerWrite({ epoch: 1, seq: 900 }, { epoch: 2, seq: 1 })).toBe(false);
  });
});
