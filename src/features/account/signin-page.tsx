import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AUTH_CALLS, SignInRequest } from '../../contract/auth.ts';
import { afterSignIn } from '../../platform/session/guards.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AuthCard, authForm } from './auth-card.tsx';
import { call } from '../../lib/call.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { PasswordField, TextField } from './form-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { accountHref } from './links.ts';
import { showFormError, useAccountForm } from './use-account-form.ts';
import { usePageQuery } from './use-page-query.ts';
import { button, link } from '../../ui/button.tsx';
import { css } from 'styled-system/css';

/** A row of links under a field (the password's "Forgot password?"). */
const inlineLinksStyle = css({ display: 'flex', justifyContent: 'flex-end', mt: '-2', fontSize: 'sm' });

/** "or" between the form and the alternative way in. */
const dividerStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  my: '6',
  color: 'fg.muted',
  fontSize: 'sm',
  _before: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
  _after: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
});

/** Sign in by e-mail or phone and password; or on to the OTP page, password reset or sign-up. */
export function SignInPage() {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const search = usePageQuery();
  const form = useAccountForm(SignInRequest, { identifier: '', password: '' });
  const signIn = useMutation({ mutationFn: (values: SignInRequest) => call(AUTH_CALLS.signin, { body: values }) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (signIn.isPending) return;
    try {
      completeSignIn(await signIn.mutateAsync(values), afterSignIn(search, base));
    } catch (error) {
      showFormError(form, error, ['identifier', 'password']);
    }
  });

  const school = config.school_config.school_name;
  return (
    <AuthCard
      title={t('account.signin.title')}
      subtitle={t('account.signin.subtitle', { school })}
      testId="signin-page"
      footer={
        <>
          {t('account.signin.noAccount')}{' '}
          <a className={link()} href={accountHref(base, 'signup', search)}>
            {t('account.signin.createAccount')}
          </a>
        </>
      }
    >
      <form className={authForm} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('account.field.identifier')}
          registration={form.register('identifier')}
          error={errors.identifier?.message}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField label={t('account.field.password')} registration={form.register('password')} error={errors.password?.message} autoComplete="current-password" />
        <p className={inlineLinksStyle}>
          <a className={link()} href={accountHref(base, 'forgot-password')}>
            {t('account.signin.forgot')}
          </a>
        </p>
        <SubmitButton wide busy={isSubmitting || signIn.isSuccess} label={t('account.signin.submit')} busyLabel={t('account.signin.busy')} />
      </form>
      <p className={dividerStyle}>{t('account.signin.or')}</p>
      <a className={button({ variant: 'secondary', size: 'lg', fullWidth: true })} href={accountHref(base, 'otp', search)}>
        {t('account.signin.withOtp')}
      </a>
    </AuthCard>
  );
}
