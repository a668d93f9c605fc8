import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CERTIFICATE_CALLS, CERTIFICATE_TEXT, CertificateCode } from '../../contract/certificates.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { matchRoute, underBase } from '../../routes/match.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon, ShieldIcon } from '../../ui/icons.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import * as s from './styles.ts';

/** The code in the address, upper-cased as printed; null when it is not one. */
function useCode(base: string): string | null {
  return useMemo(() => {
    const path = underBase(window.location.pathname, base);
    const raw = decodeURIComponent((path === null ? null : matchRoute(path)?.params['code']) ?? '').toUpperCase();
    return CertificateCode.safeParse(raw).success ? raw : null;
  }, [base]);
}

/**
 * `/verify/{code}` (ours): public. Says whether this school issued the certificate, to whom and for what, and nothing
 * else about the learner; an unknown code, another school's or no code at all gets the same answer.
 */
export function VerifyPage() {
  const { t, i18n } = useTranslation();
  const { slug, base, config } = useShell();
  const code = useCode(base);
  const answer = useQuery({ ...callQuery(slug, CERTIFICATE_CALLS.verifyCertificate, { params: { code: code ?? '' } }), enabled: code !== null, retry: false });
  const title = t('certificates.verifyTitle');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);

  const missing = code === null || (answer.isError && toAppError(answer.error).code === ERROR_CODE.notFound);
  let body;
  if (missing) {
    body = (
      <div className={s.panel} data-testid="verify-result" data-valid="false">
        <p className={s.verdict}><AlertIcon aria-hidden="true" /> {t('certificates.notVerified')}</p>
        <p>{localiseMessage(t, CERTIFICATE_TEXT.notFound)}</p>
      </div>
    );
  } else if (answer.isError) {
    body = <LoadError title={t('certificates.loadFailed')} message={localiseMessage(t, toAppError(answer.error).message)} action={<Button onClick={() => void answer.refetch()}>{t('certificates.retry')}</Button>} />;
  } else if (!answer.data) {
    body = <Skeleton width="100%" height="12rem" />;
  } else {
    const v = answer.data;
    body = (
      <div className={s.panel} data-testid="verify-result" data-valid="true">
        <p className={s.verdict}><ShieldIcon aria-hidden="true" /> {t('certificates.verified')}</p>
        <dl className={s.facts}>
          <dt>{t('certificates.learner')}</dt><dd data-testid="verify-learner">{v.learner_name}</dd>
          <dt>{t('certificates.course')}</dt><dd data-testid="verify-course">{v.course_title}</dd>
          <dt>{t('certificates.issuedBy')}</dt><dd>{v.school_name}</dd>
          <dt>{t('certificates.issued')}</dt><dd>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(v.issued_at))}</dd>
          <dt>{t('certificates.code')}</dt><dd>{v.code}</dd>
        </dl>
      </div>
    );
  }
  return (
    <div className={s.page} data-testid="verify-page">
      <h1 className={s.title} data-testid="page-title">{title}</h1>
      {body}
    </div>
  );
}
