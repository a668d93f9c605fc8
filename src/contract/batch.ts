/**
 * Batches (`/batch/...`; issue 44; docs/decisions/0084-batches.md): cohorts of a product with a start, an end, a seat
 * limit and a calendar of content releases. A learner with running access to the product joins one batch of it (buying
 * it places them in the soonest with a seat); its lessons then open by the batch's calendar, the same day for everyone
 * in it, whenever each of them bought.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate, Slug } from './common.ts';
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
  /** Whether it has opened, by the server's clock. */
  open: z.boolean(),
});
export type CalendarEntry = z.infer<typeof CalendarEntry>;

export const Batch = BatchSummary.extend({
  product: BatchProduct,
  about: z.string(),
  calendar: z.array(CalendarEntry),
  member_count: z.number().int().nonnegative(),
  /** The learner may join it: running access to the product, in no batch of it yet, and it has a seat and has not ended. */
  can_join: z.boolean(),
});
export type Batch = z.infer<typeof Batch>;

export const BatchParams = z.object({ batchId: z.coerce.number().pipe(Id) });

export const BatchMember = z.object({ name: z.string(), role: z.enum(['faculty', 'learner']), joined_at: IsoDate.nullable(), me: z.boolean() });
export type BatchMember = z.infer<typeof BatchMember>;
export const BatchMembersResponse = z.object({ members: z.array(BatchMember), count: z.number().int().nonnegative() });
export type BatchMembersResponse = z.infer<typeof BatchMembersResponse>;

const batches = defineCall({ method: 'GET', path: '/learner/v1/batches', session: false, query: BatchesQuery, response: BatchesResponse, staleTime: STALE_TIME.always });
const batch = defineCall({ method: 'GET', path: '/learner/v1/batches/:batchId', session: false, params: BatchParams, response: Batch, staleTime: STALE_TIME.always });
const members = defineCall({ method: 'GET', path: '/learner/v1/batches/:batchId/members', session: true, params: BatchParams, response: BatchMembersResponse, staleTime: STALE_TIME.always });

export const BATCH_CALLS = {
  batches,
  batch,
  batchMembers: members,
  /** Takes a seat in the batch: once, and never past its seats, however many ask at once. */
  joinBatch: defineCall({ method: 'POST', path: '/learner/v1/batches/:batchId/members', session: true, params: BatchParams, response: Batch, invalidates: [batches, batch, members] }),
} as const;
