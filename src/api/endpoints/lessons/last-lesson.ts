import type { Handler } from 'hono';
import { ERROR_CODE } from '../../../contract/errors.ts';
import type { LastLessonResponse } from '../../../contract/lessons.ts';
import { ApiError } from '../../lib/errors.ts';
import { courseOutline, lessonGate, lessonIn } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { AppEnv } from '../../types.ts';

/** Lessons looked at, newest first, before giving up: a learner whose last few products have all ended starts afresh. */
const LOOK_BACK = 10;

/**
 * `CALLS.lastLesson` (session; -> LastLessonResponse): the lesson the learner saved a place in last, among lessons
 * they may still open (running access, not dripped, still in the product); null when there is none. `/player`
 * resumes it.
 */
export const lastLesson: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const recent = await db
    .selectFrom('lesson_progress')
    .select(['course_id', 'lesson_id', 'position'])
    .where('school_id', '=', school.id)
    .where('user_id', '=', user.id)
    .orderBy('updated_at', 'desc')
    .limit(LOOK_BACK)
    .execute();
  for (const row of recent) {
    try {
      const { course, lesson } = lessonIn(await courseOutline(db, school, { id: row.course_id }), row.lesson_id);
      if ((await lessonGate(db, school, user.id, course.id, lesson)).access !== 'open') continue;
      const body: LastLessonResponse = {
        last: {
          course: { id: course.id, title: course.title, seo_title: course.seo_title },
          lesson: { id: lesson.id, title: lesson.title, section_id: lesson.section_id },
          position: row.position,
        },
      };
      return noStore(c, body);
    } catch (error) {
      // The school has removed the product or the lesson since: look further back.
      if (!(error instanceof ApiError && error.status === ERROR_CODE.notFound)) throw error;
    }
  }
  return noStore(c, { last: null } satisfies LastLessonResponse);
};
