import { useMutation } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AUTH_CALLS, ResetPasswordRequest, Token, VALIDATION_TEXT } from '../../contract/auth.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session, signOut } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AuthCard, authForm, Notice } from './auth-card.tsx';
import { call } from '../../lib/call.ts';
import { fieldFailure } from './form-errors.ts';
import { PasswordField } from './form-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { accountHref } from './links.ts';
import { showFormError, useAccountForm } from './use-account-form.ts';
import { usePageQuery } from './use-page-query.ts';
import { button } from '../../ui/button.tsx';

/** The reset link's page: a new password twice (they must be identical), then on to sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const token = new URLSearchParams(usePageQuery()).get('token') ?? '';
  const session = useStore($session);
  const form = useAccountForm(ResetPasswordRequest, { token, new_password: '', confirm_password: '' });
  const reset = useMutation({ mutationFn: (values: ResetPasswordRequest) => call(AUTH_CALLS.resetPassword, { body: values }) });
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(Token.safeParse(token).success ? 'form' : 'invalid');
  const signInHref = accountHref(base, 'signin');

  const onSubmit = form.handleSubmit(async (values) => {
    if (reset.isPending) return;
    try {
      await reset.mutateAsync(values);
      // The reset ended every session of this learner and cleared this browser's cookies.
      if (isSignedIn(session)) signOut();
      setState('done');
    } catch (error) {
      if (fieldFailure(error)?.field === 'token') setState('invalid');
      else showFormError(form, error, ['new_password', 'confirm_password']);
    }
  });

  if (state === 'invalid') {
    return (
      <Notice
        kind="failed"
        title={t('account.reset.invalidTitle')}
        testId="reset-link-invalid"
        actions={
          <a className={button({ size: 'lg', fullWidth: true })} href={accountHref(base, 'forgot-password')}>
            {t('account.reset.newLink')}
          </a>
        }
      >
        <p>{localiseMessage(t, VALIDATION_TEXT.linkInvalid)}</p>
      </Notice>
    );
  }
  if (state === 'done') {
    return (
      <Notice
        kind="done"
        title={t('account.reset.doneTitle')}
        testId="password-changed"
        actions={
          <a className={button({ size: 'lg', fullWidth: true })} href={signInHref}>
            {t('account.reset.signIn')}
          </a>
        }
      >
        <p>{t('account.reset.doneText')}</p>
      </Notice>
    );
  }
  return (
    <AuthCard title={t('account.reset.title')} subtitle={t('account.reset.subtitle')} testId="reset-password-page">
      <form className={authForm} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('account.field.newPassword')}
          hint={t('account.field.passwordHint')}
          registration={form.register('new_password')}
          error={form.formState.errors.new_password?.message}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('account.field.confirmPassword')}
          registration={form.register('confirm_password')}
          error={form.formState.errors.confirm_password?.message}
          autoComplete="new-password"
        />
        <SubmitButton wide busy={form.formState.isSubmitting} label={t('account.reset.submit')} busyLabel={t('account.reset.busy')} />
      </form>
    </AuthCard>
  );
}

