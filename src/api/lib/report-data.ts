/**
 * Reads a test report (docs/decisions/0036-test-reports.md): the learner's own attempt, found only through its
 * learner and school, then the paper's running sums and the topper's answers. No other learner's answer leaves the
 * API: the topper appears only as figures.
 */
import { sql } from 'kysely';
import { ERROR_CODE } from '../../contract/errors.ts';
import { PaperRules, PaperSection, Question, Response } from '../../contract/mock-test.ts';
import { REPORT_TEXT, type ReportListItem, type TestReport, type TrendPoint } from '../../contract/report.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { OPEN_STATES, resultReleased, type AttemptRow, type LoadedPaper } from './attempts.ts';
import { ApiError } from './errors.ts';
import {
  averageScore, compare, difficultyGroups, distribution, reportQuestions, scoreAnswers, standing, topicGroups, type GivenAnswer, type Taker,
} from './report.ts';

export const reportNotFound = () => new ApiError(ERROR_CODE.notFound, REPORT_TEXT.reportNotFound);

interface AnswerRow {
  question_id: number;
  response_json: string | null;
  awarded: number | null;
  marked: number;
  time_ms: number;
  grader_comment: string | null;
}

const ANSWER_COLUMNS = ['question_id', 'response_json', 'awarded', 'marked', 'time_ms', 'grader_comment'] as const;

const toGiven = (rows: readonly AnswerRow[]): Map<number, GivenAnswer> => new Map(rows.map((r) => [r.question_id, {
  response: r.response_json === null ? null : Response.parse(JSON.parse(r.response_json)),
  awarded: r.awarded,
  marked: r.marked === 1,
  time_ms: r.time_ms,
  grader_comment: r.grader_comment,
}]));

export async function givenAnswers(db: Db, attemptId: number): Promise<Map<number, GivenAnswer>> {
  return toGiven(await db.selectFrom('attempt_answers').select(ANSWER_COLUMNS).where('attempt_id', '=', attemptId).execute());
}

const taker = (questions: readonly Question[], answers: Map<number, GivenAnswer>, paper: LoadedPaper): Taker =>
  ({ answers, scored: scoreAnswers(questions, answers, paper.rules.partial_marks) });

function reportStatus(row: AttemptRow, paper: LoadedPaper, now: number): TestReport['status'] {
  if (!resultReleased(paper.rules, now)) return 'not_released';
  return row.ranked_key === null ? 'evaluation_pending' : 'released';
}

/** Test series and bundles the learner is enrolled in that hold this test (none for a course's quiz). */
function seriesHolders(db: Db, school: School, row: AttemptRow) {
  return db.selectFrom('products as p')
    .innerJoin('enrolments as e', (j) => j.onRef('e.course_id', '=', 'p.id').onRef('e.school_id', '=', 'p.school_id'))
    .select(['p.id', 'p.title', sql<string>`json_extract(p.data_json, '$.item_ids')`.as('items')])
    .where('p.school_id', '=', school.id).where('e.user_id', '=', row.user_id)
    .where(sql<boolean>`${row.lesson_id} = 0 AND EXISTS (SELECT 1 FROM json_each(p.data_json, '$.item_ids') j WHERE j.value = ${row.test_id})`)
    .orderBy('p.id');
}

/**
 * The series the report follows: the one it was opened from (`bundleId`), else the first the learner is enrolled in
 * that holds this test. Its points: the learner's latest counted score on each of its tests.
 */
async function seriesTrend(db: Db, school: School, row: AttemptRow, holders: readonly { id: number; title: string; items: string }[], bundleId: number | undefined): Promise<TestReport['series']> {
  const series = holders.find((h) => h.id === bundleId) ?? holders[0];
  if (!series) return null;
  const items = (JSON.parse(series.items) as unknown[]).filter((id): id is number => Number.isSafeInteger(id));
  const [papers, attempts] = await db.batch([
    db.selectFrom('test_papers as t').innerJoin('products as p', (j) => j.onRef('p.id', '=', 't.test_id').onRef('p.school_id', '=', 't.school_id'))
      .select(['t.test_id', 't.max_score', 'p.title']).where('t.school_id', '=', school.id).where('t.lesson_id', '=', 0).where('t.test_id', 'in', items.length ? items : [0]),
    db.selectFrom('attempts').select(['id', 'test_id', 'number', 'score', 'submitted_at'])
      .where('school_id', '=', school.id).where('user_id', '=', row.user_id).where('lesson_id', '=', 0)
      .where('test_id', 'in', items.length ? items : [0]).where('ranked_key', 'is not', null).orderBy('number', 'desc'),
  ]);
  const paperOf = new Map(papers.map((p) => [p.test_id, p]));
  const points: TrendPoint[] = [];
  for (const testId of items) {
    const paper = paperOf.get(testId);
    const latest = attempts.find((a) => a.test_id === testId);
    if (!paper || !latest) continue;
    points.push({
      test_id: testId, attempt_id: latest.id, label: paper.title, number: latest.number, score: latest.score ?? 0, max_score: paper.max_score,
      submitted_at: latest.submitted_at ?? 0,
    });
  }
  return { id: series.id, title: series.title, points };
}

/**
 * The report of one of the learner's submitted attempts; 404 for an attempt that is not theirs or not submitted.
 * Three round trips whatever the test's size: the attempt with its paper, then one batch of every read the report
 * needs (the topper's answers found by the ranked index inside it), then the series' scores if there is a series.
 */
export async function testReport(db: Db, school: School, userId: number, attemptId: number, bundleId?: number, now = Date.now()): Promise<TestReport> {
  const found = await db.selectFrom('attempts as a')
    .innerJoin('test_papers as t', (j) => j.onRef('t.school_id', '=', 'a.school_id').onRef('t.test_id', '=', 'a.test_id').onRef('t.lesson_id', '=', 'a.lesson_id'))
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a').select(['t.title', 't.rules_json', 't.sections_json', 't.max_score', 'u.name as learner_name'])
    .where('a.school_id', '=', school.id).where('a.user_id', '=', userId).where('a.id', '=', attemptId)
    .executeTakeFirst();
  if (!found || OPEN_STATES.includes(found.state)) throw reportNotFound();
  const { title, rules_json, sections_json, max_score, learner_name, ...attempt } = found;
  const row = attempt as AttemptRow;
  const paper: LoadedPaper = {
    test_id: row.test_id, lesson_id: row.lesson_id, title, max_score,
    rules: PaperRules.parse(JSON.parse(rules_json)), sections: PaperSection.array().parse(JSON.parse(sections_json)),
  };
  const status = reportStatus(row, paper, now);
  const base = {
    test_id: row.test_id,
    lesson_id: row.lesson_id || null,
    title: paper.title,
    attempt: { id: row.id, number: row.number, state: row.state, submitted_at: row.submitted_at ?? row.updated_at },
    learner_name,
    status,
    result_date: paper.rules.result_date,
    duration_ms: paper.rules.duration_minutes * 60_000,
    pending_marks: row.pending_marks,
  };
  if (status === 'not_released') {
    return { ...base, summary: null, standing: null, sections: [], topics: [], difficulties: [], questions: [], distribution: [], retakes: [], series: null };
  }
  const ofPaper = { school_id: school.id, test_id: row.test_id, lesson_id: row.lesson_id };
  const topperId = db.selectFrom('attempts').select('id')
    .where('school_id', '=', ofPaper.school_id).where('test_id', '=', ofPaper.test_id).where('lesson_id', '=', ofPaper.lesson_id)
    .where('ranked_key', 'is not', null).orderBy('ranked_key', 'desc').orderBy('submitted_at').orderBy('id').limit(1);
  const [questionRows, mine, buckets, totals, sums, topperRows, trendRows, holders] = await db.batch([
    db.selectFrom('questions').select('data_json')
      .where('school_id', '=', ofPaper.school_id).where('test_id', '=', ofPaper.test_id).where('lesson_id', '=', ofPaper.lesson_id).orderBy('position'),
    db.selectFrom('attempt_answers').select(ANSWER_COLUMNS).where('attempt_id', '=', row.id),
    db.selectFrom('test_score_counts').select(['score_key', 'attempts'])
      .where('school_id', '=', ofPaper.school_id).where('test_id', '=', ofPaper.test_id).where('lesson_id', '=', ofPaper.lesson_id).where('attempts', '>', 0),
    db.selectFrom('test_stats').select(['attempts', 'total_time_ms'])
      .where('school_id', '=', ofPaper.school_id).where('test_id', '=', ofPaper.test_id).where('lesson_id', '=', ofPaper.lesson_id),
    db.selectFrom('test_question_stats').select(['question_id', 'answered', 'correct', 'total_time_ms', 'total_awarded'])
      .where('school_id', '=', ofPaper.school_id).where('test_id', '=', ofPaper.test_id).where('lesson_id', '=', ofPaper.lesson_id),
    db.selectFrom('attempt_answers').select(['attempt_id', ...ANSWER_COLUMNS]).where('attempt_id', '=', topperId),
    db.selectFrom('attempts').select(['id', 'number', 'score', 'submitted_at'])
      .where('school_id', '=', school.id).where('user_id', '=', row.user_id)
      .where('test_id', '=', row.test_id).where('lesson_id', '=', row.lesson_id)
      .where('ranked_key', 'is not', null).orderBy('number'),
    seriesHolders(db, school, row),
  ]);
  const questions = questionRows.map((r) => Question.parse(JSON.parse(r.data_json)));
  const stats = { attempts: totals[0]?.attempts ?? 0, questions: new Map(sums.map(({ question_id, ...s }) => [question_id, s])) };
  const me = taker(questions, toGiven(mine), paper);
  const topperAttempt = topperRows[0]?.attempt_id ?? null;
  const topper = topperAttempt === null ? null : topperAttempt === row.id ? me : taker(questions, toGiven(topperRows), paper);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const [summary] = compare([{ key: 'test', label: paper.title, questions }], me, topper, stats.questions, stats.attempts);
  const average = averageScore(buckets);
  return {
    ...base,
    summary: summary && summary.average && average !== null ? { ...summary, average: { ...summary.average, score: average } } : (summary ?? null),
    standing: row.ranked_key === null ? null : standing(buckets, row.ranked_key),
    sections: compare(paper.sections.map((s) => ({
      key: String(s.id), label: s.title, questions: s.question_ids.map((id) => byId.get(id)).filter((q): q is Question => q !== undefined),
    })), me, topper, stats.questions, stats.attempts),
    topics: compare(topicGroups(questions), me, topper, stats.questions, stats.attempts),
    difficulties: compare(difficultyGroups(questions), me, topper, stats.questions, stats.attempts),
    questions: reportQuestions(questions, me, topper, stats.questions, stats.attempts),
    distribution: distribution(buckets, paper.max_score, row.ranked_key === null ? null : row.ranked_key / 100),
    retakes: trendRows.map((r) => ({
      test_id: row.test_id, attempt_id: r.id, label: paper.title, number: r.number, score: r.score ?? 0, max_score: paper.max_score, submitted_at: r.submitted_at ?? 0,
    })),
    series: await seriesTrend(db, school, row, holders, bundleId),
  };
}

/** The learner's submitted attempts at this school, newest first (at most 200). */
export async function reportList(db: Db, school: School, userId: number, now = Date.now()): Promise<ReportListItem[]> {
  const rows = await db.selectFrom('attempts as a')
    .innerJoin('test_papers as t', (j) => j.onRef('t.school_id', '=', 'a.school_id').onRef('t.test_id', '=', 'a.test_id').onRef('t.lesson_id', '=', 'a.lesson_id'))
    .selectAll('a').select(['t.title', 't.max_score', 't.rules_json'])
    .where('a.school_id', '=', school.id).where('a.user_id', '=', userId).where('a.state', 'not in', OPEN_STATES)
    .orderBy('a.submitted_at', 'desc').orderBy('a.id', 'desc').limit(200).execute();
  return rows.map((r) => {
    const row = r as unknown as AttemptRow;
    const status = reportStatus(row, { rules: PaperRules.parse(JSON.parse(r.rules_json)) } as LoadedPaper, now);
    return {
      attempt_id: r.id, test_id: r.test_id, lesson_id: r.lesson_id || null, title: r.title, number: r.number, state: r.state, status,
      submitted_at: r.submitted_at ?? r.updated_at, score: status === 'not_released' ? null : r.score, max_score: r.max_score,
    };
  });
}
