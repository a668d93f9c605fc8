import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ESIGN_CALLS } from '../../contract/esign.ts';
import type { SignatureView } from '../../contract/esign.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button, link } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { mutedText, panelTitle } from '../../ui/layout.ts';
import { HashLine, SignedCopyButton } from './signed-copy.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4' });
const item = css({ display: 'grid', gap: '2', pt: '4', borderTopWidth: '1px', borderColor: 'border.default', _first: { pt: '0', borderTopWidth: '0' } });

function SignedDocument({ signature }: { signature: SignatureView }) {
  const { t, i18n } = useTranslation();
  const { base } = useShell();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(signature.signed_at));
  return (
    <li className={item} data-testid="signed-document">
      <h3 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>{signature.document.title}</h3>
      <p className={mutedText}>
        {t('esign.list.line', { course: signature.course.title, name: signature.name, date: when })}{' '}
        <a className={link()} href={href(base, routeById('dashboard'), { productSeo: signature.course.seo_title })}>{t('esign.list.openCourse')}</a>
      </p>
      <HashLine label={t('esign.signedHash')} hash={signature.document_sha256} testId="signed-document-hash" />
      <HashLine label={t('esign.list.fileHash')} hash={signature.signed_sha256} testId="signed-file-hash" />
      <div><SignedCopyButton signature={signature} variant="secondary" /></div>
    </li>
  );
}

/**
 * `/account/legal-docs`' signed documents: each document the learner signed, with the hash of what they read and
 * of the signed copy, and the copy to download. Signed out, nothing (the page's school documents stay).
 */
export function SignedDocuments() {
  const { t } = useTranslation();
  const { slug } = useShell();
  const session = useStore($session);
  const signedIn = isSignedIn(session);
  const signatures = useQuery({ ...callQuery(slug, ESIGN_CALLS.esignSignatures), enabled: signedIn });
  if (!signedIn) return null;
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="signed" data-testid="signed-documents">
      <h2 id="signed" className={panelTitle}>{t('esign.list.title')}</h2>
      <div className={css({ mt: '4', display: 'grid', gap: '3' })}>
        {signatures.isError && !signatures.data ? (
          <LoadError title={t('esign.list.loadFailed')} message={localiseMessage(t, toAppError(signatures.error).message)}
            action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void signatures.refetch()}>{t('shell.readError.retry')}</button>} />
        ) : !signatures.data ? (
          <p className={mutedText} role="status">{t('shell.loading')}</p>
        ) : signatures.data.signatures.length === 0 ? (
          <p className={mutedText} data-testid="signed-documents-none">{t('esign.list.none')}</p>
        ) : (
          <>
            <ul className={list}>{signatures.data.signatures.map((s) => <SignedDocument key={s.id} signature={s} />)}</ul>
            <p className={mutedText}>{t('esign.list.check')}</p>
          </>
        )}
      </div>
    </section>
  );
}
