import type { Context, Handler } from 'hono';
import {
  COMMUNITY_LIMITS, COMMUNITY_TEXT, CommunityParam, CommunityPostParam, ContentsQuery, EditRequest, ReportRequest, WriteRequest,
  type ContentsResponse, type PostWriteResponse, type ReportResponse, type ThreadResponse,
} from '../../../contract/community.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { imagesOf, linkCount, mentionsOf, plainText, type RichDoc } from '../../../contract/rich-doc.ts';
import {
  COMMUNITY_NOTICES, communityPostNotFound, communityPosts, findCommunity, nextPostId, privateRefusal, standingIn, threadLink, threadRemovalStatements, toCommunityPost,
  type CommunityPostRow, type CommunityRow, type Standing,
} from '../../lib/community.ts';
import { notificationStatement } from '../../lib/notifications.ts';
import { ApiError } from '../../lib/errors.ts';
import { checkWriting } from '../../lib/moderation.ts';
import { attachmentsOf, checkWriteFiles, fileKeysOf, linkFileStatements, withAttachments } from '../../lib/community-files.ts';
import { deleteObjects } from '../../lib/r2.ts';
import type { UserRow } from '../../lib/accounts.ts';
import { learnerId } from '../../lib/lessons.ts';
import { noStore, ok } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv, School } from '../../types.ts';

interface Place {
  db: Db;
  school: School;
  community: CommunityRow;
  standing: Standing;
}

/** The community the path names and where the learner stands in it; a private one the learner may not read is a 403. */
export async function placeOf(c: Context<AppEnv>, userId: number | null): Promise<Place> {
  const { communityId } = parseInput(CommunityParam, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const community = await findCommunity(db, school, communityId);
  const standing = await standingIn(db, school, community, userId);
  if (!standing.readable) throw privateRefusal(community);
  return { db, school, community, standing };
}

/** A member's place: writing needs a session and membership (staff are members everywhere). */
export async function memberPlace(c: Context<AppEnv>): Promise<Place & { userId: number; user: UserRow }> {
  const { user } = await requireSession(c);
  const place = await placeOf(c, user.id);
  if (place.standing.role === null) throw new ApiError(ERROR_CODE.forbidden, COMMUNITY_TEXT.joinFirst);
  return { ...place, userId: user.id, user };
}

/** The school's rules for what is written (moderation.ts): no blocked word, no links from a day-old account. */
const checked = (place: Place & { user: UserRow }, title: string | null | undefined, doc: RichDoc) =>
  checkWriting(place.db, place.school, { text: `${title ?? ''}\n${plainText(doc)}`, links: linkCount(doc), images: imagesOf(doc).length, accountCreatedMs: place.user.created_at, field: 'doc' });

const visiblePosts = (place: Place) => communityPosts(place.db, place.school, place.community.id, place.standing);

/** One post or reply of this community the learner can see, or 404. */
async function findPost({ db, school, community, standing }: Place, postId: number) {
  const row = await communityPosts(db, school, community.id, standing).where('p.id', '=', postId).executeTakeFirst();
  if (!row) throw communityPostNotFound();
  return row;
}

async function threadBody(place: Place, postId: number): Promise<ThreadResponse> {
  const post = await findPost(place, postId);
  if (post.parent_id !== null) throw communityPostNotFound();
  const replies = await visiblePosts(place).where('p.parent_id', '=', post.id).orderBy('p.id').limit(COMMUNITY_LIMITS.repliesMax).execute();
  const viewer = place.standing.userId;
  const [first, ...rest] = await withAttachments(place.db, place.school, [post, ...replies].map((r) => toCommunityPost(r, viewer)));
  return { post: first!, replies: rest };
}

/** One post or reply as a write answers it, with its attachments. */
async function postBody(place: Place, postId: number) {
  const [post] = await withAttachments(place.db, place.school, [toCommunityPost(await findPost(place, postId), place.standing.userId)]);
  return post!;
}

/**
 * `CALLS.communityContents` (no session needed; CommunityParam, ContentsQuery -> ContentsResponse): the posts and
 * questions, newest first; `only_unresolved`, the questions no answer is marked for; `marked`, the learner's liked
 * or bookmarked ones (a session needed).
 */
export const communityContents: Handler<AppEnv> = async (c) => {
  const query = parseInput(ContentsQuery, c.req.query());
  const userId = query.marked ? (await requireSession(c)).user.id : await learnerId(c);
  const place = await placeOf(c, userId);
  const rows = await visiblePosts(place)
    .where('p.parent_id', 'is', null)
    .$if(query.only_unresolved === true, (q) => q.where('p.kind', '=', 'question').where('p.resolved_by', 'is', null))
    .$if(query.marked === 'liked', (q) => q.where('pl.id', 'is not', null))
    .$if(query.marked === 'bookmarked', (q) => q.where('pb.id', 'is not', null))
    .$if(query.before !== undefined, (q) => q.where('p.id', '<', query.before!))
    .orderBy('p.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const shown = rows.slice(0, query.limit);
  const body: ContentsResponse = { posts: await withAttachments(place.db, place.school, shown.map((r) => toCommunityPost(r, userId))), next_before: rows.length > query.limit ? shown.at(-1)!.id : null };
  return userId === null ? ok(c, body) : noStore(c, body);
};

/** `CALLS.communityThread` (no session needed; CommunityPostParam -> ThreadResponse): a post with its replies, oldest first. */
export const communityThread: Handler<AppEnv> = async (c) => {
  const { postId } = parseInput(CommunityPostParam, c.req.param());
  const userId = await learnerId(c);
  const body = await threadBody(await placeOf(c, userId), postId);
  return userId === null ? ok(c, body) : noStore(c, body);
};

/**
 * `CALLS.writePost` (session, member; CommunityParam, WriteRequest -> PostWriteResponse): a post or a question, or a
 * reply to one (one level: a reply to a reply is refused). The rich text is checked against the allow-list by its
 * schema before anything else; writes are rate-limited per learner and per client address.
 */
export const writePost: Handler<AppEnv> = async (c) => {
  const input = await parseBody(c, WriteRequest);
  const place = await memberPlace(c);
  const { db, school, community, userId } = place;
  const reply = 'parent_id' in input;
  const parent = 'parent_id' in input ? await findPost(place, input.parent_id) : null;
  if (parent && parent.parent_id !== null) throw new ApiError(ERROR_CODE.invalidParams, COMMUNITY_TEXT.replyToReply);
  await checked(place, reply ? null : input.title, input.doc);
  const files = await checkWriteFiles(db, school, userId, input.doc, input.attachments);
  await throttle(c, 'communityWrite', userId);
  const now = Date.now();
  const inserted = await db
    .insertInto('posts')
    .columns(['school_id', 'id', 'community_id', 'parent_id', 'author_id', 'kind', 'title', 'doc', 'published_ms'])
    .expression(db.selectNoFrom((eb) => [
      eb.val(school.id).as('school_id'),
      nextPostId(school.id).as('id'),
      eb.val(community.id).as('community_id'),
      eb.val(reply ? input.parent_id : null).as('parent_id'),
      eb.val(userId).as('author_id'),
      eb.val(reply ? 'post' : input.kind).as('kind'),
      eb.val(reply ? null : input.title).as('title'),
      eb.val(JSON.stringify(input.doc)).as('doc'),
      eb.val(now).as('published_ms'),
    ]))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.batch(linkFileStatements(db, school, inserted.id, files));
  await tellReaders(place, { id: inserted.id, parent, doc: input.doc });
  const body: PostWriteResponse = { post: await postBody(place, inserted.id) };
  return noStore(c, body);
};

/**
 * Notifications of a new post or reply: the post's author hears of a reply, and everyone it mentions who may read
 * the community hears of the mention (once, and never the writer).
 */
async function tellReaders(place: Place & { user: UserRow }, post: { id: number; parent: CommunityPostRow | null; doc: RichDoc }): Promise<void> {
  const { db, school, community, user } = place;
  const parentAuthor = post.parent?.author_id ?? null;
  const replyTo = parentAuthor !== null && parentAuthor !== user.id ? parentAuthor : null;
  const mentioned = mentionsOf(post.doc).filter((id) => id !== user.id && id !== replyTo);
  const readers = mentioned.length === 0 ? [] : await db.selectFrom('users as u').select('u.id').where('u.school_id', '=', school.id).where('u.id', 'in', mentioned)
    .$if(community.product_id !== null, (q) => q.where((eb) => eb.or([
      eb.exists(eb.selectFrom('community_members as m').select('m.id').whereRef('m.school_id', '=', 'u.school_id').whereRef('m.user_id', '=', 'u.id').where('m.community_id', '=', community.id)),
      eb.exists(eb.selectFrom('staff as s').select('s.user_id').whereRef('s.school_id', '=', 'u.school_id').whereRef('s.user_id', '=', 'u.id')),
    ])))
    .execute();
  if (replyTo === null && readers.length === 0) return;
  const link = await threadLink(db, school, community.slug, post.parent?.id ?? post.id);
  const text = plainText(post.doc);
  await db.batch([
    ...(replyTo === null ? [] : [notificationStatement(db, school, replyTo, COMMUNITY_NOTICES.reply(user.name, text, link))]),
    ...readers.map((reader) => notificationStatement(db, school, reader.id, COMMUNITY_NOTICES.mention(user.name, text, link))),
  ]);
}

/**
 * `CALLS.editPost` (session; CommunityPostParam, EditRequest -> PostWriteResponse): the author's own post or reply,
 * within COMMUNITY_LIMITS.editWindowMs of writing it. A reply has no title to change.
 */
export const editPost: Handler<AppEnv> = async (c) => {
  const { postId } = parseInput(CommunityPostParam, c.req.param());
  const input = await parseBody(c, EditRequest);
  const place = await memberPlace(c);
  const row = await findPost(place, postId);
  if (row.author_id !== place.userId) throw new ApiError(ERROR_CODE.forbidden, COMMUNITY_TEXT.notYours);
  const now = Date.now();
  if (now > row.published_ms + COMMUNITY_LIMITS.editWindowMs) throw new ApiError(ERROR_CODE.invalidParams, COMMUNITY_TEXT.editWindowOver);
  await checked(place, input.title, input.doc);
  const { db, school } = place;
  // Without `attachments` an edit keeps the post's own; with it, the list is the post's new one.
  const attachments = input.attachments ?? (await attachmentsOf(db, school, [row.id])).get(row.id)?.map((a) => ({ file: a.file, ...(a.text === null ? {} : { text: a.text }) })) ?? [];
  const files = await checkWriteFiles(db, school, place.userId, input.doc, attachments, row.id);
  const dropped = await fileKeysOf(db, school, [row.id], [...files.images, ...files.attachments.map((a) => a.file)]);
  await db.batch([
    db.updateTable('posts')
      .set({ doc: JSON.stringify(input.doc), edited_ms: now, ...(input.title !== undefined && row.parent_id === null ? { title: input.title } : {}) })
      .where('school_id', '=', school.id).where('id', '=', row.id),
    ...linkFileStatements(db, school, row.id, files),
  ]);
  await deleteObjects(c.env.LESSONS, dropped);
  const body: PostWriteResponse = { post: await postBody(place, row.id) };
  return noStore(c, body);
};

/**
 * `CALLS.deletePost` (session; CommunityPostParam -> DeleteResponse): the author deletes their own post or reply
 * (faculty and admins any); a post goes with its replies, and with every like, bookmark and report of them. A
 * deleted answer leaves its question unresolved again.
 */
export const deletePost: Handler<AppEnv> = async (c) => {
  const { postId } = parseInput(CommunityPostParam, c.req.param());
  const place = await memberPlace(c);
  const row = await findPost(place, postId);
  if (row.author_id !== place.userId && !place.standing.staff) throw new ApiError(ERROR_CODE.forbidden, COMMUNITY_TEXT.notYours);
  const { db, school } = place;
  const thread = db.selectFrom('posts').select('id').where('school_id', '=', school.id).where((eb) => eb.or([eb('id', '=', row.id), eb('parent_id', '=', row.id)]));
  const keys = await fileKeysOf(db, school, (await thread.execute()).map((r) => r.id));
  await db.batch(threadRemovalStatements(db, school.id, db.selectFrom('posts').select('id').where('school_id', '=', school.id).where('id', '=', row.id)));
  await deleteObjects(c.env.LESSONS, keys);
  return noStore(c, { deleted: true as const });
};

/**
 * `CALLS.markAnswer` (faculty or admin; CommunityPostParam -> ThreadResponse): the reply `postId` becomes its
 * question's answer, which resolves it (another reply marked later replaces it).
 */
export const markAnswer: Handler<AppEnv> = async (c) => {
  const { postId } = parseInput(CommunityPostParam, c.req.param());
  const place = await memberPlace(c);
  if (!place.standing.staff) throw new ApiError(ERROR_CODE.forbidden, COMMUNITY_TEXT.facultyOnly);
  const reply = await findPost(place, postId);
  const question = reply.parent_id === null ? null : await findPost(place, reply.parent_id);
  if (!question || question.kind !== 'question') throw new ApiError(ERROR_CODE.invalidParams, COMMUNITY_TEXT.notAQuestion);
  const { db, school, community } = place;
  // Marked again (the same reply): nothing changes and no one is told twice.
  if (question.resolved_by !== reply.id) {
    const asker = question.author_id !== null && question.author_id !== place.userId ? question.author_id : null;
    const answerer = reply.author_id !== null && reply.author_id !== place.userId && reply.author_id !== question.author_id ? reply.author_id : null;
    const link = asker === null && answerer === null ? '' : await threadLink(db, school, community.slug, question.id);
    const title = question.title ?? '';
    await db.batch([
      db.updateTable('posts').set({ resolved_by: reply.id }).where('school_id', '=', school.id).where('id', '=', question.id),
      ...(asker === null ? [] : [notificationStatement(db, school, asker, COMMUNITY_NOTICES.answered(title, link))]),
      ...(answerer === null ? [] : [notificationStatement(db, school, answerer, COMMUNITY_NOTICES.yourAnswer(title, link))]),
    ]);
  }
  return noStore(c, await threadBody(place, question.id));
};

/**
 * `CALLS.reportPost` (session; CommunityPostParam, ReportRequest -> ReportResponse): once per learner (again is no
 * error and counts once); the COMMUNITY_LIMITS.reportsToHold-th learner's report holds the post until faculty review.
 */
export const reportPost: Handler<AppEnv> = async (c) => {
  const { postId } = parseInput(CommunityPostParam, c.req.param());
  const { reason } = await parseBody(c, ReportRequest);
  const { user } = await requireSession(c);
  const place = await placeOf(c, user.id);
  const row = await findPost(place, postId);
  if (row.author_id === user.id) throw new ApiError(ERROR_CODE.invalidParams, COMMUNITY_TEXT.ownPost);
  const { db, school } = place;
  const [, state] = await db.batch([
    db.insertInto('post_reports').values({ school_id: school.id, post_id: row.id, user_id: user.id, reason, created_ms: Date.now() }).onConflict((oc) => oc.doNothing()),
    db.selectFrom('posts').select('status').where('school_id', '=', school.id).where('id', '=', row.id),
  ]);
  const body: ReportResponse = { post_id: row.id, reported: true, held: state[0]?.status === 'held' };
  return noStore(c, body);
};
