// Public entry of the checkout feature: the payment page, the billing address, the payment status page, invoices, payment history and the wallet.
import { ADDRESS_TEXT } from '../../contract/billing-address.ts';
import { CHECKOUT_TEXT } from '../../contract/checkout.ts';
import { WALLET_TEXT } from '../../contract/wallet.ts';
import type { ErrorTexts, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export { CHECKOUT_PAGES as shellPages } from './pages.ts';

export const messages: FeatureMessages = { group: 'checkout', byLanguage: { en, hi } };

export const errorTexts: ErrorTexts = { 'checkout.api': { ...CHECKOUT_TEXT, ...WALLET_TEXT, ...ADDRESS_TEXT } };
