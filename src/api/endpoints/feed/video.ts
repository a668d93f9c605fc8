import type { Handler } from 'hono';
import { pathOf } from '../../../contract/call.ts';
import { CALLS } from '../../../contract/calls.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { FEED_TEXT, PostIdParam, type PostVideoResponse } from '../../../contract/feed.ts';
import { SIGNED_URL_TTL_SECONDS } from '../../../contract/lessons.ts';
import { ApiError } from '../../lib/errors.ts';
import { postNotFound } from '../../lib/feed.ts';
import { noStore } from '../../lib/respond.ts';
import { grantFor, mediaUrlSecret, signGrant } from '../../lib/signed-url.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.postVideo` (no session; PostIdParam -> PostVideoResponse): a video post's playlists by signed URLs, as the
 * lesson player gets a free preview's: bound to the school, for no one learner, for SIGNED_URL_TTL_SECONDS. Feed
 * videos play the school's clip (`<slug>/video/`, seeded with the lesson media).
 */
export const postVideo: Handler<AppEnv> = async (c) => {
  const { postId } = parseInput(PostIdParam, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await db.selectFrom('posts').select('video').where('school_id', '=', school.id).where('id', '=', postId).where('community_id', 'is', null).executeTakeFirst();
  if (!row) throw postNotFound();
  if (row.video !== 1) throw new ApiError(ERROR_CODE.notFound, FEED_TEXT.notAVideo);
  const grant = grantFor({ school: school.id, user: null, folder: `${school.slug}/video/`, method: 'GET' }, SIGNED_URL_TTL_SECONDS);
  const token = await signGrant(mediaUrlSecret(c.env), grant);
  const url = (file: string) => pathOf(CALLS.contentFile, { token, file });
  const body: PostVideoResponse = { url: url('master.m3u8'), captions_url: url('captions.vtt'), expires_at: new Date(grant.expires * 1000).toISOString() };
  return noStore(c, body);
};
