import type { AuthSession } from '../../contract/auth.ts';
import { clearLearnerCache } from '../../lib/query-client.ts';
import { signIn, signInInputFrom, type SignInInput } from '../../platform/session/session-store.ts';
import type { LanguageCode } from '../../contract/language.ts';
import { keepLanguage } from '../../platform/shell/language-preference.ts';
import { startNavigationProgress } from '../../platform/shell/navigation-progress.ts';

export interface SignInEffects {
  /** The session store's signIn: remembers the session and tells the other tabs. */
  signIn(input: SignInInput): void;
  /** Drops the previous learner's cached reads. */
  clearCache(): void;
  navigate(url: string): void;
  /** Keeps the learner's chosen language for this browser's pages (storage and the edge's cookie). */
  keepLanguage(language: LanguageCode): void;
}

const browserEffects: SignInEffects = {
  signIn,
  clearCache: () => clearLearnerCache(),
  navigate: (url) => {
    startNavigationProgress();
    window.location.assign(url);
  },
  keepLanguage,
};

/** After sign-up, sign-in or OTP: the API's session becomes the page's (and every tab's). */
export function rememberSession(session: AuthSession, effects: SignInEffects = browserEffects): void {
  effects.clearCache();
  effects.signIn(signInInputFrom(session));
  // The account's language wins over this browser's: a learner who chose Hindi elsewhere reads Hindi here too.
  if (session.language) effects.keepLanguage(session.language);
}

/** Remembers the session, then goes on to `target` (afterSignIn: the payment, returnTo or the store). */
export function completeSignIn(session: AuthSession, target: string, effects: SignInEffects = browserEffects): void {
  rememberSession(session, effects);
  effects.navigate(target);
}

/** Goes to `url` showing the navigation progress bar. */
export function goTo(url: string): void {
  browserEffects.navigate(url);
}
