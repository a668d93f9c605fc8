import type { Handler } from 'hono';
import { sql } from 'kysely';
import { AttemptRef, isNewerWrite, MOCK_TEST_TEXT, SUBMIT_GRACE_MS, WriteAnswersRequest, type AnswerWrite } from '../../../contract/mock-test.ts';
import { assertInProgress, currentAttempt, questionsById, testForbidden, testInvalid } from '../../lib/attempts.ts';
import { answerSheetKey } from '../../lib/answer-sheets.ts';
import { noStore } from '../../lib/respond.ts';
import { responseFits } from '../../lib/scoring.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.writeAnswers` (session; WriteAnswersRequest -> WriteAnswersResponse): the journal's writes. The API keeps
 * per question the write with the highest (epoch, seq) (docs/decisions/0028-mock-test-engine.md): the upsert only
 * replaces a row with a newer write, so repeated, late and out-of-order writes change nothing, and each write is
 * answered `kept` exactly when the API holds it now. Writes are taken until the deadline plus the grace (a window
 * offline at zero catches up), never after submission. Every write is checked before any is stored.
 */
export const writeAnswers: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const input = await parseBody(c, WriteAnswersRequest);
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const { row, paper } = await currentAttempt(db, school, user.id, attemptId, now);
  assertInProgress(row);
  if (row.deadline_at !== null && now > row.deadline_at + SUBMIT_GRACE_MS) throw testForbidden(MOCK_TEST_TEXT.attemptOver);

  const questions = await questionsById(db, school, paper, [...input.writes.map((w) => w.question_id), ...input.visited]);
  for (const [i, write] of input.writes.entries()) {
    const question = questions.get(write.question_id);
    if (!question) throw testInvalid(MOCK_TEST_TEXT.questionNotInTest, `writes.${i}.question_id`);
    if (write.epoch > row.epoch) throw testInvalid(MOCK_TEST_TEXT.staleWindow, `writes.${i}.epoch`);
    if (write.response && !responseFits(question, write.response)) throw testInvalid(MOCK_TEST_TEXT.answerDoesNotFit, `writes.${i}.response`);
    // Section-timed: a closed section takes no more answers (an older epoch's late write included).
    if (row.section_id !== null && question.section_id !== row.section_id) throw testForbidden(MOCK_TEST_TEXT.sectionClosed);
    if (write.response?.kind === 'upload') {
      const object = await c.env.LESSONS.head(answerSheetKey(school.id, row.id, write.response.file));
      if (!object) throw testInvalid(MOCK_TEST_TEXT.uploadMissing, `writes.${i}.response`);
    }
  }
  for (const [i, id] of input.visited.entries()) if (!questions.has(id)) throw testInvalid(MOCK_TEST_TEXT.questionNotInTest, `visited.${i}`);

  // Within one request too, only the newest write of a question can be the one kept.
  const newest = new Map<number, AnswerWrite>();
  for (const write of input.writes) {
    const held = newest.get(write.question_id);
    if (!held || isNewerWrite(write, held)) newest.set(write.question_id, write);
  }
  const touched = [...new Set([...input.writes.map((w) => w.question_id), ...input.visited])];
  const answers = await db.batch([
    ...[...newest.values()].map((w) => db
      .insertInto('attempt_answers')
      .values({
        attempt_id: row.id, question_id: w.question_id, school_id: school.id, epoch: w.epoch, seq: w.seq,
        response_json: w.response ? JSON.stringify(w.response) : null, marked: w.marked ? 1 : 0, time_ms: w.time_ms, visited: 1, updated_at: now,
      })
      .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doUpdateSet({
        epoch: sql`excluded.epoch`, seq: sql`excluded.seq`, response_json: sql`excluded.response_json`, marked: sql`excluded.marked`,
        time_ms: sql`excluded.time_ms`, visited: 1, updated_at: now,
      }).where(sql<boolean>`(excluded.epoch, excluded.seq) > (attempt_answers.epoch, attempt_answers.seq)`))),
    ...input.visited.map((id) => db
      .insertInto('attempt_answers')
      .values({ attempt_id: row.id, question_id: id, school_id: school.id, visited: 1, updated_at: now })
      .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doNothing())),
    db.selectFrom('attempt_answers').select(['question_id', 'epoch', 'seq']).where('attempt_id', '=', row.id).where('question_id', 'in', touched),
  ]);
  const held = new Map((answers.at(-1) as { question_id: number; epoch: number; seq: number }[]).map((a) => [a.question_id, a]));
  return noStore(c, {
    results: input.writes.map((w) => {
      const stored = held.get(w.question_id);
      return { question_id: w.question_id, seq: w.seq, kept: stored !== undefined && stored.epoch === w.epoch && stored.seq === w.seq };
    }),
    epoch: row.epoch,
    deadline_at: row.deadline_at,
    state: row.state,
    server_now: Date.now(),
  });
};
