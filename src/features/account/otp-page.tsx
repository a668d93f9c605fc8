import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { AUTH_CALLS, OtpRequest, OtpVerifyRequest, type OtpSent } from '../../contract/auth.ts';
import { afterSignIn } from '../../platform/session/guards.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AuthCard, authForm } from './auth-card.tsx';
import { call } from '../../lib/call.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { TextField } from './form-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { accountHref } from './links.ts';
import { showFormError, useAccountForm } from './use-account-form.ts';
import { usePageQuery } from './use-page-query.ts';
import { link } from '../../ui/button.tsx';

/** The code input of the OTP page: wide letter spacing, one centred line of digits. */
const codeInput = css({ textAlign: 'center', fontSize: 'xl', letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold' });

interface Sent {
  readonly identifier: string;
  readonly to: OtpSent;
}

const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3', mt: '5', fontSize: 'sm' });
const textButton = css({ cursor: 'pointer', bg: 'transparent', p: '0', '&[aria-busy=true]': { opacity: '0.6', cursor: 'progress' } });

/** Sign in with a one-time code: first where to send it (e-mail or +91 phone), then the 6 digits. */
export function OtpPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const search = usePageQuery();
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <AuthCard
      title={t('account.otp.title')}
      subtitle={sent ? t('account.otp.sentTo', { to: sent.to.sent_to }) : t('account.otp.subtitle')}
      testId="otp-page"
      footer={
        <a className={link()} href={accountHref(base, 'signin', search)}>
          {t('account.otp.withPassword')}
        </a>
      }
    >
      {sent ? (
        <CodeStep key={sent.identifier} sent={sent} next={afterSignIn(search, base)} onResent={setSent} onChange={() => setSent(null)} />
      ) : (
        <SendStep onSent={setSent} />
      )}
    </AuthCard>
  );
}

function SendStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const { t } = useTranslation();
  const form = useAccountForm(OtpRequest, { identifier: '' });
  const send = useMutation({ mutationFn: (values: OtpRequest) => call(AUTH_CALLS.otpSend, { body: values }) });
  const onSubmit = form.handleSubmit(async (values) => {
    if (send.isPending) return;
    try {
      onSent({ identifier: values.identifier, to: await send.mutateAsync(values) });
    } catch (error) {
      showFormError(form, error, ['identifier']);
    }
  });
  return (
    <form className={authForm} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('account.field.identifier')}
        registration={form.register('identifier')}
        error={form.formState.errors.identifier?.message}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton wide busy={form.formState.isSubmitting} label={t('account.otp.send')} busyLabel={t('account.otp.sending')} />
    </form>
  );
}

interface CodeStepProps {
  sent: Sent;
  next: string;
  onResent: (sent: Sent) => void;
  onChange: () => void;
}

function CodeStep({ sent, next, onResent, onChange }: CodeStepProps) {
  const { t } = useTranslation();
  const form = useAccountForm(OtpVerifyRequest, { identifier: sent.identifier, otp: '' });
  const verify = useMutation({ mutationFn: (values: OtpVerifyRequest) => call(AUTH_CALLS.otpVerify, { body: values }) });
  const resend = useMutation({ mutationFn: () => call(AUTH_CALLS.otpSend, { body: { identifier: sent.identifier } }) });

  const onSubmit = form.handleSubmit(async (values) => {
    if (verify.isPending) return;
    try {
      completeSignIn(await verify.mutateAsync(values), next);
    } catch (error) {
      showFormError(form, error, ['otp']);
    }
  });
  const onResend = async () => {
    if (resend.isPending) return;
    try {
      const to = await resend.mutateAsync();
      showSuccess(t('account.otp.resent', { to: to.sent_to }));
      onResent({ identifier: sent.identifier, to });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      <form className={authForm} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('account.field.otp')}
          registration={form.register('otp')}
          error={form.formState.errors.otp?.message}
          className={codeInput}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          // The learner came here to type it.
          autoFocus
        />
        <SubmitButton wide busy={form.formState.isSubmitting || verify.isSuccess} label={t('account.otp.verify')} busyLabel={t('account.otp.verifying')} />
      </form>
      <div className={actions}>
        <button type="button" className={cx(link(), textButton)} onClick={onChange}>
          {t('account.otp.change')}
        </button>
        <button type="button" className={cx(link(), textButton)} aria-busy={resend.isPending || undefined} onClick={onResend}>
          {t('account.otp.resend')}
        </button>
      </div>
    </>
  );
}

