/**
 * The rules of studying a lesson (docs/decisions/0025-lesson-media-and-signed-urls.md, 0026-lesson-progress.md):
 * who may open it, where its content lives, and how progress adds up to a section's and a course's percentage.
 */
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Section } from '../../contract/catalogue.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { ESIGN_TEXT } from '../../contract/esign.ts';
import { isPaged, LESSON_TEXT, VIDEO_COMPLETE_RATIO, type LessonAccess, type LessonProgress } from '../../contract/lessons.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv, School } from '../types.ts';
import { ApiError, notFound } from './errors.ts';
import { batchOpensAt, memberBatch } from './batches.ts';
import { enrolmentState } from './learning.ts';
import { mustSign } from './esign.ts';
import { currentSession } from './sessions.ts';

type SectionData = z.infer<typeof Section>;
export type LessonData = SectionData['lessons'][number];

export interface CourseOutline {
  id: number;
  title: string;
  seo_title: string;
  sections: SectionData[];
}

export interface FoundLesson {
  course: CourseOutline;
  lesson: LessonData & { section_id: number };
}

/** A product by id or SEO title, with its authored sections; 404 `Course not found` when the school has none. */
export async function courseOutline(db: Db, school: School, by: { id: number } | { seo: string }): Promise<CourseOutline> {
  let query = db
    .selectFrom('products')
    .select(['id', 'title', 'seo_title', sql<string | null>`json_extract(data_json, '$.sections')`.as('sections')])
    .where('school_id', '=', school.id);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('seo_title', '=', by.seo);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Course');
  return { id: row.id, title: row.title, seo_title: row.seo_title, sections: JSON.parse(row.sections ?? '[]') as SectionData[] };
}

/** The lesson in the outline; 404 `Lesson not found` when the product has none with that id. */
export function lessonIn(course: CourseOutline, lessonId: number): FoundLesson {
  for (const section of course.sections) {
    const lesson = section.lessons.find((l) => l.id === lessonId);
    if (lesson) return { course, lesson: { ...lesson, section_id: section.id } };
  }
  throw notFound('Lesson');
}

/** The signed-in learner's id, or null: signed out, or a session that has ended, studies as a visitor. */
export async function learnerId(c: Context<AppEnv>): Promise<number | null> {
  const session = await currentSession(c);
  return session && session.revokedReason === null && !session.expired ? session.user.id : null;
}

const DAY_MS = 86_400_000;

/** When a dripped lesson opens for access that began at `since` (epoch ms); null for a lesson that does not drip. */
export const dripOpensAt = (lesson: Pick<LessonData, 'drip_days' | 'free_preview'>, since: number): number | null =>
  lesson.drip_days && !lesson.free_preview ? since + lesson.drip_days * DAY_MS : null;

export interface LessonGate {
  access: LessonAccess;
  /** A dripped lesson: when it opens (epoch ms). */
  opensAt: number | null;
  /** Running access to the product, a free preview or not. */
  enrolled: boolean;
}

/**
 * SPEC.md section 6: a free preview opens for anyone; other lessons need running access. Signed out: sign in;
 * never bought: buy; bought but ended: renew. With access, a dripped lesson waits for its day by this server's
 * clock (never the device's), counted from when the running access began. A course with a document to sign opens
 * none of its lessons but free previews until the learner has signed it (docs/decisions/0080-e-signed-documents.md).
 * A learner in a batch of the course waits for the batch's calendar instead (docs/decisions/0084-batches.md).
 */
export async function lessonGate(db: Db, school: School, userId: number | null, courseId: number, lesson: LessonData, now = Date.now()): Promise<LessonGate> {
  // The document check runs beside the enrolment read (one round trip, not two) for a lesson it could lock.
  const [state, unsigned, batch] = userId === null ? [null, false, null] : await Promise.all([
    enrolmentState(db, school, userId, courseId, now),
    lesson.free_preview ? false : mustSign(db, school, userId, courseId),
    lesson.free_preview ? null : memberBatch(db, school, userId, courseId),
  ]);
  const enrolled = state?.active ?? false;
  if (lesson.free_preview) return { access: 'open', opensAt: null, enrolled };
  if (state === null) return { access: 'sign_in', opensAt: null, enrolled };
  if (!state.active) return { access: state.owned ? 'renew' : 'buy', opensAt: null, enrolled };
  if (unsigned) return { access: 'sign', opensAt: null, enrolled };
  // In a batch, the batch's calendar says when (decision 0084), the same day for everyone in it.
  const opensAt = batch ? batchOpensAt(lesson, batch) : dripOpensAt(lesson, state.since!);
  return opensAt !== null && opensAt > now ? { access: 'dripped', opensAt, enrolled } : { access: 'open', opensAt: null, enrolled };
}

/** What the visitor may do with the lesson (lessonGate's access). */
export async function lessonAccess(db: Db, school: School, userId: number | null, courseId: number, lesson: LessonData): Promise<LessonAccess> {
  return (await lessonGate(db, school, userId, courseId, lesson)).access;
}

/** The error for an access that is not open: 401 to sign in, 403 to buy, renew or wait for a dripped lesson. */
export function accessError(access: Exclude<LessonAccess, 'open'>): ApiError {
  if (access === 'sign_in') return new ApiError(ERROR_CODE.unauthorized, LESSON_TEXT.signInToStudy);
  const text = { buy: LESSON_TEXT.buyToStudy, renew: LESSON_TEXT.renewToStudy, dripped: LESSON_TEXT.dripped, sign: ESIGN_TEXT.signToStudy }[access];
  return new ApiError(ERROR_CODE.forbidden, text);
}

/** Whether a saved position completes the lesson: 90% of a video, the last page of a PDF or deck, an article opened. */
export function reachesCompletion(kind: LessonData['kind'], position: number, length: number): boolean {
  if (kind === 'text') return true;
  if (length <= 0) return false;
  if (isPaged(kind)) return position >= length;
  return position >= length * VIDEO_COMPLETE_RATIO;
}

export interface ProgressRow {
  lesson_id: number;
  position: number;
  completed_at: number | null;
  updated_at: number;
}

export const toLessonProgress = (row: ProgressRow): LessonProgress => ({
  lesson_id: row.lesson_id,
  position: row.position,
  completed: row.completed_at !== null,
  updated_at: new Date(row.updated_at).toISOString(),
});

// One figure, computed in one place (the contract): the seed derives the demo learner's progress with it too.
export { coursePercentages } from '../../contract/lessons.ts';
