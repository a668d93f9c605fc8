import type { Context, Handler } from 'hono';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { SIGNED_URL_TTL_SECONDS } from '../../../contract/lessons.ts';
import { DevLiveClassRequest, LIVE_CALLS, LIVE_TEXT, LiveClassParams, LiveClassQuery, liveState, type LiveChatResponse, type LiveClassResponse } from '../../../contract/live.ts';
import { ChatMessage, liveRoom } from '../../../contract/rooms.ts';
import { ROOM_HISTORY_HEADER } from '../../rooms/member-header.ts';
import { requireSession } from '../../lib/sessions.ts';
import { pathOf } from '../../../contract/call.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { accessError, learnerId } from '../../lib/lessons.ts';
import { lessonClasses, liveClassOf, liveClassView, sendAllLiveReminders, visitorClass, type LiveClass } from '../../lib/live.ts';
import { clipSegments, livePlaylist, type ClipSegment } from '../../lib/live-stream.ts';
import { grantFor, mediaUrlSecret, signGrant } from '../../lib/signed-url.ts';
import { noStore } from '../../lib/respond.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.liveClass` (LiveClassParams, LiveClassQuery -> LiveClassResponse): a live lesson's class as this visitor may
 * see it now: a learner's batch's own class, or the product's; the one staff choose, with every class of the lesson.
 * Anyone learns when it is and where it stands; only an enrolled learner or staff get its room, its stream and, near
 * the start, Zoom's details. Never cached: the answer moves with the clock.
 */
export const liveClass: Handler<AppEnv> = async (c) => {
  const { courseId, lessonId } = parseInput(LiveClassParams, c.req.param());
  const { batchId } = parseInput(LiveClassQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const { cls, access, staff } = await visitorClass(db, school, await learnerId(c), courseId, lessonId, now, { batchId });
  const classes = staff ? await lessonClasses(db, school, courseId, lessonId, now) : [];
  const body: LiveClassResponse = liveClassView(cls, access, now, streamPath(cls), classes);
  return noStore(c, body);
};

/** The stream of a class on the local stack: a batch's names its batch, so its staff open that class's. */
const streamPath = (cls: LiveClass): string =>
  `${pathOf(LIVE_CALLS.liveStream, { courseId: cls.course.id, lessonId: cls.lesson.id })}${cls.batch ? `?batchId=${cls.batch.id}` : ''}`;

/**
 * `CALLS.devLiveClass` (development only, like the other dev paths): what a school admin does to a class, moving it
 * in time, cancelling it or attaching its recording, so the demo and the tests can show every state. Moving a
 * class lets its reminder go out again.
 */
export const devLiveClass: Handler<AppEnv> = async (c) => {
  const { courseId, lessonId } = parseInput(LiveClassParams, c.req.param());
  const { batchId = 0 } = parseInput(LiveClassQuery, c.req.query());
  const change = await parseBody(c, DevLiveClassRequest);
  const db = c.var.db;
  const school = c.var.school;
  await liveClassOf(db, school, courseId, lessonId, { batchId, exact: true });
  await db.updateTable('live_classes')
    .set({
      ...(change.starts_in_seconds !== undefined ? { starts_ms: Date.now() + change.starts_in_seconds * 1000, reminded_ms: null } : {}),
      ...(change.cancelled !== undefined ? { cancelled: change.cancelled ? 1 : 0 } : {}),
      ...(change.recording_lesson_id !== undefined ? { recording_lesson_id: change.recording_lesson_id } : {}),
      ...(change.duration_seconds !== undefined ? { duration_s: change.duration_seconds } : {}),
    })
    .where('school_id', '=', school.id).where('course_id', '=', courseId).where('lesson_id', '=', lessonId).where('batch_id', '=', batchId)
    .execute();
  return noStore(c, { updated: true as const });
};

/** `CALLS.devScheduled` (development only): the cron's reminders now, as Cloudflare's cron would within five minutes. */
export const devScheduled: Handler<AppEnv> = async (c) => {
  const reminded = await sendAllLiveReminders(c.env);
  return noStore(c, { reminded });
};

/** The class the path names, for a visitor with running access (or staff); else SPEC.md section 6's refusal. */
async function openClass(c: Context<AppEnv>, userId: number | null) {
  const { courseId, lessonId } = parseInput(LiveClassParams, c.req.param());
  const { batchId } = parseInput(LiveClassQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const now = Date.now();
  const { cls, access } = await visitorClass(db, school, userId, courseId, lessonId, now, { batchId });
  if (access !== 'open') throw accessError(access);
  return { cls, school, now };
}

/**
 * `CALLS.liveChat` (session): a class's chat once it is over, oldest first, for an enrolled learner or staff: the
 * player replays it beside the recording, each message at its moment in the class. Deleted messages stay out.
 */
export const liveChat: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { cls, school, now } = await openClass(c, user.id);
  const { course_id: courseId, lesson_id: lessonId } = cls.row;
  const state = liveState(cls.row, now);
  if (state !== 'completed' && state !== 'recording_pending') throw new ApiError(ERROR_CODE.forbidden, LIVE_TEXT.notOver);
  const stub = c.env.ROOMS.get(c.env.ROOMS.idFromName(`${school.id}/${liveRoom(courseId, lessonId, cls.row.batch_id)}`));
  const messages = ChatMessage.array().parse(await (await stub.fetch('https://room/history', { headers: { [ROOM_HISTORY_HEADER]: '1' } })).json());
  const body: LiveChatResponse = { starts_at: new Date(cls.row.starts_ms).toISOString(), messages };
  return noStore(c, body);
};

/** A school's clip, as segments, read once per isolate: the committed media do not change while it runs. */
const clips = new Map<string, { variant: string; segments: ClipSegment[] }>();

async function schoolClip(bucket: R2Bucket, slug: string): Promise<{ variant: string; segments: ClipSegment[] }> {
  const known = clips.get(slug);
  if (known) return known;
  const master = await (await bucket.get(`${slug}/video/master.m3u8`))?.text();
  // The master's first rendition (the best): a live class is one quality here; hls.js needs no choice.
  const variant = master?.split(/\r?\n/).find((l) => l.trim() && !l.startsWith('#'))?.trim();
  const playlist = variant ? await (await bucket.get(`${slug}/video/${variant}`))?.text() : undefined;
  if (!variant || !playlist) throw notFound('Lesson media');
  const clip = { variant, segments: clipSegments(playlist) };
  clips.set(slug, clip);
  return clip;
}

/**
 * `CALLS.liveStream` (not JSON): external live's playlist on the local stack, while the class is on, for an enrolled
 * learner or staff: the school's clip as a live stream advancing with the clock (lib/live-stream.ts). Its segments
 * are signed URLs of the clip's folder, bound to the school and the learner, like a lesson video's.
 */
export const liveStream: Handler<AppEnv> = async (c) => {
  const userId = await learnerId(c);
  const { cls, school, now } = await openClass(c, userId);
  if (cls.row.type !== 4 || cls.row.stream_url !== null || liveState(cls.row, now) !== 'live') throw new ApiError(ERROR_CODE.forbidden, LIVE_TEXT.notOn);
  const { variant, segments } = await schoolClip(c.env.LESSONS, school.slug);
  const dir = variant.slice(0, variant.lastIndexOf('/'));
  const token = await signGrant(mediaUrlSecret(c.env), grantFor({ school: school.id, user: userId, folder: `${school.slug}/video/`, method: 'GET' }, SIGNED_URL_TTL_SECONDS, now));
  const body = livePlaylist(segments, now - cls.row.starts_ms, (s) => `/learner/v1/content/${token}/${dir}/${s.name}`);
  return new Response(body, { headers: { 'content-type': 'application/vnd.apple.mpegurl', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } });
};
