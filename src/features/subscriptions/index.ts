// Public entry of the subscriptions feature (docs/decisions/0079-subscriptions.md): the school's plans, subscribing
// through the gateway's mandate, the learner's subscriptions (renewals, retries, plan changes, cancelling) and the
// payment method on file. Each paid period is an order, so receipts and invoices are checkout's.
import { SUBSCRIPTION_TEXT } from '../../contract/subscription-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { SUBSCRIPTION_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'subscriptions', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'subscriptions.api': SUBSCRIPTION_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: SUBSCRIPTION_PAGES, errorTexts };
