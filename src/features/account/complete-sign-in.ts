import type { AuthSession } from '../../contract/auth.ts';
import { clearLearnerCache } from '../../lib/query-client.ts';
import { signIn, signInInputFrom, type SignInInput } from '../../platform/session/session-store.ts';
import { startNavigationProgress } from '../../platform/shell/navigation-progress.ts';

export interface SignInEffects {
  /** The session store's signIn: remembers the session and tells the other tabs. */
  signIn(input: SignInInput): void;
  /** Drops the previous learner's cached reads. */
  clearCache(): void;
  navigate(url: string): void;
}

const browserEffects: SignInEffects = {
  signIn,
  clearCache: () => clearLearnerCache(),
  navigate: (url) => {
    startNavigationProgress();
    window.location.assign(url);
  },
};

/** After sign-up, sign-in or OTP: the API's session becomes the page's (and every tab's). */
export function rememberSession(session: AuthSession, effects: SignInEffects = browserEffects): void {
  effects.clearCache();
  effects.signIn(signInInputFrom(session));
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
