/**
 * Studying offline (issue 45; docs/decisions/0086-offline-study.md): the calls that let a learner keep a lesson on
 * their device, encrypted, and that end it with the enrolment.
 * - A device (one browser profile) gets its key for a course the learner may study: AES-256, derived on the server
 *   from the school, the learner and the device, so it is the same each time it is asked for and differs for every
 *   other learner or device. The browser imports it non-extractable and encrypts what it downloads with it.
 * - At least once a day online, the app asks whether each download may stay; what may not (the enrolment expired or
 *   was refunded, the device was removed) is deleted. Offline longer than the school's days, it must reconnect first.
 * - A learner keeps downloads on a few devices at a time (the school's number); Downloads lists them, and removing
 *   one ends its downloads' right at their next check.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate } from './common.ts';
import { OFFLINE_TEXT } from './offline-text.ts';

export { OFFLINE_TEXT };

/** SPEC.md's download states, as each downloaded item shows them. */
export const DownloadState = z.enum(['not_downloaded', 'in_queue', 'in_progress', 'downloaded', 'failed', 'unknown']);
export type DownloadState = z.infer<typeof DownloadState>;

/**
 * SPEC.md section 9's video quality labels a download keeps one of (auto adapts to the line, which a kept copy has
 * no need of), best first: the renditions' names in our lectures' master playlists.
 */
export const DownloadQuality = z.enum(['Best', 'Better', 'Good', 'Average']);
export type DownloadQuality = z.infer<typeof DownloadQuality>;

export const OFFLINE_LIMITS = {
  /** Downloads checked in one call. */
  checkMax: 100,
} as const;

/** A device's id: the browser makes it once (a random UUID) and keeps it with its key. */
export const DeviceId = z.uuid();

export const DeviceParams = z.object({ deviceId: DeviceId });
export const DeviceKeyRequest = z.object({
  course_id: Id,
  /** How Downloads names the device ("Chrome on Android"), from the browser; shown to the learner only. */
  name: z.string().trim().min(1).max(80),
}).strict();

/** The school's rules for downloads (its `offline` feature). */
export const OfflinePolicy = z.object({
  /** Days a download plays without the app checking its right online. */
  max_offline_days: z.number().int().positive(),
  /** Devices a learner may keep downloads on at once. */
  max_devices: z.number().int().positive(),
});
export type OfflinePolicy = z.infer<typeof OfflinePolicy>;

export const DeviceKeyResponse = z.object({
  device_id: DeviceId,
  /** The raw AES-256 key, base64url: imported non-extractable at once and never kept as text. */
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  policy: OfflinePolicy,
});
export type DeviceKeyResponse = z.infer<typeof DeviceKeyResponse>;

export const Device = z.object({ device_id: DeviceId, name: z.string(), added_at: IsoDate, last_checked_at: IsoDate });
export type Device = z.infer<typeof Device>;
export const DevicesResponse = z.object({ devices: z.array(Device), policy: OfflinePolicy });
export type DevicesResponse = z.infer<typeof DevicesResponse>;

export const RightsRequest = z.object({
  device_id: DeviceId,
  items: z.array(z.object({ course_id: Id, lesson_id: Id }).strict()).max(OFFLINE_LIMITS.checkMax, OFFLINE_TEXT.tooMany),
}).strict();

/**
 * Why a download may not stay: the enrolment ended ('expired'), the learner has no enrolment ('not_enrolled': never
 * bought, or refunded), the lesson is no longer in the course or is not open to them ('unavailable'), or this device
 * was removed from their downloads ('device_removed').
 */
export const RightEnded = z.enum(['expired', 'not_enrolled', 'unavailable', 'device_removed']);
export type RightEnded = z.infer<typeof RightEnded>;

export const RightsResponse = z.object({
  checked_at: IsoDate,
  policy: OfflinePolicy,
  items: z.array(z.object({
    course_id: Id,
    lesson_id: Id,
    /** Null: it may stay. */
    ended: RightEnded.nullable(),
    /** When the enrolment ends, if it does. */
    expires_at: IsoDate.nullable(),
  })),
});
export type RightsResponse = z.infer<typeof RightsResponse>;

const devices = defineCall({ method: 'GET', path: '/learner/v1/offline/devices', session: true, response: DevicesResponse, staleTime: STALE_TIME.always });

export const OFFLINE_CALLS = {
  /** This device's key for a course the learner may study (registering the device the first time). */
  deviceKey: defineCall({
    method: 'POST', path: '/learner/v1/offline/devices/:deviceId/key', session: true, params: DeviceParams, body: DeviceKeyRequest,
    response: DeviceKeyResponse, invalidates: [devices],
  }),
  /** The devices the learner keeps downloads on. */
  offlineDevices: devices,
  /** Removes a device: its downloads' right ends at their next check. */
  removeDevice: defineCall({ method: 'DELETE', path: '/learner/v1/offline/devices/:deviceId', session: true, params: DeviceParams, response: DevicesResponse, invalidates: [devices] }),
  /** Whether each download on this device may stay. */
  downloadRights: defineCall({ method: 'POST', path: '/learner/v1/offline/rights', session: true, body: RightsRequest, response: RightsResponse }),
} as const;
