/**
 * Communities on the API side (decision 0069): who may read and write where, and a community's posts as the calls
 * answer them. A school's faculty and admins (`staff`) belong to every community with their role; learners join.
 * A private community (one with a product) is read and joined only by that product's learners. Another school's
 * community or post is a 404: it does not exist here.
 */
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { COMMUNITY_LIMITS, COMMUNITY_TEXT, type Community, type CommunityPost, type CommunityRole, type PostKind } from '../../contract/community.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { FEED_ID_MAX } from '../../contract/feed.ts';
import type { RichDoc } from '../../contract/rich-doc.ts';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import { postsWithMarks } from './feed.ts';
import { enrolmentState } from './learning.ts';
import type { NewNotification } from './notifications.ts';
import { accountSettings } from './school-settings.ts';

export const communityNotFound = (): ApiError => new ApiError(ERROR_CODE.notFound, COMMUNITY_TEXT.communityNotFound);
export const communityPostNotFound = (): ApiError => new ApiError(ERROR_CODE.notFound, COMMUNITY_TEXT.postNotFound);

/** Community posts' ids start above the feed's (the school's own, up to FEED_ID_MAX), so the two never meet. */
export const COMMUNITY_POST_ID_FLOOR = FEED_ID_MAX;

/**
 * The id of a school's next community post, reply or discussion, computed inside its INSERT: the next above the
 * largest the school has, never below COMMUNITY_POST_ID_FLOOR. One statement, so two writers never take the same id.
 */
export const nextPostId = (schoolId: number) =>
  sql<number>`(SELECT MAX(COALESCE(MAX(id), 0), ${COMMUNITY_POST_ID_FLOOR}) + 1 FROM posts WHERE school_id = ${schoolId})`;

export type CommunityRow = Selectable<Database['communities']> & { product_title: string | null };

/** The community `ref` names (its id or its slug) in this school, or 404. */
export async function findCommunity(db: Db, school: School, ref: number | string): Promise<CommunityRow> {
  const row = await db
    .selectFrom('communities as c')
    .leftJoin('products as pr', (join) => join.onRef('pr.school_id', '=', 'c.school_id').onRef('pr.id', '=', 'c.product_id'))
    .selectAll('c')
    .select('pr.title as product_title')
    .where('c.school_id', '=', school.id)
    .where(typeof ref === 'number' ? 'c.id' : 'c.slug', '=', ref)
    .executeTakeFirst();
  if (!row) throw communityNotFound();
  return row;
}

/** The learner's standing in the school's communities: faculty and admins are staff everywhere. */
export async function staffRole(db: Db, school: School, userId: number | null): Promise<CommunityRole | null> {
  if (userId === null) return null;
  const row = await db.selectFrom('staff').select('role').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}

export interface Standing {
  readonly userId: number | null;
  /** Faculty or admin of the school. */
  readonly staff: CommunityRole | null;
  /** The learner's role here when a member (staff always are). */
  readonly role: CommunityRole | null;
  readonly readable: boolean;
}

/** Where the learner stands in a community: member or not, with which role, and whether they may read it. */
export async function standingIn(db: Db, school: School, community: CommunityRow, userId: number | null): Promise<Standing> {
  // Staff and membership in one read: every community call asks both.
  const row = userId === null ? null : await db
    .selectNoFrom((eb) => [
      eb.selectFrom('staff').select('role').where('school_id', '=', school.id).where('user_id', '=', userId).as('staff'),
      eb.exists(eb.selectFrom('community_members').select('id').where('school_id', '=', school.id).where('community_id', '=', community.id).where('user_id', '=', userId)).as('member'),
    ])
    .executeTakeFirstOrThrow();
  const staff = row?.staff ?? null;
  const role = staff ?? (row?.member ? 'learner' : null);
  return { userId, staff, role, readable: community.product_id === null || role !== null };
}

/** A private community's refusal: SPEC.md section 6, private material needs its product. */
export const privateRefusal = (community: CommunityRow): ApiError =>
  new ApiError(ERROR_CODE.forbidden, COMMUNITY_TEXT.privateCommunity, { variables: { product: community.product_title ?? community.title } });

/** Whether the learner may join: any community that is public; a private one, with its product (or as staff). */
export async function mayJoin(db: Db, school: School, community: CommunityRow, userId: number): Promise<boolean> {
  if (community.product_id === null) return true;
  if (await staffRole(db, school, userId)) return true;
  return (await enrolmentState(db, school, userId, community.product_id)).owned;
}

/** Questions without a marked answer, visible to everyone: a community's count of unresolved. */
export async function unresolvedCounts(db: Db, school: School, communityIds: readonly number[]): Promise<Map<number, number>> {
  if (communityIds.length === 0) return new Map();
  return db
    .selectFrom('posts')
    .select((eb) => ['community_id', eb.fn.countAll<number>().as('n')])
    .where('school_id', '=', school.id)
    .where('community_id', 'in', [...communityIds])
    .where('parent_id', 'is', null)
    .where('kind', '=', 'question')
    .where('resolved_by', 'is', null)
    .where('status', '=', 'published')
    .groupBy('community_id')
    .execute()
    .then((rows) => new Map(rows.map((r) => [r.community_id!, r.n])));
}

export function toCommunity(row: CommunityRow, standing: Pick<Standing, 'role' | 'readable'>, unresolved: number): Community {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    visibility: row.product_id === null ? 'public' : 'private',
    product_title: row.product_title,
    member_count: row.member_count,
    post_count: row.post_count,
    unresolved_count: unresolved,
    my_role: standing.role,
    readable: standing.readable,
  };
}

/**
 * A community's posts as the viewer may see them: published, or held and the viewer's own or the viewer staff.
 * With the author's name and role, and the viewer's like, bookmark and report.
 */
export function communityPosts(db: Db, school: School, communityId: number, viewer: Pick<Standing, 'userId' | 'staff'>) {
  const user = viewer.userId ?? 0;
  return postsWithMarks(db, school, viewer.userId)
    .innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 'p.school_id').onRef('u.id', '=', 'p.author_id'))
    .leftJoin('staff as st', (join) => join.onRef('st.school_id', '=', 'p.school_id').onRef('st.user_id', '=', 'p.author_id'))
    .leftJoin('post_reports as rp', (join) => join.onRef('rp.school_id', '=', 'p.school_id').onRef('rp.post_id', '=', 'p.id').on('rp.user_id', '=', user))
    .select(['u.name as author_name', 'st.role as author_role', 'rp.user_id as reported_by'])
    .where('p.community_id', '=', communityId)
    .$if(!viewer.staff, (q) => q.where((eb) => eb.or([eb('p.status', '=', 'published'), eb('p.author_id', '=', user)])));
}

export type CommunityPostRow = Awaited<ReturnType<ReturnType<typeof communityPosts>['executeTakeFirstOrThrow']>>;

export function toCommunityPost(row: CommunityPostRow, viewerId: number | null, now = Date.now()): CommunityPost {
  const mine = viewerId !== null && row.author_id === viewerId;
  const editableUntil = row.published_ms + COMMUNITY_LIMITS.editWindowMs;
  return {
    id: row.id,
    community_id: row.community_id!,
    parent_id: row.parent_id,
    kind: row.kind as PostKind,
    title: row.title,
    doc: JSON.parse(row.doc!) as RichDoc,
    author: { id: row.author_id!, name: row.author_name, role: row.author_role ?? 'learner' },
    published_at: new Date(row.published_ms).toISOString(),
    edited_at: row.edited_ms === null ? null : new Date(row.edited_ms).toISOString(),
    editable_until: mine && editableUntil > now ? new Date(editableUntil).toISOString() : null,
    status: row.status === 'held' ? 'held' : 'published',
    reply_count: row.reply_count,
    like_count: row.like_count,
    bookmark_count: row.bookmark_count,
    like_id: row.like_id,
    bookmark_id: row.bookmark_id,
    resolved_by: row.resolved_by,
    mine,
    reported: row.reported_by !== null,
    // Filled in by withAttachments (lib/community-files.ts) for the posts a call answers.
    attachments: [],
  };
}

/**
 * Whether the post `p` (aliased so) is one the user may like, bookmark or report: a feed post, or a published post
 * of a community that is public, that the user has joined, or where the user is staff.
 */
export function markablePost(userId: number) {
  return sql<boolean>`(p.community_id IS NULL OR (p.status = 'published' AND EXISTS (
    SELECT 1 FROM communities c WHERE c.school_id = p.school_id AND c.id = p.community_id AND (
      c.product_id IS NULL
      OR EXISTS (SELECT 1 FROM community_members m WHERE m.school_id = c.school_id AND m.community_id = c.id AND m.user_id = ${userId})
      OR EXISTS (SELECT 1 FROM staff s WHERE s.school_id = c.school_id AND s.user_id = ${userId})))))`;
}

/** A subquery of post ids: the posts (and replies) a removal starts from. */
export type PostIds = SelectQueryBuilder<Database, 'posts', { id: number }>;

/**
 * Statements that remove the posts `roots` names, each with its replies and every like, bookmark and report of
 * them; an answer among them leaves its question unresolved again. The triggers count down what goes. Shared by
 * deleting a post, deleting an account and the seed (which replaces the demo people's threads); on any Kysely of
 * the schema, so the seed can write them as SQL.
 */
export function threadRemovalStatements(db: Kysely<Database>, schoolId: number, roots: PostIds) {
  const threads = db.selectFrom('posts').select('id').where('school_id', '=', schoolId)
    .where((eb) => eb.or([eb('id', 'in', roots), eb('parent_id', 'in', roots)]));
  return [
    db.deleteFrom('post_likes').where('school_id', '=', schoolId).where('post_id', 'in', threads),
    db.deleteFrom('post_bookmarks').where('school_id', '=', schoolId).where('post_id', 'in', threads),
    db.deleteFrom('post_reports').where('school_id', '=', schoolId).where('post_id', 'in', threads),
    // Their images' and attachments' rows; the caller deletes the bytes (fileKeysOf) where it can.
    db.deleteFrom('community_files').where('school_id', '=', schoolId).where('post_id', 'in', threads),
    db.updateTable('posts').set({ resolved_by: null }).where('school_id', '=', schoolId).where('resolved_by', 'in', roots),
    // Replies before their post: each reply's trigger counts down a post that is still there.
    db.deleteFrom('posts').where('school_id', '=', schoolId).where('parent_id', 'in', roots),
    db.deleteFrom('posts').where('school_id', '=', schoolId).where('id', 'in', roots),
  ] as const;
}

/**
 * Statements that take away everything a learner wrote or marked in the feed and the communities, for the deletion
 * of their account: their posts and replies (with the replies to their posts), and their own likes, bookmarks, quiz
 * answers, reports and memberships.
 */
export function authorRemovalStatements(db: Db, school: Pick<School, 'id'>, userId: number) {
  const theirs = db.selectFrom('posts').select('id').where('school_id', '=', school.id).where('author_id', '=', userId);
  return [
    ...threadRemovalStatements(db, school.id, theirs),
    ...(['post_likes', 'post_bookmarks', 'post_answers', 'post_reports', 'community_members', 'community_files'] as const)
      .map((table) => db.deleteFrom(table).where('school_id', '=', school.id).where('user_id', '=', userId)),
  ];
}

/** One line of a post's text for a notification: its first words, cut at a word near 140 characters. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/** What the communities tell a learner: a reply, a mention, an answer and a like, each leading to the thread. */
export const COMMUNITY_NOTICES = {
  reply: (who: string, text: string, link: string): NewNotification => ({ kind: 'community_reply', title: `${who} replied to your post`, body: excerpt(text), link }),
  mention: (who: string, text: string, link: string): NewNotification => ({ kind: 'community_mention', title: `${who} mentioned you`, body: excerpt(text), link }),
  answered: (title: string, link: string): NewNotification => ({ kind: 'community_answer', title: 'Your question has an answer', body: excerpt(title), link }),
  yourAnswer: (title: string, link: string): NewNotification => ({ kind: 'community_answer', title: 'Your reply was marked as the answer', body: excerpt(title), link }),
  like: (who: string, title: string, link: string): NewNotification => ({ kind: 'community_like', title: `${who} liked your post`, body: excerpt(title), link }),
} as const;

/** A thread's path under the school's base, for notifications (the route table's `community-post`). */
export const threadPath = (basePrefix: string, communitySlug: string, postId: number): string => `/${basePrefix}/communities/${communitySlug}/${postId}`;

/** `threadPath` with the school's base prefix read from its configuration. */
export async function threadLink(db: Db, school: School, communitySlug: string, postId: number): Promise<string> {
  return threadPath((await accountSettings(db, school)).basePrefix, communitySlug, postId);
}
