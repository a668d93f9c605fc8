import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AUTH_CALLS, ForgotPasswordRequest, type LinkSent } from '../../contract/auth.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AuthCard, authForm, Notice } from './auth-card.tsx';
import { call } from '../../lib/call.ts';
import { TextField } from './form-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { accountHref } from './links.ts';
import { showFormError, useAccountForm } from './use-account-form.ts';
import { button, link } from '../../ui/button.tsx';

/** Asks for a password-reset link by e-mail, then says where it went. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const form = useAccountForm(ForgotPasswordRequest, { email: '' });
  const request = useMutation({ mutationFn: (values: ForgotPasswordRequest) => call(AUTH_CALLS.forgotPassword, { body: values }) });
  const [sent, setSent] = useState<LinkSent | null>(null);
  const signIn = accountHref(base, 'signin');

  const onSubmit = form.handleSubmit(async (values) => {
    if (request.isPending) return;
    try {
      setSent(await request.mutateAsync(values));
    } catch (error) {
      showFormError(form, error, ['email']);
    }
  });

  if (sent) {
    return (
      <Notice
        kind="mail"
        title={t('account.forgot.sentTitle')}
        testId="reset-link-sent"
        actions={
          <a className={button({ variant: 'secondary', size: 'lg', fullWidth: true })} href={signIn}>
            {t('account.forgot.back')}
          </a>
        }
      >
        <p>{t('account.forgot.sentText', { email: sent.sent_to })}</p>
      </Notice>
    );
  }

  return (
    <AuthCard
      title={t('account.forgot.title')}
      subtitle={t('account.forgot.subtitle')}
      testId="forgot-password-page"
      footer={
        <a className={link()} href={signIn}>
          {t('account.forgot.back')}
        </a>
      }
    >
      <form className={authForm} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('account.field.email')}
          registration={form.register('email')}
          error={form.formState.errors.email?.message}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitButton wide busy={form.formState.isSubmitting} label={t('account.forgot.submit')} busyLabel={t('account.forgot.busy')} />
      </form>
    </AuthCard>
  );
}
