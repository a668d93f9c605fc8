import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { CERTIFICATE_CALLS, CertificatePageQuery, type Certificate } from '../../contract/certificates.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { Button, button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { DownloadIcon, ShieldIcon } from '../../ui/icons.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { base64Bytes, logoPng, saveFile } from '../../lib/browser-files.ts';
import { courseCertificatePdf } from './certificate-pdf.ts';
import * as s from './styles.ts';

/** The verification page's full address for a code, on the school's own origin. */
export const verifyUrl = (base: string, code: string): string => `${window.location.origin}${href(base, routeById('verify'), { code })}`;

/**
 * `/home/certificate-download?courseId=`: the learner's certificate of a course, as the page shows it, a PDF and an
 * Open Badges credential, with its verification code and QR code; until it is earned, how far they are.
 */
export function CertificatePage() {
  const { t } = useTranslation();
  const { slug, base, config } = useShell();
  const courseId = useMemo(() => {
    const parsed = CertificatePageQuery.safeParse(Object.fromEntries(new URLSearchParams(window.location.search)));
    return parsed.success ? parsed.data.courseId : null;
  }, []);
  const answer = useQuery({ ...callQuery(slug, CERTIFICATE_CALLS.certificate, { query: { course_id: courseId ?? 0 } }), enabled: courseId !== null });
  const title = t('certificates.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);

  let body;
  if (courseId === null) {
    body = <LoadError title={t('certificates.missing')} message={t('certificates.missingText')} action={<a className={button()} href={href(base, routeById('my-enrollments'))}>{t('certificates.myCourses')}</a>} />;
  } else if (answer.isError) {
    body = <LoadError title={t('certificates.loadFailed')} message={localiseMessage(t, toAppError(answer.error).message)} action={<Button onClick={() => void answer.refetch()}>{t('certificates.retry')}</Button>} />;
  } else if (!answer.data) {
    body = <Skeleton width="100%" height="24rem" />;
  } else if (!answer.data.certificate) {
    const { course, percent } = answer.data;
    body = (
      <div className={s.panel} data-testid="certificate-pending">
        <h2 className={s.subtitle}>{course.title}</h2>
        <p>{t('certificates.pending', { percent })}</p>
        <ProgressBar value={percent} max={100} label={t('certificates.progress')} />
        <a className={button()} href={href(base, routeById('dashboard'), { productSeo: course.seo_title })}>{t('certificates.toCourse')}</a>
      </div>
    );
  } else {
    body = <Issued certificate={answer.data.certificate} />;
  }

  return (
    <div className={s.page} data-testid="certificate-page">
      <h1 className={s.title} data-testid="page-title">{title}</h1>
      {body}
    </div>
  );
}

function Issued({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const { base, config } = useShell();
  const school = config.school_config;
  const verify = verifyUrl(base, certificate.code);
  const [qr, setQr] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'badge' | null>(null);
  useEffect(() => {
    // The QR code is drawn here, from the code: nothing leaves the browser for it.
    void QRCode.toDataURL(verify, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).then(setQr, () => setQr(null));
  }, [verify]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(certificate.issued_at));
  const file = `certificate-${certificate.course.seo_title}`;

  const downloadPdf = async () => {
    setBusy('pdf');
    setFailed(null);
    try {
      const colours = config.theme_config.base_ui_data.light;
      const bytes = await courseCertificatePdf({
        school: school.school_name, learner: certificate.learner_name, course: certificate.course.title, issuedAt: certificate.issued_at,
        code: certificate.code, verifyUrl: verify, primary: colours.primary, text: colours.text,
        logoPng: await logoPng(school.school_logo, 176), qrPng: base64Bytes((await QRCode.toDataURL(verify, { margin: 1, width: 300 })).split(',')[1]!),
      });
      saveFile(bytes as BlobPart, 'application/pdf', `${file}.pdf`);
    } catch (error) {
      setFailed(localiseMessage(t, toAppError(error).message));
    } finally {
      setBusy(null);
    }
  };
  const downloadBadge = async () => {
    setBusy('badge');
    setFailed(null);
    try {
      const { jwt } = await call(CERTIFICATE_CALLS.certificateBadge, { params: { code: certificate.code } });
      saveFile(jwt, 'application/jwt', `${file}.jwt`);
    } catch (error) {
      setFailed(localiseMessage(t, toAppError(error).message));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <article className={s.certificate} data-testid="certificate" data-code={certificate.code}>
        {school.school_logo && <img src={school.school_logo} alt="" className={s.logo} />}
        <p className={s.school}>{school.school_name}</p>
        <p className={s.kicker}>{t('certificates.ofCompletion')}</p>
        <p className={s.muted}>{t('certificates.certifies')}</p>
        <p className={s.learner} data-testid="certificate-learner">{certificate.learner_name}</p>
        <p className={s.muted}>{t('certificates.completed')}</p>
        <p className={s.course} data-testid="certificate-course">{certificate.course.title}</p>
        <p>{t('certificates.issuedOn', { date })}</p>
        <div className={s.footer}>
          <p>
            {t('certificates.code')} <strong data-testid="certificate-code">{certificate.code}</strong>
          </p>
          {qr && <img src={qr} width={96} height={96} alt={t('certificates.qrAlt')} data-testid="certificate-qr" />}
        </div>
      </article>
      {failed && <Callout status="error" role="alert" title={failed} />}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <Button busy={busy === 'pdf'} onClick={() => void downloadPdf()} data-testid="certificate-pdf">
          <DownloadIcon aria-hidden="true" size={16} /> {t('certificates.downloadPdf')}
        </Button>
        <Button variant="secondary" busy={busy === 'badge'} onClick={() => void downloadBadge()} data-testid="certificate-badge">
          <ShieldIcon aria-hidden="true" size={16} /> {t('certificates.downloadBadge')}
        </Button>
        <a className={link()} href={verify} data-testid="certificate-verify-link">{t('certificates.verifyLink')}</a>
      </div>
      <p className={s.muted}>{t('certificates.badgeHelp')}</p>
    </div>
  );
}
