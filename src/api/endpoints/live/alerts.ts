import type { Handler } from 'hono';
import { ALERT_TEXT, LiveAlertParams, LiveAlertsQuery, SendAlertRequest, type LiveAlertResponse, type LiveAlertsResponse } from '../../../contract/live-alerts.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { staffRole } from '../../lib/community.ts';
import { assertCourse } from '../../lib/courses.ts';
import { ApiError } from '../../lib/errors.ts';
import { getAlert, listAlerts, sendAlert } from '../../lib/live-alerts.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.liveAlerts` (session; LiveAlertsQuery -> LiveAlertsResponse): the school's alerts, newest first; `bundleId`: those about that bundle. */
export const liveAlerts: Handler<AppEnv> = async (c) => {
  const query = parseInput(LiveAlertsQuery, c.req.query());
  const { user } = await requireSession(c);
  const db = c.var.db;
  const list = await listAlerts(db, c.var.school, { productId: query.bundleId, before: query.before, limit: query.limit });
  const body: LiveAlertsResponse = { ...list, can_send: (await staffRole(db, c.var.school, user.id)) !== null };
  return noStore(c, body);
};

/** `CALLS.liveAlert` (session): one alert of the school; 404 'Alert not found' for another school's. */
export const liveAlert: Handler<AppEnv> = async (c) => {
  const { alertId } = parseInput(LiveAlertParams, c.req.param());
  await requireSession(c);
  const body: LiveAlertResponse = { alert: await getAlert(c.var.db, c.var.school, alertId) };
  return noStore(c, body);
};

/**
 * `CALLS.sendAlert` (session, faculty and admins; SendAlertRequest -> LiveAlertResponse): an announcement to every
 * learner of the school, at once on their open pages and in their notifications.
 */
export const sendLiveAlert: Handler<AppEnv> = async (c) => {
  const input = await parseBody(c, SendAlertRequest);
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  if (!(await staffRole(db, school, user.id))) throw new ApiError(ERROR_CODE.forbidden, ALERT_TEXT.staffOnly);
  if (input.product_id !== undefined) await assertCourse(db, school, input.product_id);
  const alert = await sendAlert(db, c.env.ROOMS, school, { id: user.id, name: user.name }, input);
  return noStore(c, { alert } satisfies LiveAlertResponse);
};
