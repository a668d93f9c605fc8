import { downloadsOf, keyOf, mustReconnect, OFFLINE_PATH, type DownloadRecord } from './vault.ts';

/** A lesson downloaded by the learner, as the player opens it without the network. */
export interface OfflineCopy {
  readonly record: DownloadRecord;
  /** Where the service worker serves its entry file; null for an article (its text is in the record). */
  readonly src: string | null;
  /** Offline longer than the school allows: it opens again once the app has checked online. */
  readonly reconnectAfterDays: number | null;
}

/** The learner's finished download of the lesson, if any. */
export async function offlineCopy(userId: number, lessonId: number, now = Date.now()): Promise<OfflineCopy | null> {
  const record = (await downloadsOf(userId)).find((r) => r.lesson_id === lessonId && r.state === 'downloaded');
  if (!record) return null;
  const key = await keyOf(userId);
  const days = key?.max_offline_days ?? 0;
  return {
    record,
    src: record.entry ? `${OFFLINE_PATH}${encodeURIComponent(record.id)}/${encodeURIComponent(record.entry)}` : null,
    reconnectAfterDays: !key || mustReconnect(record, days, now) ? days : null,
  };
}
