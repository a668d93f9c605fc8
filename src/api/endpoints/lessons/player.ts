import type { Handler } from 'hono';
import { PlayerParams, type PlayerResponse } from '../../../contract/lessons.ts';
import { myBatchOf } from '../../lib/batches.ts';
import { lessonChallenge } from '../../lib/code/lesson-challenge.ts';
import { courseDocument } from '../../lib/esign.ts';
import { courseOutline, learnerId, lessonGate, lessonIn, toLessonProgress } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.player` (session optional; PlayerParams -> PlayerResponse): the lesson, its product's outline, whether
 * the visitor may open it and, when they may, its content (an article's Markdown; a kind whose media come by
 * signed URL) and their saved position. A lesson they may not open says why and carries no content; a dripped one
 * says when it opens, with the server's clock for the player to compare the device's with.
 */
export const player: Handler<AppEnv> = async (c) => {
  const { productSeo, lessonId } = parseInput(PlayerParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const { course, lesson } = lessonIn(await courseOutline(db, school, { seo: productSeo }), lessonId);
  const userId = await learnerId(c);
  const now = Date.now();
  const { access, opensAt, enrolled } = await lessonGate(db, school, userId, course.id, lesson, now);

  let content: PlayerResponse['content'] = null;
  let progress: PlayerResponse['progress'] = null;
  if (access === 'open') {
    const row = await db
      .selectFrom('lesson_content')
      .select(['kind', 'folder', 'entry'])
      .where('school_id', '=', school.id)
      .where('course_id', '=', course.id)
      .where('lesson_id', '=', lesson.id)
      .executeTakeFirst();
    if (row?.kind === 'text') {
      const object = await c.env.LESSONS.get(`${row.folder}${row.entry}`);
      if (object) content = { kind: 'text', markdown: await object.text() };
    } else if (row) content = { kind: row.kind };
    if (userId !== null) {
      const saved = await db
        .selectFrom('lesson_progress')
        .select(['lesson_id', 'position', 'completed_at', 'updated_at'])
        .where('school_id', '=', school.id)
        .where('user_id', '=', userId)
        .where('course_id', '=', course.id)
        .where('lesson_id', '=', lesson.id)
        .executeTakeFirst();
      if (saved) progress = toLessonProgress(saved);
    }
  }
  // A video that records a live class: the class, so the player replays its chat in step (not before the class is
  // over); the learner's batch's own class when it is the one recorded, else the product's.
  const recorded = access === 'open' && lesson.kind === 'video'
    ? await db.selectFrom('live_classes').select(['lesson_id', 'starts_ms']).where('school_id', '=', school.id).where('course_id', '=', course.id)
      .where('recording_lesson_id', '=', lesson.id).where('batch_id', 'in', [...new Set([0, (await myBatchOf(db, school, userId, course.id)) ?? 0])])
      .orderBy('batch_id', 'desc').limit(1).executeTakeFirst()
    : undefined;
  const recordedLesson = recorded ? course.sections.flatMap((s) => s.lessons).find((l) => l.id === recorded.lesson_id) : undefined;
  const document = access === 'sign' ? (await courseDocument(db, school, course.id)).document : null;
  const challenge = access === 'open' && lesson.kind === 'code' ? await lessonChallenge(db, school, course.id, lesson.id) : null;
  const body: PlayerResponse = {
    course: { id: course.id, title: course.title, seo_title: course.seo_title },
    sections: course.sections,
    lesson,
    access,
    content,
    progress,
    // A free preview is open to a learner who has not bought the product; bookmarks are not.
    can_bookmark: access === 'open' && enrolled,
    enrolled,
    opens_at: opensAt === null ? null : new Date(opensAt).toISOString(),
    server_time: new Date(now).toISOString(),
    recording_of: recorded && recordedLesson ? { lesson_id: recorded.lesson_id, title: recordedLesson.title, starts_at: new Date(recorded.starts_ms).toISOString() } : null,
    document: document && { id: document.id, title: document.title },
    challenge,
  };
  return noStore(c, body);
};
