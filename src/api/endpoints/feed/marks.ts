import type { Context, Handler } from 'hono';
import { sql } from 'kysely';
import { OwnPostsQuery, PostBookmarkParam, PostIdQuery, PostLikeParam, type FeedResponse, type PostMarkResponse } from '../../../contract/feed.ts';
import { assertPost, postsOf, postsWithMarks } from '../../lib/feed.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import { database, type Db } from '../../db/database.ts';
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
    .where('p.id', '=', postId);
}

/**
 * Marks the post: idempotent, so a double tap, or twenty at once, leaves one mark and counts it once (the unique
 * index ignores the rest, and the count's trigger fires only for the row written). Answers the mark and the count.
 */
async function addMark(c: Context<AppEnv>, table: MarkTable): Promise<Response> {
  const { user } = await requireSession(c);
  const { post_id } = parseInput(PostIdQuery, c.req.query());
  const db = database(c.env.DB);
  const school = c.var.school;
  await assertPost(db, school, post_id);
  const [, state] = await db.batch([
    db.insertInto(table).values({ school_id: school.id, post_id, user_id: user.id, created_ms: Date.now() }).onConflict((oc) => oc.doNothing()),
    markState(db, school, table, post_id, user.id),
  ]);
  const body: PostMarkResponse = state[0]!;
  return noStore(c, body);
}

/** Removes the learner's mark, if it is still there: removing it twice is not an error. */
async function removeMark(c: Context<AppEnv>, table: MarkTable, markId: number): Promise<Response> {
  const { user } = await requireSession(c);
  const { post_id } = parseInput(PostIdQuery, c.req.query());
  const db = database(c.env.DB);
  const school = c.var.school;
  await assertPost(db, school, post_id);
  const [, state] = await db.batch([
    db.deleteFrom(table).where('school_id', '=', school.id).where('user_id', '=', user.id).where('post_id', '=', post_id).where('id', '=', markId),
    markState(db, school, table, post_id, user.id),
  ]);
  const body: PostMarkResponse = state[0]!;
  return noStore(c, body);
}

/** The learner's marked posts, newest mark first; the cursor is a mark's id. */
async function markedPosts(c: Context<AppEnv>, table: MarkTable): Promise<Response> {
  const { user } = await requireSession(c);
  const query = parseInput(OwnPostsQuery, c.req.query());
  const db = database(c.env.DB);
  const school = c.var.school;
  const markColumn = table === 'post_likes' ? 'pl.id' : 'pb.id';
  const rows = await postsWithMarks(db, school, user.id)
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
export const likePost: Handler<AppEnv> = (c) => addMark(c, 'post_likes');
/** `CALLS.unlikePost` (session; PostLikeParam, ?post_id -> PostMarkResponse). */
export const unlikePost: Handler<AppEnv> = (c) => removeMark(c, 'post_likes', parseInput(PostLikeParam, c.req.param()).likeId);
/** `CALLS.likedPosts` (session; OwnPostsQuery -> FeedResponse): `/newsfeed/likes`. */
export const likedPosts: Handler<AppEnv> = (c) => markedPosts(c, 'post_likes');
/** `CALLS.bookmarkPost` (session; ?post_id -> PostMarkResponse). */
export const bookmarkPost: Handler<AppEnv> = (c) => addMark(c, 'post_bookmarks');
/** `CALLS.unbookmarkPost` (session; PostBookmarkParam, ?post_id -> PostMarkResponse). */
export const unbookmarkPost: Handler<AppEnv> = (c) => removeMark(c, 'post_bookmarks', parseInput(PostBookmarkParam, c.req.param()).bookMarkId);
/** `CALLS.bookmarkedPosts` (session; OwnPostsQuery -> FeedResponse): `/newsfeed/bookmarks`. */
export const bookmarkedPosts: Handler<AppEnv> = (c) => markedPosts(c, 'post_bookmarks');
