import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { meQuery } from './profile-api.ts';
import { PROFILE_GATE_EXEMPT, profileBuilderHref, rememberProfileStatus } from '../../platform/session/profile-gate.ts';

/**
 * The signed-in learner, fresh from `GET /learner/v1/me`. Every answer is remembered for the app shell's
 * profile gate; when completion turns out to be forced, a page outside the gate's exemptions sends the learner
 * to the profile builder itself (the shell's guard could only know on the next page).
 */
export function useMe() {
  const { slug, base, routeId } = useShell();
  // Once the learner signs out or deletes the account here, nothing is read again (the page is leaving).
  const signedIn = isSignedIn(useStore($session));
  const query = useQuery({ ...meQuery(slug), enabled: signedIn });
  const me = query.data;
  const forced = Boolean(me?.profile.completion_forced) && !PROFILE_GATE_EXEMPT.has(routeId);
  useEffect(() => {
    if (me) rememberProfileStatus(me.studentId, me.profile);
  }, [me]);
  useEffect(() => {
    if (forced) window.location.replace(profileBuilderHref(base, `${window.location.pathname}${window.location.search}`));
  }, [forced, base]);
  return { ...query, leaving: forced };
}
