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
import { staffRole } from './community.ts';
import { ApiError, notFound } from './errors.ts';
import { courseOutline, lessonGate, lessonIn, type CourseOutline, type FoundLesson } from './lessons.ts';
import { notificationStatement } from './notifications.ts';
import { schoolWhere } from './school.ts';
import { accountSettings } from './school-settings.ts';
import type { Sender } from './sender.ts';

export interface LiveClassRow {
  course_id: number;
  lesson_id: number;
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
}

/** The class of a live lesson: 404 for a course or lesson the school has not, 412 for a lesson that is not live. */
export async function liveClassOf(db: Db, school: School, courseId: number, lessonId: number, field = 'lessonId'): Promise<LiveClass> {
  const course = await courseOutline(db, school, { id: courseId });
  const { lesson } = lessonIn(course, lessonId);
  if (lesson.kind !== 'live') throw new ApiError(ERROR_CODE.invalidParams, LIVE_TEXT.notLive, { field });
  const row = await db.selectFrom('live_classes').selectAll()
    .where('school_id', '=', school.id).where('course_id', '=', courseId).where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  if (!row) throw notFound('Lesson');
  return {
    course,
    lesson,
    row: { ...row, type: row.type as LiveClassRow['type'], cancelled: row.cancelled === 1 },
  };
}

/**
 * What the visitor may do with a live class (SPEC.md section 6): the school's faculty and admins always open it; a
 * learner needs running access to the course. A live lesson is never a free preview: the class and its chat are
 * the enrolled learners'.
 */
export async function liveAccess(db: Db, school: School, userId: number | null, cls: LiveClass, now: number): Promise<{ access: LessonAccess; staff: CommunityRole | null }> {
  const staff = await staffRole(db, school, userId);
  if (staff) return { access: 'open', staff };
  const gate = await lessonGate(db, school, userId, cls.course.id, { ...cls.lesson, free_preview: false }, now);
  return { access: gate.access, staff };
}

/** The class as the page shows it to this visitor at `now`. */
export function liveClassView(cls: LiveClass, access: LessonAccess, now: number, streamPath: string | null): LiveClassResponse {
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
    room: open && (state === 'live' || state === 'completed' || state === 'recording_pending') ? liveRoom(course.id, lesson.id) : null,
    stream: open && state === 'live' && row.type === 4 ? (row.stream_url ?? streamPath) : null,
    zoom: zoomShown && row.zoom_json ? ZoomDetails.parse(JSON.parse(row.zoom_json)) : null,
    zoom_opens_at: zoomType ? new Date(row.starts_ms - ZOOM_OPENS_BEFORE_MS).toISOString() : null,
    recording: state === 'completed' && recording ? { lesson_id: recording.l.id, title: recording.l.title, section_id: recording.section } : null,
    reminder_minutes: row.reminder_minutes,
  };
}

/** Classes reminded per cron run: bounded, so one run stays within its CPU time; the rest wait five minutes. */
const REMINDER_BATCH = 20;

/**
 * The cron's reminders (issue 42): a class whose reminder time has come and that has not started is announced to
 * every learner with running access to its course, in the app and by e-mail, once. A class moved later is reminded
 * again (moving it clears `reminded_ms`).
 */
export async function sendLiveReminders(db: Db, senderOf: (school: School) => Sender, now = Date.now()): Promise<number> {
  const due = await db.selectFrom('live_classes').selectAll()
    .where('reminded_ms', 'is', null).where('cancelled', '=', 0)
    .where('starts_ms', '>', now)
    .where(sql<boolean>`starts_ms <= ${now} + reminder_minutes * 60000`)
    .orderBy('starts_ms').limit(REMINDER_BATCH).execute();
  let reminded = 0;
  for (const row of due) {
    const school = await schoolWhere(db, 'id', row.school_id);
    if (!school) continue;
    const base = (await accountSettings(db, school)).basePrefix;
    const course = await courseOutline(db, school, { id: row.course_id });
    const { lesson } = lessonIn(course, row.lesson_id);
    const learners = await db.selectFrom('enrolments').innerJoin('users', (j) => j.onRef('users.school_id', '=', 'enrolments.school_id').onRef('users.id', '=', 'enrolments.user_id'))
      .select(['users.id', 'users.email', 'users.name'])
      .where('enrolments.school_id', '=', school.id).where('enrolments.course_id', '=', row.course_id)
      .where((eb) => eb.or([eb('enrolments.expires_at', 'is', null), eb('enrolments.expires_at', '>', now)]))
      .execute();
    const minutes = Math.round((row.starts_ms - now) / 60_000);
    const link = `/${base}/live-webinar/${row.course_id}/${row.lesson_id}`;
    const notice = { kind: 'live_class' as const, title: `${lesson.title} starts in ${minutes} minutes`, body: `${course.title}: join the class from its page when it starts.`, link };
    const claimed = await db.updateTable('live_classes').set({ reminded_ms: now })
      .where('school_id', '=', school.id).where('course_id', '=', row.course_id).where('lesson_id', '=', row.lesson_id).where('reminded_ms', 'is', null)
      .executeTakeFirst();
    // Another run claimed it first: it sends the reminder, this one does not send it twice.
    if (Number(claimed.numUpdatedRows) === 0) continue;
    if (learners.length > 0) await db.batch(learners.map((l) => notificationStatement(db, school, l.id, notice, now)));
    const sender = senderOf(school);
    for (const l of learners) {
      if (l.email) await sender.send({ to: l.email, channel: 'email', kind: 'live_reminder', subject: notice.title, body: `${notice.body}\n${link}` });
    }
    reminded += 1;
  }
  return reminded;
}
