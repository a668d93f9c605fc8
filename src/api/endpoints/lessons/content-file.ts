import type { Handler } from 'hono';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ContentFileParams, LESSON_TEXT } from '../../../contract/lessons.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { learnerId } from '../../lib/lessons.ts';
import { checkGrant, mediaUrlSecret } from '../../lib/signed-url.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const TYPES: Readonly<Record<string, string>> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * `CALLS.contentFile` and `CALLS.contentNestedFile` (a signed URL's token; not JSON): a file of the folder the
 * token grants, from the LESSONS bucket. Refused with 403 LESSON_TEXT.linkExpired when the token is forged, has
 * expired, was signed at another school or for another learner than this request's session. Byte ranges are
 * served, so a player can seek without the whole file.
 */
export const contentFile: Handler<AppEnv> = async (c) => {
  const { token, dir, file } = parseInput(ContentFileParams, c.req.param());
  const check = await checkGrant(mediaUrlSecret(c.env), token, {
    school: c.var.school.id,
    user: await learnerId(c),
    method: 'GET',
    path: dir ? `${dir}/${file}` : file,
  });
  if (!check.ok) throw new ApiError(ERROR_CODE.forbidden, LESSON_TEXT.linkExpired);
  const range = c.req.header('range');
  const object = await c.env.LESSONS.get(check.key, range ? { range: c.req.raw.headers } : {});
  if (!object) throw notFound('Lesson media');
  const headers = new Headers({
    'content-type': TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
    // Private: the URL is the learner's; it lives no longer than the token says.
    'cache-control': `private, max-age=${Math.max(0, check.grant.expires - Math.floor(Date.now() / 1000))}`,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    etag: object.httpEtag,
  });
  const r = object.range as { offset?: number; length?: number; suffix?: number } | undefined;
  if (range && r && 'offset' in r && r.offset !== undefined) {
    const length = r.length ?? object.size - r.offset;
    headers.set('content-range', `bytes ${r.offset}-${r.offset + length - 1}/${object.size}`);
    headers.set('content-length', String(length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(object.body, { headers });
};
