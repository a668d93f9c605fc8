// Public entry of the affiliate feature (docs/decisions/0081-affiliate-programme.md): applying to a school's
// affiliate programme or answering its invitation, where the learner stands in it, and their payout details.
import { AFFILIATE_TEXT } from '../../contract/affiliate-text.ts';
import { PAYOUT_TEXT } from '../../contract/payout-details-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { AFFILIATE_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'affiliate', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'affiliate.api': AFFILIATE_TEXT, 'affiliate.payout': PAYOUT_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: AFFILIATE_PAGES, errorTexts };
