import type { Handler } from 'hono';
import { CourseProgressQuery, type CourseProgressResponse } from '../../../contract/lessons.ts';
import { batchOpensAt, memberBatch } from '../../lib/batches.ts';
import { enrolmentState } from '../../lib/learning.ts';
import { coursePercentages, courseOutline, dripOpensAt, toLessonProgress } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.courseProgress` (session; CourseProgressQuery -> CourseProgressResponse): the learner's progress in a
 * product, per lesson and section, the lesson they opened last ("Continue where you left off") and the lessons that
 * have not opened for them yet (content dripping). Lessons the school has since removed do not count.
 */
export const courseProgress: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { course_id } = parseInput(CourseProgressQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const course = await courseOutline(db, school, { id: course_id });
  const rows = await db
    .selectFrom('lesson_progress')
    .select(['lesson_id', 'position', 'completed_at', 'updated_at'])
    .where('school_id', '=', school.id)
    .where('user_id', '=', user.id)
    .where('course_id', '=', course_id)
    .orderBy('updated_at', 'desc')
    .execute();
  const sectionOf = new Map(course.sections.flatMap((s) => s.lessons.map((l) => [l.id, s.id] as const)));
  const present = rows.filter((r) => sectionOf.has(r.lesson_id));
  const { percent, sections } = coursePercentages(course, new Set(present.filter((r) => r.completed_at !== null).map((r) => r.lesson_id)));
  const latest = present[0];
  // Content dripping: lessons whose day has not come, by the learner's batch's calendar or from the running access's start.
  const now = Date.now();
  const [{ since }, batch] = await Promise.all([enrolmentState(db, school, user.id, course_id, now), memberBatch(db, school, user.id, course_id)]);
  const dripped = since === null ? [] : course.sections.flatMap((s) => s.lessons).flatMap((lesson) => {
    const opensAt = batch ? batchOpensAt(lesson, batch) : dripOpensAt(lesson, since);
    return opensAt !== null && opensAt > now ? [{ lesson_id: lesson.id, opens_at: new Date(opensAt).toISOString() }] : [];
  });
  const body: CourseProgressResponse = {
    course_id,
    percent,
    sections,
    lessons: present.map(toLessonProgress),
    last: latest ? { section_id: sectionOf.get(latest.lesson_id)!, lesson_id: latest.lesson_id, position: latest.position } : null,
    dripped,
  };
  return noStore(c, body);
};
