import type { Context, Handler } from 'hono';
import { CALLS } from '../../../contract/calls.ts';
import { pathOf } from '../../../contract/call.ts';
import { COMMUNITY_FILES_PATH } from '../../../contract/rich-doc.ts';
import { COMMUNITY_TEXT, CommunityFileParam, UploadRequest, type UploadResponse } from '../../../contract/community.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { SIGNED_URL_TTL_SECONDS } from '../../../contract/lessons.ts';
import { MOCK_TEST_TEXT } from '../../../contract/mock-test.ts';
import { MODERATION_LIMITS, MODERATION_TEXT } from '../../../contract/moderation.ts';
import { communityPostNotFound, communityPosts, findCommunity, standingIn } from '../../lib/community.ts';
import { bytesMatch, communityFileFolder, communityFileKey, extensionFor, maxMbOf, tooLarge, uploadedFileResponse } from '../../lib/community-files.ts';
import { ApiError } from '../../lib/errors.ts';
import { learnerId } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { grantFor, mediaUrlSecret, signGrant } from '../../lib/signed-url.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv, School } from '../../types.ts';
import { memberPlace } from './contents.ts';

/**
 * `CALLS.communityUpload` (session, member; CommunityParam, UploadRequest -> UploadResponse): a signed PUT URL for one
 * image (5 MB) or attachment (16 MB) to show in a post of this community. A kind the school does not take, a file
 * over the limit, or an image from an account younger than a day is refused here, before a byte is sent.
 */
export const communityUpload: Handler<AppEnv> = async (c) => {
  const input = await parseBody(c, UploadRequest);
  const place = await memberPlace(c);
  const { db, school, user } = place;
  const ext = extensionFor(input.kind, input.content_type);
  if (input.size > maxMbOf(input.kind) * 1024 * 1024) throw tooLarge(input.kind);
  if (input.kind === 'image' && Date.now() - user.created_at < MODERATION_LIMITS.youngAccountMs) {
    throw new ApiError(ERROR_CODE.invalidParams, MODERATION_TEXT.youngImages, { field: 'kind' });
  }
  await throttle(c, 'communityUpload', user.id);
  const file = `${crypto.randomUUID().replace(/-/g, '')}.${ext}`;
  await db.insertInto('community_files').values({
    school_id: school.id, file, user_id: user.id, kind: input.kind, name: input.name, content_type: input.content_type, created_ms: Date.now(),
  }).execute();
  const grant = grantFor({ school: school.id, user: user.id, folder: communityFileFolder(school.id, user.id), method: 'PUT', object: file }, SIGNED_URL_TTL_SECONDS);
  const token = await signGrant(mediaUrlSecret(c.env), grant);
  const body: UploadResponse = { url: pathOf(CALLS.uploadFile, { token, file }), file, path: `${COMMUNITY_FILES_PATH}${file}`, expires_at: grant.expires * 1000 };
  return noStore(c, body);
};

/**
 * The signed PUT of a community upload (called by `uploadFile` for a grant of a community folder): stores the one
 * file the grant was signed for, once, if its bytes are what it claims and within its kind's limit.
 */
export async function storeCommunityUpload(c: Context<AppEnv>, school: School, userId: number, file: string, key: string): Promise<Response> {
  const db = c.var.db;
  const row = await db.selectFrom('community_files').select(['kind', 'content_type', 'size']).where('school_id', '=', school.id).where('file', '=', file).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError(ERROR_CODE.forbidden, MOCK_TEST_TEXT.uploadLinkInvalid);
  if (row.size > 0) throw new ApiError(ERROR_CODE.forbidden, MOCK_TEST_TEXT.uploadLinkUsed);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > maxMbOf(row.kind) * 1024 * 1024) throw tooLarge(row.kind);
  if (!bytesMatch(file.slice(file.lastIndexOf('.') + 1), bytes)) {
    throw new ApiError(ERROR_CODE.invalidParams, row.kind === 'image' ? COMMUNITY_TEXT.imageType : COMMUNITY_TEXT.attachmentType, { field: '(body)' });
  }
  await c.env.LESSONS.put(key, bytes, { httpMetadata: { contentType: row.content_type } });
  await db.updateTable('community_files').set({ size: bytes.length }).where('school_id', '=', school.id).where('file', '=', file).execute();
  return noStore(c, { file, size: bytes.length });
}

/**
 * `CALLS.communityFile` (CommunityFileParam -> the bytes): an image or attachment, for whoever may read the post that
 * shows it (a private community's: its members and staff); before it is posted, only its uploader. Served as the
 * type it was checked to be, never sniffed, in a sandbox, so no file can act as a page of this school.
 */
export const communityFile: Handler<AppEnv> = async (c) => {
  const { file } = parseInput(CommunityFileParam, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const userId = await learnerId(c);
  const row = await db.selectFrom('community_files').selectAll().where('school_id', '=', school.id).where('file', '=', file).where('size', '>', 0).executeTakeFirst();
  if (!row) throw communityPostNotFound();
  if (row.post_id === null) {
    if (row.user_id !== userId) throw communityPostNotFound();
  } else {
    const post = await db.selectFrom('posts').select('community_id').where('school_id', '=', school.id).where('id', '=', row.post_id).executeTakeFirst();
    const community = post?.community_id == null ? null : await findCommunity(db, school, post.community_id).catch(() => null);
    if (!community) throw communityPostNotFound();
    const standing = await standingIn(db, school, community, userId);
    const visible = standing.readable && (await communityPosts(db, school, community.id, standing).where('p.id', '=', row.post_id).executeTakeFirst()) !== undefined;
    if (!visible) throw communityPostNotFound();
  }
  const object = await c.env.LESSONS.get(communityFileKey(school.id, row.user_id, row.file));
  if (!object) throw communityPostNotFound();
  return uploadedFileResponse(object.body, row, row.kind === 'image');
};
