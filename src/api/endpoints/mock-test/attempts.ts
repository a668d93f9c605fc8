import type { Handler } from 'hono';
import { AttemptRef, MOCK_TEST_TEXT, SectionAdvanceRequest, StartAttemptRequest, TestRef } from '../../../contract/mock-test.ts';
import {
  advanceSection, assertInProgress, assertMayTake, attemptsOf, attemptView, bringUpToDate, currentAttempt, initialTimes, loadPaper,
  OPEN_STATES, resultOf, submit, testForbidden, testStatus, type AttemptRow,
} from '../../lib/attempts.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../types.ts';

const answer = async (c: Parameters<Handler<AppEnv>>[0], db: Db, row: AttemptRow) =>
  noStore(c, { attempt: await attemptView(db, row), server_now: Date.now() });

/**
 * `CALLS.startAttempt` (session; StartAttemptRequest -> AttemptResponse): the first attempt or a retake. The
 * learner's open attempt, if any, is answered instead of a new one, and a repeated start with the same key answers
 * with the attempt it made; past the test's maximum, 403.
 */
export const startAttempt: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { testId } = parseInput(TestRef, c.req.param());
  const input = await parseBody(c, StartAttemptRequest);
  const lessonId = input.lesson_id ?? 0;
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  await assertMayTake(db, school, user.id, testId, lessonId, now);
  const paper = await loadPaper(db, school, testId, lessonId);
  const attempts = await Promise.all((await attemptsOf(db, school, user.id, testId, lessonId)).map((a) => bringUpToDate(db, school, a, paper, now)));
  const same = attempts.find((a) => a.idempotency_key === input.idempotency_key) ?? attempts.find((a) => OPEN_STATES.includes(a.state));
  if (same) return answer(c, db, same);
  if (attempts.length >= paper.rules.max_attempts) throw testForbidden(MOCK_TEST_TEXT.noRetakesLeft);
  const times = initialTimes(paper, now);
  // The unique indexes (one open attempt, one per number) settle two starts racing: the loser finds the winner's.
  const inserted = await db
    .insertInto('attempts')
    .values({
      school_id: school.id, user_id: user.id, test_id: testId, lesson_id: lessonId, number: attempts.length + 1,
      idempotency_key: input.idempotency_key, state: 'in_progress', epoch: 1, started_at: now, ...times, updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return answer(c, db, inserted as AttemptRow);
  const winner = (await attemptsOf(db, school, user.id, testId, lessonId)).find((a) => a.idempotency_key === input.idempotency_key || OPEN_STATES.includes(a.state));
  if (!winner) throw testForbidden(MOCK_TEST_TEXT.noRetakesLeft);
  return answer(c, db, winner);
};

/** `CALLS.attempt` (session; AttemptRef -> AttemptResponse): the learner's attempt with every saved answer. */
export const getAttempt: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const db = c.var.db;
  const { row } = await currentAttempt(db, c.var.school, user.id, attemptId);
  return answer(c, db, row);
};

/**
 * `CALLS.resumeAttempt` (session; AttemptRef -> AttemptResponse): a window takes the attempt over with a new epoch
 * (docs/decisions/0028-mock-test-engine.md). A paused attempt continues with the time it had left. A submitted one
 * is answered as it is, so the window can show it.
 */
export const resumeAttempt: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const db = c.var.db;
  const { row } = await currentAttempt(db, c.var.school, user.id, attemptId);
  if (!OPEN_STATES.includes(row.state)) return answer(c, db, row);
  const now = Date.now();
  const resumed = row.state === 'aborted' ? { state: 'in_progress' as const, deadline_at: now + row.remaining_ms } : {};
  const updated = await db
    .updateTable('attempts')
    .set((eb) => ({ epoch: eb('epoch', '+', 1), ...resumed, updated_at: now }))
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .returningAll()
    .executeTakeFirst();
  return answer(c, db, (updated as AttemptRow | undefined) ?? (await currentAttempt(db, c.var.school, user.id, attemptId)).row);
};

/**
 * `CALLS.pauseAttempt` (session; AttemptRef -> AttemptResponse): where the test allows it (and is timed as a
 * whole), the attempt stops its clock and becomes aborted: SPEC.md's "continue" state.
 */
export const pauseAttempt: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const db = c.var.db;
  const { row, paper } = await currentAttempt(db, c.var.school, user.id, attemptId);
  if (row.state === 'aborted') return answer(c, db, row);
  assertInProgress(row);
  if (!paper.rules.allow_pause || paper.rules.timer !== 'test') throw testForbidden(MOCK_TEST_TEXT.pauseNotAllowed);
  const now = Date.now();
  const updated = await db
    .updateTable('attempts')
    .set((eb) => ({ state: 'aborted', remaining_ms: Math.max(0, (row.deadline_at ?? now) - now), deadline_at: null, epoch: eb('epoch', '+', 1), updated_at: now }))
    .where('id', '=', row.id)
    .where('state', '=', 'in_progress')
    .returningAll()
    .executeTakeFirst();
  return answer(c, db, (updated as AttemptRow | undefined) ?? row);
};

/** `CALLS.advanceSection` (session; SectionAdvanceRequest -> AttemptResponse): on to the next section; a repeat changes nothing. */
export const nextSection: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const { from_section_id } = await parseBody(c, SectionAdvanceRequest);
  const db = c.var.db;
  const { row, paper } = await currentAttempt(db, c.var.school, user.id, attemptId);
  assertInProgress(row);
  return answer(c, db, await advanceSection(db, row, paper, from_section_id));
};

/**
 * `CALLS.submitAttempt` (session; AttemptRef -> ResultResponse): submits with every saved answer and scores it. A
 * repeat, or a submission after the deadline already did it, answers with the same attempt and result.
 */
export const submitAttempt: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const { row, paper } = await currentAttempt(db, school, user.id, attemptId, now);
  const done = await submit(db, school, row, paper, 'learner', now);
  const all = await attemptsOf(db, school, user.id, done.test_id, done.lesson_id);
  return noStore(c, {
    attempt: await attemptView(db, done),
    status: testStatus(paper, all, now),
    result: await resultOf(db, school, done, paper, now),
    server_now: Date.now(),
  });
};

/** `CALLS.result` (session; AttemptRef -> ResultResponse): the attempt, the test's status, and its result once released. */
export const attemptResult: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const { row, paper } = await currentAttempt(db, school, user.id, attemptId, now);
  const all = await attemptsOf(db, school, user.id, row.test_id, row.lesson_id);
  return noStore(c, {
    attempt: await attemptView(db, row),
    status: testStatus(paper, all, now),
    result: await resultOf(db, school, row, paper, now),
    server_now: Date.now(),
  });
};
