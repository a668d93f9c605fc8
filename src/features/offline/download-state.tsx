import type { TFunction } from 'i18next';
import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { percentOf, storedBytes, totalBytes, type DownloadRecord } from './vault.ts';

/** Why a download failed: the API's reason, localised, or this feature's own. */
function failureText(t: TFunction, record: DownloadRecord): string {
  if (record.error === 'interrupted' || record.error === 'noKey') return t(`offline.${record.error}`);
  return record.error ? localiseMessage(t, record.error) : '';
}

/** A download's state by SPEC.md's name, with how far it has got or why it failed. */
export function DownloadStateText({ record, className }: { record: DownloadRecord; className?: string }) {
  const { t, i18n } = useTranslation();
  const label = t(`offline.state.${record.state}`);
  const detail =
    record.state === 'in_progress' ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percentOf(record) / 100)
    : record.state === 'failed' ? failureText(t, record)
    : '';
  return <span className={className} role="status" data-testid="download-state">{detail ? t('offline.stateWith', { state: label, detail }) : label}</span>;
}

/** The bar of a download under way. */
export function DownloadProgress({ record }: { record: DownloadRecord }) {
  const { t } = useTranslation();
  if (record.state !== 'in_progress' && record.state !== 'in_queue') return null;
  return (
    <ProgressBar className={css({ minW: '48' })} value={storedBytes(record)} max={totalBytes(record)}
      label={t('offline.progressLabel', { title: record.player.lesson.title })} />
  );
}
