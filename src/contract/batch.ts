/**
 * Batches (`/batch/...`; issue 44; docs/decisions/0084-batches.md): cohorts of a product with a start, an end, a seat
 * limit and a calendar of content releases. A learner with running access to the product joins one batch of it (buying
 * it places them in the soonest with a seat); its lessons then open by the batch's calendar, the same day for everyone
 * in it, whenever each of them bought.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate, Slug } from './common.ts';
import { SendAlertRequest } from './live-alerts.ts';
import { LiveState } from './live.ts';
export { BATCH_TEXT } from './batch-text.ts';

/** Where a batch stands by the clock: not started, running, or over. */
export const BatchState = z.enum(['upcoming', 'running', 'ended']);
export type BatchState = z.infer<typeof BatchState>;

export const BatchSummary = z.object({
  id: Id,
  name: z.string(),
  starts_at: IsoDate,
  ends_at: IsoDate,
  state: BatchState,
  seats: z.number().int().positive(),
  seats_left: z.number().int().nonnegative(),
  /** Whether the learner reading it is in it. */
  mine: z.boolean(),
});
export type BatchSummary = z.infer<typeof BatchSummary>;

export const BatchProduct = z.object({ id: Id, title: z.string(), seo: z.string(), image_url: z.string().nullable() });

/** `GET v1/batches?product_seo=`: a product's batches, soonest first, and the learner's place. */
export const BatchesQuery = z.object({ product_seo: Slug });
export const BatchesResponse = z.object({
  product: BatchProduct,
  batches: z.array(BatchSummary),
  /** The learner's batch of this product; null: none yet. */
  my_batch_id: Id.nullable(),
  /** Whether the learner has running access to the product (only then may they join). */
  enrolled: z.boolean(),
});
export type BatchesResponse = z.infer<typeof BatchesResponse>;

/** One entry of the calendar as the batch's learners see it. */
export const CalendarEntry = z.object({
  lesson_id: Id,
  section_id: Id,
  title: z.string(),
  kind: z.string(),
  opens_at: IsoDate,
  /** Whether it has opened (a live class: begun), by the server's clock. */
  open: z.boolean(),
  /** A live lesson: the batch's own class at `opens_at`, and where it stands; null for a release. */
  class_state: LiveState.nullable(),
});
export type CalendarEntry = z.infer<typeof CalendarEntry>;

export const Batch = BatchSummary.extend({
  product: BatchProduct,
  about: z.string(),
  calendar: z.array(CalendarEntry),
  member_count: z.number().int().nonnegative(),
  /** The learner may join it: running access to the product, in no batch of it yet, and it has a seat and has not ended. */
  can_join: z.boolean(),
  /** Whether its learners see the leaderboard (an admin's choice). */
  leaderboard_hidden: z.boolean(),
  /** What the reader is to it: the school's faculty or admin (who teach and announce), or neither. */
  staff: z.enum(['faculty', 'admin']).nullable(),
});
export type Batch = z.infer<typeof Batch>;

export const BatchParams = z.object({ batchId: z.coerce.number().pipe(Id) });

export const BatchMember = z.object({ name: z.string(), role: z.enum(['faculty', 'learner']), joined_at: IsoDate.nullable(), me: z.boolean() });
export type BatchMember = z.infer<typeof BatchMember>;
export const BatchMembersResponse = z.object({ members: z.array(BatchMember), count: z.number().int().nonnegative() });
export type BatchMembersResponse = z.infer<typeof BatchMembersResponse>;

/** An announcement of the batch's faculty: every member's notification, and live on the open announcements page. */
export const BatchAnnouncement = z.object({ id: Id, title: z.string(), body: z.string(), author_name: z.string(), created_at: IsoDate });
export type BatchAnnouncement = z.infer<typeof BatchAnnouncement>;
export const BatchAnnouncementsResponse = z.object({ announcements: z.array(BatchAnnouncement), can_send: z.boolean() });
export type BatchAnnouncementsResponse = z.infer<typeof BatchAnnouncementsResponse>;
/** An announcement's title and words, with the same rules and texts as a school's live alert. */
export const AnnounceRequest = SendAlertRequest.omit({ product_id: true });
export type AnnounceRequest = z.input<typeof AnnounceRequest>;
export const AnnounceResponse = z.object({ announcement: BatchAnnouncement });

/**
 * One line of the leaderboard: the learner's best scores in the course's tests as a percentage of their marks, their
 * share of the course done, and the points that rank them (the mean of the two; the share alone when the course has
 * no tests). Equal points share a rank: 1, 1, 3.
 */
export const Standing = z.object({
  rank: z.number().int().positive(),
  name: z.string(),
  me: z.boolean(),
  tests_percent: z.number().min(0).max(100).nullable(),
  progress_percent: z.number().min(0).max(100),
  points: z.number().min(0).max(100),
});
export type Standing = z.infer<typeof Standing>;
export const LeaderboardResponse = z.object({
  standings: z.array(Standing),
  /** The reader's own line, also when it falls below those listed. */
  mine: Standing.nullable(),
  members: z.number().int().nonnegative(),
  /** Only staff read a hidden leaderboard (learners are told it is hidden); they see it is. */
  hidden: z.boolean(),
  can_hide: z.boolean(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;
export const LeaderboardSetting = z.object({ hidden: z.boolean() }).strict();
export type LeaderboardSetting = z.infer<typeof LeaderboardSetting>;

export const BadgeRule = z.enum(['streak', 'first_full_mock', 'rank', 'progress']);
/** An achievement the school defines, and whether and when the reader earned it in this batch. */
export const Achievement = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  rule: BadgeRule,
  /** Days of the streak, the top N, or the percent done; 0 for the first full mock. */
  amount: z.number().int().nonnegative(),
  earned_at: IsoDate.nullable(),
  /** Where the reader stands against it: days in the longest streak, the rank, the percent done. */
  standing: z.number().nonnegative().nullable(),
  /** Members of the batch who have it. */
  earned_by: z.number().int().nonnegative(),
});
export type Achievement = z.infer<typeof Achievement>;
export const AchievementsResponse = z.object({ achievements: z.array(Achievement) });
export type AchievementsResponse = z.infer<typeof AchievementsResponse>;

/** The course's reviews written by the batch's members. */
export const BatchReview = z.object({ id: Id, author_name: z.string(), rating: z.number().int().min(1).max(5), text: z.string(), created_at: IsoDate, mine: z.boolean() });
export type BatchReview = z.infer<typeof BatchReview>;
export const BatchReviewsResponse = z.object({
  reviews: z.array(BatchReview),
  count: z.number().int().nonnegative(),
  average: z.number().min(0).max(5),
  /** The reader is a member with no review of the course yet. */
  can_review: z.boolean(),
});
export type BatchReviewsResponse = z.infer<typeof BatchReviewsResponse>;

const batches = defineCall({ method: 'GET', path: '/learner/v1/batches', session: false, query: BatchesQuery, response: BatchesResponse, staleTime: STALE_TIME.always });
const batch = defineCall({ method: 'GET', path: '/learner/v1/batches/:batchId', session: false, params: BatchParams, response: Batch, staleTime: STALE_TIME.always });
const members = defineCall({ method: 'GET', path: '/learner/v1/batches/:batchId/members', session: true, params: BatchParams, response: BatchMembersResponse, staleTime: STALE_TIME.always });

const announcements = defineCall({ method: 'GET', path: '/learner/v1/batches/:batchId/announcements', session: true, params: BatchParams, response: BatchAnnouncementsResponse, staleTime: STALE_TIME.always });
const leaderboard = defineCall({ method: 'GET', path: '/learner/v1/batches/:batchId/leaderboard', session: true, params: BatchParams, response: LeaderboardResponse, staleTime: STALE_TIME.always });

export const BATCH_CALLS = {
  batches,
  batch,
  batchMembers: members,
  batchAnnouncements: announcements,
  /** The batch's faculty and the school's admins: to every member at once, and into their notifications. */
  announce: defineCall({ method: 'POST', path: '/learner/v1/batches/:batchId/announcements', session: true, params: BatchParams, body: AnnounceRequest, response: AnnounceResponse, invalidates: [announcements] }),
  batchLeaderboard: leaderboard,
  /** The school's admins: hide the batch's leaderboard from its learners, or show it again (SPEC.md section 6). */
  setLeaderboard: defineCall({ method: 'PUT', path: '/learner/v1/admin/batches/:batchId/leaderboard', session: true, params: BatchParams, body: LeaderboardSetting, response: LeaderboardSetting, invalidates: [leaderboard, batch] }),
  /** The school's achievements and the reader's in this batch; a milestone reached is recorded here, once. */
  batchAchievements: defineCall({ method: 'GET', path: '/learner/v1/batches/:batchId/achievements', session: true, params: BatchParams, response: AchievementsResponse, staleTime: STALE_TIME.always }),
  batchReviews: defineCall({ method: 'GET', path: '/learner/v1/batches/:batchId/reviews', session: true, params: BatchParams, response: BatchReviewsResponse, staleTime: STALE_TIME.always }),
  /** Takes a seat in the batch: once, and never past its seats, however many ask at once. */
  joinBatch: defineCall({ method: 'POST', path: '/learner/v1/batches/:batchId/members', session: true, params: BatchParams, response: Batch, invalidates: [batches, batch, members] }),
} as const;
