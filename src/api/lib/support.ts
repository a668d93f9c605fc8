/**
 * Support tickets (src/contract/support.ts; docs/decisions/0083-support-tickets.md): their clocks, the moves that
 * change their status, and who may read and answer them. A status changes only by an UPDATE conditional on the
 * version (`updated_at`) it was read at, so two moves at once cannot both apply to the same ticket; a form sent twice
 * is one ticket or one message by its request key.
 */
import { sql, type Selectable } from 'kysely';
import { ERROR_CODE } from '../../contract/errors.ts';
import {
  FINAL_STATUSES, SUPPORT_TEXT, TICKET_STATUS, type DeviceInfo, type IssueType, type SlaClock, type Ticket, type TicketFile, type TicketMessage,
  type TicketStatus, type TicketSummary,
} from '../../contract/support.ts';
import { SupportSettings } from '../../contract/support-settings.ts';
import type { SystemCheckResult } from '../../contract/system-check.ts';
import type { Db } from '../db/database.ts';
import type { TicketsTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { addBusinessTime, businessTimeBetween } from './business-hours.ts';
import { excerpt } from './community.ts';
import { ApiError } from './errors.ts';
import type { NewNotification } from './notifications.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SchoolRef = Pick<School, 'id'>;
export type TicketRow = Selectable<TicketsTable>;

/** The school's promises; the defaults for a school whose configuration names none. */
export async function supportSettings(db: Db, school: SchoolRef): Promise<SupportSettings> {
  const row = await db.selectFrom('schools').select(sql<string | null>`json_extract(config_json, '$.school_feature.support')`.as('support'))
    .where('id', '=', school.id).executeTakeFirst();
  return SupportSettings.parse(row?.support ? JSON.parse(row.support) : {});
}

export const ticketNotFound = (): ApiError => new ApiError(ERROR_CODE.notFound, SUPPORT_TEXT.notFound);
export const ticketMoved = (): ApiError => new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.moved);

/** Whether the learner answers the school's tickets: its support staff, or an admin. */
export async function isSupportStaff(db: Db, school: SchoolRef, userId: number): Promise<boolean> {
  const row = await db.selectNoFrom((eb) => [
    eb.exists(eb.selectFrom('support_staff').select('user_id').where('school_id', '=', school.id).where('user_id', '=', userId)).as('support'),
    eb.exists(eb.selectFrom('staff').select('user_id').where('school_id', '=', school.id).where('user_id', '=', userId).where('role', '=', 'admin')).as('admin'),
  ]).executeTakeFirstOrThrow();
  return Boolean(row.support) || Boolean(row.admin);
}

export async function requireSupportStaff(db: Db, school: SchoolRef, userId: number): Promise<void> {
  if (!(await isSupportStaff(db, school, userId))) throw new ApiError(ERROR_CODE.forbidden, SUPPORT_TEXT.staffOnly);
}

/** Until when a Fixed (3) ticket may be reopened. */
export const reopenUntil = (row: Pick<TicketRow, 'fixed_at'>, settings: SupportSettings): number | null =>
  row.fixed_at === null ? null : row.fixed_at + settings.reopen_days * DAY;

/** The status as it stands at `now`: a Fixed (3) ticket whose reopen window has passed is Fixed for good (4). */
export function settledStatus(row: Pick<TicketRow, 'status' | 'fixed_at'>, settings: SupportSettings, now: number): TicketStatus {
  const until = reopenUntil(row, settings);
  return row.status === TICKET_STATUS.fixed && until !== null && now >= until ? TICKET_STATUS.fixedConfirmed : (row.status as TicketStatus);
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/**
 * The two clocks at `now`. First response: due `first_response_hours` of business time after raising, met by
 * support's first reply. Resolution: due `resolution_hours` after raising plus the business time support spent
 * waiting on the learner (and a fix spent waiting on a reopen), met when support marks it Fixed or closes it; stopped
 * (no due) while it waits.
 */
export function clocksOf(row: TicketRow, settings: SupportSettings, now: number): { first_response: SlaClock; resolution: SlaClock } {
  const hours = settings.business_hours;
  const status = settledStatus(row, settings, now);
  const final = FINAL_STATUSES.includes(status);
  const firstDue = addBusinessTime(row.raised_at, settings.first_response_hours * HOUR, hours);
  const firstEnd = row.first_response_at ?? (final ? row.updated_at : now);
  const due = addBusinessTime(row.raised_at, settings.resolution_hours * HOUR + row.paused_ms, hours);
  const resolution: SlaClock = row.resolved_at !== null
    ? { due_at: iso(due), met_at: iso(row.resolved_at), paused: false, breached: row.resolved_at > due }
    : row.waiting_since !== null
      ? { due_at: null, met_at: null, paused: true, breached: row.waiting_since > due }
      : { due_at: iso(due), met_at: null, paused: false, breached: now > due };
  return {
    first_response: { due_at: iso(firstDue), met_at: iso(row.first_response_at), paused: false, breached: firstEnd > firstDue },
    resolution,
  };
}

export function waitingOn(row: TicketRow, status: TicketStatus): TicketSummary['waiting_on'] {
  if (FINAL_STATUSES.includes(status)) return 'nobody';
  return status === TICKET_STATUS.fixed || row.waiting_since !== null ? 'learner' : 'support';
}

interface Names {
  learner: string;
  product: TicketSummary['product'];
}

export function toSummary(row: TicketRow, names: Names, settings: SupportSettings, now: number): TicketSummary {
  const status = settledStatus(row, settings, now);
  return {
    id: row.id,
    status,
    issue_type: row.issue_type as IssueType,
    excerpt: excerpt(row.description.split('\n')[0] ?? '', 120),
    product: names.product,
    learner: { id: row.user_id, name: names.learner },
    raised_at: new Date(row.raised_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    waiting_on: waitingOn(row, status),
    ...clocksOf(row, settings, now),
    reopen_until: status === TICKET_STATUS.fixed ? iso(reopenUntil(row, settings)) : null,
  };
}

/** Tickets' summaries with their learners' names and products, in the order given. */
export async function summariesOf(db: Db, school: SchoolRef, rows: TicketRow[], settings: SupportSettings, now = Date.now()): Promise<TicketSummary[]> {
  if (rows.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'name']).where('school_id', '=', school.id).where('id', 'in', [...new Set(rows.map((r) => r.user_id))]).execute();
  const productIds = [...new Set(rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id])))];
  const products = productIds.length === 0 ? [] : await db.selectFrom('products').select(['id', 'title', 'seo_title', 'course_type'])
    .where('school_id', '=', school.id).where('id', 'in', productIds).execute();
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const product = new Map(products.map((p) => [p.id, { id: p.id, title: p.title, seo: p.seo_title, type: p.course_type }]));
  return rows.map((row) => toSummary(row, { learner: userName.get(row.user_id) ?? '', product: row.product_id === null ? null : product.get(row.product_id) ?? null }, settings, now));
}

export async function findTicket(db: Db, school: SchoolRef, ticketId: number): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('school_id', '=', school.id).where('id', '=', ticketId).executeTakeFirst();
}

/** A ticket the learner may read: their own, or any of the school's for its support staff. Otherwise a 404. */
export async function readableTicket(db: Db, school: SchoolRef, userId: number, ticketId: number): Promise<{ row: TicketRow; staff: boolean }> {
  const [row, staff] = await Promise.all([findTicket(db, school, ticketId), isSupportStaff(db, school, userId)]);
  if (!row || (row.user_id !== userId && !staff)) throw ticketNotFound();
  return { row, staff };
}

/** The whole ticket: its summary, what was sent with it, and its conversation with every file. */
export async function ticketView(db: Db, school: SchoolRef, row: TicketRow, viewer: Ticket['viewer'], settings: SupportSettings, now = Date.now()): Promise<Ticket> {
  const [[summary], messages, files] = await Promise.all([
    summariesOf(db, school, [row], settings, now),
    db.selectFrom('ticket_messages as m').innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 'm.school_id').onRef('u.id', '=', 'm.author_id'))
      .select(['m.id', 'm.author_role', 'm.text', 'm.status_to', 'm.created_at', 'u.name'])
      .where('m.school_id', '=', school.id).where('m.ticket_id', '=', row.id).orderBy('m.id').execute(),
    db.selectFrom('ticket_files').select(['file', 'name', 'content_type', 'size', 'message_id'])
      .where('school_id', '=', school.id).where('ticket_id', '=', row.id).where('size', '>', 0).orderBy('created_ms').execute(),
  ]);
  const fileOf = (f: (typeof files)[number]): TicketFile => ({ file: f.file, name: f.name, content_type: f.content_type, size: f.size });
  const byMessage = new Map<number, TicketFile[]>();
  for (const f of files) if (f.message_id !== null) byMessage.set(f.message_id, [...(byMessage.get(f.message_id) ?? []), fileOf(f)]);
  return {
    ...summary!,
    description: row.description,
    device: JSON.parse(row.device_json) as DeviceInfo,
    system_check: row.system_check_json === null ? null : (JSON.parse(row.system_check_json) as SystemCheckResult),
    files: files.filter((f) => f.message_id === null).map(fileOf),
    messages: messages.map((m): TicketMessage => ({
      id: m.id,
      // Support speaks as the school's team, not as a person the learner might look up.
      author: { name: m.name, role: m.author_role },
      text: m.text,
      status_to: m.status_to as TicketStatus | null,
      created_at: new Date(m.created_at).toISOString(),
      files: byMessage.get(m.id) ?? [],
    })),
    viewer,
  };
}

/** What a move writes on the ticket, or null when it is not allowed from the status it stands in. */
export type TicketChange = Partial<Pick<TicketRow, 'status' | 'first_response_at' | 'waiting_since' | 'paused_ms' | 'resolved_at' | 'fixed_at'>>;

/** The business time of the pause that ends at `now`, added to the ticket's paused time; nothing when not paused. */
function endPause(row: TicketRow, settings: SupportSettings, now: number): TicketChange {
  if (row.waiting_since === null) return {};
  return { waiting_since: null, paused_ms: row.paused_ms + businessTimeBetween(row.waiting_since, now, settings.business_hours) };
}

/** Back to Pending from Fixed: the time the fix waited is not support's, and the clock runs again. */
const reopening = (row: TicketRow, settings: SupportSettings, now: number): TicketChange =>
  ({ ...endPause(row, settings, now), status: TICKET_STATUS.pending, resolved_at: null, fixed_at: null });

/** A learner's reply: it ends a wait on them, and reopens a fix that may still be reopened. */
export function learnerReplyChange(row: TicketRow, settings: SupportSettings, now: number): TicketChange {
  const status = settledStatus(row, settings, now);
  if (FINAL_STATUSES.includes(status)) throw new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.reopenPassed);
  return status === TICKET_STATUS.fixed ? reopening(row, settings, now) : endPause(row, settings, now);
}

/** The learner's own moves: confirm a fix, reopen it within the window, or withdraw a ticket still open. */
export function learnerActionChange(row: TicketRow, action: 'confirm' | 'reopen' | 'withdraw', settings: SupportSettings, now: number): TicketChange {
  const status = settledStatus(row, settings, now);
  if (action === 'confirm') {
    if (status === TICKET_STATUS.fixed) return { status: TICKET_STATUS.fixedConfirmed, waiting_since: null };
    throw status === TICKET_STATUS.fixedConfirmed && row.status === TICKET_STATUS.fixed ? new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.reopenPassed) : ticketMoved();
  }
  if (action === 'reopen') {
    if (status === TICKET_STATUS.fixed) return reopening(row, settings, now);
    throw FINAL_STATUSES.includes(status) ? new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.reopenPassed) : ticketMoved();
  }
  if (status === TICKET_STATUS.pending || status === TICKET_STATUS.technicalReview) {
    return { ...endPause(row, settings, now), status: TICKET_STATUS.closed, resolved_at: now };
  }
  throw ticketMoved();
}

/** Which statuses support may move a ticket to from each: take it to review, mark it fixed, or close it. */
const STAFF_MOVES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = { 1: [2, 3, 5], 2: [3, 5], 3: [], 4: [], 5: [] };

/** Support's reply: the first one meets the first-response clock; a status and a question back may come with it. */
export function staffReplyChange(row: TicketRow, input: { status?: 2 | 3 | 5 | undefined; awaiting_learner: boolean }, settings: SupportSettings, now: number): TicketChange {
  const status = settledStatus(row, settings, now);
  if (FINAL_STATUSES.includes(status)) throw ticketMoved();
  const to = input.status !== undefined && input.status !== status ? input.status : undefined;
  if (to !== undefined && !STAFF_MOVES[status].includes(to)) throw ticketMoved();
  const change: TicketChange = { first_response_at: row.first_response_at ?? now };
  if (to === TICKET_STATUS.fixed) return { ...change, ...endPause(row, settings, now), status: to, resolved_at: now, fixed_at: now, waiting_since: now };
  if (to === TICKET_STATUS.closed) return { ...change, ...endPause(row, settings, now), status: to, resolved_at: now };
  if (to !== undefined) change.status = to;
  // Asking the learner stops the resolution clock until they answer; a reply that asks nothing starts it again.
  if (input.awaiting_learner && status !== TICKET_STATUS.fixed) return { ...change, waiting_since: row.waiting_since ?? now };
  return status === TICKET_STATUS.fixed ? change : { ...change, ...endPause(row, settings, now) };
}

/**
 * Writes `change` if the ticket is still at the version it was read at; false when another move came first (the
 * caller reads it again and decides anew). The new version is later than the old even within one millisecond.
 */
export async function applyChange(db: Db, school: SchoolRef, row: TicketRow, change: TicketChange, now: number): Promise<number | null> {
  const version = Math.max(now, row.updated_at + 1);
  const result = await db.updateTable('tickets').set({ ...change, updated_at: version })
    .where('school_id', '=', school.id).where('id', '=', row.id).where('updated_at', '=', row.updated_at).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? version : null;
}

/** The path of a ticket's page, for a notification. */
export const ticketPath = (basePrefix: string, ticketId: number): string => `/${basePrefix}/support/support-details/${ticketId}`;

export const SUPPORT_NOTICES = {
  reply: (ticketId: number, text: string, link: string): NewNotification => ({ kind: 'support_reply', title: `Support replied to ticket #${ticketId}`, body: excerpt(text), link }),
  fixed: (ticketId: number, text: string, link: string): NewNotification => ({ kind: 'support_reply', title: `Ticket #${ticketId} is fixed`, body: excerpt(text), link }),
  closed: (ticketId: number, text: string, link: string): NewNotification => ({ kind: 'support_reply', title: `Ticket #${ticketId} was closed`, body: excerpt(text), link }),
} as const;
