// Public entry of the certificates feature: a course's certificate and its public verification
// (docs/decisions/0047-course-certificates.md).
import { CERTIFICATE_TEXT } from '../../contract/certificates.ts';
import type { ErrorTexts, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export { CERTIFICATE_PAGES as shellPages } from './pages.ts';

export const messages: FeatureMessages = { group: 'certificates', byLanguage: { en, hi } };

export const errorTexts: ErrorTexts = { 'certificates.api': CERTIFICATE_TEXT };
