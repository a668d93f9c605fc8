import { describe, expect, it } from 'vitest';
import { routeById } from '../../routes/route-table.ts';
import { memoryStorage } from './storage-keys.ts';
import { EMPTY_SESSION, type SessionState } from './session-state.ts';
import { clearProfileGate, forcedProfileTarget, needsGateCheck, PROFILE_GATE_KEY, profileBuilderHref, readProfileGate, writeProfileGate } from './profile-gate.ts';

const learner = (id: number): SessionState => ({
  ...EMPTY_SESSION,
  status: 'signed-in',
  token: 't'.repeat(43),
  student: { id, name: 'Asha', email: 'a@x.example', mobile: null, photo: null },
});
const page = (id: string, mandatoryAuth = false) => ({ route: routeById(id), base: 'learn', mandatoryAuth });
const forced = { studentId: 7, forced: true };

describe('forced profile completion', () => {
  it('sends a forced learner from a signed-in page to the builder, back here afterwards', () => {
    expect(forcedProfileTarget(page('settings'), learner(7), forced, 'https://s.example/learn/account/settings?x=1')).toBe(
      '/learn/account/profile-fields?tab=personal&returnTo=%2Flearn%2Faccount%2Fsettings%3Fx%3D1',
    );
    expect(forcedProfileTarget(page('in-app-notifications'), learner(7), forced, '/learn/in-app-notifications')).toMatch(/^\/learn\/account\/profile-fields\?tab=personal/);
  });

  it('leaves the builder, onboarding, account deletion and public pages open', () => {
    for (const id of ['profile-fields', 'onboarding', 'delete-account', 'store', 'legal-docs', 'language-list', 'sales']) {
      expect(forcedProfileTarget(page(id), learner(7), forced, '/learn'), id).toBeNull();
    }
    // ... unless the school makes every page need sign-in.
    expect(forcedProfileTarget(page('store', true), learner(7), forced, '/learn')).toMatch(/profile-fields/);
  });

  it('applies only to the learner the record is about, while forced and signed in', () => {
    expect(forcedProfileTarget(page('settings'), learner(8), forced, '/learn/account/settings')).toBeNull();
    expect(forcedProfileTarget(page('settings'), learner(7), { studentId: 7, forced: false }, '/learn/account/settings')).toBeNull();
    expect(forcedProfileTarget(page('settings'), EMPTY_SESSION, forced, '/learn/account/settings')).toBeNull();
    expect(forcedProfileTarget(page('settings'), learner(7), null, '/learn/account/settings')).toBeNull();
  });

  it('asks the API only about a learner it does not know, on pages the gate guards', () => {
    expect(needsGateCheck(page('settings'), learner(7), null)).toBe(true);
    expect(needsGateCheck(page('settings'), learner(7), { studentId: 3, forced: false })).toBe(true);
    expect(needsGateCheck(page('settings'), learner(7), { studentId: 7, forced: false })).toBe(false);
    expect(needsGateCheck(page('store'), learner(7), null)).toBe(false);
    expect(needsGateCheck(page('profile-fields'), learner(7), null)).toBe(false);
    expect(needsGateCheck(page('settings'), EMPTY_SESSION, null)).toBe(false);
  });

  it('remembers the record and ignores anything malformed', () => {
    const storage = memoryStorage();
    writeProfileGate(storage, 7, { completion_forced: true });
    expect(readProfileGate(storage)).toEqual(forced);
    storage.setItem(PROFILE_GATE_KEY, '{"studentId":"7"}');
    expect(readProfileGate(storage)).toBeNull();
    storage.setItem(PROFILE_GATE_KEY, 'not json');
    expect(readProfileGate(storage)).toBeNull();
    clearProfileGate(storage);
    expect(storage.map.size).toBe(0);
    expect(readProfileGate(null)).toBeNull();
  });

  it('never carries an unsafe returnTo', () => {
    expect(profileBuilderHref('learn', 'https://evil.example/x')).toBe('/learn/account/profile-fields?tab=personal');
    expect(profileBuilderHref('learn', '/learn/account/signin')).toBe('/learn/account/profile-fields?tab=personal');
  });
});
