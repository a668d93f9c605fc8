import { describe, expect, it } from 'vitest';
import { Question } from '../../contract/mock-test.ts';
import { averageFigures, averageScore, compare, distribution, figures, percent, scoreAnswers, scoreKey, standing, type GivenAnswer } from './report.ts';

const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` }));
const q = (id: number, over: object) => Question.parse({
  id, section_id: 1, type: 'multichoice', text: `Question ${id}`, image: null, options, multiple: false, blanks: 0, answer_format: null,
  marks: 4, negative_marks: 1, topic: 'Optics', difficulty: 'easy', explanation: 'Because.', key: { type: 'multichoice', correct: ['a'] }, ...over,
});
const QUESTIONS = [
  q(1, {}),
  q(2, { topic: 'Waves', difficulty: 'hard' }),
  q(3, { type: 'subjective', options: [], answer_format: 'text', marks: 10, negative_marks: 0, key: { type: 'subjective', model_answer: 'A proof.' } }),
  q(4, { type: 'feedback', options: [], marks: 0, negative_marks: 0, key: { type: 'feedback' } }),
];
const given = (entries: [number, Partial<GivenAnswer>][]) =>
  new Map(entries.map(([id, a]) => [id, { response: null, awarded: null, marked: false, time_ms: 0, grader_comment: null, ...a }]));
const pick = (id: string) => ({ kind: 'choice' as const, option_ids: [id] });

describe('standing', () => {
  const buckets = [{ score_key: 1200, attempts: 1 }, { score_key: 800, attempts: 3 }, { score_key: -100, attempts: 1 }];

  it('gives equal scores one rank: 1 + those above', () => {
    expect(standing(buckets, 1200)).toEqual({ rank: 1, candidates: 5, percentile: 100 });
    expect(standing(buckets, 800)).toEqual({ rank: 2, candidates: 5, percentile: 80 });
    expect(standing(buckets, -100)).toEqual({ rank: 5, candidates: 5, percentile: 20 });
  });

  it('uses the NTA percentile: 100 × those at or below / all, with two decimals', () => {
    expect(standing([{ score_key: 500, attempts: 2 }, { score_key: 400, attempts: 1 }], 400)!.percentile).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(1, 0)).toBeNull();
  });

  it('has no standing when nothing is counted', () => {
    expect(standing([], 400)).toBeNull();
  });

  it('keys scores by hundredths, so 2.67 and 2.6666 land in one bucket and -0.25 is its own', () => {
    expect(scoreKey(2.67)).toBe(267);
    expect(scoreKey(2.6666)).toBe(267);
    expect(scoreKey(-0.25)).toBe(-25);
    expect(averageScore(buckets)).toBe(7); // (12 + 3 × 8 − 1) / 5
  });
});

describe('figures', () => {
  it('counts attempted, correct, incorrect and skipped, leaves feedback out, and takes accuracy over marked answers', () => {
    const answers = given([[1, { response: pick('a'), time_ms: 5000 }], [2, { response: pick('b'), time_ms: 7000 }], [3, { response: { kind: 'text', text: 'x' }, time_ms: 1000 }]]);
    const f = figures(QUESTIONS, scoreAnswers(QUESTIONS, answers, false), answers);
    // Question 3 waits for faculty: attempted, but not in the accuracy.
    expect(f).toEqual({ score: 3, max_score: 18, questions: 3, attempted: 3, correct: 1, incorrect: 1, partial: 0, skipped: 0, accuracy: 50, time_ms: 13_000 });
  });

  it('takes faculty marks for a subjective answer once given', () => {
    const answers = given([[3, { response: { kind: 'text', text: 'x' }, awarded: 10 }]]);
    const f = figures(QUESTIONS, scoreAnswers(QUESTIONS, answers, false), answers);
    expect(f).toMatchObject({ score: 10, correct: 1, skipped: 2, accuracy: 100 });
  });

  it('gives no accuracy when nothing was attempted', () => {
    const none = given([]);
    expect(figures(QUESTIONS, scoreAnswers(QUESTIONS, none, false), none).accuracy).toBeNull();
  });
});

describe('comparisons', () => {
  const stats = new Map([
    [1, { answered: 8, correct: 6, total_time_ms: 400_000, total_awarded: 20 }],
    [2, { answered: 4, correct: 1, total_time_ms: 600_000, total_awarded: -3 }],
  ]);

  it('averages over every counted attempt, unanswered ones included', () => {
    expect(averageFigures(QUESTIONS.slice(0, 2), stats, 10)).toEqual({ score: 1.7, accuracy: 58.33, time_ms: 100_000 });
    expect(averageFigures(QUESTIONS, stats, 0)).toBeNull();
  });

  it('puts the learner, the topper and the average side by side per group', () => {
    const mine = given([[1, { response: pick('b') }]]);
    const best = given([[1, { response: pick('a') }], [2, { response: pick('a') }]]);
    const rows = compare([{ key: 'optics', label: 'Optics', questions: [QUESTIONS[0]!] }, { key: 'waves', label: 'Waves', questions: [QUESTIONS[1]!] }],
      { answers: mine, scored: scoreAnswers(QUESTIONS, mine, false) }, { answers: best, scored: scoreAnswers(QUESTIONS, best, false) }, stats, 10);
    expect(rows.map((r) => [r.key, r.mine.score, r.topper?.score, r.average?.score])).toEqual([['optics', -1, 4, 2], ['waves', 0, 4, -0.3]]);
  });

  it('leaves out a group of feedback questions only', () => {
    const none = given([]);
    const taker = { answers: none, scored: scoreAnswers(QUESTIONS, none, false) };
    expect(compare([{ key: 'f', label: 'Feedback', questions: [QUESTIONS[3]!] }], taker, null, stats, 10)).toEqual([]);
  });
});

describe('distribution', () => {
  it('spreads the counted scores over bands from the lowest possible to the maximum and marks the learner\'s', () => {
    const bands = distribution([{ score_key: -200, attempts: 1 }, { score_key: 0, attempts: 2 }, { score_key: 1800, attempts: 3 }], 18, 18, 4);
    expect(bands).toEqual([
      { from: -2, to: 3, attempts: 3, mine: false },
      { from: 3, to: 8, attempts: 0, mine: false },
      { from: 8, to: 13, attempts: 0, mine: false },
      { from: 13, to: 18, attempts: 3, mine: true },
    ]);
  });
});
