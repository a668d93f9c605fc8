/**
 * What a learner owns: enrolments and the checks the learning calls share (docs/decisions/0010-learning-api.md).
 * Every query names the school and the learner.
 */
import type { Enrolment, EnrolledCourse } from '../../contract/learning.ts';
import { LEARNING_TEXT } from '../../contract/learning.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { School } from '../types.ts';
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

/** Columns of an enrolment next to SUMMARY_COLUMNS (which already names `id`, so these are prefixed). */
export const ENROLMENT_COLUMNS = 'e.enrolled_at AS e_enrolled_at, e.expires_at AS e_expires_at, e.progress_percent AS e_progress, e.last_opened_at AS e_last_opened_at';

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

export const toEnrolledCourse = (row: SummaryRow & EnrolmentRow): EnrolledCourse => ({ ...toSummary(row), enrolment: toEnrolment(row) });

interface PlanRow {
  id: number;
  validity_type: 'fixed' | 'relative';
  end_date: string | null;
  validity_days: number | null;
}

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
 * Enrols a learner as a purchase of the product's default plan (else its first plan) would. Idempotent: an
 * enrolment that is still running stays as it is; one that has expired is renewed from now, as buying again would.
 */
export async function enrol(db: D1Database, school: School, userId: number, courseId: number, now = Date.now()): Promise<void> {
  const plan = await db
    .prepare('SELECT id, validity_type, end_date, validity_days FROM pricings WHERE school_id = ? AND course_id = ? ORDER BY is_default DESC, position LIMIT 1')
    .bind(school.id, courseId)
    .first<PlanRow>();
  await db
    .prepare(
      `INSERT INTO enrolments (school_id, user_id, course_id, pricing_id, enrolled_at, expires_at, progress_percent)
       VALUES (?, ?, ?, ?, ?, ?, 0)
       ON CONFLICT (school_id, user_id, course_id) DO UPDATE SET
         pricing_id = excluded.pricing_id, enrolled_at = excluded.enrolled_at, expires_at = excluded.expires_at
       WHERE enrolments.expires_at IS NOT NULL AND enrolments.expires_at <= ?`,
    )
    .bind(school.id, userId, courseId, plan?.id ?? null, now, planExpiry(plan, now), now)
    .run();
}

export interface EnrolmentState {
  /** Enrolled now or before (an expired enrolment still counts as having bought it). */
  owned: boolean;
  /** Enrolled with access that has not ended. */
  active: boolean;
}

/**
 * Whether the learner owns a product: enrolled in it, or in a bundle or test series that holds it (one level of
 * `item_ids`, as bundles are authored). Walks only the learner's own enrolments.
 */
export async function enrolmentState(db: D1Database, school: School, userId: number, courseId: number, now = Date.now()): Promise<EnrolmentState> {
  const { results } = await db
    .prepare(
      `SELECT e.expires_at FROM enrolments e
       WHERE e.school_id = ?1 AND e.user_id = ?2 AND (e.course_id = ?3 OR EXISTS (
         SELECT 1 FROM products p, json_each(p.data_json, '$.item_ids') j
         WHERE p.school_id = e.school_id AND p.id = e.course_id AND j.value = ?3))`,
    )
    .bind(school.id, userId, courseId)
    .all<{ expires_at: number | null }>();
  return { owned: results.length > 0, active: results.some((r) => r.expires_at === null || r.expires_at > now) };
}

export const notEnrolled = (): ApiError => new ApiError(ERROR_CODE.forbidden, LEARNING_TEXT.notEnrolled);
