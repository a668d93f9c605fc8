import type { Handler } from 'hono';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ContentFileParams, LESSON_TEXT } from '../../../contract/lessons.ts';
import { byteRange } from '../../lib/byte-range.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { learnerId } from '../../lib/lessons.ts';
import { checkGrant, mediaUrlSecret } from '../../lib/signed-url.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const TYPES: Readonly<Record<string, string>> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  // A lecture's fragmented MP4: its init segment and media segments (video, or a voice track).
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
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
  const header = c.req.header('range');
  // The size decides what a range means (past the end, clamped), so a ranged request looks at the object first.
  const size = header ? (await c.env.LESSONS.head(check.key))?.size : undefined;
  const range = size === undefined ? ({ kind: 'whole' } as const) : byteRange(header, size);
  const object = range.kind === 'part' ? await c.env.LESSONS.get(check.key, { range: { offset: range.offset, length: range.length } }) : await c.env.LESSONS.get(check.key);
  if (!object) throw notFound('Lesson media');
  const headers = new Headers({
    'content-type': TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
    // Private: the URL is the learner's; it lives no longer than the token says.
    'cache-control': `private, max-age=${Math.max(0, check.grant.expires - Math.floor(Date.now() / 1000))}`,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    etag: object.httpEtag,
  });
  if (range.kind === 'unsatisfiable') {
    await object.body.cancel();
    headers.set('content-range', `bytes */${object.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range.kind === 'part') {
    headers.set('content-range', `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
    headers.set('content-length', String(range.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(object.body, { headers });
};
