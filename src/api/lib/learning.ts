/**
 * What a learner owns: enrolments and the checks the learning calls share (docs/decisions/0010-learning-api.md).
 * Every query names the school and the learner.
 */
import type { Enrolment, EnrolledCourse } from '../../contract/learning.ts';
import { LEARNING_TEXT } from '../../contract/learning.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PricingsTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { placeInBatch } from './batches.ts';
import { toSummary, type SummaryRow } from './courses.ts';
import { ApiError } from './errors.ts';

const DAY_MS = 86_400_000;

/**
 * Learner reviews take ids above this, so they never collide with the ids a school authors for its seeded
 * reviews (which a reseed replaces while learner reviews stay).
 */
export const LEARNER_REVIEW_ID_BASE = 1_000_000_000;

const iso = (ms: number): string => new Date(ms).toISOString();
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

/** Columns of an enrolment `e` next to SUMMARY_COLUMNS (which already names `id`, so these are prefixed). */
export const ENROLMENT_COLUMNS = [
  'e.enrolled_at as e_enrolled_at', 'e.expires_at as e_expires_at', 'e.progress_percent as e_progress', 'e.last_opened_at as e_last_opened_at',
] as const;

export interface EnrolmentRow {
  e_enrolled_at: number;
  e_expires_at: number | null;
  e_progress: number;
  e_last_opened_at: number | null;
}

export const toEnrolment = (row: EnrolmentRow): Enrolment => ({
  enrolled_at: iso(row.e_enrolled_at),
  expires_at: isoOrNull(row.e_expires_at),
  progress_percent: row.e_progress,
  last_opened_at: isoOrNull(row.e_last_opened_at),
});

export const toEnrolledCourse = (row: SummaryRow & EnrolmentRow & { batch_id?: number | null; batch_name?: string | null }): EnrolledCourse => ({
  ...toSummary(row), enrolment: toEnrolment(row), batch: row.batch_id && row.batch_name ? { id: row.batch_id, name: row.batch_name } : null,
});

export type PlanRow = Pick<Selectable<PricingsTable>, 'id' | 'validity_type' | 'end_date' | 'validity_days'>;

/**
 * When access bought with `plan` at `enrolledAt` ends: a relative plan counts its days from enrolment; a fixed
 * plan ends with its end date (a date-only end date includes that whole day, UTC); no plan, no end.
 */
export function planExpiry(plan: PlanRow | null, enrolledAt: number): number | null {
  if (!plan) return null;
  if (plan.validity_type === 'relative') return plan.validity_days === null ? null : enrolledAt + plan.validity_days * DAY_MS;
  if (plan.end_date === null) return null;
  const end = Date.parse(plan.end_date);
  if (Number.isNaN(end)) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(plan.end_date) ? end + DAY_MS : end;
}

/**
 * Enrols a learner as a purchase of the product's default plan (else its first plan) would, batch seat included
 * (decision 0084). Idempotent: an enrolment that is still running stays as it is; one that has expired is renewed from
 * now, as buying again would.
 */
export async function enrol(db: Db, school: School, userId: number, courseId: number, now = Date.now()): Promise<void> {
  await enrolStatement(db, school, userId, courseId, await enrolmentPlan(db, school, courseId), now).execute();
  await placeInBatch(db, school, userId, courseId, now);
}

/** The plan an enrolment comes with: `pricingId` if it is one of the product's plans, else its default (else first). */
export async function enrolmentPlan(db: Db, school: School, courseId: number, pricingId?: number | null): Promise<PlanRow | null> {
  const plan = await db
    .selectFrom('pricings')
    .select(['id', 'validity_type', 'end_date', 'validity_days'])
    .where('school_id', '=', school.id)
    .where('course_id', '=', courseId)
    .orderBy((eb) => eb('id', '=', pricingId ?? -1), 'desc')
    .orderBy('is_default', 'desc')
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return plan ?? null;
}

/** The enrolment's upsert (see `enrol`), for a caller that writes it in one batch with the purchase it completes. */
export function enrolStatement(db: Db, school: Pick<School, 'id'>, userId: number, courseId: number, plan: PlanRow | null, now = Date.now()) {
  return db
    .insertInto('enrolments')
    .values({
      school_id: school.id, user_id: userId, course_id: courseId, pricing_id: plan?.id ?? null, enrolled_at: now,
      expires_at: planExpiry(plan, now), progress_percent: 0,
    })
    .onConflict((oc) => oc
      .columns(['school_id', 'user_id', 'course_id'])
      .doUpdateSet((eb) => ({
        pricing_id: eb.ref('excluded.pricing_id'), enrolled_at: eb.ref('excluded.enrolled_at'), expires_at: eb.ref('excluded.expires_at'),
      }))
      .where('enrolments.expires_at', 'is not', null)
      .where('enrolments.expires_at', '<=', now));
}

export interface EnrolmentState {
  /** Enrolled now or before (an expired enrolment still counts as having bought it). */
  owned: boolean;
  /** Enrolled with access that has not ended. */
  active: boolean;
  /** When the earliest running access began (epoch ms): content dripping counts from it. Null when none runs. */
  since: number | null;
}

/**
 * Whether the learner owns a product: enrolled in it, or in a bundle or test series that holds it (one level of
 * `item_ids`, as bundles are authored). Walks only the learner's own enrolments.
 */
export async function enrolmentState(db: Db, school: School, userId: number, courseId: number, now = Date.now()): Promise<EnrolmentState> {
  const rows = await db
    .selectFrom('enrolments as e')
    .select(['e.expires_at', 'e.enrolled_at'])
    .where('e.school_id', '=', school.id)
    .where('e.user_id', '=', userId)
    .where((eb) => eb.or([
      eb('e.course_id', '=', courseId),
      // Raw SQL for json_each, which the builder has no words for; parenthesised as EXISTS needs.
      eb.exists(sql`(SELECT 1 FROM products p, json_each(p.data_json, '$.item_ids') j
        WHERE p.school_id = e.school_id AND p.id = e.course_id AND j.value = ${courseId})`),
    ]))
    .execute();
  const running = rows.filter((r) => r.expires_at === null || r.expires_at > now);
  return { owned: rows.length > 0, active: running.length > 0, since: running.length ? Math.min(...running.map((r) => r.enrolled_at)) : null };
}

export const notEnrolled = (): ApiError => new ApiError(ERROR_CODE.forbidden, LEARNING_TEXT.notEnrolled);
