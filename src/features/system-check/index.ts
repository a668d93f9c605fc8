// Public entry of the system check (issue 44; docs/decisions/0082-system-check.md): whether this browser, network,
// clock, storage, video and camera will hold for a live class or a mock test.
import { SYSTEM_CHECK_TEXT } from '../../contract/system-check-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { SYSTEM_CHECK_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'systemCheck', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'systemCheck.text': SYSTEM_CHECK_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: SYSTEM_CHECK_PAGES, errorTexts };
