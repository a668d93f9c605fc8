import type { Handler } from 'hono';
import { SaveProgressRequest } from '../../../contract/lessons.ts';
import { accessError, courseOutline, lessonAccess, lessonIn, reachesCompletion, toLessonProgress } from '../../lib/lessons.ts';
import { lessonChallenge } from '../../lib/code/lesson-challenge.ts';
import { recordProgress } from '../../lib/progress.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.saveProgress` (session; SaveProgressRequest -> SaveProgressResponse): where the learner is in a lesson
 * they may open (lib/progress.ts keeps it). Completion: 90% of a video, the last PDF page, an article, or "mark
 * complete"; a code lesson with a challenge, only its accepted submission.
 */
export const saveProgress: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = await parseBody(c, SaveProgressRequest);
  const db = c.var.db;
  const school = c.var.school;
  const course = await courseOutline(db, school, { id: input.course_id });
  const { lesson } = lessonIn(course, input.lesson_id);
  const access = await lessonAccess(db, school, user.id, course.id, lesson);
  if (access !== 'open') throw accessError(access);

  // A code lesson with a challenge is complete when the challenge is accepted (endpoints/code-lab.ts), never by hand.
  const challenge = lesson.kind === 'code' ? await lessonChallenge(db, school, course.id, lesson.id) : null;
  const completes = !challenge && (input.completed || reachesCompletion(lesson.kind, input.position, input.length));
  const { saved, percent } = await recordProgress(db, school, user, course, lesson.id, input.position, completes, input.recorded_at);
  return noStore(c, { progress: toLessonProgress(saved), course_percent: percent });
};
