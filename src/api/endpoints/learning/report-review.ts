import type { Handler } from 'hono';
import { ReviewIdParam } from '../../../contract/catalogue.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import type { ReviewReportResponse } from '../../../contract/learning.ts';
import { MODERATION_TEXT, ReportRequest } from '../../../contract/moderation.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.reportReview` (session; ReviewIdParam, ReportRequest -> ReviewReportResponse): a learner reports a published
 * review of the school, once (again counts once); the third learner's report holds it until faculty review it.
 * The author cannot report their own; another school's review, or one already held, is a 404.
 */
export const reportReview: Handler<AppEnv> = async (c) => {
  const { reviewId } = parseInput(ReviewIdParam, c.req.param());
  const { reason } = await parseBody(c, ReportRequest);
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const row = await db.selectFrom('reviews').select(['id', 'user_id']).where('school_id', '=', school.id).where('id', '=', reviewId).where('status', '=', 'published').executeTakeFirst();
  if (!row) throw notFound('Review');
  if (row.user_id === user.id) throw new ApiError(ERROR_CODE.invalidParams, MODERATION_TEXT.ownReview);
  const [, state] = await db.batch([
    db.insertInto('review_reports').values({ school_id: school.id, review_id: row.id, user_id: user.id, reason, created_ms: Date.now() }).onConflict((oc) => oc.doNothing()),
    db.selectFrom('reviews').select('status').where('school_id', '=', school.id).where('id', '=', row.id),
  ]);
  const body: ReviewReportResponse = { review_id: row.id, reported: true, held: state[0]?.status === 'held' };
  return noStore(c, body);
};
