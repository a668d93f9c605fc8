import { isSignedIn, type SessionState } from '../session/session-state.ts';

/** What the header's account area shows: the "Sign in" link, or the learner's name and a "Sign out" button. */
export interface HeaderAccount {
  readonly signedIn: boolean;
  /** The learner's name as the session knows it ('' when unknown). */
  readonly name: string;
  /** One letter for the avatar: the name's first, else the e-mail's. */
  readonly initial: string;
}

export function headerAccount(session: SessionState): HeaderAccount {
  if (!isSignedIn(session)) return { signedIn: false, name: '', initial: '' };
  const name = session.student?.name?.trim() ?? '';
  const source = name || session.student?.email?.trim() || '';
  // The first user-perceived character, so a name starting with a Devanagari conjunct or an emoji stays whole.
  const first = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter().segment(source)[Symbol.iterator]().next().value?.segment : source[0];
  return { signedIn: true, name, initial: (first ?? '').toLocaleUpperCase() };
}

/** The header's account elements (site-header.astro): found by data attributes, any of them may be missing. */
export interface HeaderAccountElements {
  /** <html>: `data-auth="in"` switches the header's CSS from the link to the account area. */
  readonly root: { setAttribute(name: string, value: string): void; removeAttribute(name: string): void };
  readonly names: readonly { textContent: string | null }[];
  readonly initial: { textContent: string | null } | null;
}

export function renderHeaderAccount(elements: HeaderAccountElements, account: HeaderAccount): void {
  if (account.signedIn) elements.root.setAttribute('data-auth', 'in');
  else elements.root.removeAttribute('data-auth');
  for (const name of elements.names) name.textContent = account.name;
  if (elements.initial) elements.initial.textContent = account.initial;
}
