// Public entry of the news feed (docs/decisions/0069-feed-and-communities.md): the school's posts by category and
// kind, one post, and the learner's saved and liked posts.
import { FEED_TEXT } from '../../contract/feed-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { FEED_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'feed', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'feed.api': FEED_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: FEED_PAGES, errorTexts };

/** A like or a bookmark, optimistic and idempotent, on anything likeable: the communities' posts use it too. */
export { useToggleMark, type Markable } from './feed-api.ts';
