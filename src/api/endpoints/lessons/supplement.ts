import type { Handler } from 'hono';
import { pathOf } from '../../../contract/call.ts';
import { CALLS } from '../../../contract/calls.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { LESSON_TEXT, SIGNED_URL_TTL_SECONDS, SupplementParams, type SupplementResponse } from '../../../contract/lessons.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { courseOutline, lessonGate, lessonIn } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { grantFor, mediaUrlSecret, signGrant } from '../../lib/signed-url.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.supplement` (session; SupplementParams -> SupplementResponse): a lesson's attachment and a URL of its file
 * signed for this learner. SPEC.md section 6: attachment downloads need running access to the product, so a free
 * preview is not enough, and a dripped lesson's attachments wait for its day. Another school's id is not found.
 */
export const supplement: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { supplementId } = parseInput(SupplementParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await db
    .selectFrom('supplement_content')
    .select(['course_id', 'lesson_id', 'folder', 'entry'])
    .where('school_id', '=', school.id)
    .where('supplement_id', '=', supplementId)
    .executeTakeFirst();
  if (!row) throw notFound('Attachment');
  const { course, lesson } = lessonIn(await courseOutline(db, school, { id: row.course_id }), row.lesson_id);
  const attached = lesson.supplements?.find((s) => s.id === supplementId);
  if (!attached) throw notFound('Attachment');
  const gate = await lessonGate(db, school, user.id, course.id, lesson);
  if (!gate.enrolled) throw new ApiError(ERROR_CODE.forbidden, LESSON_TEXT.enrolToDownload);
  if (gate.access === 'dripped') throw new ApiError(ERROR_CODE.forbidden, LESSON_TEXT.dripped);

  const grant = grantFor({ school: school.id, user: user.id, folder: row.folder, method: 'GET' }, SIGNED_URL_TTL_SECONDS);
  const token = await signGrant(mediaUrlSecret(c.env), grant);
  const body: SupplementResponse = {
    course: { id: course.id, title: course.title, seo_title: course.seo_title },
    lesson: { id: lesson.id, title: lesson.title, section_id: lesson.section_id },
    supplement: attached,
    url: pathOf(CALLS.contentFile, { token, file: row.entry }),
    expires_at: new Date(grant.expires * 1000).toISOString(),
  };
  return noStore(c, body);
};
