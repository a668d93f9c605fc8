import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, memoryStorage } from './storage-keys.ts';
import { cookieMatches, parseSavedUser, parseStoredAuth, readAuthCookies, readSavedUser, readStoredAuth, savedUser, storedAuth } from './stored-auth.ts';

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
  const stored = storedAuth({ authToken: 'tok', studentId: 42 });
  it('compares tokens when the token is readable, else student ids', () => {
    expect(cookieMatches(stored, { token: 'tok', studentId: null })).toBe(true);
    expect(cookieMatches(stored, { token: 'other', studentId: 42 })).toBe(false);
    expect(cookieMatches(stored, { token: null, studentId: 42 })).toBe(true);
    expect(cookieMatches(stored, { token: null, studentId: 7 })).toBe(false);
    expect(cookieMatches(stored, null)).toBe(false);
    expect(cookieMatches(storedAuth({ studentId: 42 }), { token: null, studentId: 42 })).toBe(false);
  });
});

describe('the stored formats, read without a schema library', () => {
  it('trims the token and refuses an empty or oversized one', () => {
    expect(parseStoredAuth({ authToken: '  tok  ' })?.authToken).toBe('tok');
    expect(parseStoredAuth({ authToken: '   ' })).toBeNull();
    expect(parseStoredAuth({ authToken: 'x'.repeat(4097) })).toBeNull();
    expect(parseStoredAuth({ authToken: 'x'.repeat(4096) })?.authToken).toHaveLength(4096);
  });

  it('holds each field to its type and length', () => {
    expect(parseStoredAuth({ segmentPath: 'p'.repeat(301) })).toBeNull();
    expect(parseStoredAuth({ studentName: 'n'.repeat(201) })).toBeNull();
    expect(parseStoredAuth({ userEmail: 'e'.repeat(321) })).toBeNull();
    expect(parseStoredAuth({ segmentId: 0 })).toBeNull();
    expect(parseStoredAuth({ studentId: 1.5 })).toBeNull();
    // The admin flag may be absent (false), never null.
    expect(parseStoredAuth({ isRestoredFromAdmin: null })).toBeNull();
    expect(parseStoredAuth({ isRestoredFromAdmin: 'true' })).toBeNull();
  });

  it('ignores keys it does not know (the admin panel may write more)', () => {
    expect(parseStoredAuth({ segmentId: 3, adminNote: 'x' })).toEqual(storedAuth({ segmentId: 3 }));
  });

  it('needs a saved user to have an id and a name', () => {
    expect(parseSavedUser({ studentId: 42, studentName: 'Asha', userMobileNum: '9'.repeat(21) })).toBeNull();
    expect(parseSavedUser({ studentId: 42, studentName: 'Asha', profilePhoto: null, extra: 1 })).toEqual({
      studentId: 42,
      studentName: 'Asha',
      userEmail: null,
      userMobileNum: null,
      profilePhoto: null,
    });
  });

  it('throws when the app builds data that breaks the rules (a bug, not input)', () => {
    expect(() => storedAuth({ studentId: -1 })).toThrow(TypeError);
    expect(() => savedUser({ studentId: 42, studentName: 'n'.repeat(201) })).toThrow(TypeError);
  });
});
