/**
 * Live classes (issue 42; SPEC.md: live types external 4, zoom meeting 7, zoom webinar 10, and the live-class texts):
 * a live lesson of a course, its schedule and state, and what an enrolled learner may see of it. The class page
 * (`/live-webinar/{courseId}/{lessonId}`) reads one call; the chat and the hands are the class's room
 * (src/contract/rooms.ts). Zoom's meeting details are only ever in this call's answer, to an enrolled learner, from
 * ZOOM_OPENS_BEFORE_MS before the start: never in a static page.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate, Slug } from './common.ts';
import { LessonAccess } from './lessons.ts';
import { ChatMessage, RoomName } from './rooms.ts';
export { LIVE_TEXT } from './live-text.ts';

/** SPEC.md's live types. */
export const LIVE_TYPE = { external: 4, zoomMeeting: 7, zoomWebinar: 10 } as const;
export const LiveType = z.union([z.literal(LIVE_TYPE.external), z.literal(LIVE_TYPE.zoomMeeting), z.literal(LIVE_TYPE.zoomWebinar)]);
export type LiveType = z.infer<typeof LiveType>;
export const isZoom = (type: LiveType): boolean => type !== LIVE_TYPE.external;

/**
 * Where a class stands, by the API's clock: `recording_pending` is a class that ended with no recording attached
 * yet; `completed`, one whose recording is there.
 */
export const LiveState = z.enum(['scheduled', 'live', 'completed', 'recording_pending', 'cancelled']);
export type LiveState = z.infer<typeof LiveState>;


/** Zoom's join details appear this long before the start (and stay until the end). */
export const ZOOM_OPENS_BEFORE_MS = 15 * 60_000;

/**
 * A class's state at `now` (epoch ms): the one rule, used by the API for what it answers and by the page for when
 * it asks again.
 */
export function liveState(cls: { starts_ms: number; duration_s: number; cancelled: boolean; recording_lesson_id: number | null }, now: number): LiveState {
  if (cls.cancelled) return 'cancelled';
  if (now < cls.starts_ms) return 'scheduled';
  if (now < cls.starts_ms + cls.duration_s * 1000) return 'live';
  return cls.recording_lesson_id === null ? 'recording_pending' : 'completed';
}

export const ZoomDetails = z.object({
  /** Zoom's meeting or webinar number, 9 to 11 digits. */
  meeting_id: z.string().regex(/^\d{9,11}$/),
  passcode: z.string().min(1).max(10),
  /** Zoom's own join link: the class opens there. */
  join_url: z.url({ protocol: /^https$/, hostname: /^([a-z0-9-]+\.)?zoom\.us$/, error: 'must be a Zoom join link (https://zoom.us/j/…)' }),
});
export type ZoomDetails = z.infer<typeof ZoomDetails>;

export const LiveClassParams = z.object({ courseId: z.coerce.number().pipe(Id), lessonId: z.coerce.number().pipe(Id) });
/**
 * Which batch's class the school's faculty and admins open (absent: the product's own). A learner always meets in
 * their own batch's class, whatever the address says.
 */
export const LiveClassQuery = z.object({ batchId: z.coerce.number().pipe(Id).optional() });
export type LiveClassQuery = z.infer<typeof LiveClassQuery>;

const ClassBatch = z.object({ id: Id, name: z.string() });

export const LiveClassResponse = z.object({
  course: z.object({ id: Id, title: z.string(), seo_title: Slug }),
  lesson: z.object({ id: Id, title: z.string(), section_id: Id }),
  type: LiveType,
  state: LiveState,
  starts_at: IsoDate,
  ends_at: IsoDate,
  duration_seconds: z.number().int().positive(),
  /** The API's clock when it answered (epoch ms): the page counts down by it, not by the device's. */
  server_time: z.number(),
  /** What the learner may do (SPEC.md section 6): only `open` gets the class itself. */
  access: LessonAccess,
  /** The room of the class's chat and hands, for an open class that is live or over (its chat is kept). */
  room: RoomName.nullable(),
  /** External live (4), live and open: the HLS playlist's path on the school's host. */
  stream: z.string().nullable(),
  /** Zoom (7, 10), open, from ZOOM_OPENS_BEFORE_MS before the start to the end. */
  zoom: ZoomDetails.nullable(),
  /** When Zoom's details appear (types 7 and 10), else null. */
  zoom_opens_at: IsoDate.nullable(),
  /** The recording, once attached: a video lesson of the same course, opened in the player. */
  recording: z.object({ lesson_id: Id, title: z.string(), section_id: Id }).nullable(),
  /** How long before the start the school sends its reminder. */
  reminder_minutes: z.number().int().positive(),
  /** The batch whose own class this is (decision 0084), or null: the product's class. */
  batch: ClassBatch.nullable(),
  /** For the school's faculty and admins: every class of this lesson, the product's and each batch's, by start. */
  classes: z.array(z.object({ batch: ClassBatch.nullable(), starts_at: IsoDate, state: LiveState })),
});
export type LiveClassResponse = z.infer<typeof LiveClassResponse>;

/** Development only: a school admin's changes to a class, so the demo and the tests can move it in time. */
/** `GET .../chat`: a class's chat after it, oldest first, to replay beside its recording. */
export const LiveChatResponse = z.object({ starts_at: IsoDate, messages: z.array(ChatMessage) });
export type LiveChatResponse = z.infer<typeof LiveChatResponse>;
/** Messages one replay carries at most: a long class's busiest chat. */
export const LIVE_CHAT_MAX = 2000;

export const DevLiveClassRequest = z.object({
  /** The new start, this many seconds from now (negative: in the past). */
  starts_in_seconds: z.number().int().min(-30 * 86_400).max(365 * 86_400).optional(),
  cancelled: z.boolean().optional(),
  recording_lesson_id: Id.nullable().optional(),
  /** A new length (the school's figure), in seconds. */
  duration_seconds: z.number().int().min(1).max(24 * 3600).optional(),
}).strict();

const liveClass = defineCall({
  method: 'GET', path: '/learner/v1/live_classes/:courseId/:lessonId', session: false, params: LiveClassParams, query: LiveClassQuery, response: LiveClassResponse,
  // The state moves with the clock and the school's changes: asked again each time the page opens.
  staleTime: STALE_TIME.always,
});

export const LIVE_CALLS = {
  liveClass,
  /**
   * External live (4) on the local stack: the class's HLS live playlist (not JSON), for an enrolled learner while the
   * class is on; its segments are signed media URLs like a lesson video's.
   */
  /** A class's kept chat, once it is over, for an enrolled learner or staff: the recording's replay. */
  liveChat: defineCall({
    method: 'GET', path: '/learner/v1/live_classes/:courseId/:lessonId/chat', session: true, params: LiveClassParams, query: LiveClassQuery, response: LiveChatResponse,
    staleTime: STALE_TIME.community,
  }),
  liveStream: defineCall({ method: 'GET', path: '/learner/v1/live_classes/:courseId/:lessonId/stream.m3u8', session: false, params: LiveClassParams, query: LiveClassQuery, response: null }),
} as const;

export const DEV_LIVE_CALLS = {
  devLiveClass: defineCall({
    method: 'POST', path: '/learner/dev/live_classes/:courseId/:lessonId', session: false, params: LiveClassParams, query: LiveClassQuery, body: DevLiveClassRequest,
    response: z.object({ updated: z.literal(true) }), invalidates: [liveClass], dev: true,
  }),
  /** Development only: the cron's duties now (Cloudflare runs them every five minutes; wrangler dev never does). */
  devScheduled: defineCall({ method: 'POST', path: '/learner/dev/scheduled', session: false, response: z.object({ reminded: z.number().int() }), dev: true }),
} as const;
