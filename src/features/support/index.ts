// Public entry of support and demand tickets (issue 44; docs/decisions/0083-support-tickets.md): a learner raises a
// ticket with their device's details, the school's support team answers, and the learner replies, confirms or reopens
// the fix; learners ask the school for what it lacks and vote for each other's demands.
import { DEMAND_TEXT, SUPPORT_TEXT } from '../../contract/support-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { SUPPORT_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'support', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'support.api': SUPPORT_TEXT, 'support.demandApi': DEMAND_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: SUPPORT_PAGES, errorTexts };
