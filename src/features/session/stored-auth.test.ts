import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, memoryStorage } from './storage-keys.ts';
import { cookieMatches, readAuthCookies, readSavedUser, readStoredAuth, StoredAuth } from './stored-auth.ts';

describe('storage keys', () => {
  it('are the ones SPEC.md names', () => {
    expect(STORAGE_KEY).toEqual({ auth: 'authenticationData:auth', savedUser: 'savedUser', colourMode: 'theme-color-mode', ctaWidgetCache: 'ctaWidgetCache' });
  });
});

describe('readStoredAuth', () => {
  it('reads authenticationData:auth with every field', () => {
    const storage = memoryStorage({
      'authenticationData:auth': JSON.stringify({
        authToken: 'tok',
        segmentId: 3,
        segmentPath: 'neet',
        studentId: 42,
        studentName: 'Asha',
        userEmail: 'asha@example.com',
        isRestoredFromAdmin: true,
      }),
    });
    expect(readStoredAuth(storage)).toEqual({
      authToken: 'tok',
      segmentId: 3,
      segmentPath: 'neet',
      studentId: 42,
      studentName: 'Asha',
      userEmail: 'asha@example.com',
      isRestoredFromAdmin: true,
    });
  });

  it('fills absent fields with null and the admin flag with false', () => {
    const storage = memoryStorage({ 'authenticationData:auth': JSON.stringify({ segmentId: 3 }) });
    expect(readStoredAuth(storage)).toEqual({
      authToken: null,
      segmentId: 3,
      segmentPath: null,
      studentId: null,
      studentName: null,
      userEmail: null,
      isRestoredFromAdmin: false,
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong type', JSON.stringify({ authToken: 5 })],
    ['an array', '[]'],
    ['null', 'null'],
  ])('treats a corrupt value (%s) as absent', (_name, raw) => {
    expect(readStoredAuth(memoryStorage({ 'authenticationData:auth': raw }))).toBeNull();
  });

  it('treats unreadable storage as absent', () => {
    const throwing = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => {}, removeItem: () => {} };
    expect(readStoredAuth(throwing)).toBeNull();
    expect(readStoredAuth(null)).toBeNull();
  });
});

describe('readSavedUser', () => {
  it('reads the saved-user entry, and treats a corrupt one as absent', () => {
    expect(readSavedUser(memoryStorage({ savedUser: JSON.stringify({ studentId: 42, studentName: 'Asha' }) }))).toEqual({
      studentId: 42,
      studentName: 'Asha',
      userEmail: null,
      userMobileNum: null,
      profilePhoto: null,
    });
    expect(readSavedUser(memoryStorage({ savedUser: JSON.stringify({ studentName: 'No id' }) }))).toBeNull();
  });
});

describe('readAuthCookies', () => {
  const user = (value: unknown) => `user=${encodeURIComponent(JSON.stringify(value))}`;

  it('reads a readable token cookie, authToken before lystATK', () => {
    expect(readAuthCookies('theme=x; authToken=abc; lystATK=def')).toEqual({ token: 'abc', studentId: null });
    expect(readAuthCookies('lystATK=def')).toEqual({ token: 'def', studentId: null });
    expect(readAuthCookies('authToken=a%2Fb')).toEqual({ token: 'a/b', studentId: null });
  });

  it("reads the learner from the `user` cookie (the token cookies are HttpOnly on our API)", () => {
    expect(readAuthCookies(user({ studentId: 42, studentName: 'Asha' }))).toEqual({ token: null, studentId: 42 });
  });

  it('is null without any auth cookie, and ignores a `user` cookie that is not ours', () => {
    expect(readAuthCookies('')).toBeNull();
    expect(readAuthCookies('theme=dark; authToken=')).toBeNull();
    expect(readAuthCookies('user=ghi')).toBeNull();
    expect(readAuthCookies(user({ studentId: 'x' }))).toBeNull();
  });
});

describe('cookieMatches', () => {
  const stored = StoredAuth.parse({ authToken: 'tok', studentId: 42 });
  it('compares tokens when the token is readable, else student ids', () => {
    expect(cookieMatches(stored, { token: 'tok', studentId: null })).toBe(true);
    expect(cookieMatches(stored, { token: 'other', studentId: 42 })).toBe(false);
    expect(cookieMatches(stored, { token: null, studentId: 42 })).toBe(true);
    expect(cookieMatches(stored, { token: null, studentId: 7 })).toBe(false);
    expect(cookieMatches(stored, null)).toBe(false);
    expect(cookieMatches(StoredAuth.parse({ studentId: 42 }), { token: null, studentId: 42 })).toBe(false);
  });
});
