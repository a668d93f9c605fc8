import { AFFILIATE_TEXT } from '../../contract/affiliate.ts';
import { PAYOUT_TEXT } from '../../contract/payout-details.ts';
import { ESIGN_TEXT } from '../../contract/esign.ts';
import { SYSTEM_CHECK_TEXT } from '../../contract/system-check.ts';
import { DEMAND_TEXT, SUPPORT_TEXT } from '../../contract/support-text.ts';
import { BATCH_TEXT } from '../../contract/batch-text.ts';
import { CODE_TEXT } from '../../contract/code-lab-text.ts';
import { OFFLINE_TEXT } from '../../contract/offline-text.ts';
import { SUBSCRIPTION_TEXT } from '../../contract/subscription.ts';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXT, VALIDATION_TEXT } from '../../contract/auth.ts';
import { ERROR_TEXT } from '../../contract/errors.ts';
import { COMMUNITY_TEXT } from '../../contract/community.ts';
import { DISCUSSION_TEXT } from '../../contract/discussion.ts';
import { LIVE_TEXT } from '../../contract/live.ts';
import { ALERT_TEXT } from '../../contract/live-alerts.ts';
import { ROOM_TEXT } from '../../contract/rooms.ts';
import { FEED_TEXT } from '../../contract/feed.ts';
import { MODERATION_TEXT } from '../../contract/moderation.ts';
import { RICH_DOC_TEXT } from '../../contract/rich-doc.ts';
import { LEARNING_TEXT } from '../../contract/learning.ts';
import { CHECKOUT_TEXT } from '../../contract/checkout.ts';
import { LESSON_TEXT } from '../../contract/lessons.ts';
import { WALLET_TEXT } from '../../contract/wallet.ts';
import { REFERRAL_TEXT } from '../../contract/referral.ts';
import { MOCK_TEST_TEXT } from '../../contract/mock-test.ts';
import { REPORT_TEXT } from '../../contract/report.ts';
import { CERTIFICATE_TEXT } from '../../contract/certificates.ts';
import { ADDRESS_TEXT } from '../../contract/billing-address.ts';
import { createI18n } from '../../i18n/index.ts';
import { localiseMessage, messageKey, messageKeys } from './messages.ts';

const en = createI18n({ language: 'en', languages: ['en'] });
const hi = createI18n({ language: 'hi', languages: ['en', 'hi'] });

describe("SPEC.md's fixed texts in the page's language", () => {
  it('every validation, auth, error, learning, checkout, address, wallet, lesson, mock-test, certificate, feed, community, discussion, live-class, room, alert, subscription, e-sign and affiliate text has a key whose English is exactly that text', () => {
    const texts = [...Object.values(VALIDATION_TEXT), ...Object.values(AUTH_TEXT).filter((t) => typeof t === 'string'), ...Object.values(ERROR_TEXT), ...Object.values(LEARNING_TEXT), ...Object.values(CHECKOUT_TEXT), ...Object.values(WALLET_TEXT), ...Object.values(REFERRAL_TEXT), ...Object.values(LESSON_TEXT), ...Object.values(MOCK_TEST_TEXT), ...Object.values(REPORT_TEXT), ...Object.values(CERTIFICATE_TEXT), ...Object.values(ADDRESS_TEXT), ...Object.values(FEED_TEXT), ...Object.values(COMMUNITY_TEXT), ...Object.values(RICH_DOC_TEXT), ...Object.values(MODERATION_TEXT), ...Object.values(DISCUSSION_TEXT), ...Object.values(LIVE_TEXT), ...Object.values(ROOM_TEXT), ...Object.values(ALERT_TEXT), ...Object.values(SUBSCRIPTION_TEXT), ...Object.values(ESIGN_TEXT), ...Object.values(AFFILIATE_TEXT), ...Object.values(PAYOUT_TEXT), ...Object.values(SYSTEM_CHECK_TEXT), ...Object.values(SUPPORT_TEXT), ...Object.values(DEMAND_TEXT), ...Object.values(BATCH_TEXT), ...Object.values(CODE_TEXT), ...Object.values(OFFLINE_TEXT)];
    for (const text of texts) {
      const key = messageKey(text);
      expect(key, text).not.toBeNull();
      expect(en.t(key!), text).toBe(text);
    }
    expect(messageKeys().size).toBe(new Set(texts).size);
  });

  it('an English page shows the exact text; a Hindi page its translation', () => {
    expect(localiseMessage(en.t, ERROR_TEXT.sessionExpired)).toBe('Your login session is expired. Please logout and relogin.');
    expect(localiseMessage(en.t, VALIDATION_TEXT.passwordsIdentical)).toBe('New password and Confirm password should be Identical');
    const hindi = localiseMessage(hi.t, VALIDATION_TEXT.passwordMin);
    expect(hindi).not.toBe(VALIDATION_TEXT.passwordMin);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(localiseMessage(en.t, LEARNING_TEXT.notEnrolled)).toBe('Enrol in this product to continue');
    expect(localiseMessage(hi.t, LEARNING_TEXT.notEnrolled)).toMatch(/[\u0900-\u097F]/);
  });

  it("any other text (a school's own message, a filled template) is shown as it is", () => {
    expect(localiseMessage(hi.t, 'Try again after 23 Nov 2026, 10:15')).toBe('Try again after 23 Nov 2026, 10:15');
  });
});
