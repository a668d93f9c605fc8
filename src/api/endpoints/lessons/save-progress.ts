import type { Handler } from 'hono';
import { sql } from 'kysely';
import { SaveProgressRequest } from '../../../contract/lessons.ts';
import { accessError, coursePercentages, courseOutline, lessonAccess, lessonIn, reachesCompletion, toLessonProgress } from '../../lib/lessons.ts';
import { issueIfEarned } from '../../lib/certificates.ts';
import { studiedSeconds, studyDay } from '../../lib/study-time.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import { database } from '../../db/database.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.saveProgress` (session; SaveProgressRequest -> SaveProgressResponse): where the learner is in a lesson
 * they may open. Completion (90% of a video, the last PDF page, an article, or "mark complete") only ever turns
 * on. The product's enrolment row keeps the course percentage and when it was last opened, which
 * my-enrollments and the dashboards read; the time since the save before, when the lesson was open all along,
 * counts as study for the day (/home/course-analytics).
 */
export const saveProgress: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, SaveProgressRequest);
  const db = database(c.env.DB);
  const school = c.var.school;
  const course = await courseOutline(db, school, { id: input.course_id });
  const { lesson } = lessonIn(course, input.lesson_id);
  const access = await lessonAccess(db, school, user.id, course.id, lesson);
  if (access !== 'open') throw accessError(access);

  const now = Date.now();
  const completes = input.completed || reachesCompletion(lesson.kind, input.position, input.length);
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
      school_id: school.id, user_id: user.id, course_id: course.id, lesson_id: lesson.id,
      position: input.position, completed_at: completes ? now : null, updated_at: now,
    })
    .onConflict((oc) => oc.columns(['school_id', 'user_id', 'course_id', 'lesson_id']).doUpdateSet({
      position: input.position,
      completed_at: sql`coalesce(lesson_progress.completed_at, excluded.completed_at)`,
      updated_at: now,
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
  // Completing the course earns its certificate, if it offers one (SPEC.md section 6).
  if (percent === 100) await issueIfEarned(db, school, user, course, percent, now);
  return noStore(c, { progress: toLessonProgress(saved), course_percent: percent });
};
