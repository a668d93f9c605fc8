// Public entry of the account feature (sign-in, sign-up and the other signed-out pages).
import { AUTH_TEXT, VALIDATION_TEXT } from '../../contract/auth-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { ACCOUNT_PAGES } from './pages.ts';

const errorTexts: ErrorTexts = { 'account.validation': VALIDATION_TEXT, 'account.auth': AUTH_TEXT };

export const messages: FeatureMessages = { group: 'account', byLanguage: { en, hi } };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: ACCOUNT_PAGES, errorTexts };

// What other features use of it.
export { fieldFailure } from './form-errors.ts';
export { PasswordField, PhoneField, TextField } from './form-fields.tsx';
export { showFormError, useAccountForm } from './use-account-form.ts';
export { usePageQuery } from './use-page-query.ts';
