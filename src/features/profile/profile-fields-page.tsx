import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import type { Me } from '../../contract/auth.ts';
import { safeReturnTo } from '../../platform/session/guards.ts';
import { usePageQuery } from '../account/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AccountFrame, PanelSkeleton } from './account-frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { leaveFor } from './account-session.ts';
import { needsCompletion, type ProfileTab } from './profile-builder.ts';
import { ProfileFields, ProfileStatusNotice, type ProfileDone } from './profile-fields-form.tsx';
import { useMe } from './use-me.ts';
import { card } from '../../ui/card.tsx';

/** Keeps the `tab` query in the address (a reload or a shared link opens the same section). */
function rememberTab(tab: ProfileTab): void {
  const url = new URL(window.location.href);
  url.searchParams.set('tab', tab);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * `/account/profile-fields?tab=`: the profile builder. The school's fields in two sections (`personal`: the
 * mandatory ones, `additional`), Skip while the school's limit allows, and, once completion is forced, the page
 * every signed-in page sends the learner to (with `returnTo`, where they go back once the fields are filled).
 */
export function ProfileFieldsPage() {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const search = usePageQuery();
  const params = new URLSearchParams(search);
  const returnTo = safeReturnTo(params.get('returnTo'), base);
  const me = useMe();
  const school = config.school_config.school_name;

  const onDone = (how: ProfileDone, next: Me) => {
    // Back where the learner was going once nothing blocks them; a skip goes on to the store when nothing waits.
    if (how === 'saved' && returnTo && !needsCompletion(next.profile)) leaveFor(returnTo);
    else if (how === 'skipped') leaveFor(returnTo ?? `/${base}`);
  };

  const incomplete = me.data ? needsCompletion(me.data.profile) : false;
  return (
    <AccountFrame
      title={incomplete ? t('profile.fields.completeTitle') : t('profile.fields.title')}
      subtitle={t('profile.fields.subtitle', { school })}
      testId="profile-fields-page"
    >
      {me.data ? (
        <section className={card({ padding: 'lg' })} aria-label={t('profile.fields.title')}>
          {me.data.profile.fields.length === 0 ? (
            <p className={css({ color: 'fg.muted' })} data-testid="profile-fields-none">
              {t('profile.fields.none', { school })}
            </p>
          ) : (
            <>
              <ProfileStatusNotice me={me.data} />
              <ProfileFields me={me.data} requestedTab={params.get('tab')} onTabChange={rememberTab} onDone={onDone} />
            </>
          )}
        </section>
      ) : me.isError ? (
        <ReadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <PanelSkeleton rows={2} />
      )}
    </AccountFrame>
  );
}
