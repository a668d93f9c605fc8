// Public entry of the profile feature: the signed-in account pages.
import type { Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { PROFILE_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'profile', byLanguage: { en, hi } };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: PROFILE_PAGES };

// What other features use of it.
export { onboardingHref } from './onboarding.ts';
