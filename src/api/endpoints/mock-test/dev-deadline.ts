import type { Handler } from 'hono';
import { AttemptRef, DEV_MOCK_TEST_CALLS } from '../../../contract/mock-test.ts';
import { assertInProgress, attemptView, loadAttempt } from '../../lib/attempts.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

type DevDeadlineBody = typeof DEV_MOCK_TEST_CALLS.devAttemptDeadline.body;

/**
 * `CALLS.devAttemptDeadline` (dev only, DEV_INBOX=1; session): brings the learner's attempt's deadline to `in_ms`
 * from now, so an end-to-end test sees the submission at zero without waiting out a real test.
 */
export const devAttemptDeadline: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const { in_ms } = await parseBody(c, DEV_MOCK_TEST_CALLS.devAttemptDeadline.body as DevDeadlineBody);
  const db = c.var.db;
  const row = await loadAttempt(db, c.var.school, user.id, attemptId);
  assertInProgress(row);
  const deadline = Date.now() + in_ms;
  const updated = await db.updateTable('attempts')
    .set({ deadline_at: deadline, section_deadline_at: row.section_deadline_at === null ? null : Math.min(row.section_deadline_at, deadline), updated_at: Date.now() })
    .where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  return noStore(c, { attempt: await attemptView(db, { ...row, ...updated }), server_now: Date.now() });
};
