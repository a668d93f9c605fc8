// Public entry of the wallet feature: the learner's store credit, its balance and every credit and debit
// (docs/decisions/0023-orders-and-payments.md), and invite and earn, which pays into it (decision 0078). Checkout
// spends it (and says when the balance changed meanwhile); the server keeps the ledger.
import { REFERRAL_TEXT } from '../../contract/referral-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { WALLET_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'wallet', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'wallet.api': REFERRAL_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: WALLET_PAGES, errorTexts };
