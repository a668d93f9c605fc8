import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { css } from 'styled-system/css';
import type { PlayerResponse } from '../../contract/lessons.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { $session } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { CheckIcon, DownloadIcon, TrashIcon } from '../../ui/icons.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { downloadable, removeDownload, requestDownload } from './downloads.ts';
import { useDownload, useQueue } from './use-download.ts';
import { downloadId, storedBytes, type DownloadRecord } from './vault.ts';

/** What a failed download says: the API's reason, localised, or this feature's own. */
export function failureText(t: TFunction, record: DownloadRecord): string {
  if (record.error === 'interrupted' || record.error === 'noKey') return t(`offline.${record.error}`);
  return record.error ? localiseMessage(t, record.error) : t('offline.state.failed');
}

export const percentOf = (record: DownloadRecord): number => {
  const total = record.files.reduce((sum, f) => sum + (f.size ?? 0), 0);
  return total > 0 ? Math.min(100, Math.floor((storedBytes(record) / total) * 100)) : 0;
};

/**
 * The lesson's download, beside its content: Download for offline, then its state (SPEC.md's download states) with
 * its progress, and Remove once downloaded. Only for a learner enrolled in the course (a free preview is not enough).
 */
export function DownloadButton({ view }: { view: PlayerResponse }) {
  const { t } = useTranslation();
  const userId = useStore($session).student?.id ?? null;
  useQueue(userId);
  const id = userId === null ? null : downloadId(userId, view.course.id, view.lesson.id);
  const record = useDownload(id);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  if (userId === null || !view.enrolled || view.access !== 'open' || !downloadable(view.lesson.kind) || record === undefined) return null;

  const ask = () => {
    setAsking(true);
    setRefused(null);
    requestDownload(view, userId)
      .catch((error: unknown) => setRefused(localiseMessage(t, toAppError(error).message)))
      .finally(() => setAsking(false));
  };
  const state = record?.state ?? 'not_downloaded';
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })} data-testid="lesson-download" data-state={state}>
      {state === 'not_downloaded' && (
        <Button variant="secondary" size="sm" busy={asking} onClick={ask} data-testid="download-lesson">
          <DownloadIcon aria-hidden="true" size={16} /> {t('offline.download')}
        </Button>
      )}
      {(state === 'in_queue' || state === 'in_progress') && record && (
        <div className={css({ display: 'grid', gap: '1', minW: '56' })} aria-live="polite">
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="download-state">
            {state === 'in_queue' ? t('offline.state.in_queue') : t('offline.downloading', { percent: percentOf(record) })}
          </span>
          <ProgressBar value={storedBytes(record)} max={record.files.length ? record.files.reduce((sum, f) => sum + (f.size ?? 0), 0) || null : null} label={t('offline.progressLabel', { title: view.lesson.title })} />
        </div>
      )}
      {state === 'downloaded' && (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold', display: 'inline-flex', gap: '1', alignItems: 'center' })} data-testid="download-state">
            <CheckIcon aria-hidden="true" size={16} /> {t('offline.state.downloaded')}
          </span>
          <Button variant="ghost" size="sm" onClick={() => void removeDownload(record!.id)} data-testid="remove-download">
            <TrashIcon aria-hidden="true" size={16} /> {t('offline.remove')}
          </Button>
        </div>
      )}
      {state === 'failed' && record && (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })} role="status" data-testid="download-state">{failureText(t, record)}</span>
          <Button variant="secondary" size="sm" busy={asking} onClick={ask} data-testid="retry-download">{t('offline.retry')}</Button>
        </div>
      )}
      {refused && <Callout status="error" title={refused} role="alert" data-testid="download-refused" />}
    </div>
  );
}
