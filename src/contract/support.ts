/**
 * Support tickets (`/support/...`; issue 44; docs/decisions/0083-support-tickets.md): a learner raises a ticket with
 * an issue type, a description and the acknowledgement that their device's details go with it (SPEC.md section 5),
 * the school's support staff answer it through a role-checked call, and the learner replies, confirms the fix or
 * reopens it. Each ticket carries two clocks from the school's SupportSettings, counted in its business hours.
 *
 * SPEC.md section 3's statuses, and why two of them read "Fixed":
 * 1 Pending: raised (or reopened), waiting for support.
 * 2 Technical Review: support has taken it to the people who can fix it.
 * 3 Fixed: support says it is fixed; the learner may confirm it, or reopen it within the school's reopen window.
 *   The resolution clock has stopped.
 * 4 Fixed: the fix stands: the learner confirmed it, or the window passed without a reopen. Final.
 * 5 Closed: ended without a fix (the learner withdrew it, or support closed it, e.g. not a fault). Final.
 * The learner sees both 3 and 4 as "Fixed"; what tells them apart is whether the ticket can still be reopened.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate } from './common.ts';
import { SystemCheckResult } from './system-check.ts';
import { SUPPORT_TEXT } from './support-text.ts';
export { DEMAND_TEXT, SUPPORT_TEXT } from './support-text.ts';

export const TICKET_STATUS = { pending: 1, technicalReview: 2, fixed: 3, fixedConfirmed: 4, closed: 5 } as const;
export const TicketStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type TicketStatus = z.infer<typeof TicketStatus>;
/** Statuses in which nothing more happens. */
export const FINAL_STATUSES: readonly TicketStatus[] = [4, 5];

export const ISSUE_TYPES = ['payment', 'access', 'video', 'test', 'live_class', 'account', 'certificate', 'other'] as const;
export const IssueType = z.enum(ISSUE_TYPES, { error: SUPPORT_TEXT.issueType });
export type IssueType = z.infer<typeof IssueType>;

export const SUPPORT_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 2000,
  replyMax: 2000,
  filesMax: 5,
  /** SPEC.md section 9's attachment limit. */
  fileMaxMb: 16,
  pageDefault: 20,
  pageMax: 50,
} as const;

/** The device's details as the raise-ticket page shows them before they are sent (and support reads them). */
export const DeviceInfo = z.object({
  browser: z.string().max(80),
  os: z.string().max(80),
  screen: z.string().max(40),
  network: z.string().max(80),
  app_version: z.string().max(40),
  language: z.string().max(35),
  timezone: z.string().max(60),
}).strict();
export type DeviceInfo = z.infer<typeof DeviceInfo>;

/** A file uploaded for a ticket: 32 hex characters and its kind's extension. */
export const TicketFileName = z.string().regex(/^[a-f0-9]{32}\.(?:png|jpg|webp|gif|pdf|zip|docx|xlsx|pptx|txt|csv)$/, SUPPORT_TEXT.fileMissing);
export const TicketFile = z.object({ file: TicketFileName, name: z.string(), content_type: z.string(), size: z.number().int().nonnegative() });
export type TicketFile = z.infer<typeof TicketFile>;
const Files = z.array(TicketFileName).max(SUPPORT_LIMITS.filesMax, SUPPORT_TEXT.tooManyFiles).default([]);

/** A double-sent form is one ticket or one reply: the page makes one key per form it shows. */
const RequestKey = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const RaiseTicketRequest = z.object({
  issue_type: IssueType,
  description: z.string().trim().min(SUPPORT_LIMITS.descriptionMin, SUPPORT_TEXT.description).max(SUPPORT_LIMITS.descriptionMax, SUPPORT_TEXT.descriptionLong),
  acknowledged: z.literal(true, { error: SUPPORT_TEXT.acknowledge }),
  device: DeviceInfo,
  /** The last system check, attached in one click; null when the learner left it out or never ran one. */
  system_check: SystemCheckResult.nullable().default(null),
  /** SPEC.md's bundleId: the product the problem is with. */
  bundle_id: Id.nullable().default(null),
  files: Files,
  request_id: RequestKey,
}).strict();
export type RaiseTicketRequest = z.input<typeof RaiseTicketRequest>;

const ReplyText = z.string().trim().min(1, SUPPORT_TEXT.reply).max(SUPPORT_LIMITS.replyMax, SUPPORT_TEXT.replyLong);

/** The learner's reply; to a ticket that reads Fixed and may still be reopened, it reopens it. */
export const TicketReplyRequest = z.object({ text: ReplyText, files: Files, request_id: RequestKey }).strict();
export type TicketReplyRequest = z.input<typeof TicketReplyRequest>;

/** The learner's moves: confirm a fix (3 -> 4), reopen it (3 -> 1, within the window), withdraw the ticket (1, 2 -> 5). */
export const TicketActionRequest = z.object({ action: z.enum(['confirm', 'reopen', 'withdraw']) }).strict();
export type TicketActionRequest = z.infer<typeof TicketActionRequest>;

/** Support's answer: always words for the learner, and perhaps a new status and a question back to them. */
export const StaffReplyRequest = z.object({
  text: ReplyText,
  status: z.union([z.literal(2), z.literal(3), z.literal(5)]).optional(),
  /** Support needs something from the learner: the resolution clock stops until they reply. */
  awaiting_learner: z.boolean().default(false),
  files: Files,
  request_id: RequestKey,
}).strict();
export type StaffReplyRequest = z.input<typeof StaffReplyRequest>;

export const TicketParams = z.object({ ticketId: z.coerce.number().pipe(Id) });

export const TicketsQuery = z.object({
  /** `open`: 1 to 3; `done`: 4 and 5. */
  show: z.enum(['open', 'done', 'all']).default('all'),
  before: z.coerce.number().pipe(Id).optional(),
  limit: z.coerce.number().int().min(1).max(SUPPORT_LIMITS.pageMax).default(SUPPORT_LIMITS.pageDefault),
});

/** One clock: when it is due, when it was met, whether it is stopped while support waits on the learner. */
export const SlaClock = z.object({
  /** Null while paused (the due moves by however long the pause lasts). */
  due_at: IsoDate.nullable(),
  met_at: IsoDate.nullable(),
  paused: z.boolean(),
  /** Met late, or not met and past due. */
  breached: z.boolean(),
});
export type SlaClock = z.infer<typeof SlaClock>;

export const TicketProduct = z.object({ id: Id, title: z.string(), seo: z.string(), type: z.number().int() });

export const TicketSummary = z.object({
  id: Id,
  status: TicketStatus,
  issue_type: IssueType,
  /** The description's first line, for the list. */
  excerpt: z.string(),
  product: TicketProduct.nullable(),
  learner: z.object({ id: Id, name: z.string() }),
  raised_at: IsoDate,
  updated_at: IsoDate,
  /** Who should speak next. */
  waiting_on: z.enum(['support', 'learner', 'nobody']),
  first_response: SlaClock,
  resolution: SlaClock,
  /** While Fixed (3): until when the learner may reopen it. */
  reopen_until: IsoDate.nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

export const TicketMessage = z.object({
  id: Id,
  author: z.object({ name: z.string(), role: z.enum(['learner', 'support']) }),
  text: z.string(),
  /** The status this message moved the ticket to, if it did. */
  status_to: TicketStatus.nullable(),
  created_at: IsoDate,
  files: z.array(TicketFile),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

export const Ticket = TicketSummary.extend({
  description: z.string(),
  device: DeviceInfo,
  system_check: SystemCheckResult.nullable(),
  files: z.array(TicketFile),
  messages: z.array(TicketMessage),
  /** Whether the one reading is the school's support staff (who answer with StaffReplyRequest). */
  viewer: z.enum(['learner', 'support']),
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketsResponse = z.object({
  tickets: z.array(TicketSummary),
  next_before: Id.nullable(),
  /** Whether the learner is also the school's support staff (the list then offers the school's queue). */
  staff: z.boolean(),
});
export type TicketsResponse = z.infer<typeof TicketsResponse>;

export const SupportUploadRequest = z.object({
  name: z.string().trim().min(1).max(200),
  content_type: z.string().max(200),
  size: z.number().int().positive(),
}).strict();
export type SupportUploadRequest = z.infer<typeof SupportUploadRequest>;
export const SupportUploadResponse = z.object({ url: z.string(), file: TicketFileName, expires_at: z.number() });

export const TicketFileParams = z.object({ file: TicketFileName });

const tickets = defineCall({ method: 'GET', path: '/learner/v1/support/tickets', session: true, query: TicketsQuery, response: TicketsResponse, staleTime: STALE_TIME.always });
const ticket = defineCall({ method: 'GET', path: '/learner/v1/support/tickets/:ticketId', session: true, params: TicketParams, response: Ticket, staleTime: STALE_TIME.always });
const queue = defineCall({ method: 'GET', path: '/learner/v1/admin/support/tickets', session: true, query: TicketsQuery, response: TicketsResponse, staleTime: STALE_TIME.always });

export const SUPPORT_CALLS = {
  supportTickets: tickets,
  supportTicket: ticket,
  raiseTicket: defineCall({ method: 'POST', path: '/learner/v1/support/tickets', session: true, body: RaiseTicketRequest, response: Ticket, invalidates: [tickets, queue] }),
  ticketReply: defineCall({
    method: 'POST', path: '/learner/v1/support/tickets/:ticketId/messages', session: true, params: TicketParams, body: TicketReplyRequest, response: Ticket,
    invalidates: [tickets, ticket, queue],
  }),
  ticketAction: defineCall({
    method: 'POST', path: '/learner/v1/support/tickets/:ticketId/actions', session: true, params: TicketParams, body: TicketActionRequest, response: Ticket,
    invalidates: [tickets, ticket, queue],
  }),
  supportUpload: defineCall({ method: 'POST', path: '/learner/v1/support/uploads', session: true, body: SupportUploadRequest, response: SupportUploadResponse }),
  /** A ticket's file, for its learner and the school's support staff. Not JSON. */
  supportFile: defineCall({ method: 'GET', path: '/learner/v1/support/files/:file', session: true, params: TicketFileParams, response: null }),
  supportQueue: queue,
  staffReply: defineCall({
    method: 'POST', path: '/learner/v1/admin/support/tickets/:ticketId/replies', session: true, params: TicketParams, body: StaffReplyRequest, response: Ticket,
    invalidates: [tickets, ticket, queue],
  }),
  /** Development only: the ticket as it will stand `hours` from now (its times move back). */
  devSupportClock: defineCall({
    method: 'POST', path: '/learner/dev/support/clock', session: true, body: z.object({ ticket_id: Id, hours: z.number().min(-2000).max(2000) }), response: z.object({ moved: z.boolean() }),
    dev: true,
  }),
} as const;
