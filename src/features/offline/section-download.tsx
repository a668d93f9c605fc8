import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { LESSON_CALLS } from '../../contract/lessons.ts';
import { DownloadQuality } from '../../contract/offline.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { $session } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { Button, button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { DownloadIcon } from '../../ui/icons.ts';
import { Menu } from '../../ui/menu.tsx';
import { $downloads, $removals, downloadable, requestDownload } from './downloads.ts';
import { useQueue } from './use-download.ts';
import { downloadId, downloadsOf, type DownloadRecord } from './vault.ts';

export interface SectionDownloadProps {
  /** The course's own address name (the player's `productSeo`). */
  productSeo: string;
  courseId: number;
  lessons: readonly { id: number; kind: string }[];
}

/**
 * A whole section downloaded at once, from the course dashboard: each lesson that can be kept (a video in the quality
 * chosen, PDF notes, slides, an article) goes into the queue, which works through them one at a time. The section
 * says how many of its lessons are downloaded. A lesson not open to the learner (one that has not dripped yet) is left
 * out: the API gives no key or file for it.
 */
export function SectionDownload({ productSeo, courseId, lessons }: SectionDownloadProps) {
  const { t } = useTranslation();
  const userId = useStore($session).student?.id ?? null;
  useQueue(userId);
  const live = useStore($downloads);
  const removals = useStore($removals);
  const [stored, setStored] = useState<DownloadRecord[]>([]);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const states = Object.values(live).map((r) => `${r.id}:${r.state}`).sort().join();
  useEffect(() => {
    if (userId !== null) void downloadsOf(userId).then(setStored);
  }, [userId, states, removals]);

  const wanted = lessons.filter((l) => downloadable(l.kind));
  if (userId === null || wanted.length === 0) return null;
  const recordOf = (lessonId: number) => {
    const id = downloadId(userId, courseId, lessonId);
    return live[id] ?? stored.find((r) => r.id === id);
  };
  const done = wanted.filter((l) => recordOf(l.id)?.state === 'downloaded').length;
  const missing = wanted.filter((l) => {
    const state = recordOf(l.id)?.state;
    return state === undefined || state === 'failed';
  });

  const ask = async (quality?: DownloadQuality) => {
    setAsking(true);
    setRefused(null);
    let queued = 0;
    let reason: string | null = null;
    for (const lesson of missing) {
      try {
        const view = await call(LESSON_CALLS.player, { params: { productSeo, lessonId: lesson.id } });
        if (view.access !== 'open' || !view.enrolled) continue;
        await requestDownload(view, userId, quality);
        queued += 1;
      } catch (error) {
        reason ??= localiseMessage(t, toAppError(error).message);
      }
    }
    setAsking(false);
    if (queued === 0 && reason) setRefused(reason);
  };

  const hasVideo = missing.some((l) => l.kind === 'video');
  const trigger = <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}><DownloadIcon aria-hidden="true" size={16} /> {t('offline.downloadSection')}</span>;
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', fontSize: 'sm' })} data-testid="section-download">
      <span role="status" className={css({ color: 'fg.muted' })} data-testid="section-download-count">{t('offline.sectionCount', { done, count: wanted.length })}</span>
      {missing.length > 0 && (hasVideo ? (
        <Menu triggerClassName={button({ variant: 'secondary', size: 'sm' })} onSelect={(value) => void ask(DownloadQuality.parse(value))} trigger={trigger}
          items={DownloadQuality.options.map((quality) => ({ value: quality, label: t(`offline.quality.${quality}`) }))} />
      ) : (
        <Button variant="secondary" size="sm" busy={asking} onClick={() => void ask()}>{trigger}</Button>
      ))}
      {refused && <Callout status="error" title={refused} role="alert" data-testid="section-download-refused" />}
    </div>
  );
}
