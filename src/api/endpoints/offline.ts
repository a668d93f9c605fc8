/**
 * Studying offline (docs/decisions/0086-offline-study.md; contract/offline.ts): a device's key for a course the learner
 * may study, the devices they keep downloads on, and whether each download may stay.
 */
import type { Handler } from 'hono';
import { sql } from 'kysely';
import { ERROR_CODE, ERROR_TEXT } from '../../contract/errors.ts';
import { SchoolFeature } from '../../contract/school-config.ts';
import { DeviceKeyRequest, DeviceParams, OFFLINE_TEXT, RightsRequest, type DevicesResponse, type OfflinePolicy, type RightEnded, type RightsResponse } from '../../contract/offline.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../lib/errors.ts';
import { enrolmentState } from '../lib/learning.ts';
import { accessError, courseOutline, lessonGate, lessonIn, type CourseOutline } from '../lib/lessons.ts';
import { noStore } from '../lib/respond.ts';
import { requireSession } from '../lib/sessions.ts';
import { parseBody, parseInput } from '../lib/validate.ts';
import type { AppEnv, School } from '../types.ts';

async function policyOf(db: Db, school: School): Promise<OfflinePolicy> {
  const row = await db.selectFrom('schools').select(sql<string | null>`json_extract(config_json, '$.school_feature.offline')`.as('offline'))
    .where('id', '=', school.id).executeTakeFirst();
  return SchoolFeature.shape.offline.parse(row?.offline ? JSON.parse(row.offline) : {});
}

function keySecret(env: object): string {
  const secret = (env as { OFFLINE_KEY_SECRET?: unknown }).OFFLINE_KEY_SECRET;
  if (typeof secret !== 'string' || secret.length < 16) {
    console.error('OFFLINE_KEY_SECRET must be at least 16 characters');
    throw new ApiError(ERROR_CODE.serverError, ERROR_TEXT.generic);
  }
  return secret;
}

const base64url = (bytes: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The device's AES-256 key: HMAC-SHA-256 of the school, the learner and the device under the platform's secret. The
 * same every time it is asked for (a reinstalled app's downloads stay readable), another for any other learner or
 * device, and nowhere stored.
 */
async function deviceKey(secret: string, school: School, userId: number, deviceId: string): Promise<string> {
  const hmac = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(`offline-key:v1:${school.id}:${userId}:${deviceId}`)));
}

const deviceRows = (db: Db, school: School, userId: number) =>
  db.selectFrom('offline_devices').select(['device_id', 'name', 'created_ms', 'checked_ms'])
    .where('school_id', '=', school.id).where('user_id', '=', userId).orderBy('created_ms', 'asc').execute();

async function devicesBody(db: Db, school: School, userId: number): Promise<DevicesResponse> {
  const [rows, policy] = await Promise.all([deviceRows(db, school, userId), policyOf(db, school)]);
  return {
    devices: rows.map((r) => ({ device_id: r.device_id, name: r.name, added_at: new Date(r.created_ms).toISOString(), last_checked_at: new Date(r.checked_ms).toISOString() })),
    policy,
  };
}

/**
 * `OFFLINE_CALLS.deviceKey` (session; DeviceParams, DeviceKeyRequest -> DeviceKeyResponse): the key, for a learner
 * enrolled in the course (a free preview is not enough: downloads are for the course's learners, as SPEC.md's
 * attachments are). A device new to the learner is added, up to the school's number of devices.
 */
export const offlineDeviceKey: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { deviceId } = parseInput(DeviceParams, c.req.param());
  const { course_id: courseId, name } = await parseBody(c, DeviceKeyRequest);
  const db = c.var.db;
  const school = c.var.school;
  await courseOutline(db, school, { id: courseId });
  const state = await enrolmentState(db, school, user.id, courseId);
  if (!state.active) throw accessError(state.owned ? 'renew' : 'buy');
  const policy = await policyOf(db, school);
  const now = Date.now();
  const known = await db.selectFrom('offline_devices').select('device_id').where('school_id', '=', school.id).where('user_id', '=', user.id).where('device_id', '=', deviceId).executeTakeFirst();
  if (!known) {
    // One statement, so two new devices at once cannot both take the last place.
    const added = await sql`INSERT INTO offline_devices (school_id, user_id, device_id, name, created_ms, checked_ms)
      SELECT ${school.id}, ${user.id}, ${deviceId}, ${name}, ${now}, ${now}
      WHERE (SELECT count(*) FROM offline_devices WHERE school_id = ${school.id} AND user_id = ${user.id}) < ${policy.max_devices}
      ON CONFLICT DO NOTHING`.execute(db);
    if (Number(added.numAffectedRows ?? 0) === 0) {
      const again = await db.selectFrom('offline_devices').select('device_id').where('school_id', '=', school.id).where('user_id', '=', user.id).where('device_id', '=', deviceId).executeTakeFirst();
      if (!again) throw new ApiError(ERROR_CODE.forbidden, OFFLINE_TEXT.deviceLimit);
    }
  }
  return noStore(c, { device_id: deviceId, key: await deviceKey(keySecret(c.env), school, user.id, deviceId), policy });
};

/** `OFFLINE_CALLS.offlineDevices` (session -> DevicesResponse): the devices the learner keeps downloads on, oldest first. */
export const offlineDevices: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  return noStore(c, await devicesBody(c.var.db, c.var.school, user.id));
};

/** `OFFLINE_CALLS.removeDevice` (session; DeviceParams -> DevicesResponse): the device's downloads end at their next check. */
export const removeOfflineDevice: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { deviceId } = parseInput(DeviceParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const removed = await db.deleteFrom('offline_devices').where('school_id', '=', school.id).where('user_id', '=', user.id).where('device_id', '=', deviceId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new ApiError(ERROR_CODE.notFound, OFFLINE_TEXT.deviceNotFound);
  return noStore(c, await devicesBody(db, school, user.id));
};

/**
 * `OFFLINE_CALLS.downloadRights` (session; RightsRequest -> RightsResponse): whether each download on the device may
 * stay, by the player's own rules for opening the lesson, and until when. A device the learner removed (or never
 * added) keeps nothing.
 */
export const downloadRights: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { device_id: deviceId, items } = await parseBody(c, RightsRequest);
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const checked = await db.updateTable('offline_devices').set({ checked_ms: now })
    .where('school_id', '=', school.id).where('user_id', '=', user.id).where('device_id', '=', deviceId).executeTakeFirst();
  const known = Number(checked.numUpdatedRows) > 0;
  // Read once per course, however many of its lessons are downloaded.
  const courses = new Map<number, Promise<{ outline: CourseOutline | null; endsAt: number | null }>>();
  const courseOf = (courseId: number) => {
    if (!courses.has(courseId)) courses.set(courseId, (async () => {
      const running = await db.selectFrom('enrolments').select('expires_at')
        .where('school_id', '=', school.id).where('user_id', '=', user.id).where('course_id', '=', courseId)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .execute();
      return {
        outline: await courseOutline(db, school, { id: courseId }).catch(() => null),
        // The enrolment's end, if every running enrolment in the course has one: the latest of them.
        endsAt: running.length > 0 && running.every((r) => r.expires_at !== null) ? Math.max(...running.map((r) => r.expires_at!)) : null,
      };
    })());
    return courses.get(courseId)!;
  };
  const answered: RightsResponse['items'] = [];
  for (const item of items) {
    // A device the learner removed (or never added) keeps nothing: nothing to read.
    let ended: RightEnded | null = known ? null : 'device_removed';
    let endsAt: number | null = null;
    if (ended === null) {
      const course = await courseOf(item.course_id);
      const outline = course.outline;
      endsAt = course.endsAt;
      const found = outline?.sections.some((s) => s.lessons.some((l) => l.id === item.lesson_id)) ? lessonIn(outline, item.lesson_id) : null;
      if (!found) ended = 'unavailable';
      else {
        const gate = await lessonGate(db, school, user.id, item.course_id, found.lesson, now);
        ended = gate.access === 'renew' ? 'expired' : gate.access === 'buy' || !gate.enrolled ? 'not_enrolled' : gate.access === 'open' ? null : 'unavailable';
      }
    }
    answered.push({ ...item, ended, expires_at: ended === null && endsAt !== null ? new Date(endsAt).toISOString() : null });
  }
  return noStore(c, { checked_at: new Date(now).toISOString(), policy: await policyOf(db, school), items: answered } satisfies RightsResponse);
};
