import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { issueIfEarned } from './certificates.ts';
import type { CourseOutline } from './lessons.ts';
import { SITTING_GAP_MS, studyDay } from './study-time.ts';

/**
 * Where a learner is in a lesson they may open. Completion only ever turns on. The product's enrolment row keeps the
 * course percentage and when it was last opened, which my-enrollments and the dashboards read; the time since the
 * save before, when the lesson was open all along, counts as study for the day (/home/course-analytics); completing
 * the course earns its certificate, if it offers one (SPEC.md section 6). The player's saves and the code lab's
 * accepted submissions both come here. A save is one round trip to the school's shard (docs/capacity.md).
 */
export async function recordProgress(db: Db, school: School, user: { id: number; name: string }, course: CourseOutline, lessonId: number, position: number, completes: boolean, recordedAt?: number) {
  const now = Date.now();
  // A save sent late keeps its own time (never later than now: a device clock ahead does not win the future).
  const at = Math.min(recordedAt ?? now, now);
  const mine = sql<boolean>`school_id = ${school.id} AND user_id = ${user.id} AND course_id = ${course.id}`;
  // The seconds since the product's previous save, whichever lesson, as studiedSeconds counts them: read in the batch
  // before this save is written (a course owned through a bundle has no enrolment row of its own).
  const studied = sql<number>`(SELECT CASE WHEN gap > 0 AND gap <= ${SITTING_GAP_MS} THEN CAST((gap + 500) / 1000 AS INTEGER) ELSE 0 END
    FROM (SELECT ${now} - max(updated_at) AS gap FROM lesson_progress WHERE ${mine}))`;
  const lessons = course.sections.flatMap((s) => s.lessons.map((l) => l.id));
  // The course's percentage as coursePercentages defines it, from the completed lessons once this save is written:
  // computed once, in the batch, for the enrolment and the answer alike. A bound number is a REAL in a shard's
  // SQLite, so the division is cast back to a whole number.
  const percentNow = lessons.length === 0
    ? sql<number>`0`
    : sql<number>`CAST((SELECT count(*) FROM lesson_progress WHERE ${mine} AND completed_at IS NOT NULL AND lesson_id IN (${sql.join(lessons.map((id) => sql.lit(id)))})) * 100 / ${lessons.length} AS INTEGER)`;

  // One round trip, one transaction: the study time, the place, and the enrolment's figure.
  const [, [saved], , [figure]] = await db.batch([
    db.insertInto('study_days')
      .columns(['school_id', 'user_id', 'course_id', 'day', 'seconds'])
      .expression(db.selectNoFrom([
        sql<number>`${school.id}`.as('school_id'), sql<number>`${user.id}`.as('user_id'), sql<number>`${course.id}`.as('course_id'),
        sql<string>`${studyDay(now)}`.as('day'), studied.as('seconds'),
      ]).where(sql<boolean>`${studied} > 0`))
      .onConflict((oc) => oc.columns(['school_id', 'user_id', 'course_id', 'day']).doUpdateSet({ seconds: sql`study_days.seconds + excluded.seconds` })),
    db.insertInto('lesson_progress')
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
      .returning(['lesson_id', 'position', 'completed_at', 'updated_at']),
    db.updateTable('enrolments')
      .set({ progress_percent: percentNow, last_opened_at: now })
      .where('school_id', '=', school.id)
      .where('user_id', '=', user.id)
      .where('course_id', '=', course.id),
    db.selectNoFrom(percentNow.as('percent')),
  ]);
  if (!saved || !figure) throw new Error('the progress batch returned no row');
  const { percent } = figure;
  if (percent === 100) await issueIfEarned(db, school, user, course, percent, now);
  return { saved, percent };
}
