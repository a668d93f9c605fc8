import { liveState } from '../../../contract/live.ts';
import type { Context, Handler } from 'hono';
import { BATCH_TEXT, BatchesQuery, BatchParams, type Batch, type BatchesResponse, type BatchMembersResponse, type BatchSummary } from '../../../contract/batch.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import type { Db } from '../../db/database.ts';
import { batchNotFound, batchReader, batchStaff, batchState, myBatchOf, seatsTaken, takeSeat, type BatchRow } from '../../lib/batches.ts';
import { ApiError } from '../../lib/errors.ts';
import { enrolmentState } from '../../lib/learning.ts';
import { courseOutline, learnerId } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv, School } from '../../types.ts';

const productOf = (db: Db, school: School, by: { id: number } | { seo: string }) => {
  const query = db.selectFrom('products').select(['id', 'title', 'seo_title', 'image_url']).where('school_id', '=', school.id);
  return ('id' in by ? query.where('id', '=', by.id) : query.where('seo_title', '=', by.seo)).executeTakeFirst();
};

const toProduct = (p: { id: number; title: string; seo_title: string; image_url: string | null }) => ({ id: p.id, title: p.title, seo: p.seo_title, image_url: p.image_url });

function toSummary(row: BatchRow, taken: number, mine: boolean, now: number): BatchSummary {
  return {
    id: row.id, name: row.name, starts_at: new Date(row.starts_ms).toISOString(), ends_at: new Date(row.ends_ms).toISOString(), state: batchState(row, now),
    seats: row.seats, seats_left: Math.max(0, row.seats - taken), mine,
  };
}

/** The learner's batch of the product, if any. */
/** `CALLS.batches` (BatchesQuery -> BatchesResponse): a product's batches, soonest first, with seats left and the learner's own. */
export const batches: Handler<AppEnv> = async (c) => {
  const { product_seo } = parseInput(BatchesQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const product = await productOf(db, school, { seo: product_seo });
  if (!product) throw batchNotFound();
  const userId = await learnerId(c);
  const now = Date.now();
  const rows = await db.selectFrom('batches').selectAll().where('school_id', '=', school.id).where('product_id', '=', product.id).orderBy('starts_ms').execute();
  if (rows.length === 0) throw batchNotFound();
  const [counts, mine, state] = await Promise.all([
    seatsTaken(db, school, rows.map((r) => r.id), now, userId ?? 0),
    myBatchOf(db, school, userId, product.id),
    userId === null ? null : enrolmentState(db, school, userId, product.id, now),
  ]);
  const body: BatchesResponse = {
    product: toProduct(product),
    batches: rows.map((r) => toSummary(r, counts.get(r.id) ?? 0, r.id === mine, now)),
    my_batch_id: mine,
    enrolled: state?.active ?? false,
  };
  return noStore(c, body);
};

async function batchView(c: Context<AppEnv>, db: Db, batchId: number, userId: number | null): Promise<Batch> {
  const school = c.var.school;
  const row = await db.selectFrom('batches').selectAll().where('school_id', '=', school.id).where('id', '=', batchId).executeTakeFirst();
  if (!row) throw batchNotFound();
  const now = Date.now();
  const [product, outline, calendar, counts, mine, state, staff, joined] = await Promise.all([
    productOf(db, school, { id: row.product_id }),
    courseOutline(db, school, { id: row.product_id }),
    db.selectFrom('batch_calendar as c')
      .leftJoin('live_classes as l', (join) => join.onRef('l.school_id', '=', 'c.school_id').onRef('l.batch_id', '=', 'c.batch_id').onRef('l.lesson_id', '=', 'c.lesson_id'))
      .select(['c.lesson_id', 'c.opens_ms', 'l.starts_ms', 'l.duration_s', 'l.cancelled', 'l.recording_lesson_id'])
      .where('c.school_id', '=', school.id).where('c.batch_id', '=', row.id).orderBy('c.opens_ms').execute(),
    seatsTaken(db, school, [row.id], now, userId ?? 0),
    myBatchOf(db, school, userId, row.product_id),
    userId === null ? null : enrolmentState(db, school, userId, row.product_id, now),
    batchStaff(db, school, userId),
    db.selectFrom('batch_members').select((eb) => eb.fn.countAll<number>().as('n')).where('school_id', '=', school.id).where('batch_id', '=', row.id).executeTakeFirstOrThrow(),
  ]);
  const lessons = new Map(outline.sections.flatMap((s) => s.lessons.map((l) => [l.id, { ...l, section_id: s.id }] as const)));
  const summary = toSummary(row, counts.get(row.id) ?? 0, mine === row.id, now);
  return {
    ...summary,
    product: toProduct(product!),
    about: row.about,
    calendar: calendar.flatMap((entry) => {
      const lesson = lessons.get(entry.lesson_id);
      // A lesson the school has since removed from the course is no longer on the calendar.
      if (!lesson) return [];
      // A live lesson's entry is the batch's class, at its time (moved, if the school moved it): open once it began.
      const cls = lesson.kind === 'live' && entry.starts_ms !== null && entry.duration_s !== null
        ? { starts_ms: entry.starts_ms, duration_s: entry.duration_s, cancelled: entry.cancelled === 1, recording_lesson_id: entry.recording_lesson_id }
        : null;
      const at = cls?.starts_ms ?? entry.opens_ms;
      return [{
        lesson_id: lesson.id, section_id: lesson.section_id, title: lesson.title, kind: lesson.kind, opens_at: new Date(at).toISOString(),
        open: at <= now, class_state: cls ? liveState(cls, now) : null,
      }];
    }),
    member_count: Number(joined.n),
    can_join: (state?.active ?? false) && mine === null && summary.state !== 'ended' && summary.seats_left > 0,
    leaderboard_hidden: row.leaderboard_hidden === 1,
    staff,
  };
}

/** `CALLS.batch` (BatchParams -> Batch): a batch's dates, seats, about and calendar, for anyone who may buy it. */
export const batch: Handler<AppEnv> = async (c) => {
  const { batchId } = parseInput(BatchParams, c.req.param());
  const db = c.var.db;
  return noStore(c, await batchView(c, db, batchId, await learnerId(c)));
};

/**
 * `CALLS.joinBatch` (session; BatchParams -> Batch): a seat in the batch for a learner with running access to its
 * product who is in no batch of it; a full or ended batch says so, and nothing is written.
 */
export const joinBatch: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { batchId } = parseInput(BatchParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await db.selectFrom('batches').selectAll().where('school_id', '=', school.id).where('id', '=', batchId).executeTakeFirst();
  if (!row) throw batchNotFound();
  const now = Date.now();
  const mine = await myBatchOf(db, school, user.id, row.product_id);
  if (mine === row.id) return noStore(c, await batchView(c, db, row.id, user.id));
  if (mine !== null) throw new ApiError(ERROR_CODE.invalidParams, BATCH_TEXT.already);
  if (!(await enrolmentState(db, school, user.id, row.product_id, now)).active) throw new ApiError(ERROR_CODE.forbidden, BATCH_TEXT.buyFirst);
  if (batchState(row, now) === 'ended') throw new ApiError(ERROR_CODE.invalidParams, BATCH_TEXT.ended);
  if (!(await takeSeat(db, school, row, user.id, now))) throw new ApiError(ERROR_CODE.invalidParams, BATCH_TEXT.full);
  return noStore(c, await batchView(c, db, row.id, user.id));
};

/** `CALLS.batchMembers` (session, member or staff; BatchParams -> BatchMembersResponse): faculty first, then learners as they joined. */
export const batchMembers: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { batchId } = parseInput(BatchParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await db.selectFrom('batches').select(['id', 'product_id']).where('school_id', '=', school.id).where('id', '=', batchId).executeTakeFirst();
  if (!row) throw batchNotFound();
  await batchReader(db, school, row.id, user.id);
  const [learners, faculty] = await Promise.all([
    db.selectFrom('batch_members as m').innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 'm.school_id').onRef('u.id', '=', 'm.user_id'))
      .select(['u.id', 'u.name', 'm.joined_ms']).where('m.school_id', '=', school.id).where('m.batch_id', '=', row.id).orderBy('m.joined_ms').orderBy('u.id').execute(),
    db.selectFrom('staff as s').innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
      .select(['u.id', 'u.name']).where('s.school_id', '=', school.id).where('s.role', '=', 'faculty').orderBy('u.name').execute(),
  ]);
  const body: BatchMembersResponse = {
    members: [
      ...faculty.map((f) => ({ name: f.name, role: 'faculty' as const, joined_at: null, me: f.id === user.id })),
      ...learners.map((l) => ({ name: l.name, role: 'learner' as const, joined_at: new Date(l.joined_ms).toISOString(), me: l.id === user.id })),
    ],
    count: learners.length,
  };
  return noStore(c, body);
};
