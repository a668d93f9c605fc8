import type { Handler } from 'hono';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { AttemptRef, GradeRequest, MOCK_TEST_TEXT, Response as AnswerResponse } from '../../../contract/mock-test.ts';
import {
  AWAITING_FACULTY, attemptNotFound, attemptsOf, attemptView, currentAttempt, loadPaper, paperQuestions, questionView, resultOf,
  testForbidden, testInvalid, testStatus, type AttemptRow,
} from '../../lib/attempts.ts';
import { ApiError } from '../../lib/errors.ts';
import { noStore } from '../../lib/respond.ts';
import { countStatements } from '../../lib/ranking.ts';
import { givenAnswers } from '../../lib/report-data.ts';
import { scoreAnswers } from '../../lib/report.ts';
import { attemptResult } from '../../lib/scoring.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv, School } from '../../types.ts';

/** SPEC.md section 6: faculty (or an admin) of this school; anyone else is refused before anything is read. */
async function requireFaculty(db: Db, school: School, userId: number): Promise<void> {
  const staff = await db.selectFrom('staff').select('role').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
  if (!staff) throw new ApiError(ERROR_CODE.forbidden, MOCK_TEST_TEXT.facultyOnly);
}

async function respondWithResult(c: Parameters<Handler<AppEnv>>[0], db: Db, school: School, row: AttemptRow) {
  const paper = await loadPaper(db, school, row.test_id, row.lesson_id);
  const now = Date.now();
  return noStore(c, {
    attempt: await attemptView(db, row),
    status: testStatus(paper, await attemptsOf(db, school, row.user_id, row.test_id, row.lesson_id), now),
    result: await resultOf(db, school, row, paper, now),
    server_now: Date.now(),
  });
}

/** `CALLS.pendingGrading` (faculty; -> PendingGradingResponse): attempts waiting for marks or a revaluation, oldest first. */
export const pendingGrading: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  await requireFaculty(db, school, user.id);
  const rows = await db.selectFrom('attempts as a').innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a').select('u.name as learner_name')
    .where('a.school_id', '=', school.id).where('a.state', 'in', AWAITING_FACULTY)
    .orderBy('a.submitted_at').limit(50).execute();
  const attempts = [];
  for (const row of rows) {
    const paper = await loadPaper(db, school, row.test_id, row.lesson_id);
    const answers = new Map((await db.selectFrom('attempt_answers').select(['question_id', 'response_json']).where('attempt_id', '=', row.id).execute())
      .map((a) => [a.question_id, a.response_json ? AnswerResponse.parse(JSON.parse(a.response_json)) : null]));
    const subjective = (await paperQuestions(db, school, paper)).filter((q) => q.key.type === 'subjective');
    attempts.push({
      attempt_id: row.id, test_id: row.test_id, learner_name: row.learner_name, state: row.state, submitted_at: row.submitted_at ?? row.updated_at,
      questions: subjective.map((q) => ({ question: questionView(q), response: answers.get(q.id) ?? null, model_answer: q.key.type === 'subjective' ? q.key.model_answer : '' })),
    });
  }
  return noStore(c, { attempts });
};

/**
 * `CALLS.gradeAttempt` (faculty; GradeRequest -> ResultResponse): marks for subjective answers. With `complete`
 * every answered subjective question must have marks; the attempt is then evaluated (submitted) with its new score.
 * Grading an attempt that applied for revaluation puts it under revaluation until it is complete.
 */
export const gradeAttempt: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const input = await parseBody(c, GradeRequest);
  const db = c.var.db;
  const school = c.var.school;
  await requireFaculty(db, school, user.id);
  const row = (await db.selectFrom('attempts').selectAll().where('school_id', '=', school.id).where('id', '=', attemptId).executeTakeFirst()) as AttemptRow | undefined;
  if (!row) throw attemptNotFound();
  if (!AWAITING_FACULTY.includes(row.state)) throw testForbidden(MOCK_TEST_TEXT.nothingToGrade);
  const paper = await loadPaper(db, school, row.test_id, row.lesson_id);
  const questions = await paperQuestions(db, school, paper);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const stored = new Map((await db.selectFrom('attempt_answers').select(['question_id', 'response_json', 'awarded']).where('attempt_id', '=', row.id).execute())
    .map((a) => [a.question_id, a]));
  for (const [i, grade] of input.grades.entries()) {
    const question = byId.get(grade.question_id);
    if (!question || question.type !== 'subjective' || !stored.get(grade.question_id)?.response_json) throw testInvalid(MOCK_TEST_TEXT.questionNotInTest, `grades.${i}.question_id`);
    if (grade.marks > question.marks) throw testInvalid(MOCK_TEST_TEXT.gradeOutOfRange, `grades.${i}.marks`);
  }
  const graded = new Map([...stored].map(([id, a]) => [id, a.awarded]));
  for (const grade of input.grades) graded.set(grade.question_id, grade.marks);
  const answered = questions.filter((q) => q.type === 'subjective' && stored.get(q.id)?.response_json);
  if (input.complete && answered.some((q) => graded.get(q.id) === null || graded.get(q.id) === undefined)) throw testInvalid(MOCK_TEST_TEXT.notAllGraded, 'grades');
  const result = attemptResult(paper.sections, questions.map((question) => {
    const a = stored.get(question.id);
    return { question, response: a?.response_json ? AnswerResponse.parse(JSON.parse(a.response_json)) : null, graded: question.type === 'subjective' ? (graded.get(question.id) ?? null) : null };
  }), paper.rules.partial_marks);
  const now = Date.now();
  const state = input.complete ? 'submitted' : row.state === 'applied_for_revaluation' ? 'under_revaluation' : row.state;
  const given = await givenAnswers(db, row.id);
  for (const g of input.grades) given.set(g.question_id, { ...given.get(g.question_id)!, awarded: g.marks });
  await db.batch([
    ...input.grades.map((g) => db.updateTable('attempt_answers').set({ awarded: g.marks, grader_comment: g.comment || null, updated_at: now })
      .where('attempt_id', '=', row.id).where('question_id', '=', g.question_id)),
    db.updateTable('attempts').set({ state, score: result.score, pending_marks: result.pending_marks, updated_at: now }).where('id', '=', row.id).where('state', '=', row.state),
    // Evaluated: counted for rank (or moved to its new score after a revaluation), in the same transaction.
    ...countStatements(db, row.id, questions, { answers: given, scored: scoreAnswers(questions, given, paper.rules.partial_marks) }),
  ]);
  return respondWithResult(c, db, school, { ...row, state, score: result.score, pending_marks: result.pending_marks });
};

/**
 * `CALLS.applyRevaluation` (session; AttemptRef -> ResultResponse): once per attempt, for an evaluated attempt with
 * subjective answers; the attempt waits for faculty as applied for revaluation.
 */
export const applyRevaluation: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const { row, paper } = await currentAttempt(db, school, user.id, attemptId);
  if (row.revaluation_used) throw testForbidden(MOCK_TEST_TEXT.revaluationOnce);
  const subjective = (await paperQuestions(db, school, paper)).filter((q) => q.type === 'subjective').map((q) => q.id);
  const answered = subjective.length
    ? await db.selectFrom('attempt_answers').select('question_id').where('attempt_id', '=', row.id).where('question_id', 'in', subjective).where('response_json', 'is not', null).execute()
    : [];
  if (row.state !== 'submitted' || !answered.length) throw testForbidden(MOCK_TEST_TEXT.revaluationNotOpen);
  const now = Date.now();
  await db.updateTable('attempts').set({ state: 'applied_for_revaluation', revaluation_used: 1, updated_at: now })
    .where('id', '=', row.id).where('state', '=', 'submitted').where('revaluation_used', '=', 0).execute();
  return respondWithResult(c, db, school, (await currentAttempt(db, school, user.id, attemptId)).row);
};
