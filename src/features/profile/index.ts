// Public entry of the profile feature: the signed-in account pages.
import type { FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export { PROFILE_PAGES as shellPages } from './pages.ts';

export const messages: FeatureMessages = { group: 'profile', byLanguage: { en, hi } };

// What other features use of it.
export { onboardingHref } from './onboarding.ts';
