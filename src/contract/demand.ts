/**
 * Demand tickets (`/raise-your-demand/...`; issue 44; docs/decisions/0083-support-tickets.md): a learner asks the
 * school for something it lacks (a course, a test, a topic), every learner of the school may add their vote once, and
 * the school sees what is wanted most. A demand is a ticket: SPEC.md section 3's statuses number it, of which a demand
 * uses 1 Pending (open for votes), 2 Technical Review (the school is looking at it), 4 Fixed (the school added it) and
 * 5 Closed (declined); 3 is a fix awaiting its learner's confirmation, which a demand does not have.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate } from './common.ts';
import { DEMAND_TEXT } from './support-text.ts';
import { TicketParams } from './support.ts';
export { DEMAND_TEXT } from './support-text.ts';

export const DEMAND_KINDS = ['course', 'test', 'test_series', 'topic', 'other'] as const;
export const DemandKind = z.enum(DEMAND_KINDS, { error: DEMAND_TEXT.kind });
export type DemandKind = z.infer<typeof DemandKind>;

export const DemandStatus = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]);
export type DemandStatus = z.infer<typeof DemandStatus>;

export const DEMAND_LIMITS = { titleMin: 5, titleMax: 120, detailsMax: 2000, replyMax: 2000, pageDefault: 20, pageMax: 50 } as const;

const RequestKey = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const RaiseDemandRequest = z.object({
  kind: DemandKind,
  title: z.string().trim().min(DEMAND_LIMITS.titleMin, DEMAND_TEXT.title).max(DEMAND_LIMITS.titleMax, DEMAND_TEXT.title),
  details: z.string().trim().max(DEMAND_LIMITS.detailsMax, DEMAND_TEXT.details).default(''),
  /** SPEC.md's bundleId: the product the demand grows from (a test series that lacks a topic). */
  bundle_id: Id.nullable().default(null),
  request_id: RequestKey,
}).strict();
export type RaiseDemandRequest = z.input<typeof RaiseDemandRequest>;

/** A reply: from the learner who asked, or from support, who may also move the demand on. */
export const DemandReplyRequest = z.object({
  text: z.string().trim().min(1, DEMAND_TEXT.reply).max(DEMAND_LIMITS.replyMax),
  status: z.union([z.literal(2), z.literal(4), z.literal(5)]).optional(),
  request_id: RequestKey,
}).strict();
export type DemandReplyRequest = z.input<typeof DemandReplyRequest>;

export const DemandsQuery = z.object({
  /** `votes`: most wanted first (then newest); `newest`. */
  sort: z.enum(['votes', 'newest']).default('votes'),
  /** `open`: 1 and 2; `done`: 4 and 5. */
  show: z.enum(['open', 'done', 'all']).default('open'),
  /** Only the learner's own demands. */
  mine: z.enum(['1']).optional(),
  /** Demands whose title has these words (the raise form's "already asked?"). */
  q: z.string().trim().min(2).max(80).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(DEMAND_LIMITS.pageMax).default(DEMAND_LIMITS.pageDefault),
});

export const DemandSummary = z.object({
  id: Id,
  kind: DemandKind,
  title: z.string(),
  status: DemandStatus,
  votes: z.number().int().nonnegative(),
  /** Whether the learner reading it has voted (the one who asked always has). */
  voted: z.boolean(),
  mine: z.boolean(),
  product: z.object({ id: Id, title: z.string(), seo: z.string() }).nullable(),
  author: z.object({ name: z.string() }),
  created_at: IsoDate,
  updated_at: IsoDate,
  reply_count: z.number().int().nonnegative(),
});
export type DemandSummary = z.infer<typeof DemandSummary>;

export const DemandMessage = z.object({
  id: Id,
  author: z.object({ name: z.string(), role: z.enum(['learner', 'support']) }),
  text: z.string(),
  status_to: DemandStatus.nullable(),
  created_at: IsoDate,
});
export type DemandMessage = z.infer<typeof DemandMessage>;

export const Demand = DemandSummary.extend({
  details: z.string(),
  messages: z.array(DemandMessage),
  /** `support`: the school's support staff, who answer and move it on; `author`: the one who asked; `learner`: anyone else. */
  viewer: z.enum(['support', 'author', 'learner']),
});
export type Demand = z.infer<typeof Demand>;

export const DemandsResponse = z.object({ demands: z.array(DemandSummary), has_more: z.boolean(), staff: z.boolean() });
export type DemandsResponse = z.infer<typeof DemandsResponse>;

const demands = defineCall({ method: 'GET', path: '/learner/v1/demands', session: true, query: DemandsQuery, response: DemandsResponse, staleTime: STALE_TIME.always });
const demand = defineCall({ method: 'GET', path: '/learner/v1/demands/:ticketId', session: true, params: TicketParams, response: Demand, staleTime: STALE_TIME.always });

export const DEMAND_CALLS = {
  demands,
  demand,
  raiseDemand: defineCall({ method: 'POST', path: '/learner/v1/demands', session: true, body: RaiseDemandRequest, response: Demand, invalidates: [demands] }),
  /** The learner's vote, once however often it is sent. */
  voteDemand: defineCall({ method: 'POST', path: '/learner/v1/demands/:ticketId/votes', session: true, params: TicketParams, response: Demand, invalidates: [demands, demand] }),
  unvoteDemand: defineCall({ method: 'DELETE', path: '/learner/v1/demands/:ticketId/votes', session: true, params: TicketParams, response: Demand, invalidates: [demands, demand] }),
  demandReply: defineCall({
    method: 'POST', path: '/learner/v1/demands/:ticketId/messages', session: true, params: TicketParams, body: DemandReplyRequest, response: Demand, invalidates: [demands, demand],
  }),
} as const;
