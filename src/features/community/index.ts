// Public entry of communities (docs/decisions/0069-feed-and-communities.md): the school's communities, one
// community's posts and questions, a thread, its members, and the learner's saved and liked posts in it.
import { COMMUNITY_TEXT } from '../../contract/community-text.ts';
import { MODERATION_TEXT } from '../../contract/moderation-text.ts';
import { RICH_DOC_TEXT } from '../../contract/rich-doc-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { COMMUNITY_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'community', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'community.api': COMMUNITY_TEXT, 'community.richDoc': RICH_DOC_TEXT, 'community.moderation': MODERATION_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: COMMUNITY_PAGES, errorTexts };

/** The report dialog, for the other things learners report (course reviews). */
export { ReportDialog } from './report-dialog.tsx';
