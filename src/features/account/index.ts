// Public entry of the account feature (sign-in, sign-up and the other signed-out pages).
import { AUTH_TEXT, VALIDATION_TEXT } from '../../contract/auth.ts';
import type { ErrorTexts } from '../../platform/feature.ts';

export { ACCOUNT_PAGES as shellPages } from './pages.ts';

export const errorTexts: ErrorTexts = { 'account.validation': VALIDATION_TEXT, 'account.auth': AUTH_TEXT };
