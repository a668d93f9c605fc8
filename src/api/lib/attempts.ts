/**
 * The attempt state machine (docs/decisions/0028-mock-test-engine.md): papers and who may take them, attempts and
 * their time, the highest-write-wins answer store, submission with scoring, and results as the test releases them.
 * Every query names the school, and an attempt is only ever found through its learner (or a faculty of the school).
 */
import { PRODUCT_TYPE } from '../../contract/common.ts';
import { sql } from 'kysely';
import { ERROR_CODE } from '../../contract/errors.ts';
import {
  MOCK_TEST_TEXT, PaperRules, PaperSection, Question, Response, SUBMIT_GRACE_MS,
  type AnswerState, type Attempt, type AttemptResult, type AttemptState, type Paper, type QuestionView, type TestStatus,
} from '../../contract/mock-test.ts';
import type { Db } from '../db/database.ts';
import type { AttemptsTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import { enrolmentState } from './learning.ts';
import { accessError, courseOutline, lessonAccess, lessonIn } from './lessons.ts';
import { countStatements } from './ranking.ts';
import { scoreAnswers } from './report.ts';
import { attemptResult, scoreQuestion } from './scoring.ts';

export type AttemptRow = Omit<AttemptsTable, 'id' | 'lesson_id' | 'epoch' | 'pending_marks' | 'revaluation_used'> & {
  id: number;
  lesson_id: number;
  epoch: number;
  pending_marks: number;
  revaluation_used: number;
};

export interface LoadedPaper {
  test_id: number;
  /** 0 for a test product. */
  lesson_id: number;
  title: string;
  rules: PaperRules;
  sections: PaperSection[];
  max_score: number;
}

export const OPEN_STATES: readonly AttemptState[] = ['in_progress', 'aborted'];
export const AWAITING_FACULTY: readonly AttemptState[] = ['evaluation_pending', 'applied_for_revaluation', 'under_revaluation'];

const forbidden = (message: string, variables?: Record<string, string | number>) =>
  new ApiError(ERROR_CODE.forbidden, message, variables ? { variables } : {});
const invalid = (message: string, field: string, variables?: Record<string, string | number>) =>
  new ApiError(ERROR_CODE.invalidParams, message, { field, ...(variables ? { variables } : {}) });
export const attemptNotFound = () => new ApiError(ERROR_CODE.notFound, MOCK_TEST_TEXT.attemptNotFound);
const testNotFound = () => new ApiError(ERROR_CODE.notFound, MOCK_TEST_TEXT.testNotFound);

export { forbidden as testForbidden, invalid as testInvalid };

// —— papers ——

/** The paper of a test product (lessonId 0) or of a course's quiz lesson; 404 when the school has none. */
export async function loadPaper(db: Db, school: School, testId: number, lessonId: number): Promise<LoadedPaper> {
  const row = await db
    .selectFrom('test_papers')
    .selectAll()
    .where('school_id', '=', school.id)
    .where('test_id', '=', testId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  if (!row) throw testNotFound();
  return {
    test_id: row.test_id,
    lesson_id: row.lesson_id,
    title: row.title,
    rules: PaperRules.parse(JSON.parse(row.rules_json)),
    sections: PaperSection.array().parse(JSON.parse(row.sections_json)),
    max_score: row.max_score,
  };
}

/** The paper's questions in order, with their keys (never sent to a learner as they are). */
export async function paperQuestions(db: Db, school: School, paper: Pick<LoadedPaper, 'test_id' | 'lesson_id'>): Promise<Question[]> {
  const rows = await db
    .selectFrom('questions')
    .select('data_json')
    .where('school_id', '=', school.id)
    .where('test_id', '=', paper.test_id)
    .where('lesson_id', '=', paper.lesson_id)
    .orderBy('position')
    .execute();
  return rows.map((r) => Question.parse(JSON.parse(r.data_json)));
}

/** Only the named questions of the paper: what a write needs to check, without parsing the whole paper. */
export async function questionsById(db: Db, school: School, paper: Pick<LoadedPaper, 'test_id' | 'lesson_id'>, ids: readonly number[]): Promise<Map<number, Question>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('questions')
    .select('data_json')
    .where('school_id', '=', school.id)
    .where('test_id', '=', paper.test_id)
    .where('lesson_id', '=', paper.lesson_id)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => Question.parse(JSON.parse(r.data_json))).map((q) => [q.id, q]));
}

export const questionView = ({ key: _key, explanation: _explanation, ...view }: Question): QuestionView => view;

export function paperView(paper: LoadedPaper, questions: readonly Question[]): Paper {
  return {
    test_id: paper.test_id,
    lesson_id: paper.lesson_id || null,
    title: paper.title,
    rules: paper.rules,
    sections: paper.sections,
    questions: questions.map(questionView),
  };
}

/**
 * Whether the learner may take the paper (SPEC.md section 6): a quiz lesson as its lesson opens; a test product
 * with running access of its own or through a bundle or series, and not before it opens.
 */
export async function assertMayTake(db: Db, school: School, userId: number, testId: number, lessonId: number, now = Date.now()): Promise<void> {
  if (lessonId) {
    const course = await courseOutline(db, school, { id: testId });
    const { lesson } = lessonIn(course, lessonId);
    if (lesson.kind !== 'quiz') throw testNotFound();
    const access = await lessonAccess(db, school, userId, course.id, lesson);
    if (access !== 'open') throw accessError(access);
    return;
  }
  const product = await db
    .selectFrom('products')
    .select(['course_type', sql<string | null>`json_extract(data_json, '$.starts_at')`.as('starts_at')])
    .where('school_id', '=', school.id)
    .where('id', '=', testId)
    .executeTakeFirst();
  if (!product || product.course_type !== PRODUCT_TYPE.test) throw testNotFound();
  const state = await enrolmentState(db, school, userId, testId, now);
  if (!state.active) throw forbidden(state.owned ? MOCK_TEST_TEXT.renewToTest : MOCK_TEST_TEXT.buyToTest);
  const opens = product.starts_at ? Date.parse(product.starts_at) : NaN;
  if (Number.isFinite(opens) && opens > now) throw forbidden(MOCK_TEST_TEXT.notOpenYet, { opens_time: opens });
}

// —— attempts ——

export async function loadAttempt(db: Db, school: School, userId: number, attemptId: number): Promise<AttemptRow> {
  const row = await db
    .selectFrom('attempts')
    .selectAll()
    .where('school_id', '=', school.id)
    .where('user_id', '=', userId)
    .where('id', '=', attemptId)
    .executeTakeFirst();
  if (!row) throw attemptNotFound();
  return row as AttemptRow;
}

async function reloadAttempt(db: Db, row: AttemptRow): Promise<AttemptRow> {
  return (await db.selectFrom('attempts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()) as AttemptRow;
}

export async function answerStates(db: Db, attemptId: number): Promise<AnswerState[]> {
  const rows = await db.selectFrom('attempt_answers').selectAll().where('attempt_id', '=', attemptId).orderBy('question_id').execute();
  return rows.map((r) => ({
    question_id: r.question_id,
    epoch: r.epoch,
    seq: r.seq,
    response: r.response_json === null ? null : Response.parse(JSON.parse(r.response_json)),
    marked: r.marked === 1,
    time_ms: r.time_ms,
    visited: r.visited === 1,
  }));
}

export async function attemptView(db: Db, row: AttemptRow): Promise<Attempt> {
  return {
    id: row.id,
    test_id: row.test_id,
    lesson_id: row.lesson_id || null,
    number: row.number,
    state: row.state,
    epoch: row.epoch,
    started_at: row.started_at,
    deadline_at: row.deadline_at,
    remaining_ms: row.remaining_ms,
    section_id: row.section_id,
    section_deadline_at: row.section_deadline_at,
    submitted_at: row.submitted_at,
    answers: await answerStates(db, row.id),
  };
}

const minutes = (m: number) => m * 60 * 1000;

/** The time a new attempt gets: the whole test's, or for section-timed tests the first section's and the rest. */
export function initialTimes(paper: LoadedPaper, now: number) {
  if (paper.rules.timer === 'section') {
    const first = paper.sections[0]!;
    const total = paper.sections.reduce((ms, s) => ms + minutes(s.duration_minutes ?? 0), 0);
    return { deadline_at: now + total, remaining_ms: total, section_id: first.id, section_deadline_at: now + minutes(first.duration_minutes ?? 0) };
  }
  const total = minutes(paper.rules.duration_minutes);
  return { deadline_at: now + total, remaining_ms: total, section_id: null, section_deadline_at: null };
}

/**
 * The section after `sectionId` starting at `start`, with the test's deadline recomputed from it: time left in a
 * section is not carried over, as in section-timed exams. Null after the last section.
 */
function nextSectionTimes(paper: LoadedPaper, sectionId: number | null, start: number) {
  const index = paper.sections.findIndex((s) => s.id === sectionId);
  const rest = paper.sections.slice(index + 1);
  if (!rest.length) return null;
  const total = rest.reduce((ms, s) => ms + minutes(s.duration_minutes ?? 0), 0);
  return { section_id: rest[0]!.id, section_deadline_at: start + minutes(rest[0]!.duration_minutes ?? 0), deadline_at: start + total };
}

/**
 * Applies the clock to an open attempt: a section whose time (and grace) ran out moves on; an attempt whose
 * deadline passed more than the grace ago is submitted with every saved answer. Idempotent: only moves forward.
 */
export async function bringUpToDate(db: Db, school: School, row: AttemptRow, paper: LoadedPaper, now = Date.now(), by: 'deadline' | 'schedule' = 'deadline'): Promise<AttemptRow> {
  let current = row;
  if (current.state !== 'in_progress' || current.deadline_at === null) return current;
  while (paper.rules.timer === 'section' && current.section_deadline_at !== null && now > current.section_deadline_at + SUBMIT_GRACE_MS) {
    const next = nextSectionTimes(paper, current.section_id, current.section_deadline_at);
    if (!next) break;
    await db.updateTable('attempts')
      .set({ ...next, updated_at: now })
      .where('id', '=', current.id).where('section_id', '=', current.section_id).where('state', '=', 'in_progress')
      .execute();
    current = await reloadAttempt(db, current);
    if (current.state !== 'in_progress') return current;
  }
  if (current.deadline_at !== null && now > current.deadline_at + SUBMIT_GRACE_MS) return submit(db, school, current, paper, by, now);
  return current;
}

/** The learner moves on to the next section of a section-timed test (or the window does at the section's zero). */
export async function advanceSection(db: Db, row: AttemptRow, paper: LoadedPaper, fromSectionId: number, now = Date.now()): Promise<AttemptRow> {
  if (paper.rules.timer !== 'section' || row.section_id !== fromSectionId) return row; // a repeat: already moved on
  const next = nextSectionTimes(paper, row.section_id, now);
  if (!next) return row;
  await db.updateTable('attempts').set({ ...next, updated_at: now })
    .where('id', '=', row.id).where('section_id', '=', fromSectionId).where('state', '=', 'in_progress').execute();
  return reloadAttempt(db, row);
}

/** Refuses anything but an attempt in progress, with the reason a window can show. */
export function assertInProgress(row: AttemptRow): void {
  if (row.state === 'in_progress') return;
  throw forbidden(row.state === 'aborted' ? MOCK_TEST_TEXT.attemptPaused : MOCK_TEST_TEXT.attemptOver);
}

/**
 * Submits an open attempt: every saved answer is scored, the attempt becomes submitted, or evaluation pending
 * while subjective answers wait for faculty. A second submission (two windows, the schedule and the learner) finds
 * it submitted and changes nothing.
 */
export async function submit(db: Db, school: School, row: AttemptRow, paper: LoadedPaper, by: 'learner' | 'deadline' | 'schedule', now = Date.now()): Promise<AttemptRow> {
  if (!OPEN_STATES.includes(row.state)) return row;
  const questions = await paperQuestions(db, school, paper);
  const answers = new Map((await answerStates(db, row.id)).map((a) => [a.question_id, a]));
  const scored = questions.map((question) => ({ question, response: answers.get(question.id)?.response ?? null, graded: null }));
  const result = attemptResult(paper.sections, scored, paper.rules.partial_marks);
  const state: AttemptState = result.pending > 0 ? 'evaluation_pending' : 'submitted';
  const awards = scored
    .filter((s) => answers.has(s.question.id))
    .map((s) => ({ id: s.question.id, awarded: scoreQuestion(s.question, s.response, { partialMarks: paper.rules.partial_marks }).awarded }));
  const given = new Map(awards.map((a) => {
    const answer = answers.get(a.id)!;
    return [a.id, { response: answer.response, awarded: a.awarded, marked: answer.marked, time_ms: answer.time_ms, grader_comment: null }];
  }));
  await db.batch([
    db.updateTable('attempts')
      .set({ state, submitted_at: now, submitted_by: by, score: result.score, pending_marks: result.pending_marks, deadline_at: null, section_deadline_at: null, updated_at: now })
      .where('id', '=', row.id)
      .where('state', 'in', ['in_progress', 'aborted']),
    ...awards.map((a) => db.updateTable('attempt_answers').set({ awarded: a.awarded }).where('attempt_id', '=', row.id).where('question_id', '=', a.id)),
    // Counted for rank and the averages in the same transaction, when nothing waits for faculty.
    ...countStatements(db, row.id, questions, { answers: given, scored: scoreAnswers(questions, given, paper.rules.partial_marks) }),
  ]);
  return reloadAttempt(db, row);
}

// —— results and statuses ——

export function resultReleased(rules: PaperRules, now = Date.now()): boolean {
  if (rules.result_release === 'immediate') return true;
  return rules.result_date !== null && Date.parse(rules.result_date) <= now;
}

/** The result of a submitted attempt, when the test has released it; null otherwise. */
export async function resultOf(db: Db, school: School, row: AttemptRow, paper: LoadedPaper, now = Date.now()): Promise<AttemptResult | null> {
  if (OPEN_STATES.includes(row.state) || !resultReleased(paper.rules, now)) return null;
  const questions = await paperQuestions(db, school, paper);
  const stored = await db.selectFrom('attempt_answers').select(['question_id', 'response_json', 'awarded'])
    .where('attempt_id', '=', row.id).execute();
  const byQuestion = new Map(stored.map((s) => [s.question_id, s]));
  return attemptResult(paper.sections, questions.map((question) => {
    const s = byQuestion.get(question.id);
    const response = s?.response_json ? Response.parse(JSON.parse(s.response_json)) : null;
    return { question, response, graded: question.type === 'subjective' ? (s?.awarded ?? null) : null };
  }), paper.rules.partial_marks);
}

export function testStatus(paper: LoadedPaper, attempts: readonly AttemptRow[], now = Date.now()): TestStatus {
  const latest = [...attempts].sort((a, b) => b.number - a.number)[0];
  const released = latest !== undefined && !OPEN_STATES.includes(latest.state) && resultReleased(paper.rules, now);
  return {
    test_id: paper.test_id,
    lesson_id: paper.lesson_id || null,
    state: latest?.state ?? 'fresh',
    attempts_used: attempts.length,
    max_attempts: paper.rules.max_attempts,
    attempt_id: latest?.id ?? null,
    result_released: released,
    result_date: paper.rules.result_date,
    score: released ? latest!.score : null,
    max_score: paper.max_score,
  };
}

export async function attemptsOf(db: Db, school: School, userId: number, testId: number, lessonId: number): Promise<AttemptRow[]> {
  return (await db.selectFrom('attempts').selectAll()
    .where('school_id', '=', school.id).where('user_id', '=', userId)
    .where('test_id', '=', testId).where('lesson_id', '=', lessonId)
    .orderBy('number').execute()) as AttemptRow[];
}

/** The learner's attempt with the clock applied, and its paper. */
export async function currentAttempt(db: Db, school: School, userId: number, attemptId: number, now = Date.now()) {
  const row = await loadAttempt(db, school, userId, attemptId);
  const paper = await loadPaper(db, school, row.test_id, row.lesson_id);
  return { row: await bringUpToDate(db, school, row, paper, now), paper };
}
