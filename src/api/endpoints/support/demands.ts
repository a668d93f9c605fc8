import type { Context, Handler } from 'hono';
import { sql, type Selectable } from 'kysely';
import { DemandReplyRequest, DemandsQuery, RaiseDemandRequest, type Demand, type DemandKind, type DemandStatus, type DemandSummary, type DemandsResponse } from '../../../contract/demand.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { DEMAND_TEXT, SUPPORT_TEXT, TicketParams } from '../../../contract/support.ts';
import type { Db } from '../../db/database.ts';
import type { DemandsTable } from '../../db/schema.ts';
import { excerpt } from '../../lib/community.ts';
import { ApiError } from '../../lib/errors.ts';
import { notificationStatement, type NewNotification } from '../../lib/notifications.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import { isSupportStaff } from '../../lib/support.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv, School } from '../../types.ts';

type DemandRow = Selectable<DemandsTable>;
type SchoolRef = Pick<School, 'id'>;

const demandNotFound = (): ApiError => new ApiError(ERROR_CODE.notFound, DEMAND_TEXT.notFound);
const FINAL: readonly number[] = [4, 5];
/** Notifications written per batch when a demand is added: a popular one may have thousands of voters. */
const NOTICE_BATCH = 100;
/** Support moves a demand: to review, added, or closed; an added or closed demand stays so. */
const MOVES: Readonly<Record<number, readonly number[]>> = { 1: [2, 4, 5], 2: [4, 5], 4: [], 5: [] };

const demandPath = (basePrefix: string, id: number): string => `/${basePrefix}/raise-your-demand/demand-details/${id}`;
const NOTICES = {
  reply: (title: string, text: string, link: string): NewNotification => ({ kind: 'demand_reply', title: `The school answered your demand "${excerpt(title, 60)}"`, body: excerpt(text), link }),
  added: (title: string, text: string, link: string): NewNotification => ({ kind: 'demand_reply', title: `Added: "${excerpt(title, 60)}"`, body: excerpt(text), link }),
} as const;

async function summaries(db: Db, school: SchoolRef, userId: number, rows: DemandRow[]): Promise<DemandSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [users, products, votes, replies] = await Promise.all([
    db.selectFrom('users').select(['id', 'name']).where('school_id', '=', school.id).where('id', 'in', [...new Set(rows.map((r) => r.user_id))]).execute(),
    (() => {
      const productIds = [...new Set(rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id])))];
      return productIds.length === 0 ? Promise.resolve([]) : db.selectFrom('products').select(['id', 'title', 'seo_title']).where('school_id', '=', school.id).where('id', 'in', productIds).execute();
    })(),
    db.selectFrom('demand_votes').select('demand_id').where('school_id', '=', school.id).where('user_id', '=', userId).where('demand_id', 'in', ids).execute(),
    db.selectFrom('demand_messages').select(['demand_id', (eb) => eb.fn.countAll<number>().as('n')]).where('school_id', '=', school.id).where('demand_id', 'in', ids).groupBy('demand_id').execute(),
  ]);
  const name = new Map(users.map((u) => [u.id, u.name]));
  const product = new Map(products.map((p) => [p.id, { id: p.id, title: p.title, seo: p.seo_title }]));
  const voted = new Set(votes.map((v) => v.demand_id));
  const replyCount = new Map(replies.map((r) => [r.demand_id, Number(r.n)]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as DemandKind,
    title: row.title,
    status: row.status as DemandStatus,
    votes: row.votes,
    voted: voted.has(row.id),
    mine: row.user_id === userId,
    product: row.product_id === null ? null : product.get(row.product_id) ?? null,
    author: { name: name.get(row.user_id) ?? '' },
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    reply_count: replyCount.get(row.id) ?? 0,
  }));
}

const findDemand = (db: Db, school: SchoolRef, id: number) =>
  db.selectFrom('demands').selectAll().where('school_id', '=', school.id).where('id', '=', id).executeTakeFirst();

async function answer(c: Context<AppEnv>, db: Db, userId: number, id: number): Promise<Response> {
  const school = c.var.school;
  const row = await findDemand(db, school, id);
  if (!row) throw demandNotFound();
  const [[summary], messages, staff] = await Promise.all([
    summaries(db, school, userId, [row]),
    db.selectFrom('demand_messages as m').innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 'm.school_id').onRef('u.id', '=', 'm.author_id'))
      .select(['m.id', 'm.author_role', 'm.text', 'm.status_to', 'm.created_at', 'u.name'])
      .where('m.school_id', '=', school.id).where('m.demand_id', '=', id).orderBy('m.id').execute(),
    isSupportStaff(db, school, userId),
  ]);
  const body: Demand = {
    ...summary!,
    details: row.details,
    messages: messages.map((m) => ({
      id: m.id, author: { name: m.name, role: m.author_role }, text: m.text, status_to: m.status_to as DemandStatus | null, created_at: new Date(m.created_at).toISOString(),
    })),
    viewer: staff ? 'support' : row.user_id === userId ? 'author' : 'learner',
  };
  return noStore(c, body);
}

/** `CALLS.demands` (session; DemandsQuery -> DemandsResponse): the school's demands, most wanted first, or newest. */
export const demands: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const query = parseInput(DemandsQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const words = query.q?.split(/\s+/).filter((w) => w.length >= 2).slice(0, 5) ?? [];
  const rows = await db.selectFrom('demands').selectAll().where('school_id', '=', school.id)
    .$if(query.show === 'open', (q) => q.where('status', 'in', [1, 2]))
    .$if(query.show === 'done', (q) => q.where('status', 'in', [4, 5]))
    .$if(query.mine === '1', (q) => q.where('user_id', '=', user.id))
    .$if(words.length > 0, (q) => q.where((eb) => eb.and(words.map((w) => sql<boolean>`title LIKE ${`%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} ESCAPE '\\'`))))
    .$if(query.sort === 'votes', (q) => q.orderBy('votes', 'desc'))
    .orderBy('id', 'desc')
    .limit(query.limit + 1).offset((query.page - 1) * query.limit).execute();
  const body: DemandsResponse = {
    demands: await summaries(db, school, user.id, rows.slice(0, query.limit)),
    has_more: rows.length > query.limit,
    staff: await isSupportStaff(db, school, user.id),
  };
  return noStore(c, body);
};

/** `CALLS.demand` (session; TicketParams -> Demand): one demand with its replies, for any learner of the school. */
export const demand: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { ticketId } = parseInput(TicketParams, c.req.param());
  return answer(c, c.var.db, user.id, ticketId);
};

/**
 * `CALLS.raiseDemand` (session; RaiseDemandRequest -> Demand): a new demand, open for votes, with the asker's own vote.
 * Sent twice with one request key, it is one demand.
 */
export const raiseDemand: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, RaiseDemandRequest);
  const db = c.var.db;
  const school = c.var.school;
  const byKey = () => db.selectFrom('demands').select('id').where('school_id', '=', school.id).where('user_id', '=', user.id).where('request_id', '=', input.request_id).executeTakeFirst();
  const earlier = await byKey();
  if (earlier) return answer(c, db, user.id, earlier.id);
  await throttle(c, 'supportWrite', user.id);
  if (input.bundle_id !== null) {
    const product = await db.selectFrom('products').select('id').where('school_id', '=', school.id).where('id', '=', input.bundle_id).executeTakeFirst();
    if (!product) throw new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.productNotFound, { field: 'bundle_id' });
  }
  const now = Date.now();
  let id: number;
  try {
    const row = await db.insertInto('demands').values({
      school_id: school.id, user_id: user.id, request_id: input.request_id, kind: input.kind, title: input.title, details: input.details, product_id: input.bundle_id,
      status: 1, votes: 1, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (!String(error).includes('UNIQUE')) throw error;
    const twin = await byKey();
    if (!twin) throw error;
    return answer(c, db, user.id, twin.id);
  }
  await db.insertInto('demand_votes').values({ school_id: school.id, demand_id: id, user_id: user.id, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
  return answer(c, db, user.id, id);
};

/** The demand's `votes` as its votes stand, written in the same batch as the vote that changes them. */
const recount = (db: Db, school: SchoolRef, id: number, now: number) =>
  db.updateTable('demands').set((eb) => ({
    votes: eb.selectFrom('demand_votes').select((v) => v.fn.countAll<number>().as('n')).where('school_id', '=', school.id).where('demand_id', '=', id),
    updated_at: now,
  })).where('school_id', '=', school.id).where('id', '=', id);

async function openDemand(c: Context<AppEnv>): Promise<{ db: Db; row: DemandRow; userId: number }> {
  const { user } = await requireSession(c);
  const { ticketId } = parseInput(TicketParams, c.req.param());
  const db = c.var.db;
  const row = await findDemand(db, c.var.school, ticketId);
  if (!row) throw demandNotFound();
  return { db, row, userId: user.id };
}

/** `CALLS.voteDemand` (session; TicketParams -> Demand): the learner's vote, counted once however often it is sent. */
export const voteDemand: Handler<AppEnv> = async (c) => {
  const { db, row, userId } = await openDemand(c);
  const school = c.var.school;
  if (FINAL.includes(row.status)) throw new ApiError(ERROR_CODE.invalidParams, DEMAND_TEXT.closed);
  const now = Date.now();
  await db.batch([
    db.insertInto('demand_votes').values({ school_id: school.id, demand_id: row.id, user_id: userId, created_at: now }).onConflict((oc) => oc.doNothing()),
    recount(db, school, row.id, now),
  ]);
  return answer(c, db, userId, row.id);
};

/** `CALLS.unvoteDemand` (session; TicketParams -> Demand): takes the learner's vote back; the one who asked keeps theirs. */
export const unvoteDemand: Handler<AppEnv> = async (c) => {
  const { db, row, userId } = await openDemand(c);
  const school = c.var.school;
  if (row.user_id === userId) throw new ApiError(ERROR_CODE.invalidParams, DEMAND_TEXT.ownVote);
  if (FINAL.includes(row.status)) throw new ApiError(ERROR_CODE.invalidParams, DEMAND_TEXT.closed);
  const now = Date.now();
  await db.batch([
    db.deleteFrom('demand_votes').where('school_id', '=', school.id).where('demand_id', '=', row.id).where('user_id', '=', userId),
    recount(db, school, row.id, now),
  ]);
  return answer(c, db, userId, row.id);
};

/**
 * `CALLS.demandReply` (session; TicketParams, DemandReplyRequest -> Demand): a reply from the learner who asked, or
 * from support, who may move the demand on (to review, added, or closed). Support's words reach the asker's
 * notifications; "added" reaches every learner who voted.
 */
export const demandReply: Handler<AppEnv> = async (c) => {
  const input = await parseBody(c, DemandReplyRequest);
  const { db, row, userId } = await openDemand(c);
  const school = c.var.school;
  const staff = await isSupportStaff(db, school, userId);
  if (!staff && row.user_id !== userId) throw new ApiError(ERROR_CODE.forbidden, DEMAND_TEXT.replyNotAllowed);
  if (!staff && input.status !== undefined) throw new ApiError(ERROR_CODE.forbidden, SUPPORT_TEXT.staffOnly);
  const sent = await db.selectFrom('demand_messages').select('id').where('school_id', '=', school.id).where('demand_id', '=', row.id)
    .where('author_id', '=', userId).where('request_id', '=', input.request_id).executeTakeFirst();
  if (sent) return answer(c, db, userId, row.id);
  if (FINAL.includes(row.status)) throw new ApiError(ERROR_CODE.invalidParams, DEMAND_TEXT.closed);
  await throttle(c, 'supportWrite', userId);
  const to = input.status !== undefined && input.status !== row.status ? input.status : null;
  if (to !== null && !MOVES[row.status]!.includes(to)) throw new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.moved);
  const now = Math.max(Date.now(), row.updated_at + 1);
  // Only if the demand is still as it was read: two of support moving it at once cannot both apply.
  const moved = await db.updateTable('demands').set({ updated_at: now, ...(to === null ? {} : { status: to }) })
    .where('school_id', '=', school.id).where('id', '=', row.id).where('updated_at', '=', row.updated_at).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(ERROR_CODE.invalidParams, SUPPORT_TEXT.moved);
  try {
    await db.insertInto('demand_messages').values({
      school_id: school.id, demand_id: row.id, author_id: userId, author_role: staff ? 'support' : 'learner', request_id: input.request_id, text: input.text, status_to: to, created_at: now,
    }).execute();
  } catch (error) {
    if (!String(error).includes('UNIQUE')) throw error;
    return answer(c, db, userId, row.id);
  }
  if (staff) {
    const link = demandPath((await accountSettings(db, school)).basePrefix, row.id);
    const notice = to === 4 ? NOTICES.added(row.title, input.text, link) : NOTICES.reply(row.title, input.text, link);
    // "Added" is news for everyone who voted; other answers are for the one who asked.
    const readers = to === 4
      ? (await db.selectFrom('demand_votes').select('user_id').where('school_id', '=', school.id).where('demand_id', '=', row.id).execute()).map((v) => v.user_id)
      : [row.user_id];
    const others = readers.filter((id) => id !== userId);
    for (let at = 0; at < others.length; at += NOTICE_BATCH) {
      await db.batch(others.slice(at, at + NOTICE_BATCH).map((id) => notificationStatement(db, school, id, notice, now)));
    }
  }
  return answer(c, db, userId, row.id);
};
