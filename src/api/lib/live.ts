/**
 * Live classes (src/contract/live.ts; issue 42): a live lesson's schedule, who may see what of it, and the reminder
 * the school sends before it. The state is never stored; it follows from the schedule and this server's clock.
 */
import { sql } from 'kysely';
import { ERROR_CODE } from '../../contract/errors.ts';
import { LIVE_TEXT, liveState, ZOOM_OPENS_BEFORE_MS, ZoomDetails, type LiveClassResponse } from '../../contract/live.ts';
import type { CommunityRole } from '../../contract/community.ts';
import type { LessonAccess } from '../../contract/lessons.ts';
import { liveRoom } from '../../contract/rooms.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { myBatchOf } from './batches.ts';
import { staffRole } from './community.ts';
import { ApiError, notFound } from './errors.ts';
import { courseOutline, lessonGate, lessonIn, type CourseOutline, type FoundLesson } from './lessons.ts';
import { notificationStatement } from './notifications.ts';
import { forEachSchool } from './school.ts';
import { accountSettings } from './school-settings.ts';
import { senderFor } from './sender.ts';

export interface LiveClassRow {
  course_id: number;
  lesson_id: number;
  /** The batch whose own class it is; 0: the product's class. */
  batch_id: number;
  type: 4 | 7 | 10;
  starts_ms: number;
  duration_s: number;
  cancelled: boolean;
  recording_lesson_id: number | null;
  zoom_json: string | null;
  stream_url: string | null;
  reminder_minutes: number;
}

export interface LiveClass {
  course: CourseOutline;
  lesson: FoundLesson['lesson'];
  row: LiveClassRow;
  /** The batch whose class it is, or null: the product's own. */
  batch: { id: number; name: string } | null;
}

/**
 * The class of a live lesson (404 for a course or lesson the school has not, 412 for a lesson that is not live): the
 * batch's own class when its calendar schedules one (decision 0084), else the product's. `exact`: that batch's class
 * or nothing, for the school's staff, who choose which class they open.
 */
export async function liveClassOf(db: Db, school: School, courseId: number, lessonId: number, opts: { field?: string; batchId?: number | null; exact?: boolean } = {}): Promise<LiveClass> {
  const course = await courseOutline(db, school, { id: courseId });
  const { lesson } = lessonIn(course, lessonId);
  if (lesson.kind !== 'live') throw new ApiError(ERROR_CODE.invalidParams, LIVE_TEXT.notLive, { field: opts.field ?? 'lessonId' });
  const batchId = opts.batchId ?? 0;
  const row = await db.selectFrom('live_classes as l')
    .leftJoin('batches as b', (join) => join.onRef('b.school_id', '=', 'l.school_id').onRef('b.id', '=', 'l.batch_id'))
    .selectAll('l').select('b.name as batch_name')
    .where('l.school_id', '=', school.id).where('l.course_id', '=', courseId).where('l.lesson_id', '=', lessonId)
    .where('l.batch_id', 'in', opts.exact ? [batchId] : [...new Set([0, batchId])])
    .orderBy('l.batch_id', 'desc').limit(1)
    .executeTakeFirst();
  if (!row) throw notFound('Lesson');
  const { batch_name: batchName, school_id: _school, reminded_ms: _reminded, ...fields } = row;
  return {
    course,
    lesson,
    row: { ...fields, type: fields.type as LiveClassRow['type'], cancelled: fields.cancelled === 1 },
    batch: row.batch_id !== 0 && batchName !== null ? { id: row.batch_id, name: batchName } : null,
  };
}

export interface VisitorClass {
  cls: LiveClass;
  access: LessonAccess;
  staff: CommunityRole | null;
}

/**
 * The class a visitor meets in, and what they may do with it (SPEC.md section 6). A learner's is their batch's own
 * class, or the product's when they are in no batch or theirs has none of this lesson; they need running access to
 * the course (a live lesson is never a free preview: the class and its chat are the enrolled learners'). The school's
 * faculty and admins always open it, and choose the batch whose class they open (`batchId`; absent: the product's).
 */
export async function visitorClass(db: Db, school: School, userId: number | null, courseId: number, lessonId: number, now: number, opts: { batchId?: number; field?: string } = {}): Promise<VisitorClass> {
  const staff = await staffRole(db, school, userId);
  if (staff) {
    const cls = await liveClassOf(db, school, courseId, lessonId, { field: opts.field, batchId: opts.batchId ?? 0, exact: true });
    return { cls, access: 'open', staff };
  }
  const cls = await liveClassOf(db, school, courseId, lessonId, { field: opts.field, batchId: await myBatchOf(db, school, userId, courseId) });
  const gate = await lessonGate(db, school, userId, cls.course.id, { ...cls.lesson, free_preview: false }, now);
  return { cls, access: gate.access, staff };
}

/** Every class of a lesson, the product's first and then each batch's, by start: what its staff choose between. */
export async function lessonClasses(db: Db, school: School, courseId: number, lessonId: number, now: number): Promise<LiveClassResponse['classes']> {
  const rows = await db.selectFrom('live_classes as l')
    .leftJoin('batches as b', (join) => join.onRef('b.school_id', '=', 'l.school_id').onRef('b.id', '=', 'l.batch_id'))
    .select(['l.batch_id', 'b.name', 'l.starts_ms', 'l.duration_s', 'l.cancelled', 'l.recording_lesson_id'])
    .where('l.school_id', '=', school.id).where('l.course_id', '=', courseId).where('l.lesson_id', '=', lessonId)
    .orderBy('l.batch_id').execute();
  return rows.map((r) => ({
    batch: r.batch_id !== 0 && r.name !== null ? { id: r.batch_id, name: r.name } : null,
    starts_at: new Date(r.starts_ms).toISOString(),
    state: liveState({ ...r, cancelled: r.cancelled === 1 }, now),
  }));
}

/** The class as the page shows it to this visitor at `now`. */
export function liveClassView(cls: LiveClass, access: LessonAccess, now: number, streamPath: string | null, classes: LiveClassResponse['classes'] = []): LiveClassResponse {
  const { course, lesson, row } = cls;
  const state = liveState(row, now);
  const open = access === 'open';
  const zoomType = row.type !== 4;
  const endsMs = row.starts_ms + row.duration_s * 1000;
  const zoomShown = open && zoomType && state === 'live' ? true : open && zoomType && state === 'scheduled' && now >= row.starts_ms - ZOOM_OPENS_BEFORE_MS;
  const recording = row.recording_lesson_id === null ? null : course.sections.flatMap((s) => s.lessons.map((l) => ({ l, section: s.id })))
    .find(({ l }) => l.id === row.recording_lesson_id);
  return {
    course: { id: course.id, title: course.title, seo_title: course.seo_title },
    lesson: { id: lesson.id, title: lesson.title, section_id: lesson.section_id },
    type: row.type,
    state,
    starts_at: new Date(row.starts_ms).toISOString(),
    ends_at: new Date(endsMs).toISOString(),
    duration_seconds: row.duration_s,
    server_time: now,
    access,
    room: open && (state === 'live' || state === 'completed' || state === 'recording_pending') ? liveRoom(course.id, lesson.id, row.batch_id) : null,
    stream: open && state === 'live' && row.type === 4 ? (row.stream_url ?? streamPath) : null,
    zoom: zoomShown && row.zoom_json ? ZoomDetails.parse(JSON.parse(row.zoom_json)) : null,
    zoom_opens_at: zoomType ? new Date(row.starts_ms - ZOOM_OPENS_BEFORE_MS).toISOString() : null,
    recording: state === 'completed' && recording ? { lesson_id: recording.l.id, title: recording.l.title, section_id: recording.section } : null,
    reminder_minutes: row.reminder_minutes,
    batch: cls.batch,
    classes,
  };
}

/** Classes reminded per cron run: bounded, so one run stays within its CPU time; the rest wait five minutes. */
const REMINDER_BATCH = 20;

/**
 * The cron's reminders (issue 42): a class whose reminder time has come and that has not started is announced to
 * every learner with running access to its course, in the app and by e-mail, once. A class moved later is reminded
 * again (moving it clears `reminded_ms`).
 */
export async function sendLiveReminders(db: Db, school: School, now = Date.now()): Promise<number> {
  const due = await db.selectFrom('live_classes').selectAll()
    .where('school_id', '=', school.id)
    .where('reminded_ms', 'is', null).where('cancelled', '=', 0)
    .where('starts_ms', '>', now)
    .where(sql<boolean>`starts_ms <= ${now} + reminder_minutes * 60000`)
    .orderBy('starts_ms').limit(REMINDER_BATCH).execute();
  if (due.length === 0) return 0;
  const base = (await accountSettings(db, school)).basePrefix;
  const sender = senderFor(db, school);
  let reminded = 0;
  for (const row of due) {
    const course = await courseOutline(db, school, { id: row.course_id });
    const { lesson } = lessonIn(course, row.lesson_id);
    const learners = await classLearners(db, school, row, now);
    const minutes = Math.round((row.starts_ms - now) / 60_000);
    const link = `/${base}/live-webinar/${row.course_id}/${row.lesson_id}`;
    const notice = { kind: 'live_class' as const, title: `${lesson.title} starts in ${minutes} minutes`, body: `${course.title}: join the class from its page when it starts.`, link };
    const claimed = await db.updateTable('live_classes').set({ reminded_ms: now })
      .where('school_id', '=', school.id).where('course_id', '=', row.course_id).where('lesson_id', '=', row.lesson_id).where('batch_id', '=', row.batch_id)
      .where('reminded_ms', 'is', null)
      .executeTakeFirst();
    // Another run claimed it first: it sends the reminder, this one does not send it twice.
    if (Number(claimed.numUpdatedRows) === 0) continue;
    if (learners.length > 0) await db.batch(learners.map((l) => notificationStatement(db, school, l.id, notice, now)));
    for (const l of learners) {
      if (l.email) await sender.send({ to: l.email, channel: 'email', kind: 'live_reminder', subject: notice.title, body: `${notice.body}\n${link}` });
    }
    reminded += 1;
  }
  return reminded;
}

/** Every school's reminders (the cron trigger). */
export async function sendAllLiveReminders(env: Pick<ApiEnv, 'DB' | 'SHARDS'>, now = Date.now()): Promise<number> {
  let reminded = 0;
  await forEachSchool(env, async (school, db) => {
    reminded += await sendLiveReminders(db, school, now);
  });
  return reminded;
}

/**
 * Who a class is for: the learners with running access to its course who meet in it. A batch's class is its
 * members'; the product's is for the others, those in no batch or in one without its own class of the lesson.
 */
function classLearners(db: Db, school: School, row: { course_id: number; lesson_id: number; batch_id: number }, now: number) {
  const query = db.selectFrom('enrolments').innerJoin('users', (j) => j.onRef('users.school_id', '=', 'enrolments.school_id').onRef('users.id', '=', 'enrolments.user_id'))
    .select(['users.id', 'users.email', 'users.name'])
    .where('enrolments.school_id', '=', school.id).where('enrolments.course_id', '=', row.course_id)
    .where((eb) => eb.or([eb('enrolments.expires_at', 'is', null), eb('enrolments.expires_at', '>', now)]));
  const theirs = sql`FROM batch_members m WHERE m.school_id = enrolments.school_id AND m.user_id = enrolments.user_id AND m.product_id = enrolments.course_id`;
  if (row.batch_id !== 0) return query.where(sql<boolean>`EXISTS (SELECT 1 ${theirs} AND m.batch_id = ${row.batch_id})`).execute();
  return query.where(sql<boolean>`NOT EXISTS (SELECT 1 ${theirs} AND EXISTS (SELECT 1 FROM live_classes l
    WHERE l.school_id = m.school_id AND l.batch_id = m.batch_id AND l.course_id = ${row.course_id} AND l.lesson_id = ${row.lesson_id}))`).execute();
}
