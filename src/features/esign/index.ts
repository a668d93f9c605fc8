// Public entry of the e-sign feature (docs/decisions/0080-e-signed-documents.md): reading and signing a course's
// document at /esign/{userId}, and the learner's signed copies, listed on /account/legal-docs.
import { ESIGN_TEXT } from '../../contract/esign-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { ESIGN_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'esign', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'esign.api': ESIGN_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: ESIGN_PAGES, errorTexts };

export { esignHref, type EsignLink } from './esign-link.ts';
export { SignedDocuments } from './signed-documents.tsx';
