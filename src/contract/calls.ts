/**
 * THE registry of calls (docs/decisions/0015-call-registry.md): every call the learner API serves, gathered from
 * the declarations of its area. The API mounts one handler per entry (src/api/routes.ts), the browser calls and
 * caches through them (src/lib/call.ts, src/lib/query-client.ts), the tests address calls by them.
 */
import { CERTIFICATE_CALLS } from './certificates.ts';
import { AUTH_CALLS, DEV_INBOX_CALLS } from './auth.ts';
import type { CallShape } from './call.ts';
import { CATALOGUE_CALLS } from './catalogue-calls.ts';
import { CHECKOUT_CALLS } from './checkout.ts';
import { LEARNING_CALLS } from './learning.ts';
import { LESSON_CALLS, STUDY_CALLS } from './lessons.ts';
import { DEV_MOCK_TEST_CALLS, MOCK_TEST_CALLS } from './mock-test.ts';
import { REPORT_CALLS } from './report.ts';
import { NOTIFICATION_CALLS } from './notifications.ts';
import { EMBED_FORM_CALLS } from './site-content.ts';
import { COMMUNITY_CALLS } from './community.ts';
import { DISCUSSION_CALLS } from './discussion.ts';
import { ROOM_CALLS } from './rooms.ts';
import { DEV_LIVE_CALLS, LIVE_CALLS } from './live.ts';
import { LIVE_ALERT_CALLS } from './live-alerts.ts';
import { FEED_CALLS } from './feed.ts';
import { POST_MARK_CALLS } from './post-marks.ts';
import { DEV_WALLET_CALLS, WALLET_CALLS } from './wallet.ts';
import { REFERRAL_CALLS } from './referral.ts';
import { SUBSCRIPTION_CALLS } from './subscription.ts';
import { ESIGN_CALLS } from './esign.ts';
import { AFFILIATE_CALLS } from './affiliate.ts';
import { SYSTEM_CHECK_CALLS } from './system-check.ts';
import { SUPPORT_CALLS } from './support.ts';
import { DEMAND_CALLS } from './demand.ts';
import { BATCH_CALLS } from './batch.ts';
import { CODE_CALLS } from './code-lab.ts';
import { OFFLINE_CALLS } from './offline.ts';

export const CALLS = {
  ...CATALOGUE_CALLS,
  ...AUTH_CALLS,
  ...NOTIFICATION_CALLS,
  ...LEARNING_CALLS,
  ...LESSON_CALLS,
  ...STUDY_CALLS,
  ...CERTIFICATE_CALLS,
  ...EMBED_FORM_CALLS,
  ...CHECKOUT_CALLS,
  ...WALLET_CALLS,
  ...DEV_WALLET_CALLS,
  ...REFERRAL_CALLS,
  ...SUBSCRIPTION_CALLS,
  ...ESIGN_CALLS,
  ...AFFILIATE_CALLS,
  ...SYSTEM_CHECK_CALLS,
  ...SUPPORT_CALLS,
  ...DEMAND_CALLS,
  ...BATCH_CALLS,
  ...CODE_CALLS,
  ...OFFLINE_CALLS,
  ...MOCK_TEST_CALLS,
  ...DEV_MOCK_TEST_CALLS,
  ...REPORT_CALLS,
  ...DEV_INBOX_CALLS,
  ...FEED_CALLS,
  ...POST_MARK_CALLS,
  ...COMMUNITY_CALLS,
  ...DISCUSSION_CALLS,
  ...ROOM_CALLS,
  ...LIVE_CALLS,
  ...LIVE_ALERT_CALLS,
  ...DEV_LIVE_CALLS,
} as const satisfies Record<string, CallShape>;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;

export * from './call.ts';
