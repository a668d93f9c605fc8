import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AUTH_CALLS, SignUpRequest, type AuthSession } from '../../contract/auth.ts';
import { afterSignIn } from '../../platform/session/guards.ts';
import { onboardingHref } from '../profile/index.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AuthCard, authForm, Notice } from './auth-card.tsx';
import { call } from '../../lib/call.ts';
import { goTo, rememberSession } from './complete-sign-in.ts';
import { PasswordField, PhoneField, TextField } from './form-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { accountHref, segmentFromQuery } from './links.ts';
import { showFormError, useAccountForm } from './use-account-form.ts';
import { usePageQuery } from './use-page-query.ts';
import { button, link } from '../../ui/button.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { css } from 'styled-system/css';

const smallPrintStyle = css({ fontSize: 'xs', color: 'fg.muted', lineHeight: '1.5' });

const consentLink = link();

export interface SignUpFormProps {
  title: string;
  subtitle: string;
  testId: string;
  /** Above the fields: who invited, on the invite sign-up page. */
  intro?: ReactNode;
  /** The invite code the account is made with. */
  referralCode?: string | undefined;
}

/**
 * Sign-up: name, e-mail, phone and password, validated by the contract's SignUpRequest. On success the learner is
 * signed in (every tab hears it) and told to confirm their address; they go on to the payment, returnTo or the
 * store from there.
 */
export function SignUpForm({ title, subtitle, testId, intro, referralCode }: SignUpFormProps) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const search = usePageQuery();
  const form = useAccountForm(SignUpRequest, { name: '', email: '', phone: '', password: '' });
  const signUp = useMutation({
    mutationFn: (values: SignUpRequest) => call(AUTH_CALLS.signup, { body: { ...values, ...segmentFromQuery(search), ...(referralCode ? { referral_code: referralCode } : {}) } }),
  });
  const [session, setSession] = useState<AuthSession | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (signUp.isPending) return;
    try {
      const created = await signUp.mutateAsync(values);
      rememberSession(created);
      showSuccess(t('account.signup.created', { name: created.studentName }));
      setSession(created);
    } catch (error) {
      showFormError(form, error, ['name', 'email', 'phone', 'password']);
    }
  });

  if (session) {
    const paying = new URLSearchParams(search).has('signInToPay');
    // A new learner goes through the first-run flow on the way, unless they are on their way to pay.
    const next = paying ? afterSignIn(search, base) : onboardingHref(base, afterSignIn(search, base));
    return <VerifyEmailNotice session={session} next={next} paying={paying} />;
  }

  const school = config.school_config.school_name;
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      testId={testId}
      footer={
        <>
          {t('account.signup.haveAccount')}{' '}
          <a className={link()} href={accountHref(base, 'signin', search)}>
            {t('account.signup.signIn')}
          </a>
        </>
      }
    >
      {intro}
      <form className={authForm} onSubmit={onSubmit} noValidate>
        <TextField label={t('account.field.name')} registration={form.register('name')} error={errors.name?.message} type="text" autoComplete="name" />
        <TextField
          label={t('account.field.email')}
          registration={form.register('email')}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
        <PasswordField
          label={t('account.field.password')}
          hint={t('account.field.passwordHint')}
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
        />
        <p className={smallPrintStyle} data-testid="signup-consent">
          <Trans i18nKey="account.signup.consent" values={{ school }} components={{
            terms: <a className={consentLink} href={`${href(base, routeById('legal-docs'))}#terms`} target="_blank" rel="noopener" />,
            privacy: <a className={consentLink} href={`${href(base, routeById('legal-docs'))}#privacy`} target="_blank" rel="noopener" />,
          }} />
        </p>
        <SubmitButton wide busy={isSubmitting} label={t('account.signup.submit')} busyLabel={t('account.signup.busy')} />
      </form>
    </AuthCard>
  );
}

interface VerifyEmailNoticeProps {
  session: AuthSession;
  /** Where the learner goes on to: the payment, returnTo or the store. */
  next: string;
  paying: boolean;
}

/** After sign-up: confirm your address; continue, or have the link sent again (a call that needs the session). */
function VerifyEmailNotice({ session, next, paying }: VerifyEmailNoticeProps) {
  const { t } = useTranslation();
  const resend = useMutation({ mutationFn: () => call(AUTH_CALLS.resendVerification) });
  const onResend = async () => {
    if (resend.isPending) return;
    try {
      const sent = await resend.mutateAsync();
      showSuccess(t('account.signup.resent', { email: sent.sent_to }));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Notice
      kind="mail"
      title={t('account.signup.verifyTitle')}
      testId="verify-email-notice"
      actions={
        <>
          <button type="button" className={button({ size: 'lg', fullWidth: true })} onClick={() => goTo(next)}>
            {paying ? t('account.signup.continueToPayment') : t('account.signup.continue')}
          </button>
          <button type="button" className={button({ variant: 'secondary', size: 'lg', fullWidth: true })} aria-busy={resend.isPending || undefined} onClick={onResend}>
            {resend.isPending ? t('account.signup.resending') : t('account.signup.resend')}
          </button>
        </>
      }
    >
      <p>{t('account.signup.verifyText', { email: session.userEmail })}</p>
    </Notice>
  );
}
