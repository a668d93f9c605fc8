import type { Context, Handler } from 'hono';
import { pathOf } from '../../../contract/call.ts';
import { CALLS } from '../../../contract/calls.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { SIGNED_URL_TTL_SECONDS } from '../../../contract/lessons.ts';
import { MOCK_TEST_TEXT } from '../../../contract/mock-test.ts';
import {
  RaiseTicketRequest, StaffReplyRequest, SUPPORT_CALLS, SUPPORT_LIMITS, SUPPORT_TEXT, SupportUploadRequest, TICKET_STATUS, TicketActionRequest, TicketFileParams,
  TicketParams, TicketReplyRequest, TicketsQuery, type Ticket, type TicketsResponse,
} from '../../../contract/support.ts';
import type { Db } from '../../db/database.ts';
import { bytesMatch, extensionFor, uploadedFileResponse } from '../../lib/community-files.ts';
import { ApiError } from '../../lib/errors.ts';
import { learnerId } from '../../lib/lessons.ts';
import { notificationStatement } from '../../lib/notifications.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import { grantFor, mediaUrlSecret, signGrant } from '../../lib/signed-url.ts';
import {
  applyChange, findTicket, isSupportStaff, learnerActionChange, learnerReplyChange, readableTicket, requireSupportStaff, staffReplyChange, summariesOf,
  SUPPORT_NOTICES, supportSettings, ticketMoved, ticketNotFound, ticketPath, ticketView, type TicketChange, type TicketRow,
} from '../../lib/support.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv, School } from '../../types.ts';

const MAX_BYTES = SUPPORT_LIMITS.fileMaxMb * 1024 * 1024;
/** How often a move that lost to another is tried again from the ticket as it now stands. */
const TRIES = 4;

export const ticketFileFolder = (schoolId: number, userId: number): string => `support/${schoolId}/${userId}/`;
const ticketFileKey = (schoolId: number, userId: number, file: string): string => `${ticketFileFolder(schoolId, userId)}${file}`;

/** The uploader a grant's folder names, or null for any other folder. */
export function ticketUploader(schoolId: number, folder: string): number | null {
  const match = new RegExp(`^support/${schoolId}/([1-9]\\d{0,14})/$`).exec(folder);
  return match ? Number(match[1]) : null;
}

const fileTooLarge = (): ApiError => new ApiError(ERROR_CODE.invalidParams, MOCK_TEST_TEXT.fileTooLarge, { field: 'size', variables: { max: SUPPORT_LIMITS.fileMaxMb } });

/** The files a write names, checked: each the writer's own upload, stored, and given to nothing yet. */
async function checkFiles(db: Db, school: School, userId: number, files: readonly string[]): Promise<void> {
  if (files.length === 0) return;
  const rows = await db.selectFrom('ticket_files').select(['file', 'size', 'ticket_id']).where('school_id', '=', school.id).where('user_id', '=', userId)
    .where('file', 'in', [...files]).execute();
  const ok = new Set(rows.filter((r) => r.size > 0 && r.ticket_id === null).map((r) => r.file));
  if (files.some((f) => !ok.has(f))) throw new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.fileMissing, { field: 'files' });
}

const giveFiles = (db: Db, school: School, files: readonly string[], ticketId: number, messageId: number | null) =>
  db.updateTable('ticket_files').set({ ticket_id: ticketId, message_id: messageId }).where('school_id', '=', school.id).where('file', 'in', [...files]).where('ticket_id', 'is', null);

async function answer(c: Context<AppEnv>, db: Db, row: TicketRow, staff: boolean): Promise<Response> {
  const school = c.var.school;
  const view: Ticket = await ticketView(db, school, row, staff ? 'support' : 'learner', await supportSettings(db, school));
  return noStore(c, view);
}

/** `CALLS.supportTickets` (session; TicketsQuery -> TicketsResponse): the learner's own tickets, newest first. */
export const supportTickets: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  return noStore(c, await ticketList(c, user.id, await isSupportStaff(c.var.db, c.var.school, user.id)));
};

/** `CALLS.supportQueue` (session, support staff; TicketsQuery -> TicketsResponse): every ticket of the school. */
export const supportQueue: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  await requireSupportStaff(c.var.db, c.var.school, user.id);
  return noStore(c, await ticketList(c, null, true));
};

/** `ownerId`: one learner's tickets; null: the school's. `staff`: whether the reader is support (the list says so). */
async function ticketList(c: Context<AppEnv>, ownerId: number | null, staff: boolean): Promise<TicketsResponse> {
  const query = parseInput(TicketsQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const settings = await supportSettings(db, school);
  const now = Date.now();
  // A Fixed ticket whose reopen window has passed is done, though its row still says 3 (lib/support.ts settles it on read).
  const windowStart = now - settings.reopen_days * 86_400_000;
  const rows = await db.selectFrom('tickets').selectAll().where('school_id', '=', school.id)
    .$if(ownerId !== null, (q) => q.where('user_id', '=', ownerId!))
    .$if(query.show === 'open', (q) => q.where((eb) => eb.or([eb('status', 'in', [1, 2]), eb.and([eb('status', '=', 3), eb('fixed_at', '>', windowStart)])])))
    .$if(query.show === 'done', (q) => q.where((eb) => eb.or([eb('status', 'in', [4, 5]), eb.and([eb('status', '=', 3), eb('fixed_at', '<=', windowStart)])])))
    .$if(query.before !== undefined, (q) => q.where('id', '<', query.before!))
    .orderBy('id', 'desc').limit(query.limit + 1).execute();
  const page = rows.slice(0, query.limit);
  return {
    tickets: await summariesOf(db, school, page, settings, now),
    next_before: rows.length > query.limit ? page[page.length - 1]!.id : null,
    staff,
  };
}

/** `CALLS.supportTicket` (session; TicketParams -> Ticket): the learner's own ticket, or any for support staff. */
export const supportTicket: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { ticketId } = parseInput(TicketParams, c.req.param());
  const db = c.var.db;
  const { row, staff } = await readableTicket(db, c.var.school, user.id, ticketId);
  return answer(c, db, row, staff);
};

/**
 * `CALLS.raiseTicket` (session; RaiseTicketRequest -> Ticket): a new Pending ticket with the device's details the
 * page showed, the system check if the learner attached it, and the files they uploaded. Sent twice with one
 * request key, it is one ticket.
 */
export const raiseTicket: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, RaiseTicketRequest);
  const db = c.var.db;
  const school = c.var.school;
  const staff = await isSupportStaff(db, school, user.id);
  const byKey = () => db.selectFrom('tickets').selectAll().where('school_id', '=', school.id).where('user_id', '=', user.id).where('request_id', '=', input.request_id).executeTakeFirst();
  const earlier = await byKey();
  if (earlier) return answer(c, db, earlier, staff);
  await throttle(c, 'supportWrite', user.id);
  if (input.bundle_id !== null) {
    const product = await db.selectFrom('products').select('id').where('school_id', '=', school.id).where('id', '=', input.bundle_id).executeTakeFirst();
    if (!product) throw new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.productNotFound, { field: 'bundle_id' });
  }
  await checkFiles(db, school, user.id, input.files);
  const now = Date.now();
  let row: TicketRow | undefined;
  try {
    row = await db.insertInto('tickets').values({
      school_id: school.id, user_id: user.id, request_id: input.request_id, issue_type: input.issue_type, description: input.description,
      product_id: input.bundle_id, status: TICKET_STATUS.pending, device_json: JSON.stringify(input.device),
      system_check_json: input.system_check === null ? null : JSON.stringify(input.system_check), raised_at: now, updated_at: now,
    }).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    // Its twin, sent at the same moment, wrote it first (the unique request key): answer with that one.
    if (!String(error).includes('UNIQUE')) throw error;
    row = await byKey();
    if (!row) throw error;
    return answer(c, db, row, staff);
  }
  if (input.files.length > 0) await giveFiles(db, school, input.files, row.id, null).execute();
  return answer(c, db, row, staff);
};

interface Move {
  /** The change to the ticket as read, or a refusal (thrown). */
  change: (row: TicketRow, now: number) => TicketChange;
  author: 'learner' | 'support';
  text: string;
  files: readonly string[];
  requestId: string;
  /** Who tells the learner, and what: only support's words reach them as a notification. */
  notice?: (row: TicketRow, change: TicketChange, link: string) => ReturnType<(typeof SUPPORT_NOTICES)['reply']>;
}

/**
 * One move on a ticket: a message (its words, perhaps a new status) and the change to the ticket, written only if
 * the ticket is still as it was read; a move that lost the race is judged again against the ticket as it now stands.
 * A message already written with this request key is the answer to a form sent twice.
 */
async function move(c: Context<AppEnv>, userId: number, row: TicketRow, staff: boolean, m: Move): Promise<Response> {
  const db = c.var.db;
  const school = c.var.school;
  const sent = () => db.selectFrom('ticket_messages').select('id').where('school_id', '=', school.id).where('ticket_id', '=', row.id)
    .where('author_id', '=', userId).where('request_id', '=', m.requestId).executeTakeFirst();
  let current = row;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    if (await sent()) return answer(c, db, (await findTicket(db, school, row.id))!, staff);
    const now = Date.now();
    const change = m.change(current, now);
    const version = await applyChange(db, school, current, change, now);
    if (version === null) {
      current = (await findTicket(db, school, row.id)) ?? current;
      continue;
    }
    const statusTo = change.status !== undefined && change.status !== current.status ? change.status : null;
    try {
      const message = await db.insertInto('ticket_messages').values({
        school_id: school.id, ticket_id: row.id, author_id: userId, author_role: m.author, request_id: m.requestId, text: m.text, status_to: statusTo, created_at: version,
      }).returning('id').executeTakeFirstOrThrow();
      const link = ticketPath((await accountSettings(db, school)).basePrefix, row.id);
      const notice = m.notice?.(current, change, link);
      const writes = [
        ...(m.files.length > 0 ? [giveFiles(db, school, m.files, row.id, message.id)] : []),
        ...(notice ? [notificationStatement(db, school, current.user_id, notice, version)] : []),
      ];
      if (writes.length > 0) await db.batch(writes);
    } catch (error) {
      if (!String(error).includes('UNIQUE')) throw error;
    }
    return answer(c, db, (await findTicket(db, school, row.id))!, staff);
  }
  throw ticketMoved();
}

/** `CALLS.ticketReply` (session; TicketParams, TicketReplyRequest -> Ticket): the learner's reply to their own ticket. */
export const ticketReply: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { ticketId } = parseInput(TicketParams, c.req.param());
  const input = await parseBody(c, TicketReplyRequest);
  const db = c.var.db;
  const school = c.var.school;
  const row = await findTicket(db, school, ticketId);
  if (!row || row.user_id !== user.id) throw ticketNotFound();
  await throttle(c, 'supportWrite', user.id);
  await checkFiles(db, school, user.id, input.files);
  const settings = await supportSettings(db, school);
  return move(c, user.id, row, await isSupportStaff(db, school, user.id), {
    change: (current, now) => learnerReplyChange(current, settings, now), author: 'learner', text: input.text, files: input.files, requestId: input.request_id,
  });
};

/** `CALLS.ticketAction` (session; TicketParams, TicketActionRequest -> Ticket): confirm a fix, reopen it, or withdraw. */
export const ticketAction: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { ticketId } = parseInput(TicketParams, c.req.param());
  const { action } = await parseBody(c, TicketActionRequest);
  const db = c.var.db;
  const school = c.var.school;
  const row = await findTicket(db, school, ticketId);
  if (!row || row.user_id !== user.id) throw ticketNotFound();
  const settings = await supportSettings(db, school);
  return move(c, user.id, row, await isSupportStaff(db, school, user.id), {
    // One press of one button on the ticket as it stood: the same press sent again is answered as done.
    change: (current, now) => learnerActionChange(current, action, settings, now), author: 'learner', text: '', files: [], requestId: `${action}-${row.updated_at}`,
  });
};

/**
 * `CALLS.staffReply` (session, support staff; TicketParams, StaffReplyRequest -> Ticket): support's answer to any
 * ticket of the school, with a new status and a question back if they choose; it reaches the learner's notifications.
 */
export const staffReply: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { ticketId } = parseInput(TicketParams, c.req.param());
  const input = await parseBody(c, StaffReplyRequest);
  const db = c.var.db;
  const school = c.var.school;
  await requireSupportStaff(db, school, user.id);
  const row = await findTicket(db, school, ticketId);
  if (!row) throw ticketNotFound();
  await checkFiles(db, school, user.id, input.files);
  const settings = await supportSettings(db, school);
  return move(c, user.id, row, true, {
    change: (current, now) => staffReplyChange(current, input, settings, now), author: 'support', text: input.text, files: input.files, requestId: input.request_id,
    notice: (current, change, link) => (change.status === TICKET_STATUS.fixed ? SUPPORT_NOTICES.fixed : change.status === TICKET_STATUS.closed ? SUPPORT_NOTICES.closed : SUPPORT_NOTICES.reply)(current.id, input.text, link),
  });
};

/** `CALLS.supportUpload` (session; SupportUploadRequest -> a signed PUT URL): one file of up to 16 MB for a ticket. */
export const supportUpload: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, SupportUploadRequest);
  const db = c.var.db;
  const school = c.var.school;
  let ext: string;
  try {
    ext = extensionFor('attachment', input.content_type);
  } catch {
    throw new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.fileType, { field: 'content_type' });
  }
  if (input.size > MAX_BYTES) throw fileTooLarge();
  await throttle(c, 'supportUpload', user.id);
  const file = `${crypto.randomUUID().replace(/-/g, '')}.${ext}`;
  await db.insertInto('ticket_files').values({ school_id: school.id, file, user_id: user.id, name: input.name, content_type: input.content_type, created_ms: Date.now() }).execute();
  const grant = grantFor({ school: school.id, user: user.id, folder: ticketFileFolder(school.id, user.id), method: 'PUT', object: file }, SIGNED_URL_TTL_SECONDS);
  const token = await signGrant(mediaUrlSecret(c.env), grant);
  return noStore(c, { url: pathOf(CALLS.uploadFile, { token, file }), file, expires_at: grant.expires * 1000 });
};

/** The signed PUT of a ticket's file (called by `uploadFile` for a grant of a support folder): stored once, if its bytes are what it claims. */
export async function storeTicketUpload(c: Context<AppEnv>, school: School, userId: number, file: string, key: string): Promise<Response> {
  const db = c.var.db;
  const row = await db.selectFrom('ticket_files').select(['content_type', 'size']).where('school_id', '=', school.id).where('file', '=', file).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError(ERROR_CODE.forbidden, MOCK_TEST_TEXT.uploadLinkInvalid);
  if (row.size > 0) throw new ApiError(ERROR_CODE.forbidden, MOCK_TEST_TEXT.uploadLinkUsed);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw fileTooLarge();
  if (!bytesMatch(file.slice(file.lastIndexOf('.') + 1), bytes)) throw new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.fileType, { field: '(body)' });
  await c.env.LESSONS.put(key, bytes, { httpMetadata: { contentType: row.content_type } });
  await db.updateTable('ticket_files').set({ size: bytes.length }).where('school_id', '=', school.id).where('file', '=', file).execute();
  return noStore(c, { file, size: bytes.length });
}

/**
 * `CALLS.supportFile` (session; TicketFileParams -> the bytes): a ticket's file for its learner and the school's
 * support staff (before it is sent with a ticket, only its uploader). Served as the type it was checked to be, in a
 * sandbox, as a download unless it is an image.
 */
export const supportFile: Handler<AppEnv> = async (c) => {
  const { file } = parseInput(TicketFileParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const userId = await learnerId(c);
  if (userId === null) throw ticketNotFound();
  const row = await db.selectFrom('ticket_files').selectAll().where('school_id', '=', school.id).where('file', '=', file).where('size', '>', 0).executeTakeFirst();
  if (!row) throw ticketNotFound();
  if (row.ticket_id === null ? row.user_id !== userId : !(await readableTicket(db, school, userId, row.ticket_id).then(() => true, () => false))) throw ticketNotFound();
  const object = await c.env.LESSONS.get(ticketFileKey(school.id, row.user_id, row.file));
  if (!object) throw ticketNotFound();
  return uploadedFileResponse(object.body, row, row.content_type.startsWith('image/'));
};

/** `CALLS.devSupportClock` (development only): moves every time of the ticket back `hours`, as if that long had passed. */
export const devSupportClock: Handler<AppEnv> = async (c) => {
  await requireSession(c);
  const { ticket_id, hours } = await parseBody(c, SUPPORT_CALLS.devSupportClock.body);
  const db = c.var.db;
  const school = c.var.school;
  const ms = Math.round(hours * 3_600_000);
  const row = await findTicket(db, school, ticket_id);
  if (!row) throw ticketNotFound();
  const shift = (ms0: number | null) => (ms0 === null ? null : ms0 - ms);
  await db.batch([
    db.updateTable('tickets').set({
      raised_at: row.raised_at - ms, updated_at: row.updated_at - ms, first_response_at: shift(row.first_response_at), waiting_since: shift(row.waiting_since),
      resolved_at: shift(row.resolved_at), fixed_at: shift(row.fixed_at),
    }).where('school_id', '=', school.id).where('id', '=', ticket_id).where('updated_at', '=', row.updated_at),
    db.updateTable('ticket_messages').set((eb) => ({ created_at: eb('created_at', '-', ms) })).where('school_id', '=', school.id).where('ticket_id', '=', ticket_id),
  ]);
  return noStore(c, { moved: true });
};
