import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { Me, ProfileUpdateRequest } from '../../contract/auth.ts';
import { PhoneField, TextField } from '../account/index.ts';
import { showFormError, useAccountForm } from '../account/index.ts';
import { updateStudent } from '../../platform/session/session-store.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AccountFrame, PanelSkeleton } from './account-frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { leaveFor, signOutHere } from './account-session.ts';
import { initials } from '../../ui/initials.ts';
import { CheckIcon, ListIcon, LogoutIcon, MailIcon } from '../../ui/icons.ts';
import { profileBuilderHref } from '../../platform/session/profile-gate.ts';
import { ProfileForm, profileFormDefaults, profileUpdate, type ProfileFormInput } from './profile-forms.ts';
import { AUTH_CALLS } from '../../contract/auth.ts';
import { call } from '../../lib/call.ts';
import { storeMe } from './profile-api.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useMe } from './use-me.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { badge, button } from '../../ui/button.tsx';
import { callout } from '../../ui/callout.tsx';
import { card } from '../../ui/card.tsx';
import { actionRow, avatar, panelText, panelTitle, stack } from '../../ui/layout.ts';
import { profileForm } from './profile-fields-form.tsx';

const identity = css({ display: 'flex', alignItems: 'center', gap: { base: '4', md: '5' }, flexWrap: 'wrap' });
const who = css({ minW: '0', flex: '1', display: 'grid', gap: '1' });
const nameStyle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.2', color: 'fg.default', overflowWrap: 'anywhere' });
const emailLine = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2', color: 'fg.default', fontSize: 'sm', overflowWrap: 'anywhere' });
const since = css({ color: 'fg.muted', fontSize: 'sm' });
const readOnly = css({ display: 'grid', gap: '1.5' });
const readOnlyValue = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3.5',
  borderRadius: 'card',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  color: 'fg.default',
  fontSize: 'md',
  overflowWrap: 'anywhere',
  '& svg': { w: '4.5', h: '4.5', color: 'fg.muted', flexShrink: 0 },
});

function Identity({ me }: { me: Me }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resend = useMutation({ mutationFn: () => call(AUTH_CALLS.resendVerification) });
  const onResend = async () => {
    if (resend.isPending) return;
    try {
      const sent = await resend.mutateAsync();
      showSuccess(t('profile.profile.resent', { email: sent.sent_to }));
    } catch (error) {
      showError(error);
    }
  };
  const joined = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(Date.parse(me.created_at));
  return (
    <div className={card({ padding: 'lg' })}>
      <div className={identity}>
        <span className={cx(avatar, css({ w: { base: '16', md: '20' }, h: { base: '16', md: '20' }, fontSize: { base: 'xl', md: '2xl' } }))} aria-hidden="true" data-testid="avatar">
          {initials(me.name, me.email)}
        </span>
        <div className={who}>
          <h2 className={nameStyle} data-testid="profile-name">
            {me.name}
          </h2>
          <p className={emailLine}>
            <span data-testid="profile-email">{me.email}</span>
            {me.email_verified ? (
              <span className={badge()} data-testid="email-verified">
                <CheckIcon />
                {t('profile.profile.verified')}
              </span>
            ) : (
              <span className={badge({ tone: 'neutral' })} data-testid="email-unverified">
                {t('profile.profile.unverified')}
              </span>
            )}
          </p>
          <p className={since}>{t('profile.profile.memberSince', { date: joined })}</p>
        </div>
      </div>
      {!me.email_verified && (
        <div className={cx(callout(), css({ mt: '5', flexWrap: 'wrap' }))}>
          <MailIcon />
          <p className={css({ flex: '1', minW: '48' })}>{t('profile.profile.unverifiedText')}</p>
          <button type="button" className={button({ variant: 'secondary' })} aria-busy={resend.isPending || undefined} onClick={onResend} data-testid="resend-verification">
            {resend.isPending ? t('profile.profile.resending') : t('profile.profile.resend')}
          </button>
        </div>
      )}
    </div>
  );
}

function IncompleteNotice({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  if (me.profile.missing.length === 0) return null;
  return (
    <div className={cx(callout(), css({ flexWrap: 'wrap' }))} data-testid="profile-incomplete">
      <ListIcon />
      <p className={css({ flex: '1', minW: '48' })}>
        <strong>{t('profile.profile.completeTitle')}</strong> {t('profile.profile.completeText', { school: config.school_config.school_name })}
      </p>
      <a className={button()} href={profileBuilderHref(base, window.location.pathname)}>
        {t('profile.profile.completeAction')}
      </a>
    </div>
  );
}

function DetailsForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const form = useAccountForm(ProfileForm, profileFormDefaults(me) satisfies ProfileFormInput);
  const save = useMutation({ mutationFn: (body: ProfileUpdateRequest) => call(AUTH_CALLS.updateMe, { body }) });
  const { errors, isSubmitting } = form.formState;

  // A fresh `me` from elsewhere (another tab's change arriving on refetch) resets what the form starts from.
  useEffect(() => form.reset(profileFormDefaults(me)), [me, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    const update = profileUpdate(me, values);
    if (!update) {
      showSuccess(t('profile.profile.unchanged'));
      return;
    }
    try {
      const next = await save.mutateAsync(update);
      storeMe(client, slug, next);
      updateStudent({ name: next.name, mobile: next.phone });
      showSuccess(t('profile.profile.saved'));
    } catch (error) {
      showFormError(form, error, ['name', 'phone', 'username']);
    }
  });

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="details-title">
      <h2 id="details-title" className={panelTitle}>
        {t('profile.profile.details')}
      </h2>
      <form className={profileForm} onSubmit={onSubmit} noValidate data-testid="profile-form">
        <TextField label={t('account.field.name')} registration={form.register('name')} error={errors.name?.message} autoComplete="name" />
        <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
        <TextField
          label={t('profile.profile.username')}
          hint={t('profile.profile.usernameHint')}
          registration={form.register('username')}
          error={errors.username?.message}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <div className={readOnly}>
          <span className={css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default' })} id="email-label">
            {t('profile.profile.email')}
          </span>
          <p className={readOnlyValue} aria-labelledby="email-label" aria-describedby="email-note">
            <MailIcon />
            {me.email}
          </p>
          <p id="email-note" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('profile.profile.emailNote')}
          </p>
        </div>
        <div className={actionRow}>
          <SubmitButton busy={isSubmitting} label={t('profile.common.save')} busyLabel={t('profile.common.saving')} />
        </div>
      </form>
    </section>
  );
}

function SignOut() {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const signOut = useMutation({ mutationFn: signOutHere });
  const onSignOut = async () => {
    if (signOut.isPending || signOut.isSuccess) return;
    try {
      await signOut.mutateAsync();
      leaveFor(`/${base}`);
    } catch (error) {
      showError(error);
    }
  };
  const busy = signOut.isPending || signOut.isSuccess;
  return (
    <section className={cx(card({ padding: 'lg' }), css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' }))} aria-labelledby="signout-title">
      <div className={css({ flex: '1', minW: '56' })}>
        <h2 id="signout-title" className={panelTitle}>
          {t('profile.profile.signOutTitle')}
        </h2>
        <p className={panelText}>{t('profile.profile.signOutText', { school: config.school_config.school_name })}</p>
      </div>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onSignOut} aria-busy={busy || undefined} data-testid="profile-sign-out">
        <LogoutIcon />
        {busy ? t('profile.profile.signingOut') : t('profile.profile.signOut')}
      </button>
    </section>
  );
}

/** `/account/profile`: who the learner is, their editable details, e-mail verification and signing out. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <AccountFrame title={t('profile.profile.title')} subtitle={t('profile.profile.subtitle')} testId="profile-page">
      {me.data && !me.leaving ? (
        <div className={stack}>
          <Identity me={me.data} />
          <IncompleteNotice me={me.data} />
          <DetailsForm me={me.data} />
          <SignOut />
        </div>
      ) : me.isError && !me.data ? (
        <ReadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <PanelSkeleton rows={3} />
      )}
    </AccountFrame>
  );
}
