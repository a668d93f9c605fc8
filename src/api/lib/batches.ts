/**
 * Batches (src/contract/batch.ts; docs/decisions/0084-batches.md): which batch a learner is in, joining one without
 * overselling its seats, and when a lesson opens by the batch's calendar.
 */
import { sql, type Selectable } from 'kysely';
import { BATCH_TEXT, type BatchState } from '../../contract/batch.ts';
import type { BatchChoice } from '../../contract/checkout.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { Db } from '../db/database.ts';
import type { BatchesTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import type { LessonData } from './lessons.ts';
import { notify } from './notifications.ts';
import { accountSettings } from './school-settings.ts';

type SchoolRef = Pick<School, 'id'>;
export type BatchRow = Selectable<BatchesTable>;

const DAY_MS = 86_400_000;

export const batchNotFound = (): ApiError => new ApiError(ERROR_CODE.notFound, BATCH_TEXT.notFound);

export type BatchStaff = 'faculty' | 'admin';

/** The school's faculty or admin role of a user: who teaches in every batch and reads its pages; null for anyone else. */
export async function batchStaff(db: Db, school: SchoolRef, userId: number | null): Promise<BatchStaff | null> {
  if (userId === null) return null;
  // The staff table itself (lib/community.ts's staffRole reads it too; importing it would close an import circle).
  const row = await db.selectFrom('staff').select('role').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
  return row?.role === 'faculty' || row?.role === 'admin' ? row.role : null;
}

/**
 * A reader of a batch's own pages and rooms: one of its members, or the school's staff; anyone else is refused with
 * BATCH_TEXT.membersOnly. The batch is the caller's to have found in the school.
 */
export async function batchReader(db: Db, school: SchoolRef, batchId: number, userId: number): Promise<{ member: boolean; staff: BatchStaff | null }> {
  const [membership, staff] = await Promise.all([
    db.selectFrom('batch_members').select('user_id').where('school_id', '=', school.id).where('batch_id', '=', batchId).where('user_id', '=', userId).executeTakeFirst(),
    batchStaff(db, school, userId),
  ]);
  if (!membership && !staff) throw new ApiError(ERROR_CODE.forbidden, BATCH_TEXT.membersOnly);
  return { member: membership !== undefined, staff };
}

export const batchState = (row: Pick<BatchRow, 'starts_ms' | 'ends_ms'>, now: number): BatchState =>
  now < row.starts_ms ? 'upcoming' : now < row.ends_ms ? 'running' : 'ended';

/** The batch of the product the learner is in, or null (signed out, or in none). */
export const myBatchOf = async (db: Db, school: SchoolRef, userId: number | null, productId: number): Promise<number | null> =>
  userId === null ? null : (await db.selectFrom('batch_members').select('batch_id').where('school_id', '=', school.id).where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst())?.batch_id ?? null;

/** The learner's batch of a product with its calendar, or null when they are in none (the product's own drip applies). */
export interface MemberBatch {
  id: number;
  starts_ms: number;
  calendar: ReadonlyMap<number, number>;
}

export async function memberBatch(db: Db, school: SchoolRef, userId: number, productId: number): Promise<MemberBatch | null> {
  // One round trip on the player's path: the learner's batch with each calendar entry (none: one row without one).
  const rows = await db.selectFrom('batch_members as m')
    .innerJoin('batches as b', (join) => join.onRef('b.school_id', '=', 'm.school_id').onRef('b.id', '=', 'm.batch_id'))
    .leftJoin('batch_calendar as c', (join) => join.onRef('c.school_id', '=', 'b.school_id').onRef('c.batch_id', '=', 'b.id'))
    .select(['b.id', 'b.starts_ms', 'c.lesson_id', 'c.opens_ms'])
    .where('m.school_id', '=', school.id).where('m.user_id', '=', userId).where('m.product_id', '=', productId).execute();
  const first = rows[0];
  if (!first) return null;
  const calendar = new Map(rows.flatMap((r) => (r.lesson_id === null || r.opens_ms === null ? [] : [[r.lesson_id, r.opens_ms] as const])));
  return { id: first.id, starts_ms: first.starts_ms, calendar };
}

/**
 * When a lesson opens for a member of `batch`: on its calendar day; a lesson not in the calendar, its `drip_days`
 * after the batch's start, or at the start. A free preview is always open (null), and so is a live lesson: its
 * calendar entry is the batch's class, not a release, and its page is where the members learn when it is, count down
 * to it and, near the start, get Zoom's details; the class itself opens at its time.
 */
export function batchOpensAt(lesson: Pick<LessonData, 'id' | 'kind' | 'drip_days' | 'free_preview'>, batch: MemberBatch): number | null {
  if (lesson.free_preview || lesson.kind === 'live') return null;
  return batch.calendar.get(lesson.id) ?? batch.starts_ms + (lesson.drip_days ?? 0) * DAY_MS;
}

/**
 * The order states in which a held seat still counts: the order may yet be paid, or is paid, or fulfilled and its
 * learner not yet placed (fulfilment moves the order before it places the learner, who then removes the hold).
 */
const HOLDING_STATES = ['created', 'awaiting_payment', 'paid', 'fulfilled'] as const;

/**
 * Seats taken in a batch, as SQL over the batch row `b`: its members and the live holds of learners other than
 * `userId` (a learner's own hold is the seat they are taking). The one count every write of a seat uses.
 */
const seatsTakenSql = (now: number, userId: number) => sql<number>`(
  (SELECT COUNT(*) FROM batch_members m WHERE m.school_id = b.school_id AND m.batch_id = b.id)
  + (SELECT COUNT(*) FROM batch_holds h JOIN orders o ON o.school_id = h.school_id AND o.id = h.order_id
     WHERE h.school_id = b.school_id AND h.batch_id = b.id AND h.expires_ms > ${now} AND h.user_id <> ${userId}
       AND o.state IN (${sql.join(HOLDING_STATES.map((state) => sql.lit(state)))})))`;

/** Seats taken in each batch (members, and seats held for orders not yet fulfilled), as `userId` sees them. */
export async function seatsTaken(db: Db, school: SchoolRef, batchIds: readonly number[], now = Date.now(), userId = 0): Promise<Map<number, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db.selectFrom('batches as b').select(['b.id', seatsTakenSql(now, userId).as('n')])
    .where('b.school_id', '=', school.id).where('b.id', 'in', [...batchIds]).execute();
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * Takes a seat for the learner: one INSERT ... SELECT that counts the batch's seats taken in the same statement, so any
 * number of learners asking at once for the last seat get it once. Answers whether the seat was taken; a learner
 * already in a batch of the product (the unique index) is refused with BATCH_TEXT.already.
 */
export async function takeSeat(db: Db, school: SchoolRef, batch: Pick<BatchRow, 'id' | 'product_id'>, userId: number, now: number): Promise<boolean> {
  try {
    const result = await db.insertInto('batch_members').columns(['school_id', 'batch_id', 'product_id', 'user_id', 'joined_ms'])
      .expression(db.selectFrom('batches as b')
        .select((eb) => [eb.val(school.id).as('school_id'), 'b.id', 'b.product_id', eb.val(userId).as('user_id'), eb.val(now).as('joined_ms')])
        .where('b.school_id', '=', school.id).where('b.id', '=', batch.id).where('b.ends_ms', '>', now)
        .where(sql<boolean>`${seatsTakenSql(now, userId)} < b.seats`))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw new ApiError(ERROR_CODE.invalidParams, BATCH_TEXT.already);
    throw error;
  }
}

/** The batches a learner may buy a seat in (not ended, soonest first); none when they are in one already. */
export async function batchChoices(db: Db, school: SchoolRef, userId: number, productId: number, now = Date.now()): Promise<BatchChoice[]> {
  const [rows, already] = await Promise.all([
    db.selectFrom('batches').select(['id', 'name', 'starts_ms', 'seats']).where('school_id', '=', school.id).where('product_id', '=', productId).where('ends_ms', '>', now).orderBy('starts_ms').execute(),
    db.selectFrom('batch_members').select('batch_id').where('school_id', '=', school.id).where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  if (rows.length === 0 || already) return [];
  const taken = await seatsTaken(db, school, rows.map((r) => r.id), now, userId);
  return rows.map((r) => ({ id: r.id, name: r.name, starts_at: new Date(r.starts_ms).toISOString(), running: r.starts_ms <= now, seats_left: Math.max(0, r.seats - (taken.get(r.id) ?? 0)) }));
}

/**
 * Holds a seat for an order while it waits for payment: in `batchId`, or in the soonest-starting batch of the product
 * that has not ended and has a seat. One INSERT ... SELECT counts the batch's members and others' live holds in the
 * same statement, so twenty orders at once for the last seat hold it once. Answers the batch held; null when the
 * product has no batches or the learner is in one already (nothing to hold). Throws `BATCH_TEXT.full` (the batch
 * asked for) or `BATCH_TEXT.allFull` (every batch) when there is no seat.
 */
export async function holdSeat(db: Db, school: SchoolRef, order: { id: number; user_id: number; course_id: number; expires_at: number }, batchId: number | undefined, now = Date.now()): Promise<number | null> {
  const batches = await db.selectFrom('batches').select(['id', 'ends_ms']).where('school_id', '=', school.id).where('product_id', '=', order.course_id).orderBy('starts_ms').execute();
  if (batchId !== undefined) {
    const asked = batches.find((b) => b.id === batchId);
    if (!asked) throw new ApiError(ERROR_CODE.invalidParams, BATCH_TEXT.notFound, { field: 'batch_id' });
    if (asked.ends_ms <= now) throw new ApiError(ERROR_CODE.invalidParams, BATCH_TEXT.ended, { field: 'batch_id' });
  }
  const open = batches.filter((b) => b.ends_ms > now && (batchId === undefined || b.id === batchId));
  // A product whose batches have all ended is sold as before it had any: without a seat.
  if (open.length === 0) return null;
  const already = await db.selectFrom('batch_members').select('batch_id').where('school_id', '=', school.id).where('product_id', '=', order.course_id).where('user_id', '=', order.user_id).executeTakeFirst();
  if (already) return null;
  for (const batch of open) {
    const result = await db.insertInto('batch_holds').columns(['school_id', 'product_id', 'user_id', 'batch_id', 'order_id', 'expires_ms'])
      .expression(db.selectFrom('batches as b')
        .select((eb) => [eb.val(school.id).as('school_id'), 'b.product_id', eb.val(order.user_id).as('user_id'), 'b.id', eb.val(order.id).as('order_id'), eb.val(order.expires_at).as('expires_ms')])
        .where('b.school_id', '=', school.id).where('b.id', '=', batch.id).where(sql<boolean>`${seatsTakenSql(now, order.user_id)} < b.seats`))
      // A learner's newer order moves their hold: one seat per learner and product, however many orders they start.
      .onConflict((oc) => oc.columns(['school_id', 'product_id', 'user_id']).doUpdateSet((eb) => ({
        batch_id: eb.ref('excluded.batch_id'), order_id: eb.ref('excluded.order_id'), expires_ms: eb.ref('excluded.expires_ms'),
      })))
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) return batch.id;
  }
  throw new ApiError(ERROR_CODE.invalidParams, batchId === undefined ? BATCH_TEXT.allFull : BATCH_TEXT.full, { field: 'batch_id' });
}

/**
 * After a purchase: a learner in no batch of a batched product takes the seat their order held, or else a seat in
 * the soonest-starting batch that has not ended and has one. Never fails the purchase: with every batch full (a
 * payment that came after its hold ran out), the learner chooses later on the batch page.
 */
export async function placeInBatch(db: Db, school: SchoolRef, userId: number, productId: number, now = Date.now()): Promise<void> {
  const [found, already, held] = await Promise.all([
    db.selectFrom('batches').select(['id', 'product_id', 'name', 'starts_ms']).where('school_id', '=', school.id).where('product_id', '=', productId)
      .where('ends_ms', '>', now).orderBy('starts_ms').execute(),
    db.selectFrom('batch_members').select('batch_id').where('school_id', '=', school.id).where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('batch_holds').select('batch_id').where('school_id', '=', school.id).where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const release = () => db.deleteFrom('batch_holds').where('school_id', '=', school.id).where('product_id', '=', productId).where('user_id', '=', userId).execute();
  if (found.length === 0 || already) {
    if (held) await release();
    return;
  }
  // The held batch first: its seat was kept for this learner (their own hold never counts against them).
  const batches = [...found.filter((b) => b.id === held?.batch_id), ...found.filter((b) => b.id !== held?.batch_id)];
  for (const batch of batches) {
    try {
      if (await takeSeat(db, school, batch, userId, now)) {
        await release();
        // Told where they are, and where its calendar is: the batch page of the course.
        const [settings, product] = await Promise.all([
          accountSettings(db, school as School),
          db.selectFrom('products').select('seo_title').where('school_id', '=', school.id).where('id', '=', productId).executeTakeFirstOrThrow(),
        ]);
        await notify(db, school, userId, {
          kind: 'course_update', title: `You are in ${batch.name}`,
          body: batch.starts_ms > now
            ? 'It starts soon: the batch page shows the day, and its lessons open on the batch\'s calendar.'
            : 'It is running: its lessons open on the batch\'s calendar, the same day for everyone in it.',
          link: `/${settings.basePrefix}/batch/${product.seo_title}`,
        });
        return;
      }
    } catch (error) {
      // A twin of this purchase placed the learner first.
      if (error instanceof ApiError) return void (await release());
      throw error;
    }
  }
  // Every batch full (a payment after its hold ran out): no seat is kept for nobody; the learner chooses later.
  if (held) await release();
}
