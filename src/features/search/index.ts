// Public entry of the search feature.
import type { Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { SEARCH_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'search', byLanguage: { en, hi } };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: SEARCH_PAGES };
