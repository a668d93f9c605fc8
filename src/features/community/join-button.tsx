import { useStore } from '@nanostores/react';
import type { Community } from '../../contract/community.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { button } from '../../ui/button.tsx';
import { useJoin } from './community-api.ts';

/** Join or leave a community; signed out, the way to sign in first. Staff belong to every community. */
export function JoinButton({ community, wide = false }: { community: Community; wide?: boolean }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const session = useStore($session);
  const join = useJoin(community.slug);
  if (!isSignedIn(session)) {
    return <a className={button({ fullWidth: wide })} href={signInHref(base, `${window.location.pathname}${window.location.search}`)} data-testid="community-join">{t('community.signInToJoin')}</a>;
  }
  if (community.my_role === 'faculty' || community.my_role === 'admin') return null;
  const member = community.my_role !== null;
  return (
    <button
      type="button"
      className={button({ variant: member ? 'secondary' : 'primary', fullWidth: wide })}
      aria-busy={join.isPending || undefined}
      onClick={() => !join.isPending && join.mutate(!member)}
      data-testid={member ? 'community-leave' : 'community-join'}
    >
      {member ? t('community.leave') : t('community.join')}
    </button>
  );
}
