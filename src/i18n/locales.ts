import type { LanguageCode } from '../contract/school-config.ts';

/**
 * Intl locale per language, for dates and numbers in the text. A module of its own so browser code that only
 * formats (the error path) does not load the string catalogues and i18next.
 */
export const INTL_LOCALE: Readonly<Record<LanguageCode, string>> = { en: 'en-IN', hi: 'hi-IN' };
