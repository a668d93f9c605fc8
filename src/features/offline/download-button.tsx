import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { PlayerResponse } from '../../contract/lessons.ts';
import { DownloadQuality } from '../../contract/offline.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { $session } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { Button, button } from '../../ui/button.tsx';
import { Menu } from '../../ui/menu.tsx';
import { Callout } from '../../ui/callout.tsx';
import { DownloadIcon, TrashIcon } from '../../ui/icons.ts';
import { DownloadProgress, DownloadStateText } from './download-state.tsx';
import { downloadable, removeDownload, requestDownload } from './downloads.ts';
import { useDownload, useQueue } from './use-download.ts';
import { downloadId } from './vault.ts';

const row = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', fontSize: 'sm', fontWeight: 'semibold' });

/**
 * The lesson's download, beside its content: Download for offline, then its state (SPEC.md's download states) with
 * its progress, Try again when it failed and Remove once downloaded. Only for a learner enrolled in the course (a
 * free preview is not enough).
 */
export function DownloadButton({ view }: { view: PlayerResponse }) {
  const { t } = useTranslation();
  const userId = useStore($session).student?.id ?? null;
  useQueue(userId);
  const record = useDownload(userId === null ? null : downloadId(userId, view.course.id, view.lesson.id));
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  if (userId === null || !view.enrolled || view.access !== 'open' || !downloadable(view.lesson.kind) || record === undefined) return null;

  const ask = (quality?: DownloadQuality) => {
    setAsking(true);
    setRefused(null);
    requestDownload(view, userId, quality ?? record?.quality ?? undefined)
      .catch((error: unknown) => setRefused(localiseMessage(t, toAppError(error).message)))
      .finally(() => setAsking(false));
  };
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })} data-testid="lesson-download" data-state={record?.state ?? 'not_downloaded'}>
      {record ? (
        <div className={row}>
          <DownloadStateText record={record} />
          {record.quality && <span className={css({ color: 'fg.muted', fontWeight: 'normal' })} data-testid="download-quality">{t(`offline.quality.${record.quality}`)}</span>}
          {record.state === 'failed' && <Button variant="secondary" size="sm" busy={asking} onClick={() => ask()} data-testid="retry-download">{t('offline.retry')}</Button>}
          {record.state === 'downloaded' && (
            <Button variant="ghost" size="sm" onClick={() => void removeDownload(record.id)} data-testid="remove-download">
              <TrashIcon aria-hidden="true" size={16} /> {t('offline.remove')}
            </Button>
          )}
        </div>
      ) : view.lesson.kind === 'video' ? (
        // A video keeps one rendition: the learner picks it by SPEC.md's quality labels as the download starts.
        <Menu triggerClassName={button({ variant: 'secondary', size: 'sm' })} onSelect={(value) => ask(DownloadQuality.parse(value))}
          trigger={<span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })} data-testid="download-lesson"><DownloadIcon aria-hidden="true" size={16} /> {t('offline.download')}</span>}
          items={DownloadQuality.options.map((quality) => ({ value: quality, label: t(`offline.quality.${quality}`) }))} />
      ) : (
        <Button variant="secondary" size="sm" busy={asking} onClick={() => ask()} data-testid="download-lesson">
          <DownloadIcon aria-hidden="true" size={16} /> {t('offline.download')}
        </Button>
      )}
      {record && <DownloadProgress record={record} />}
      {refused && <Callout status="error" title={refused} role="alert" data-testid="download-refused" />}
    </div>
  );
}
