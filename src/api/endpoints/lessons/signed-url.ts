import type { Handler } from 'hono';
import { SIGNED_URL_TTL_SECONDS, SignedUrlQuery, type SignedUrlResponse } from '../../../contract/lessons.ts';
import { pathOf } from '../../../contract/call.ts';
import { CALLS } from '../../../contract/calls.ts';
import { notFound } from '../../lib/errors.ts';
import { accessError, courseOutline, learnerId, lessonAccess, lessonIn } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { grantFor, mediaUrlSecret, signGrant } from '../../lib/signed-url.ts';
import { parseInput } from '../../lib/validate.ts';
import { captionFiles } from '../../lib/caption-files.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.signedUrl` (session optional; SignedUrlQuery -> SignedUrlResponse): SPEC.md section 7's signed-url
 * endpoint. URLs of the lesson's media folder for SIGNED_URL_TTL_SECONDS, bound to the school and, unless the
 * lesson is a free preview, to the learner's session; 401 signed out and 403 without running access, checked
 * before anything about the content is read.
 */
export const signedUrl: Handler<AppEnv> = async (c) => {
  const { course_id, lesson_id } = parseInput(SignedUrlQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const { lesson } = lessonIn(await courseOutline(db, school, { id: course_id }), lesson_id);
  const userId = await learnerId(c);
  const access = await lessonAccess(db, school, userId, course_id, lesson);
  if (access !== 'open') throw accessError(access);

  const row = await db
    .selectFrom('lesson_content')
    .select(['kind', 'folder', 'entry', 'captions'])
    .where('school_id', '=', school.id)
    .where('course_id', '=', course_id)
    .where('lesson_id', '=', lesson_id)
    .executeTakeFirst();
  if (!row || row.kind === 'text') throw notFound('Lesson media');
  // A free preview is anyone's: its URL names no learner, so a visitor signed out can play it.
  const grant = grantFor({ school: school.id, user: lesson.free_preview ? null : userId, folder: row.folder, method: 'GET' }, SIGNED_URL_TTL_SECONDS);
  const token = await signGrant(mediaUrlSecret(c.env), grant);
  const url = (file: string) => pathOf(CALLS.contentFile, { token, file });
  const body: SignedUrlResponse = {
    url: url(row.entry),
    captions: captionFiles(row.captions).map(({ language, file }) => ({ language, url: url(file) })),
    expires_at: new Date(grant.expires * 1000).toISOString(),
  };
  return noStore(c, body);
};
