import type { Handler } from 'hono';
import { CourseProgressQuery, STUDY_DAYS, type CourseStudyResponse } from '../../../contract/lessons.ts';
import { enrolmentState, notEnrolled } from '../../lib/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { lastDays, studyDay } from '../../lib/study-time.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.courseStudy` (session; CourseProgressQuery -> CourseStudyResponse): a product the learner owns, studied day
 * by day over the last 30 days (time from the player's saves, lessons completed), and all the time studied. Only the
 * learner's own rows of this school are read.
 */
export const courseStudy: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { course_id } = parseInput(CourseProgressQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const own = { school: school.id, user: user.id, course: course_id };
  // Owned directly or through a bundle or series; ended access still has its history.
  if (!(await enrolmentState(db, school, user.id, course_id)).owned) throw notEnrolled();

  const now = Date.now();
  const days = lastDays(now, STUDY_DAYS);
  const from = Date.parse(`${days[0]}T00:00:00.000Z`);
  const [time, completions] = await Promise.all([
    db
      .selectFrom('study_days')
      .select(['day', 'seconds'])
      .where('school_id', '=', own.school)
      .where('user_id', '=', own.user)
      .where('course_id', '=', own.course)
      .execute(),
    db
      .selectFrom('lesson_progress')
      .select('completed_at')
      .where('school_id', '=', own.school)
      .where('user_id', '=', own.user)
      .where('course_id', '=', own.course)
      .where('completed_at', '>=', from)
      .execute(),
  ]);
  const seconds = new Map(time.map((r) => [r.day, r.seconds]));
  const completed = new Map<string, number>();
  for (const row of completions) {
    const day = studyDay(row.completed_at!);
    completed.set(day, (completed.get(day) ?? 0) + 1);
  }
  const body: CourseStudyResponse = {
    course_id,
    days: days.map((day) => ({ day, seconds: seconds.get(day) ?? 0, completed: completed.get(day) ?? 0 })),
    total_seconds: time.reduce((sum, r) => sum + r.seconds, 0),
  };
  return noStore(c, body);
};
