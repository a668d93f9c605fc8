/**
 * Live alerts (SPEC.md: `/live-alert/{alertId}`, `/live-alert/view-all` with `bundleId`; issue 42): a school's
 * announcement to every learner, sent by its faculty or admins. It reaches each signed-in learner at once, on
 * whatever page of the school they have open (the school's alert channel, a room of decision 0070 that only the API
 * speaks in), and waits for the others in their notifications. An alert may be about a product (a bundle, a course):
 * `bundleId` lists those about one bundle.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate, Slug } from './common.ts';
import { ALERT_LIMITS, ALERT_TEXT } from './live-alerts-text.ts';
export { ALERT_LIMITS, ALERT_TEXT } from './live-alerts-text.ts';

export const AlertProduct = z.object({ id: Id, title: z.string(), seo_title: Slug, course_type: z.number().int() });

export const LiveAlert = z.object({
  id: Id,
  title: z.string(),
  body: z.string(),
  /** The product it is about, if any: the alert links to it. */
  product: AlertProduct.nullable(),
  author_name: z.string(),
  created_at: IsoDate,
});
export type LiveAlert = z.infer<typeof LiveAlert>;

export const LiveAlertsQuery = z.object({
  bundleId: z.coerce.number().pipe(Id).optional(),
  before: z.coerce.number().pipe(Id).optional(),
  limit: z.coerce.number().int().min(1).max(ALERT_LIMITS.pageMax).default(ALERT_LIMITS.pageDefault),
});
export const LiveAlertsResponse = z.object({
  alerts: z.array(LiveAlert),
  next_before: Id.nullable(),
  /** The reader is the school's faculty or admin: the page offers to send one. */
  can_send: z.boolean(),
});
export type LiveAlertsResponse = z.infer<typeof LiveAlertsResponse>;

export const LiveAlertParams = z.object({ alertId: z.coerce.number().pipe(Id) });
export const LiveAlertResponse = z.object({ alert: LiveAlert });
export type LiveAlertResponse = z.infer<typeof LiveAlertResponse>;

export const SendAlertRequest = z.object({
  title: z.string({ error: ALERT_TEXT.titleRequired }).trim().min(1, ALERT_TEXT.titleRequired).max(ALERT_LIMITS.titleMax, ALERT_TEXT.titleTooLong),
  body: z.string({ error: ALERT_TEXT.bodyRequired }).trim().min(1, ALERT_TEXT.bodyRequired).max(ALERT_LIMITS.bodyMax, ALERT_TEXT.bodyTooLong),
  product_id: Id.optional(),
}).strict();
export type SendAlertRequest = z.input<typeof SendAlertRequest>;

const liveAlerts = defineCall({
  method: 'GET', path: '/learner/v1/live_alerts', session: true, query: LiveAlertsQuery, response: LiveAlertsResponse, staleTime: STALE_TIME.community,
});
const liveAlert = defineCall({
  method: 'GET', path: '/learner/v1/live_alerts/:alertId', session: true, params: LiveAlertParams, response: LiveAlertResponse, staleTime: STALE_TIME.community,
});

export const LIVE_ALERT_CALLS = {
  liveAlerts,
  liveAlert,
  /** Faculty and admins: the alert goes to every learner of the school at once, and into their notifications. */
  sendAlert: defineCall({ method: 'POST', path: '/learner/v1/live_alerts', session: true, body: SendAlertRequest, response: LiveAlertResponse, invalidates: [liveAlerts] }),
} as const;
