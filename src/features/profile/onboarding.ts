import type { ProfileStatus } from '../../contract/auth.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { safeReturnTo } from '../../platform/session/guards.ts';
import { needsCompletion } from './profile-builder.ts';

/**
 * The first-run flow after sign-up (`/account/onboarding`): a welcome, the language when the school offers more
 * than one, the mandatory profile fields when some are missing, then on to where the learner was going.
 */
export type OnboardingStep = 'welcome' | 'language' | 'profile' | 'done';

export function onboardingSteps(languages: readonly string[], status: ProfileStatus): OnboardingStep[] {
  return ['welcome', ...(languages.length > 1 ? (['language'] as const) : []), ...(needsCompletion(status) ? (['profile'] as const) : []), 'done'];
}

/** The onboarding page, going on to `next` (a safe path of the school) at the end. */
export function onboardingHref(base: string, next?: string | null): string {
  const back = safeReturnTo(next, base);
  return href(base, routeById('onboarding'), {}, back && back !== `/${base}` ? { returnTo: back } : undefined);
}

/** Where the flow ends: its `returnTo` when safe, else the store. */
export const onboardingExit = (returnTo: string | null, base: string): string => safeReturnTo(returnTo, base) ?? `/${base}`;
