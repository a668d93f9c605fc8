// Public entry of the checkout feature: the payment page, the billing address, the payment status page, invoices
// and payment history. The wallet is its own feature; a payment spends its balance here.
import { ADDRESS_TEXT } from '../../contract/billing-address-text.ts';
import { CHECKOUT_TEXT } from '../../contract/checkout-text.ts';
import { WALLET_TEXT } from '../../contract/wallet-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { CHECKOUT_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'checkout', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'checkout.api': { ...CHECKOUT_TEXT, ...WALLET_TEXT, ...ADDRESS_TEXT } };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: CHECKOUT_PAGES, errorTexts };

/** For a subscription's first period, which is an order paid at the gateway like any other (features/subscriptions). */
export { openGateway } from './open-gateway.ts';
export { newIdempotencyKey } from './checkout-links.ts';
