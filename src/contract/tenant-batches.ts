/**
 * A school's batches as it writes them (`tenants/<slug>/batches.json`; issue 44; docs/decisions/0084-batches.md): a
 * build- and seed-time schema, apart from the call contracts so no page's JavaScript carries it.
 */
import { z } from 'zod';
import { Id } from './common.ts';
import { ZoomDetails } from './live.ts';

const Clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 18:30');

/** One entry of a batch's calendar: a lesson that opens for the batch on a day (0: the start day) at a time; a live lesson: the batch's class then. */
export const TenantCalendarItem = z.object({
  day: z.number().int().min(0).max(365),
  /** The school's local time of day; absent: the batch's start time. */
  time: Clock.optional(),
  lesson_id: Id,
  /** A live lesson held in Zoom: the batch's own meeting for its class (absent: the product's, from live.json). */
  zoom: ZoomDetails.optional(),
}).strict();

export const TenantBatch = z.object({
  id: Id,
  product_id: Id,
  name: z.string().trim().min(3).max(80),
  /** The start: a date and time with its offset... */
  starts_at: z.iso.datetime({ offset: true }).optional(),
  /** ...or, for a demo school, days from the seed (negative: already running), at `start_time` in the school's zone. */
  starts_in_days: z.number().int().min(-365).max(365).optional(),
  start_time: Clock.default('09:00'),
  length_days: z.number().int().min(1).max(730),
  seats: z.number().int().min(1).max(100_000),
  about: z.string().trim().max(2000).default(''),
  calendar: z.array(TenantCalendarItem).max(1000).default([]),
  /** Whether the batch's learners see its leaderboard; an admin may change it later. */
  leaderboard: z.enum(['shown', 'hidden']).default('shown'),
  /** The faculty's first words to the batch, as if sent that many days after the start (demo schools). */
  announcements: z.array(z.object({
    after_days: z.number().int().min(0).max(730),
    title: z.string().trim().min(1).max(120),
    body: z.string().trim().min(1).max(2000),
  }).strict()).max(50).default([]),
}).strict();
export type TenantBatch = z.infer<typeof TenantBatch>;

/** A milestone the school rewards in every batch: a streak of study days, the first full mock, a top rank, a share done. */
export const TenantBadge = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a short slug such as seven-day-streak'),
  title: z.string().trim().min(2).max(60),
  description: z.string().trim().min(2).max(200),
  rule: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('streak'), days: z.number().int().min(2).max(365) }).strict(),
    z.object({ kind: z.literal('first_full_mock') }).strict(),
    z.object({ kind: z.literal('rank'), top: z.number().int().min(1).max(1000) }).strict(),
    z.object({ kind: z.literal('progress'), percent: z.number().int().min(1).max(100) }).strict(),
  ]),
}).strict();
export type TenantBadge = z.infer<typeof TenantBadge>;

export const TenantBatches = z.object({
  /** The school's timezone for the calendars' days and times. */
  timezone: z.string().default('Asia/Kolkata'),
  batches: z.array(TenantBatch).max(200),
  /** The school's achievements, in the order its learners see them. */
  achievements: z.array(TenantBadge).max(50).default([]),
}).strict();
export type TenantBatches = z.infer<typeof TenantBatches>;
