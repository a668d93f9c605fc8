/**
 * The figures of a test report (docs/decisions/0036-test-reports.md), as pure functions of a paper's questions, one
 * taker's answers and the running sums: rank and percentile from the score counts, accuracy, and the comparisons by
 * section, topic and difficulty against the topper and the average. The API reads; these compute.
 */
import type { Question, Response } from '../../contract/mock-test.ts';
import type { ComparisonRow, Figures, PeerFigures, ReportQuestion, Standing } from '../../contract/report.ts';
import { roundMarks, scoreQuestion, type Outcome } from './scoring.ts';

/** One taker's stored answer to a question. */
export interface GivenAnswer {
  response: Response | null;
  /** Marks given at submission or by faculty; null while a subjective answer waits. */
  awarded: number | null;
  marked: boolean;
  time_ms: number;
  grader_comment: string | null;
}

/** Running sums of one question over the counted attempts (0013_reports.sql). */
export interface QuestionStat {
  answered: number;
  correct: number;
  total_time_ms: number;
  total_awarded: number;
}

export interface ScoreBucket {
  score_key: number;
  attempts: number;
}

export interface Scored {
  outcome: Outcome;
  awarded: number | null;
}

/** The bucket a score is counted in: marks have two decimals. */
export const scoreKey = (score: number): number => Math.round(score * 100);

/** A percentage with two decimals; null when there is nothing to divide by. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((10_000 * part) / whole) / 100 : null);

/** How each question went for one taker: scored by the engine's own rules, faculty's marks for subjective answers. */
export function scoreAnswers(questions: readonly Question[], answers: ReadonlyMap<number, GivenAnswer>, partialMarks: boolean): Map<number, Scored> {
  return new Map(questions.map((q) => {
    const given = answers.get(q.id);
    return [q.id, scoreQuestion(q, given?.response ?? null, { partialMarks, graded: q.type === 'subjective' ? (given?.awarded ?? null) : null })];
  }));
}

/**
 * One taker's figures over some questions. Feedback questions carry no marks and are left out. Attempted counts
 * every answer given, one waiting for faculty included; accuracy is over the answers already marked.
 */
export function figures(questions: readonly Question[], scored: ReadonlyMap<number, Scored>, answers: ReadonlyMap<number, GivenAnswer>): Figures {
  const f = { score: 0, max_score: 0, questions: 0, attempted: 0, correct: 0, incorrect: 0, partial: 0, skipped: 0, time_ms: 0 };
  let pending = 0;
  for (const q of questions) {
    const s = scored.get(q.id);
    if (!s || s.outcome === 'unscored') continue;
    f.questions += 1;
    f.max_score += q.marks;
    f.score += s.awarded ?? 0;
    f.time_ms += answers.get(q.id)?.time_ms ?? 0;
    if (s.outcome === 'unanswered') f.skipped += 1;
    else {
      f.attempted += 1;
      if (s.outcome === 'pending') pending += 1;
      else f[s.outcome] += 1;
    }
  }
  return { ...f, score: roundMarks(f.score), max_score: roundMarks(f.max_score), accuracy: percent(f.correct, f.attempted - pending) };
}

export const peerFigures = (f: Figures): PeerFigures => ({ score: f.score, accuracy: f.accuracy, time_ms: f.time_ms });

/** The average of every counted attempt over some questions, from the running sums; null before any is counted. */
export function averageFigures(questions: readonly Question[], stats: ReadonlyMap<number, QuestionStat>, attempts: number): PeerFigures | null {
  if (attempts <= 0) return null;
  let awarded = 0;
  let time = 0;
  let correct = 0;
  let answered = 0;
  for (const q of questions) {
    if (q.type === 'feedback') continue;
    const s = stats.get(q.id);
    if (!s) continue;
    awarded += s.total_awarded;
    time += s.total_time_ms;
    correct += s.correct;
    answered += s.answered;
  }
  return { score: roundMarks(awarded / attempts), accuracy: percent(correct, answered), time_ms: Math.round(time / attempts) };
}

/**
 * Rank and percentile of a score among the counted attempts: equal scores share a rank (1 + those above), and the
 * percentile is NTA's, 100 × those at or below / all. Null when nothing is counted (the attempt is not yet).
 */
export function standing(buckets: readonly ScoreBucket[], mine: number): Standing | null {
  let total = 0;
  let above = 0;
  for (const b of buckets) {
    total += b.attempts;
    if (b.score_key > mine) above += b.attempts;
  }
  if (total <= 0 || above >= total) return null;
  return { rank: above + 1, candidates: total, percentile: percent(total - above, total)! };
}

/** The mean of the counted scores. */
export function averageScore(buckets: readonly ScoreBucket[]): number | null {
  let total = 0;
  let sum = 0;
  for (const b of buckets) {
    total += b.attempts;
    sum += b.score_key * b.attempts;
  }
  return total > 0 ? roundMarks(sum / total / 100) : null;
}

/**
 * The counted scores in `bands` equal bands from the lowest possible (below zero with negative marking) to the
 * maximum, and which band holds the learner's score.
 */
export function distribution(buckets: readonly ScoreBucket[], maxScore: number, mine: number | null, bands = 10) {
  const keys = buckets.filter((b) => b.attempts > 0).map((b) => b.score_key);
  const low = Math.floor(Math.min(0, ...keys.map((k) => k / 100), mine ?? 0));
  const high = Math.max(maxScore, low + 1);
  // Whole-mark bands when the range allows: "40 to 60" reads better than "38.4 to 57.6".
  const width = high - low >= bands ? Math.ceil((high - low) / bands) : (high - low) / bands;
  const count = Math.max(1, Math.ceil((high - low) / width));
  const band = (score: number) => Math.min(count - 1, Math.max(0, Math.floor((score - low) / width)));
  const out = Array.from({ length: count }, (_, i) => ({
    from: roundMarks(low + i * width), to: roundMarks(Math.min(high, low + (i + 1) * width)), attempts: 0, mine: false,
  }));
  for (const b of buckets) out[band(b.score_key / 100)]!.attempts += b.attempts;
  if (mine !== null) out[band(mine)]!.mine = true;
  return out;
}

export interface Taker {
  scored: ReadonlyMap<number, Scored>;
  answers: ReadonlyMap<number, GivenAnswer>;
}

export interface Group {
  key: string;
  label: string;
  questions: readonly Question[];
}

/** One comparison row per group: the learner's figures, the topper's and the average's. */
export function compare(groups: readonly Group[], me: Taker, topper: Taker | null, stats: ReadonlyMap<number, QuestionStat>, attempts: number): ComparisonRow[] {
  return groups
    .filter((g) => g.questions.some((q) => q.type !== 'feedback'))
    .map((g) => ({
      key: g.key,
      label: g.label,
      mine: figures(g.questions, me.scored, me.answers),
      topper: topper ? peerFigures(figures(g.questions, topper.scored, topper.answers)) : null,
      average: averageFigures(g.questions, stats, attempts),
    }));
}

const DIFFICULTY_ORDER = ['easy', 'medium', 'hard'] as const;

/** The paper's questions grouped by topic (in the order topics first appear) and by difficulty (easy to hard). */
export function topicGroups(questions: readonly Question[]): Group[] {
  const byTopic = new Map<string, Question[]>();
  for (const q of questions) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q]);
  return [...byTopic].map(([topic, qs]) => ({ key: topic, label: topic, questions: qs }));
}

export function difficultyGroups(questions: readonly Question[]): Group[] {
  return DIFFICULTY_ORDER.map((d) => ({ key: d, label: d, questions: questions.filter((q) => q.difficulty === d) })).filter((g) => g.questions.length);
}

/** The solutions: each question with its key, explanation, the learner's answer and how the others did on it. */
export function reportQuestions(questions: readonly Question[], me: Taker, topper: Taker | null, stats: ReadonlyMap<number, QuestionStat>, attempts: number): ReportQuestion[] {
  return questions.map((q, i) => {
    const { key, explanation, ...view } = q;
    const given = me.answers.get(q.id);
    const scored = me.scored.get(q.id) ?? { outcome: 'unanswered' as const, awarded: 0 };
    const stat = stats.get(q.id);
    return {
      number: i + 1,
      question: view,
      key,
      explanation,
      response: given?.response ?? null,
      outcome: scored.outcome,
      awarded: scored.awarded,
      marked: given?.marked ?? false,
      time_ms: given?.time_ms ?? 0,
      average_time_ms: attempts > 0 ? Math.round((stat?.total_time_ms ?? 0) / attempts) : null,
      percent_correct: attempts > 0 && q.type !== 'feedback' ? percent(stat?.correct ?? 0, attempts) : null,
      topper_time_ms: topper ? (topper.answers.get(q.id)?.time_ms ?? 0) : null,
      grader_comment: given?.grader_comment ?? null,
    };
  });
}

/**
 * What one counted attempt adds to the per-question sums: answered, fully right, its time and marks. Questions the
 * learner never opened add nothing (their time is 0 and they are not answered).
 */
export function contributions(questions: readonly Question[], me: Taker): { question_id: number; answered: number; correct: number; time_ms: number; awarded: number }[] {
  return questions.flatMap((q) => {
    const s = me.scored.get(q.id);
    const given = me.answers.get(q.id);
    if (!s || (!given && s.outcome === 'unanswered')) return [];
    return [{
      question_id: q.id,
      answered: s.outcome === 'unanswered' || s.outcome === 'unscored' ? 0 : 1,
      correct: s.outcome === 'correct' ? 1 : 0,
      time_ms: given?.time_ms ?? 0,
      awarded: s.awarded ?? 0,
    }];
  });
}
