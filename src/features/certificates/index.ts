// Public entry of the certificates feature: a course's certificate and its public verification
// (docs/decisions/0047-course-certificates.md).
import { CERTIFICATE_TEXT } from '../../contract/certificates-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { CERTIFICATE_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'certificates', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'certificates.api': CERTIFICATE_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: CERTIFICATE_PAGES, errorTexts };
