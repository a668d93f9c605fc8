// Public entry of the code lab (issue 45; docs/decisions/0085-code-lab.md): code challenges run in the browser and
// graded on the server.
import { CODE_TEXT } from '../../contract/code-lab-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { CODE_LAB_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'codeLab', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'codeLab.api': CODE_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: CODE_LAB_PAGES, errorTexts };
