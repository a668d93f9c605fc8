import { useState, type ChangeEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { ATTACHMENT_TYPES } from '../../contract/community.ts';
import { MOCK_TEST_TEXT, UploadFileResponse } from '../../contract/mock-test.ts';
import { SUPPORT_CALLS, SUPPORT_LIMITS, type TicketFile } from '../../contract/support.ts';
import { fileSize } from '../../i18n/file-size.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { pathOf } from '../../contract/call.ts';
import { apiFetch } from '../../platform/errors/api-fetch.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showError } from '../../platform/shell/notify.ts';
import { chip } from '../../ui/button.tsx';
import { FieldError } from '../../ui/field.tsx';
import { AttachmentIcon, CloseIcon, DocumentIcon } from '../../ui/icons.ts';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' });
const fileRow = css({
  display: 'flex', alignItems: 'center', gap: '2', p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', minW: '0',
  '& > span': { flex: '1', minW: '0', overflowWrap: 'anywhere' },
  '& svg': { flexShrink: '0' },
});
const muted = css({ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' });

/**
 * Sends one file for a ticket: the API signs it first (refusing a kind or a size before a byte is sent: SPEC.md
 * section 9's 16 MB), then the bytes go to the signed URL.
 */
async function uploadTicketFile(file: File): Promise<TicketFile> {
  const grant = await call(SUPPORT_CALLS.supportUpload, { body: { name: file.name.slice(0, 200) || 'file', content_type: file.type, size: file.size } });
  await apiFetch(grant.url, UploadFileResponse, { method: 'PUT', body: file, headers: { 'content-type': file.type }, timeoutMs: 120_000 });
  return { file: grant.file, name: file.name, content_type: file.type, size: file.size };
}

/** A ticket's file, as a link its learner and support can open. */
export function FileLink({ file }: { file: TicketFile }) {
  const locale = useLocale();
  return (
    <a className={fileRow} href={pathOf(SUPPORT_CALLS.supportFile, { file: file.file })} target="_blank" rel="noopener" data-testid="ticket-file">
      <DocumentIcon aria-hidden="true" size={16} />
      <span>{file.name}</span>
      <span className={muted}>{fileSize(file.size, locale)}</span>
    </a>
  );
}

/** The files a form sends: each uploaded as soon as it is chosen, up to five, and each removable before sending. */
export function FilePicker({ files, onChange }: { files: readonly TicketFile[]; onChange: (files: TicketFile[]) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file || uploading) return;
    setProblem(null);
    // Said before a byte is sent: the API would refuse it anyway.
    if (file.size > SUPPORT_LIMITS.fileMaxMb * 1024 * 1024) {
      setProblem(localiseMessage(t, MOCK_TEST_TEXT.fileTooLarge).replace('{max}', String(SUPPORT_LIMITS.fileMaxMb)));
      return;
    }
    setUploading(file.name);
    try {
      const sent = await uploadTicketFile(file);
      onChange([...files, sent]);
    } catch (error) {
      showError(error);
    } finally {
      setUploading(null);
    }
  };
  return (
    <div className={css({ display: 'grid', gap: '2' })} data-testid="ticket-files-editor">
      {files.length > 0 && (
        <ul className={list}>
          {files.map((f) => (
            <li key={f.file} className={fileRow} data-testid="ticket-file-draft">
              <AttachmentIcon aria-hidden="true" size={16} />
              <span>{f.name}</span>
              <span className={muted}>{fileSize(f.size, locale)}</span>
              <button type="button" className={chip()} aria-label={t('support.form.remove', { name: f.name })} onClick={() => onChange(files.filter((x) => x.file !== f.file))}>
                <CloseIcon aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {files.length < SUPPORT_LIMITS.filesMax && (
        <label className={cx(chip(), css({ justifySelf: 'start', cursor: 'pointer', '&:focus-within': { outline: '2px solid {colors.brand.ring}' } }))} aria-busy={uploading !== null || undefined}>
          <AttachmentIcon aria-hidden="true" size={16} /> {uploading ? t('support.form.attaching', { name: uploading }) : t('support.form.attach')}
          <input type="file" className={css({ srOnly: true })} accept={Object.keys(ATTACHMENT_TYPES).join(',')} onChange={(e) => void choose(e)} data-testid="ticket-attach-input" />
        </label>
      )}
      <FieldError error={problem} testId="ticket-file-error" />
    </div>
  );
}
