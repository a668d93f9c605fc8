/**
 * A school's live classes as it writes them (`tenants/<slug>/live.json`; issue 42): a build- and seed-time schema,
 * apart from the call contracts so no page's JavaScript carries it, and so Zoom's passcodes go to the database only.
 */
import { z } from 'zod';
import { Id } from './common.ts';
import { LiveType, ZoomDetails } from './live.ts';

export const TenantLiveClass = z.object({
  course_id: Id,
  /** A lesson of kind `live` in that course. */
  lesson_id: Id,
  type: LiveType,
  /** The start: a date and time with its offset... */
  starts_at: z.iso.datetime({ offset: true }).optional(),
  /** ...or, for a demo school, minutes from the seed (negative: already started), so its demo always has a class on. */
  starts_in_minutes: z.number().int().min(-60 * 24 * 60).max(60 * 24 * 365).optional(),
  cancelled: z.boolean().default(false),
  /** The recording: a video lesson of the same course. Absent after the class: "recording being prepared". */
  recording_lesson_id: Id.optional(),
  /** Zoom's meeting (types 7 and 10 only, and required for them). */
  zoom: ZoomDetails.optional(),
  /** External live (4): the stream's HLS playlist. Absent: the local stack's own live stream of the school's clip. */
  stream_url: z.url({ protocol: /^https$/ }).optional(),
}).strict();
export type TenantLiveClass = z.infer<typeof TenantLiveClass>;

/** An announcement the school made, dated days before the seed (a demo school's view-all is never empty). */
export const TenantAlert = z.object({
  title: z.string().min(1).max(120),
  body: z.string().min(1).max(1000),
  product_id: Id.optional(),
  days_ago: z.number().int().min(0).max(365),
}).strict();

export const TenantLive = z.object({
  /** How long before a class its reminder goes out (in-app and e-mail). */
  reminder_minutes: z.number().int().min(5).max(7 * 24 * 60).default(30),
  classes: z.array(TenantLiveClass).max(500),
  alerts: z.array(TenantAlert).max(50).default([]),
}).strict();
export type TenantLive = z.infer<typeof TenantLive>;
