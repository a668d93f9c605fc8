// Public entry of the search feature.
import type { FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export { SEARCH_PAGES as shellPages } from './pages.ts';

export const messages: FeatureMessages = { group: 'search', byLanguage: { en, hi } };
