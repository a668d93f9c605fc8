import type { Context, Handler } from 'hono';
import { sql } from 'kysely';
import { OwnPostsQuery, PostBookmarkParam, PostIdQuery, PostLikeParam, type FeedResponse, type PostMarkResponse } from '../../../contract/feed.ts';
import type { UserRow } from '../../lib/accounts.ts';
import { COMMUNITY_NOTICES, markablePost, threadPath } from '../../lib/community.ts';
import { notify } from '../../lib/notifications.ts';
import { feedPosts, postNotFound, postsOf } from '../../lib/feed.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv, School } from '../../types.ts';

/** A learner's like or bookmark of a post: the same rules, two tables. */
type MarkTable = 'post_likes' | 'post_bookmarks';
const COUNT = { post_likes: 'like_count', post_bookmarks: 'bookmark_count' } as const;

function markState(db: Db, school: School, table: MarkTable, postId: number, userId: number) {
  return db
    .selectFrom('posts as p')
    .select([
      'p.id as post_id',
      sql<number | null>`(SELECT m.id FROM ${sql.table(table)} m WHERE m.school_id = p.school_id AND m.post_id = p.id AND m.user_id = ${userId})`.as('mark_id'),
      `p.${COUNT[table]} as count`,
    ])
    .where('p.school_id', '=', school.id)
    .where('p.id', '=', postId)
    .where(markablePost(userId));
}

/**
 * Puts the learner's mark on the post (`remove` null) or takes the mark `remove` off, in one batch that answers the
 * mark and the post's count. Both are idempotent: a double tap, or twenty at once, leaves one mark counted once (the
 * unique index ignores the rest, and the count's trigger fires only for a row written); removing twice is no error.
 * The mark is written only beside a post of this school the learner may read (a feed post, or a published one of a
 * community open to them), so another school's id, or a private community's post, writes nothing and is a 404.
 */
async function setMark(c: Context<AppEnv>, table: MarkTable, remove: number | null): Promise<Response> {
  const { user } = await requireSession(c);
  const { post_id } = parseInput(PostIdQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const write = remove === null
    ? db.insertInto(table)
      .columns(['school_id', 'post_id', 'user_id', 'created_ms'])
      .expression((eb) => eb.selectFrom('posts as p').select([eb.val(school.id).as('school_id'), 'p.id', eb.val(user.id).as('user_id'), eb.val(Date.now()).as('created_ms')])
        .where('p.school_id', '=', school.id).where('p.id', '=', post_id).where(markablePost(user.id)))
      .onConflict((oc) => oc.doNothing())
      .returning('id')
    : db.deleteFrom(table).where('school_id', '=', school.id).where('user_id', '=', user.id).where('post_id', '=', post_id).where('id', '=', remove);
  const [written, state] = await db.batch([write, markState(db, school, table, post_id, user.id)]);
  if (!state[0]) throw postNotFound();
  // A new like (not a second tap) of a community post tells its author.
  if (remove === null && table === 'post_likes' && written.length > 0) await tellLike(db, school, user, post_id);
  const body: PostMarkResponse = state[0];
  return noStore(c, body);
}

/** The author of a community post hears that `user` liked it (never of their own like). */
async function tellLike(db: Db, school: School, user: UserRow, postId: number): Promise<void> {
  const post = await db
    .selectFrom('posts as p')
    .innerJoin('communities as c', (join) => join.onRef('c.school_id', '=', 'p.school_id').onRef('c.id', '=', 'p.community_id'))
    .leftJoin('posts as q', (join) => join.onRef('q.school_id', '=', 'p.school_id').onRef('q.id', '=', 'p.parent_id'))
    .innerJoin('schools as s', 's.id', 'p.school_id')
    // The base prefix in the same read, for the link: a like is a hot path.
    .select(['p.author_id', 'p.id', 'p.parent_id', 'p.title', 'q.title as question', 'c.slug', sql<string | null>`json_extract(s.config_json, '$.school_config.base_prefix')`.as('base')])
    .where('p.school_id', '=', school.id)
    .where('p.id', '=', postId)
    .executeTakeFirst();
  if (!post || post.author_id === null || post.author_id === user.id) return;
  const link = threadPath(post.base ?? 'learn', post.slug, post.parent_id ?? post.id);
  await notify(db, school, post.author_id, COMMUNITY_NOTICES.like(user.name, post.title ?? post.question ?? '', link));
}

/** The learner's marked posts, newest mark first; the cursor is a mark's id. */
async function markedPosts(c: Context<AppEnv>, table: MarkTable): Promise<Response> {
  const { user } = await requireSession(c);
  const query = parseInput(OwnPostsQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const markColumn = table === 'post_likes' ? 'pl.id' : 'pb.id';
  const rows = await feedPosts(db, school, user.id)
    .where(markColumn, 'is not', null)
    .$if(query.before !== undefined, (q) => q.where(markColumn, '<', query.before!))
    .orderBy(markColumn, 'desc')
    .limit(query.limit + 1)
    .execute();
  const posts = await postsOf(db, school, user.id, rows.slice(0, query.limit));
  const last = rows.length > query.limit ? rows[query.limit - 1]! : null;
  const body: FeedResponse = { posts, next_before: last && (table === 'post_likes' ? last.like_id : last.bookmark_id) };
  return noStore(c, body);
}

/** `CALLS.likePost` (session; ?post_id -> PostMarkResponse). */
export const likePost: Handler<AppEnv> = (c) => setMark(c, 'post_likes', null);
/** `CALLS.unlikePost` (session; PostLikeParam, ?post_id -> PostMarkResponse). */
export const unlikePost: Handler<AppEnv> = (c) => setMark(c, 'post_likes', parseInput(PostLikeParam, c.req.param()).likeId);
/** `CALLS.likedPosts` (session; OwnPostsQuery -> FeedResponse): `/newsfeed/likes`. */
export const likedPosts: Handler<AppEnv> = (c) => markedPosts(c, 'post_likes');
/** `CALLS.bookmarkPost` (session; ?post_id -> PostMarkResponse). */
export const bookmarkPost: Handler<AppEnv> = (c) => setMark(c, 'post_bookmarks', null);
/** `CALLS.unbookmarkPost` (session; PostBookmarkParam, ?post_id -> PostMarkResponse). */
export const unbookmarkPost: Handler<AppEnv> = (c) => setMark(c, 'post_bookmarks', parseInput(PostBookmarkParam, c.req.param()).bookMarkId);
/** `CALLS.bookmarkedPosts` (session; OwnPostsQuery -> FeedResponse): `/newsfeed/bookmarks`. */
export const bookmarkedPosts: Handler<AppEnv> = (c) => markedPosts(c, 'post_bookmarks');
