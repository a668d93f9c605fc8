import { captionLanguage, type LessonAccess } from '../../contract/lessons.ts';
import { attachmentPath, deleteDownload, downloadOfLesson, downloadsOf, keyOf, markChecked, mustReconnect, OFFLINE_PATH, type DownloadRecord } from './vault.ts';

/** A lesson downloaded by the learner, as the player opens it without the network. */
export interface OfflineCopy {
  readonly record: DownloadRecord;
  /** Where the service worker serves its entry file; null for an article (its text is in the record). */
  readonly src: string | null;
  /** A video's kept caption files, where the service worker serves them. */
  readonly captions: readonly { language: string; url: string }[];
  /** Offline longer than the school allows: the days it allows, and it opens again once the app has checked online. */
  readonly reconnectAfterDays: number | null;
}

/** What the player's answer says when a download may not stay (as the rights check's `expired`, `not_enrolled`,
 * `unavailable`); `sign_in` says only that the session has lapsed, which ends no right. */
const ENDED: ReadonlySet<LessonAccess> = new Set(['buy', 'renew', 'dripped', 'sign']);

/**
 * The learner's finished download of the lesson, if any. `access`, when the API has just answered for the lesson,
 * settles its right as the daily check would: open, the download may stay (checked now); ended (the enrolment expired
 * or was refunded, the lesson is no longer open to them), it is deleted.
 */
export async function offlineCopy(userId: number, lessonId: number, access: LessonAccess | null, now = Date.now()): Promise<OfflineCopy | null> {
  let record = await downloadOfLesson(userId, lessonId);
  if (!record || record.state !== 'downloaded') return null;
  if (access !== null && ENDED.has(access)) {
    await deleteDownload(record.id);
    return null;
  }
  if (access === 'open') record = (await markChecked(record.id, now)) ?? record;
  // Without the learner's key on this device nothing of it can be read: as if not downloaded.
  const key = await keyOf(userId);
  if (!key) return null;
  const at = (path: string) => `${OFFLINE_PATH}${encodeURIComponent(record.id)}/${path.split('/').map(encodeURIComponent).join('/')}`;
  return {
    record,
    src: record.entry ? at(record.entry) : null,
    captions: record.files.flatMap((file) => {
      const language = captionLanguage(file.path);
      return language && file.complete ? [{ language, url: at(file.path) }] : [];
    }),
    reconnectAfterDays: mustReconnect(record, key.max_offline_days, now) ? key.max_offline_days : null,
  };
}

/** A lesson's attachment kept with its download, as /supplements-player opens it without the network. */
export interface OfflineAttachment {
  readonly record: DownloadRecord;
  readonly supplement: NonNullable<DownloadRecord['player']['lesson']['supplements']>[number];
  /** Where the service worker serves it. */
  readonly src: string;
}

/**
 * The learner's kept copy of an attachment, if a download of its lesson holds it whole and may still be opened (not
 * past the school's days offline).
 */
export async function offlineAttachment(userId: number, supplementId: number, now = Date.now()): Promise<OfflineAttachment | null> {
  const key = await keyOf(userId);
  if (!key) return null;
  const path = attachmentPath(supplementId);
  for (const record of await downloadsOf(userId)) {
    const supplement = record.player.lesson.supplements?.find((s) => s.id === supplementId);
    if (!supplement || !record.files.some((f) => f.path === path && f.complete)) continue;
    if (mustReconnect(record, key.max_offline_days, now)) return null;
    return { record, supplement, src: `${OFFLINE_PATH}${encodeURIComponent(record.id)}/${path}` };
  }
  return null;
}
