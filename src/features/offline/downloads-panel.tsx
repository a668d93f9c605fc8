import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { $session } from '../../platform/session/session-store.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { Button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { DownloadIcon, TrashIcon } from '../../ui/icons.ts';
import { DevicesList } from './devices-list.tsx';
import { DownloadProgress, DownloadStateText } from './download-state.tsx';
import { $downloads, $removals, removeDownload } from './downloads.ts';
import { useQueue } from './use-download.ts';
import { downloadsOf, storedBytes, type DownloadRecord } from './vault.ts';

/** Below this much free space the page warns: SPEC.md section 9 advises 100-500 MB free. */
export const LOW_SPACE_BYTES = 500 * 1000 * 1000;

interface Storage {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** A size in the unit that reads best: a handout in kB, a video in MB, the free space in GB. */
function size(bytes: number, locale: string): string {
  const [unit, value] = bytes >= 1e9 ? ['gigabyte', bytes / 1e9] : bytes >= 1e6 ? ['megabyte', bytes / 1e6] : ['kilobyte', Math.max(0, bytes) / 1e3];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

const row = css({
  display: 'grid', gridTemplateColumns: '1fr auto', gap: '3', alignItems: 'center', p: '4',
  borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface',
});

/**
 * The library's Downloads tab: what this device keeps for the learner, each with its state, size and a way to open or
 * delete it; the space the downloads use and what is free (navigator.storage), the ask for persistent storage, and a
 * warning when little is free.
 */
export function DownloadsPanel() {
  const { t, i18n } = useTranslation();
  const { base } = useShell();
  const userId = useStore($session).student?.id ?? null;
  useQueue(userId);
  const live = useStore($downloads);
  const [records, setRecords] = useState<DownloadRecord[] | null>(null);
  const [storage, setStorage] = useState<Storage | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The browser decides: Chrome grants it to a site a learner installed or uses often, and may refuse it before.
  const [persistRefused, setPersistRefused] = useState(false);

  const read = useCallback(async () => {
    if (userId === null) return;
    setRecords(await downloadsOf(userId));
    const estimate = await navigator.storage?.estimate?.().catch(() => null);
    const persisted = (await navigator.storage?.persisted?.().catch(() => false)) ?? false;
    if (estimate?.quota !== undefined) setStorage({ usage: estimate.usage ?? 0, quota: estimate.quota, persisted });
  }, [userId]);
  // Read again when a download is added, removed or changes state; its progress in between comes from the queue.
  const states = Object.values(live).map((r) => `${r.id}:${r.state}`).sort().join();
  const removals = useStore($removals);
  useEffect(() => {
    void read();
  }, [read, states, removals]);

  if (userId === null) return <p data-testid="downloads-sign-in">{t('offline.signIn')}</p>;
  if (records === null) return null;
  const locale = i18n.language;
  const shown = records.map((r) => live[r.id] ?? r);
  const free = storage ? Math.max(0, storage.quota - storage.usage) : null;
  const used = shown.reduce((sum, r) => sum + storedBytes(r), 0);

  const removeAll = async () => {
    for (const record of shown) await removeDownload(record.id);
    setConfirming(false);
    await read();
  };

  return (
    <div className={css({ display: 'grid', gap: '4' })} data-testid="downloads-panel">
      <p className={css({ m: '0', color: 'fg.muted' })}>{t('offline.intro')}</p>
      {storage && free !== null && (
        <div className={css({ display: 'grid', gap: '2' })}>
          <p className={css({ m: '0', fontSize: 'sm' })} data-testid="downloads-space">{t('offline.used', { size: size(used, locale), free: size(free, locale) })}</p>
          {free < LOW_SPACE_BYTES && (
            <Callout status="warning" data-testid="downloads-low-space">{t('offline.lowSpace', { size: size(LOW_SPACE_BYTES, locale) })}</Callout>
          )}
          {storage.persisted ? (
            <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })} data-testid="downloads-persisted">{t('offline.persisted')}</p>
          ) : (
            <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
              <Button variant="secondary" size="sm" data-testid="downloads-persist"
                onClick={() => void navigator.storage.persist().then((granted) => (granted ? read() : setPersistRefused(true)))}>
                {t('offline.persist')}
              </Button>
              {persistRefused && <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })} role="status" data-testid="downloads-persist-refused">{t('offline.persistRefused')}</p>}
            </div>
          )}
        </div>
      )}
      {shown.length === 0 ? (
        <EmptyState icon={<DownloadIcon aria-hidden="true" />} title={t('offline.empty')} text={t('offline.emptyText')} data-testid="downloads-empty" />
      ) : (
        <>
          <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' })}>
            {shown.map((record) => {
              const lesson = record.player.lesson;
              const player = href(base, routeById('lesson-player'), { productSeo: record.player.course.seo_title, sectionId: lesson.section_id, lessonId: lesson.id });
              return (
                <li key={record.id} className={row} data-testid="download-item" data-state={record.state} data-lesson-id={record.lesson_id}>
                  <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
                    <a className={link()} href={player} data-testid="download-open">{lesson.title}</a>
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {record.player.course.title} · {t(`offline.kind.${record.kind}`)}{record.quality ? ` (${t(`offline.quality.${record.quality}`)})` : ''} · {size(storedBytes(record), locale)}
                    </span>
                    <DownloadStateText record={record} className={css({ fontSize: 'sm', fontWeight: 'semibold' })} />
                    <DownloadProgress record={record} />
                  </div>
                  <Button variant="ghost" size="sm" onClick={() => void removeDownload(record.id).then(read)} data-testid="download-delete" aria-label={`${t('offline.delete')}: ${lesson.title}`}>
                    <TrashIcon aria-hidden="true" size={16} /> {t('offline.delete')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {confirming ? (
            <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })} role="group" aria-label={t('offline.deleteAll')}>
              <span>{t('offline.confirmDeleteAll', { count: shown.length })}</span>
              <Button variant="danger" size="sm" onClick={() => void removeAll()} data-testid="downloads-delete-all-confirm">{t('offline.deleteAll')}</Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>{t('offline.cancel')}</Button>
            </div>
          ) : (
            <div>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} data-testid="downloads-delete-all">{t('offline.deleteAll')}</Button>
            </div>
          )}
        </>
      )}
      <DevicesList />
    </div>
  );
}
