import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { ESIGN_CALLS, ESIGN_TEXT, EsignQuery, SIGNER_NAME_MAX, type EsignResponse, type SignatureView, type SignBody } from '../../contract/esign.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { $session } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field, FieldError } from '../../ui/field.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { loadPdfView } from '../player/index.ts';
import { base64Bytes, sha256Hex } from '../../lib/browser-files.ts';
import { HashLine, SignedCopyButton } from './signed-copy.tsx';
import { SignatureField, type SignatureFieldHandle } from './signature-field.tsx';
import { EsignSkeletonBody } from './skeleton.tsx';

const PdfView = lazy(loadPdfView);

const layout = css({ display: 'grid', gap: '6', py: { base: '6', md: '10' }, gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(18rem, 2fr)' }, alignItems: 'start' });
const reader = css({ display: 'grid', gap: '3', minW: '0' });
const facts = css({ display: 'flex', flexWrap: 'wrap', gap: '1 4', m: '0', fontSize: 'sm', color: 'fg.muted' });
const form = css({ display: 'grid', gap: '5' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

/** Where the learner goes once signed: the course's home, or their documents when they came from there. */
function onward(base: string, query: EsignQuery, data: EsignResponse): string {
  if (query.redirectSource === 'account') return href(base, routeById('legal-docs'));
  return href(base, routeById('dashboard'), { productSeo: data.course.seo_title });
}

/**
 * The document's bytes and their SHA-256, worked out here: the page shows that hash and signs with it, so the
 * learner takes nobody's word for what they sign, and the API refuses a signature of any other document.
 */
function useDocument(pdf: string): { bytes: Uint8Array<ArrayBuffer>; hash: string | null } {
  const bytes = useMemo(() => base64Bytes(pdf), [pdf]);
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void sha256Hex(bytes).then((value) => live && setHash(value));
    return () => {
      live = false;
    };
  }, [bytes]);
  return { bytes, hash };
}

/** The document as the learner reads it: pdf.js over the very bytes whose hash the page shows. */
function DocumentReader({ data, bytes, hash }: { data: EsignResponse; bytes: Uint8Array<ArrayBuffer>; hash: string | null }) {
  const { t } = useTranslation();
  // For the download link only: pdf.js reads the bytes themselves.
  const url = useMemo(() => URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })), [bytes]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const kind = t(`esign.kind.${data.document.kind}`);
  return (
    <section className={reader} aria-labelledby="esign-document-title" data-testid="esign-reader">
      <h2 id="esign-document-title" className={summaryTitle}>{data.document.title}</h2>
      <p className={facts}>
        <span>{kind}</span>
        <span>{t('esign.version', { date: data.document.version })}</span>
        <a className={link()} href={url} download={`${data.document.id}.pdf`} data-testid="esign-document-download">{t('esign.downloadDocument')}</a>
      </p>
      <Suspense fallback={<div className={css({ h: '96' })} />}>
        <PdfView src={bytes} start={1} onPage={() => undefined} />
      </Suspense>
      {hash && <HashLine label={t('esign.documentHash')} hash={hash} testId="esign-document-hash" />}
      {hash && hash !== data.document.sha256 && <Callout status="error" title={localiseMessage(t, ESIGN_TEXT.changed)} />}
    </section>
  );
}

function Signed({ signature, next }: { signature: SignatureView; next: string }) {
  const { t, i18n } = useTranslation();
  const { base } = useShell();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(signature.signed_at));
  return (
    <section className={summaryPanel} aria-labelledby="esign-signed-title" data-testid="esign-signed">
      <h2 id="esign-signed-title" className={summaryTitle}>{t('esign.signedTitle')}</h2>
      <p>{t('esign.signedText', { name: signature.name, date: when })}</p>
      <HashLine label={t('esign.signedHash')} hash={signature.document_sha256} testId="esign-signed-document-hash" />
      <div className={actions}>
        <a className={button()} href={next} data-testid="esign-continue">{t('esign.continue')}</a>
        <SignedCopyButton signature={signature} variant="secondary" />
      </div>
      <p className={mutedText}><a className={link()} href={href(base, routeById('legal-docs'))}>{t('esign.allDocuments')}</a></p>
    </section>
  );
}

interface Problems {
  name?: string;
  mark?: string;
  consent?: string;
}

function SignForm({ data, hash, defaultName }: { data: EsignResponse; hash: string | null; defaultName: string }) {
  const { t } = useTranslation();
  const { config } = useShell();
  const [name, setName] = useState(defaultName);
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const mark = useRef<SignatureFieldHandle>(null);
  const sign = useWrite(ESIGN_CALLS.esignSign, (body: SignBody) => call(ESIGN_CALLS.esignSign, { params: { courseId: data.course.id }, body }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sign.isPending || hash === null) return;
    const drawnOrTyped = mark.current?.read(name) ?? null;
    const found: Problems = {
      ...(name.trim() ? {} : { name: localiseMessage(t, ESIGN_TEXT.name) }),
      ...(drawnOrTyped ? {} : { mark: localiseMessage(t, ESIGN_TEXT.mark) }),
      ...(consent ? {} : { consent: localiseMessage(t, ESIGN_TEXT.consent) }),
    };
    setProblems(found);
    if (!drawnOrTyped || Object.keys(found).length > 0) return;
    sign.mutate({ consent_id: data.document.id, document_sha256: hash, name: name.trim(), mark: drawnOrTyped, consent: true });
  };

  return (
    <section className={summaryPanel} aria-labelledby="esign-form-title">
      <h2 id="esign-form-title" className={summaryTitle}>{t('esign.form.title')}</h2>
      <p className={mutedText}>{t('esign.form.intro', { school: config.school_config.school_name })}</p>
      <form className={form} onSubmit={submit} noValidate data-testid="esign-form">
        <Field label={t('esign.form.name')} error={problems.name} errorTestId="esign-name-error">
          {(input) => (
            <input {...input} value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={SIGNER_NAME_MAX} data-testid="esign-name" />
          )}
        </Field>
        <SignatureField ref={mark} name={name} error={problems.mark} />
        <div>
          <Checkbox label={t('esign.form.consent', { title: data.document.title })} checked={consent} onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={problems.consent ? true : undefined} data-testid="esign-consent" />
          <FieldError error={problems.consent} testId="esign-consent-error" />
        </div>
        <p className={mutedText}>{t('esign.form.audit')}</p>
        <SubmitButton busy={sign.isPending} label={t('esign.form.submit')} busyLabel={t('esign.form.signing')} testId="esign-submit" />
      </form>
    </section>
  );
}

function Loaded({ data, query }: { data: EsignResponse; query: EsignQuery }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const session = useStore($session);
  const next = onward(base, query, data);
  const { bytes, hash } = useDocument(data.pdf);
  return (
    <div className={layout}>
      <DocumentReader data={data} bytes={bytes} hash={hash} />
      <div className={css({ display: 'grid', gap: '4' })}>
        {data.signature ? (
          <Signed signature={data.signature} next={next} />
        ) : !data.enrolled ? (
          <Callout status="warning" title={localiseMessage(t, ESIGN_TEXT.notEnrolled)} data-testid="esign-not-enrolled">
            <a className={button({ variant: 'secondary' })} href={href(base, routeById('sales'), { productSeo: data.course.seo_title })}>{t('esign.toCourse')}</a>
          </Callout>
        ) : (
          <SignForm data={data} hash={hash} defaultName={session.student?.name ?? ''} />
        )}
      </div>
    </div>
  );
}

/**
 * `/esign/{userId}` (SPEC.md section 2, with its query keys): the course's document to read, with the hash of
 * its bytes, and the form that signs it: a typed or drawn signature and the learner's consent. Signed, it says so and
 * offers the signed copy and the way on (docs/decisions/0080-e-signed-documents.md).
 */
export function EsignPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const session = useStore($session);
  const params = useRouteParams();
  const [query] = useState(() => EsignQuery.safeParse(Object.fromEntries(new URLSearchParams(window.location.search))));
  const own = session.student?.id !== null && String(session.student?.id) === params['userId'];
  const courseId = query.success ? query.data.userCourseId : 0;
  const document = useQuery({ ...callQuery(slug, ESIGN_CALLS.esignDocument, { params: { courseId } }), enabled: query.success && own });
  const course = document.data?.course.title ?? (query.success ? query.data.courseName : undefined);
  const heading = course ? t('esign.titleFor', { course }) : t('esign.title');
  useEffect(() => {
    window.document.title = t('shell.pageTitle', { page: heading, school: config.school_config.school_name });
  }, [t, heading, config]);
  const crumbs = [{ href: href(base, routeById('legal-docs')), label: t('esign.crumb') }];

  let body;
  if (!query.success) body = <Callout status="error" title={t('esign.badLink')} data-testid="esign-bad-link">{t('esign.badLinkText')}</Callout>;
  else if (!own) body = <Callout status="error" title={localiseMessage(t, ESIGN_TEXT.otherAccount)} data-testid="esign-other-account" />;
  else if (document.isError && !document.data) {
    body = (
      <LoadError title={t('esign.loadFailed')} message={localiseMessage(t, toAppError(document.error).message)}
        action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void document.refetch()}>{t('shell.readError.retry')}</button>} />
    );
  } else if (!document.data) body = <EsignSkeletonBody />;
  else body = <Loaded data={document.data} query={query.data} />;

  return (
    <div data-testid="esign-page">
      <PageHeader heading={heading} introText={document.data ? t('esign.intro', { course: document.data.course.title }) : undefined} crumbs={crumbs} testId="page-title" />
      <div className={cx(pageContainer, css({ pb: '10' }))}>{body}</div>
    </div>
  );
}
