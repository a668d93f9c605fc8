/**
 * Batches (src/contract/batch.ts; docs/decisions/0084-batches.md): which batch a learner is in, joining one without
 * overselling its seats, and when a lesson opens by the batch's calendar.
 */
import { sql, type Selectable } from 'kysely';
import { BATCH_TEXT, type BatchState } from '../../contract/batch.ts';
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

export const batchState = (row: Pick<BatchRow, 'starts_ms' | 'ends_ms'>, now: number): BatchState =>
  now < row.starts_ms ? 'upcoming' : now < row.ends_ms ? 'running' : 'ended';

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
 * after the batch's start, or at the start. A free preview is always open (null).
 */
export function batchOpensAt(lesson: Pick<LessonData, 'id' | 'drip_days' | 'free_preview'>, batch: MemberBatch): number | null {
  if (lesson.free_preview) return null;
  return batch.calendar.get(lesson.id) ?? batch.starts_ms + (lesson.drip_days ?? 0) * DAY_MS;
}

/** Members of each batch, for its seats. */
export async function memberCounts(db: Db, school: SchoolRef, batchIds: readonly number[]): Promise<Map<number, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db.selectFrom('batch_members').select(['batch_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('school_id', '=', school.id).where('batch_id', 'in', [...batchIds]).groupBy('batch_id').execute();
  return new Map(rows.map((r) => [r.batch_id, Number(r.n)]));
}

/**
 * Takes a seat for the learner: one INSERT ... SELECT that counts the batch's members in the same statement, so any
 * number of learners asking at once for the last seat get it once. Answers whether the seat was taken; a learner
 * already in a batch of the product (the unique index) is refused with BATCH_TEXT.already.
 */
export async function takeSeat(db: Db, school: SchoolRef, batch: Pick<BatchRow, 'id' | 'product_id'>, userId: number, now: number): Promise<boolean> {
  try {
    const result = await db.insertInto('batch_members').columns(['school_id', 'batch_id', 'product_id', 'user_id', 'joined_ms'])
      .expression(db.selectFrom('batches as b')
        .select((eb) => [eb.val(school.id).as('school_id'), 'b.id', 'b.product_id', eb.val(userId).as('user_id'), eb.val(now).as('joined_ms')])
        .where('b.school_id', '=', school.id).where('b.id', '=', batch.id).where('b.ends_ms', '>', now)
        .where(sql<boolean>`(SELECT COUNT(*) FROM batch_members m WHERE m.school_id = b.school_id AND m.batch_id = b.id) < b.seats`))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw new ApiError(ERROR_CODE.invalidParams, BATCH_TEXT.already);
    throw error;
  }
}

/**
 * After a purchase: a learner in no batch of a batched product takes a seat in the soonest-starting batch that has
 * not ended and has one. Never fails the purchase: with every batch full, the learner chooses later on the batch page.
 */
export async function placeInBatch(db: Db, school: SchoolRef, userId: number, productId: number, now = Date.now()): Promise<void> {
  const batches = await db.selectFrom('batches').select(['id', 'product_id', 'name', 'starts_ms']).where('school_id', '=', school.id).where('product_id', '=', productId)
    .where('ends_ms', '>', now).orderBy('starts_ms').execute();
  if (batches.length === 0) return;
  const already = await db.selectFrom('batch_members').select('batch_id').where('school_id', '=', school.id).where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst();
  if (already) return;
  for (const batch of batches) {
    try {
      if (await takeSeat(db, school, batch, userId, now)) {
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
      if (error instanceof ApiError) return;
      throw error;
    }
  }
}
