import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION, type SessionState } from '../session/session-state.ts';
import { headerAccount, renderHeaderAccount } from './header-account.ts';

const signedIn = (name: string | null, email: string | null = 'asha@example.com'): SessionState => ({
  ...EMPTY_SESSION,
  status: 'signed-in',
  token: 't',
  student: { id: 7, name, email, mobile: null, photo: null },
});

describe("the header's account area", () => {
  it('signed out: the Sign in link', () => {
    expect(headerAccount(EMPTY_SESSION)).toEqual({ signedIn: false, name: '', initial: '' });
    expect(headerAccount({ ...EMPTY_SESSION, status: 'expired' }).signedIn).toBe(false);
  });

  it("signed in: the learner's name and initial, from the e-mail when there is no name", () => {
    expect(headerAccount(signedIn('asha Verma'))).toEqual({ signedIn: true, name: 'asha Verma', initial: 'A' });
    expect(headerAccount(signedIn(null, 'ravi@example.com'))).toEqual({ signedIn: true, name: '', initial: 'R' });
    // A Devanagari name keeps its first whole character (a consonant with its vowel sign).
    expect(headerAccount(signedIn('की र्ति')).initial).toBe('की');
  });

  it('renders by data-auth on <html> and the text slots (the name twice: beside the avatar and in the menu)', () => {
    const attrs = new Map<string, string>();
    const root = { setAttribute: (n: string, v: string) => void attrs.set(n, v), removeAttribute: (n: string) => void attrs.delete(n) };
    const name = { textContent: null as string | null };
    const menuName = { textContent: null as string | null };
    const initial = { textContent: null as string | null };
    renderHeaderAccount({ root, names: [name, menuName], initial }, headerAccount(signedIn('Asha')));
    expect([attrs.get('data-auth'), name.textContent, menuName.textContent, initial.textContent]).toEqual(['in', 'Asha', 'Asha', 'A']);
    renderHeaderAccount({ root, names: [name, menuName], initial }, headerAccount(EMPTY_SESSION));
    expect([attrs.has('data-auth'), name.textContent]).toEqual([false, '']);
  });
});
