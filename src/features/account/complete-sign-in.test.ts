import { describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth.ts';
import { completeSignIn, rememberSession, type SignInEffects } from './complete-sign-in.ts';

const session: AuthSession = {
  authToken: 'a'.repeat(43),
  studentId: 7,
  studentName: 'Asha Verma',
  userEmail: 'asha@example.com',
  segmentId: 2,
  segmentPath: 'neet',
  expires_at: '2026-12-23T10:00:00.000Z',
  language: null,
};

function recorder() {
  const calls: string[] = [];
  const effects: SignInEffects = {
    signIn: (input) => calls.push(`signIn ${input.student.id} ${input.student.name} ${input.segment?.path}`),
    clearCache: () => calls.push('clearCache'),
    navigate: (url) => calls.push(`navigate ${url}`),
    keepLanguage: (language) => calls.push(`language ${language}`),
  };
  return { calls, effects };
}

describe('after signing in', () => {
  it("the previous learner's reads go, then the session is the API's (and every tab hears it)", () => {
    const { calls, effects } = recorder();
    rememberSession(session, effects);
    expect(calls).toEqual(['clearCache', 'signIn 7 Asha Verma neet']);
  });

  it('then the learner goes on', () => {
    const { calls, effects } = recorder();
    completeSignIn(session, '/learn/coursePayment/12?pricingId=3', effects);
    expect(calls.at(-1)).toBe('navigate /learn/coursePayment/12?pricingId=3');
  });

  it('in the language the learner chose on another device, before the next page is asked for', () => {
    const { calls, effects } = recorder();
    completeSignIn({ ...session, language: 'hi' }, '/learn', effects);
    expect(calls).toEqual(['clearCache', 'signIn 7 Asha Verma neet', 'language hi', 'navigate /learn']);
    const never = recorder();
    completeSignIn(session, '/learn', never.effects);
    expect(never.calls).not.toContain('language hi');
    expect(never.calls.filter((c) => c.startsWith('language'))).toEqual([]);
  });
});
