import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AUTH_CALLS, Token, VALIDATION_TEXT } from '../../contract/auth.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { Notice } from './auth-card.tsx';
import { call } from '../../lib/call.ts';
import { usePageQuery } from './use-page-query.ts';
import { button } from '../../ui/button.tsx';

/** The verification link's page: confirms the address as it opens, then says whether that worked. */
export function EmailVerificationPage() {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const token = new URLSearchParams(usePageQuery()).get('token') ?? '';
  const valid = Token.safeParse(token).success;
  const verify = useMutation({ mutationFn: () => call(AUTH_CALLS.verifyEmail, { body: { token } }) });
  const started = useRef(false);
  useEffect(() => {
    // Once per page: the link is single-use, a second call would report it as used.
    if (!valid || started.current) return;
    started.current = true;
    verify.mutate();
  }, [valid, verify]);

  const school = config.school_config.school_name;
  const onward = (
    <a className={button({ size: 'lg', fullWidth: true })} href={`/${base}`}>
      {t('account.verify.continue', { school })}
    </a>
  );
  if (!valid || verify.isError) {
    const message = verify.isError ? toAppError(verify.error).message : VALIDATION_TEXT.linkInvalid;
    return (
      <Notice kind="failed" title={t('account.verify.failedTitle')} testId="email-verification-failed" actions={onward}>
        <p data-testid="email-verification-error">{localiseMessage(t, message)}</p>
      </Notice>
    );
  }
  if (verify.isSuccess) {
    return (
      <Notice kind="done" title={t('account.verify.doneTitle')} testId="email-verified" actions={onward}>
        <p>{t('account.verify.doneText')}</p>
      </Notice>
    );
  }
  return <Notice kind="waiting" title={t('account.verify.checking')} testId="email-verification-pending" />;
}
