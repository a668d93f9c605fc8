/**
 * The school's news feed (`/newsfeed/...`, SPEC.md sections 2, 3 and 7; decision 0069): its posts by category and
 * by type, one post, and a learner's likes and bookmarks of posts. The school writes the posts
 * (`tenants/<slug>/feed.json`, `TenantFeed`); learners read them signed in or not, and like and bookmark them signed
 * in. Reads are cached for SPEC.md's community minute.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate, Slug } from './common.ts';
import { LanguageCode } from './language.ts';
export { FEED_TEXT } from './feed-text.ts';

/** SPEC.md section 3's feed post types, by their numbers. */
export const POST_TYPE = {
  article: 2,
  dailyQuiz: 3,
  video: 4,
  pdf: 5,
  spotlight: 6,
  examUpdate: 7,
  dailyGk: 8,
  thoughtOfTheDay: 14,
  questionOfTheDay: 28,
} as const;
export type PostTypeName = keyof typeof POST_TYPE;
export const PostType = z.union(Object.values(POST_TYPE).map((n) => z.literal(n)) as unknown as [z.ZodLiteral<2>, ...z.ZodLiteral<(typeof POST_TYPE)[PostTypeName]>[]]);
export type PostType = (typeof POST_TYPE)[PostTypeName];

/** Each type's `{postType}` in `/newsfeed/post-types/{postType}` and in `v10/post/post_types/{slug}`. */
export const POST_TYPE_SLUG: Readonly<Record<PostType, string>> = {
  2: 'article',
  3: 'daily-quiz',
  4: 'video',
  5: 'pdf',
  6: 'spotlight',
  7: 'exam-update',
  8: 'daily-gk',
  14: 'thought-of-the-day',
  28: 'question-of-the-day',
};
export const postTypeOfSlug = (slug: string): PostType | undefined =>
  (Object.entries(POST_TYPE_SLUG) as [string, string][]).map(([n, s]) => [Number(n) as PostType, s] as const).find(([, s]) => s === slug)?.[0];

/** The school's feed posts have ids up to this; the ids above are its communities' posts (decision 0069). */
export const FEED_ID_MAX = 999_999_999;

/** `/newsfeed/categories/All`: every category. */
export const ALL_CATEGORIES = 'All';

export const FEED_LIMITS = {
  pageDefault: 10,
  pageMax: 30,
  titleMax: 200,
  bodyMax: 20_000,
  optionsMin: 2,
  optionsMax: 6,
  optionMax: 300,
} as const;

/** A daily quiz's or question of the day's question: its options, the right one, and why. */
export const PostQuiz = z.object({
  question: z.string().trim().min(1).max(FEED_LIMITS.bodyMax),
  options: z.array(z.string().trim().min(1).max(FEED_LIMITS.optionMax)).min(FEED_LIMITS.optionsMin).max(FEED_LIMITS.optionsMax),
  /** Index into `options` of the right answer. */
  answer: z.number().int().nonnegative(),
  explanation: z.string().trim().min(1).max(FEED_LIMITS.bodyMax),
});
export type PostQuiz = z.infer<typeof PostQuiz>;

/** The quiz as a page shows it before the learner answers: no right answer, no explanation. */
export const PostQuizQuestion = PostQuiz.pick({ question: true, options: true });

/**
 * The learner's answer to a quiz post, with what the page shows once answered: the right option, why, and how
 * everyone who answered chose (a count per option).
 */
export const PostAnswer = z.object({
  choice: z.number().int().nonnegative(),
  answer: z.number().int().nonnegative(),
  explanation: z.string(),
  counts: z.array(z.number().int().nonnegative()),
});
export type PostAnswer = z.infer<typeof PostAnswer>;

/** One post as the calls answer it. */
export const Post = z.object({
  id: Id,
  slug: Slug,
  post_type: PostType,
  language: LanguageCode,
  /** The category's custom name, or null. */
  category: z.string().nullable(),
  title: z.string(),
  /** Markdown. */
  body: z.string(),
  published_at: IsoDate,
  quiz: PostQuizQuestion.nullable(),
  /** A pdf post's document, as a media path (`/learner/v1/media/<name>`). */
  pdf_url: z.string().nullable(),
  video: z.boolean(),
  like_count: z.number().int().nonnegative(),
  bookmark_count: z.number().int().nonnegative(),
  /** The learner's like and bookmark of it, when the request carries a session; null otherwise. */
  like_id: Id.nullable(),
  bookmark_id: Id.nullable(),
  /** A quiz post the learner has answered (with a session): their answer and the result; null otherwise. */
  my_answer: PostAnswer.nullable(),
});
export type Post = z.infer<typeof Post>;

const Cursor = z.coerce.number().pipe(Id);
const Limit = z.coerce.number().int().min(1).max(FEED_LIMITS.pageMax).default(FEED_LIMITS.pageDefault);

/**
 * `GET v10/post`: newest first. `category` a category's custom name (absent or `All`: every post); `post_type` a
 * type's number; `before` the previous page's `next_before`.
 */
export const FeedQuery = z.object({
  category: z.string().min(1).max(60).optional(),
  post_type: z.coerce.number().pipe(PostType).optional(),
  before: Cursor.optional(),
  limit: Limit,
});
export type FeedQuery = z.input<typeof FeedQuery>;
export const FeedResponse = z.object({ posts: z.array(Post), next_before: Id.nullable() });
export type FeedResponse = z.infer<typeof FeedResponse>;

/** `GET v10/post/look_by_slug?slug=`; the page's `{postId}` is a post's slug or its id. */
export const PostBySlugQuery = z.object({ slug: z.string().min(1).max(120) });
export const PostResponse = z.object({ post: Post });
export type PostResponse = z.infer<typeof PostResponse>;

/** `GET v10/post/post_types`: the types the school has posts of, with their counts, in SPEC.md's order. */
export const PostTypeSummary = z.object({ post_type: PostType, slug: z.string(), count: z.number().int().nonnegative() });
export const PostTypesResponse = z.object({ post_types: z.array(PostTypeSummary) });
export type PostTypesResponse = z.infer<typeof PostTypesResponse>;

/** `GET v10/post/post_types/{slug}`: one type's posts, as `v10/post` with that type. */
export const PostTypeParam = z.object({ slug: z.string().min(1).max(40) });
export const PostTypeQuery = FeedQuery.omit({ post_type: true });
export const PostTypePageResponse = FeedResponse.extend({ post_type: PostTypeSummary });
export type PostTypePageResponse = z.infer<typeof PostTypePageResponse>;

/** The post a like or a bookmark is of: `?post_id=` on the paths the product favourites and lesson bookmarks share. */
export const PostIdQuery = z.object({ post_id: z.coerce.number().pipe(Id) });
/** The learner's liked or bookmarked posts: `?post_id=all`, newest first. */
export const OwnPostsQuery = z.object({ post_id: z.literal('all'), before: Cursor.optional(), limit: Limit });
export type OwnPostsQuery = z.input<typeof OwnPostsQuery>;
/** The like's or bookmark's id, under the path parameter names the product favourites and lesson bookmarks use. */
export const PostLikeParam = z.object({ likeId: z.coerce.number().pipe(Id) });
export const PostBookmarkParam = z.object({ bookMarkId: z.coerce.number().pipe(Id) });
/** What a like or a bookmark answers: the learner's mark (null once removed) and the post's new count. */
export const PostMarkResponse = z.object({ post_id: Id, mark_id: Id.nullable(), count: z.number().int().nonnegative() });
export type PostMarkResponse = z.infer<typeof PostMarkResponse>;

/** `POST v10/post/{postId}/answers`: the learner's choice; the first answer stays, a second gets it back. */
export const PostIdParam = z.object({ postId: z.coerce.number().pipe(Id) });
export const AnswerRequest = z.object({ choice: z.number().int().min(0).max(FEED_LIMITS.optionsMax - 1) });
export const AnswerResponse = z.object({ post_id: Id, my_answer: PostAnswer });
export type AnswerResponse = z.infer<typeof AnswerResponse>;

/**
 * `GET v10/post/{postId}/video`: a video post's HLS playlists, through the player's signed URLs (decision 0025):
 * the school's clip folder, for anyone (a post is public), until `expires_at`.
 */
export const PostVideoResponse = z.object({ url: z.string(), captions_url: z.string().nullable(), expires_at: IsoDate });
export type PostVideoResponse = z.infer<typeof PostVideoResponse>;

const feed = defineCall({ method: 'GET', path: '/learner/v10/post', session: false, query: FeedQuery, response: FeedResponse, staleTime: STALE_TIME.community });
const postBySlug = defineCall({ method: 'GET', path: '/learner/v10/post/look_by_slug', session: false, query: PostBySlugQuery, response: PostResponse, staleTime: STALE_TIME.community });
const postTypes = defineCall({ method: 'GET', path: '/learner/v10/post/post_types', session: false, response: PostTypesResponse, staleTime: STALE_TIME.community });
const postTypePage = defineCall({
  method: 'GET', path: '/learner/v10/post/post_types/:slug', session: false, params: PostTypeParam, query: PostTypeQuery, response: PostTypePageResponse, staleTime: STALE_TIME.community,
});
const likedPosts = defineCall({ method: 'GET', path: '/learner/v9/user_likes', session: true, query: OwnPostsQuery, response: FeedResponse, selectedBy: { query: 'post_id' } });
const bookmarkedPosts = defineCall({ method: 'GET', path: '/learner/v9/notebooks', session: true, query: OwnPostsQuery, response: FeedResponse, selectedBy: { query: 'post_id' } });
/** The reads a feed post shows in: what a like, a bookmark or an answer changes. */
export const FEED_POST_READS = [feed, postBySlug, postTypePage] as const;
/** The learner's marked posts: what a like or a bookmark changes too (src/contract/post-marks.ts). */
export const MARKED_POST_READS = { likedPosts, bookmarkedPosts } as const;

export const FEED_CALLS = {
  feed,
  postBySlug,
  postTypes,
  postTypePage,
  likedPosts,
  bookmarkedPosts,
  postVideo: defineCall({ method: 'GET', path: '/learner/v10/post/:postId/video', session: false, params: PostIdParam, response: PostVideoResponse, staleTime: STALE_TIME.always }),
  answerPost: defineCall({
    method: 'POST', path: '/learner/v10/post/:postId/answers', session: true, params: PostIdParam, body: AnswerRequest, response: AnswerResponse, invalidates: FEED_POST_READS,
  }),
} as const;
