/**
 * The daily check of what is downloaded (docs/decisions/0086-offline-study.md): whenever the app opens online, the
 * learner's downloads not checked for half a day are sent to the API, which says for each whether it may stay. What may
 * not (the enrolment expired or was refunded, the lesson is gone, this device was removed) is deleted with its bytes;
 * what may is stamped checked, which renews the days it plays offline. The school's rules come back with the answer.
 */
import { OFFLINE_CALLS, OFFLINE_LIMITS, type RightsResponse } from '../../contract/offline.ts';
import { call } from '../../lib/call.ts';
import { removeDownload } from './downloads.ts';
import { deviceId, downloadsOf, keepPolicy, markChecked } from './vault.ts';

/** A download checked longer ago than this is checked again: so at least daily for a learner who opens the app daily. */
export const CHECK_EVERY_MS = 12 * 60 * 60 * 1000;

export interface RightsResult {
  kept: number;
  deleted: number;
}

/**
 * Checks the learner's downloads due a check (all of them with `force`); each batch the API answers is applied at once.
 * Throws what the API or the network threw: nothing is deleted on a failed check.
 */
export async function checkRights(
  userId: number,
  { now = Date.now(), force = false, ask = (body: { device_id: string; items: { course_id: number; lesson_id: number }[] }) => call(OFFLINE_CALLS.downloadRights, { body }) }: {
    now?: number;
    force?: boolean;
    ask?: (body: { device_id: string; items: { course_id: number; lesson_id: number }[] }) => Promise<RightsResponse>;
  } = {},
): Promise<RightsResult> {
  const due = (await downloadsOf(userId)).filter((r) => force || now - r.checked_at >= CHECK_EVERY_MS);
  const result: RightsResult = { kept: 0, deleted: 0 };
  if (due.length === 0) return result;
  const device = await deviceId();
  for (let from = 0; from < due.length; from += OFFLINE_LIMITS.checkMax) {
    const batch = due.slice(from, from + OFFLINE_LIMITS.checkMax);
    const answer = await ask({ device_id: device, items: batch.map((r) => ({ course_id: r.course_id, lesson_id: r.lesson_id })) });
    await keepPolicy(userId, answer.policy.max_offline_days);
    for (const record of batch) {
      const item = answer.items.find((i) => i.course_id === record.course_id && i.lesson_id === record.lesson_id);
      // Not answered: left for the next check rather than guessed at.
      if (!item) continue;
      if (item.ended === null) {
        await markChecked(record.id, now);
        result.kept += 1;
      } else {
        await removeDownload(record.id);
        result.deleted += 1;
      }
    }
  }
  return result;
}
