// Public entry of batches (issue 44; docs/decisions/0084-batches.md): a course's cohorts, the learner's place in one,
// its calendar, content, circle, announcements, members, leaderboard, achievements, reviews and about.
import { BATCH_TEXT } from '../../contract/batch-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { BATCH_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'batch', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'batch.api': BATCH_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: BATCH_PAGES, errorTexts };
