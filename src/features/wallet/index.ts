// Public entry of the wallet feature: the learner's store credit, its balance and every credit and debit
// (docs/decisions/0023-orders-and-payments.md). Checkout spends it (and says when the balance changed meanwhile); the server keeps the ledger.
import type { FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export { WALLET_PAGES as shellPages } from './pages.ts';

export const messages: FeatureMessages = { group: 'wallet', byLanguage: { en, hi } };
