import type { Handler } from 'hono';
import {
  ALL_CATEGORIES, FEED_TEXT, FeedQuery, POST_TYPE, POST_TYPE_SLUG, PostBySlugQuery, postTypeOfSlug, PostTypeParam, PostTypeQuery, type FeedResponse, type PostResponse,
  type PostType, type PostTypePageResponse, type PostTypesResponse,
} from '../../../contract/feed.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ApiError } from '../../lib/errors.ts';
import { newestBefore, page, postNotFound, postsOf, feedPosts } from '../../lib/feed.ts';
import { ok } from '../../lib/respond.ts';
import { learnerId } from '../../lib/lessons.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv, School } from '../../types.ts';

async function assertCategory(db: Db, school: School, category: string | undefined): Promise<string | undefined> {
  if (category === undefined || category === ALL_CATEGORIES) return undefined;
  const row = await db.selectFrom('categories').select('custom_name').where('school_id', '=', school.id).where('custom_name', '=', category).executeTakeFirst();
  if (!row) throw new ApiError(ERROR_CODE.notFound, FEED_TEXT.categoryNotFound);
  return category;
}

/**
 * `CALLS.feed` (no session needed; FeedQuery -> FeedResponse): a page of the school's posts, newest first, in a
 * category (`All` or none: every post) or of a type. With a session each post says whether the learner liked or
 * bookmarked it.
 */
export const feed: Handler<AppEnv> = async (c) => {
  const query = parseInput(FeedQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const category = await assertCategory(db, school, query.category);
  const userId = await learnerId(c);
  const posts = feedPosts(db, school, userId)
    .$if(category !== undefined, (q) => q.where('p.category', '=', category!))
    .$if(query.post_type !== undefined, (q) => q.where('p.post_type', '=', query.post_type!));
  const body: FeedResponse = await page(db, school, userId, newestBefore(posts, school, query.before), query.limit);
  return ok(c, body);
};

/** `CALLS.postBySlug` (no session needed; PostBySlugQuery -> PostResponse): one post by its slug or its id. */
export const postBySlug: Handler<AppEnv> = async (c) => {
  const { slug } = parseInput(PostBySlugQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const userId = await learnerId(c);
  const row = await feedPosts(db, school, userId)
    .where((eb) => (/^[0-9]+$/.test(slug) ? eb.or([eb('p.slug', '=', slug), eb('p.id', '=', Number(slug))]) : eb('p.slug', '=', slug)))
    .executeTakeFirst();
  if (!row) throw postNotFound();
  const [post] = await postsOf(db, school, userId, [row]);
  const body: PostResponse = { post: post! };
  return ok(c, body);
};

const TYPE_ORDER = Object.values(POST_TYPE) as PostType[];

async function typeCounts(db: Db, school: School): Promise<PostTypesResponse['post_types']> {
  const rows = await db
    .selectFrom('posts')
    .select((eb) => ['post_type', eb.fn.countAll<number>().as('count')])
    .where('school_id', '=', school.id)
    .where('community_id', 'is', null)
    .groupBy('post_type')
    .execute();
  const counts = new Map(rows.map((r) => [r.post_type, r.count]));
  return TYPE_ORDER.filter((type) => counts.has(type)).map((type) => ({ post_type: type, slug: POST_TYPE_SLUG[type], count: counts.get(type)! }));
}

/** `CALLS.postTypes` (no session; -> PostTypesResponse): the kinds of post the school has, with their counts. */
export const postTypes: Handler<AppEnv> = async (c) => {
  const body: PostTypesResponse = { post_types: await typeCounts(c.var.db, c.var.school) };
  return ok(c, body);
};

/**
 * `CALLS.postTypePage` (no session needed; PostTypeParam, PostTypeQuery -> PostTypePageResponse): one kind's
 * posts, as the feed with that type, and the kind's count. A kind the school has no post of is a 404.
 */
export const postTypePage: Handler<AppEnv> = async (c) => {
  const { slug } = parseInput(PostTypeParam, c.req.param());
  const query = parseInput(PostTypeQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const type = postTypeOfSlug(slug);
  const summary = type === undefined ? undefined : (await typeCounts(db, school)).find((t) => t.post_type === type);
  if (!summary) throw new ApiError(ERROR_CODE.notFound, FEED_TEXT.postTypeNotFound);
  const category = await assertCategory(db, school, query.category);
  const userId = await learnerId(c);
  const posts = feedPosts(db, school, userId)
    .where('p.post_type', '=', summary.post_type)
    .$if(category !== undefined, (q) => q.where('p.category', '=', category!));
  const body: PostTypePageResponse = { post_type: summary, ...(await page(db, school, userId, newestBefore(posts, school, query.before), query.limit)) };
  return ok(c, body);
};
