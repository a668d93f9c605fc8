import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { issueIfEarned } from './certificates.ts';
import { coursePercentages, type CourseOutline } from './lessons.ts';
import { studiedSeconds, studyDay } from './study-time.ts';

/**
 * Where a learner is in a lesson they may open. Completion only ever turns on. The product's enrolment row keeps the
 * course percentage and when it was last opened, which my-enrollments and the dashboards read; the time since the
 * save before, when the lesson was open all along, counts as study for the day (/home/course-analytics); completing
 * the course earns its certificate, if it offers one (SPEC.md section 6). The player's saves and the code lab's
 * accepted submissions both come here.
 */
export async function recordProgress(db: Db, school: School, user: { id: number; name: string }, course: CourseOutline, lessonId: number, position: number, completes: boolean, recordedAt?: number) {
  const now = Date.now();
  // A save sent late keeps its own time (never later than now: a device clock ahead does not win the future).
  const at = Math.min(recordedAt ?? now, now);
  // The product's previous save, whichever lesson (a course owned through a bundle has no enrolment row of its own).
  const before = await db
    .selectFrom('lesson_progress')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .where('school_id', '=', school.id)
    .where('user_id', '=', user.id)
    .where('course_id', '=', course.id)
    .executeTakeFirst();
  const studied = studiedSeconds(before?.at ?? null, now);
  const saved = await db
    .insertInto('lesson_progress')
    .values({
      school_id: school.id, user_id: user.id, course_id: course.id, lesson_id: lessonId,
      position, completed_at: completes ? now : null, updated_at: at,
    })
    .onConflict((oc) => oc.columns(['school_id', 'user_id', 'course_id', 'lesson_id']).doUpdateSet({
      // An older place than the one kept (made offline, sent when the line came back) does not move it back.
      position: sql`case when lesson_progress.updated_at <= ${at} then excluded.position else lesson_progress.position end`,
      completed_at: sql`coalesce(lesson_progress.completed_at, excluded.completed_at)`,
      updated_at: sql`max(lesson_progress.updated_at, ${at})`,
    }))
    .returning(['lesson_id', 'position', 'completed_at', 'updated_at'])
    .executeTakeFirstOrThrow();

  const done = await db
    .selectFrom('lesson_progress')
    .select('lesson_id')
    .where('school_id', '=', school.id)
    .where('user_id', '=', user.id)
    .where('course_id', '=', course.id)
    .where('completed_at', 'is not', null)
    .execute();
  const { percent } = coursePercentages(course, new Set(done.map((r) => r.lesson_id)));
  await db
    .updateTable('enrolments')
    .set({ progress_percent: percent, last_opened_at: now })
    .where('school_id', '=', school.id)
    .where('user_id', '=', user.id)
    .where('course_id', '=', course.id)
    .execute();
  if (studied > 0) {
    await db
      .insertInto('study_days')
      .values({ school_id: school.id, user_id: user.id, course_id: course.id, day: studyDay(now), seconds: studied })
      .onConflict((oc) => oc.columns(['school_id', 'user_id', 'course_id', 'day']).doUpdateSet({ seconds: sql`study_days.seconds + excluded.seconds` }))
      .execute();
  }
  if (percent === 100) await issueIfEarned(db, school, user, course, percent, now);
  return { saved, percent };
}
