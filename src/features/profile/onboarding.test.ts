import { describe, expect, it } from 'vitest';
import type { ProfileStatus } from '../../contract/auth.ts';
import { onboardingExit, onboardingHref, onboardingSteps } from './onboarding.ts';

const status = (missing: string[]): ProfileStatus => ({
  fields: [{ key: 'city', label: 'City', mandatory: true, value: missing.length ? null : 'Pune' }],
  missing,
  skips_used: 0,
  skip_limit: 2,
  completion_forced: false,
});

describe('onboarding steps', () => {
  it('asks for the language only where there is a choice, and for the profile only when something is missing', () => {
    expect(onboardingSteps(['en', 'hi'], status(['city']))).toEqual(['welcome', 'language', 'profile', 'done']);
    expect(onboardingSteps(['en'], status(['city']))).toEqual(['welcome', 'profile', 'done']);
    expect(onboardingSteps(['en'], status([]))).toEqual(['welcome', 'done']);
  });
});

describe('onboarding links', () => {
  it('carries a safe destination', () => {
    expect(onboardingHref('learn', '/learn/mechanics-101')).toBe('/learn/account/onboarding?returnTo=%2Flearn%2Fmechanics-101');
    expect(onboardingHref('learn', '/learn')).toBe('/learn/account/onboarding');
    expect(onboardingHref('learn', 'https://evil.example')).toBe('/learn/account/onboarding');
    expect(onboardingExit('/learn/account/profile', 'learn')).toBe('/learn/account/profile');
    expect(onboardingExit('//evil.example', 'learn')).toBe('/learn');
    expect(onboardingExit(null, 'learn')).toBe('/learn');
  });
});
