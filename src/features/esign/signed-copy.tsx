import { useState } from 'react';
import { css } from 'styled-system/css';
import { ESIGN_CALLS } from '../../contract/esign.ts';
import type { SignatureView } from '../../contract/esign.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { base64Bytes, saveFile, sha256Hex } from '../../lib/browser-files.ts';
import { call } from '../../lib/call.ts';
import { showError } from '../../platform/shell/notify.ts';
import { button, spinner } from '../../ui/button.tsx';

const hashText = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere', color: 'fg.default', userSelect: 'all' });

/** A SHA-256 with what it is the hash of, selectable in one click to compare or paste. */
export function HashLine({ label, hash, testId }: { label: string; hash: string; testId: string }) {
  return (
    <p className={css({ display: 'grid', gap: '1', m: '0' })}>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</span>
      <code className={hashText} data-testid={testId}>{hash}</code>
    </p>
  );
}

/**
 * Downloads the learner's signed PDF. The file's hash is checked against the one recorded when it was signed
 * before it is saved, so a copy damaged on the way never reaches the learner as theirs.
 */
export function SignedCopyButton({ signature, variant = 'primary' }: { signature: SignatureView; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await call(ESIGN_CALLS.esignSignedPdf, { params: { signatureId: signature.id } });
      const bytes = base64Bytes(file.pdf);
      if ((await sha256Hex(bytes)) !== signature.signed_sha256) throw new Error(t('esign.copyDamaged'));
      saveFile(bytes, 'application/pdf', file.file_name);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={button({ variant })} onClick={() => void download()} aria-busy={busy || undefined} data-testid="esign-signed-download">
      {busy && <span className={spinner()} aria-hidden="true" />}
      {t('esign.downloadSigned')}
    </button>
  );
}
