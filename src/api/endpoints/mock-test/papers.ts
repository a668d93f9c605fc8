import type { Handler } from 'hono';
import { PaperQuery, TestRef } from '../../../contract/mock-test.ts';
import { z } from 'zod';
import { Id } from '../../../contract/common.ts';
import { assertMayTake, attemptsOf, bringUpToDate, loadPaper, paperQuestions, paperView, testStatus } from '../../lib/attempts.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.paper` (session; TestRef + PaperQuery -> PaperResponse): the paper of a test the learner may take (a test
 * product, or a course's quiz lesson with `lesson_id`), without answer keys, and the learner's status in it. An
 * attempt whose time has run out is submitted first, so the status is never stale.
 */
export const paper: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { testId } = parseInput(TestRef, c.req.param());
  const { lesson_id: lessonId = 0 } = parseInput(PaperQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  await assertMayTake(db, school, user.id, testId, lessonId, now);
  const loaded = await loadPaper(db, school, testId, lessonId);
  const attempts = await Promise.all((await attemptsOf(db, school, user.id, testId, lessonId)).map((a) => bringUpToDate(db, school, a, loaded, now)));
  return noStore(c, { paper: paperView(loaded, await paperQuestions(db, school, loaded)), status: testStatus(loaded, attempts, now), server_now: Date.now() });
};

const StatusQuery = z.object({ test_ids: z.string().transform((s) => s.split(',').map(Number)).pipe(z.array(Id).max(100)) });

/**
 * `CALLS.testStatuses` (session; test_ids -> { tests }): the learner's state in each listed test that has a paper,
 * for the Start / Continue / Retake / View result buttons of a listing. Tests without a paper are left out.
 */
export const testStatuses: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { test_ids: ids } = parseInput(StatusQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const tests = [];
  for (const id of [...new Set(ids)]) {
    const loaded = await loadPaper(db, school, id, 0).catch(() => null);
    if (!loaded) continue;
    const attempts = await Promise.all((await attemptsOf(db, school, user.id, id, 0)).map((a) => bringUpToDate(db, school, a, loaded, now)));
    tests.push(testStatus(loaded, attempts, now));
  }
  return noStore(c, { tests, });
};
