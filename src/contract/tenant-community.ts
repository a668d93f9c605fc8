/**
 * The school's own files of the feed and the communities, as the tenant loader reads them (`tenants/<slug>/feed.json`,
 * `communities.json`): build- and seed-time schemas, kept apart from the call contracts so no page's JavaScript
 * carries them (decision 0069).
 */
import { z } from 'zod';
import { Id, Slug } from './common.ts';
import { COMMUNITY_LIMITS, CommunitySlug, PostKind } from './community.ts';
import { DiscussionKind, DiscussionText } from './discussion.ts';
import { FEED_LIMITS, POST_TYPE, PostQuiz, PostType } from './feed.ts';
import { LanguageCode } from './language.ts';
import { MODERATION_LIMITS } from './moderation.ts';

/** A media file of the school's (`tenants/<slug>/media/`), served by the media call: a pdf post's document. */
const MediaName = z.string().regex(/^[a-z0-9][a-z0-9._-]*\.pdf$/, 'must be a PDF file in the school media folder');

/**
 * One post as the school writes it in `feed.json`. `body` is Markdown (rendered with HTML off). Its date is relative,
 * so the demo feed stays a feed of the last month: `days_ago` before the day the school is seeded, at `time` (UTC).
 */
export const TenantPost = z
  .object({
    id: Id,
    slug: Slug,
    post_type: PostType,
    language: LanguageCode,
    /** A catalogue category's `custom_name`; absent: the post belongs to no category (it shows under All). */
    category: z.string().min(1).max(60).optional(),
    title: z.string().trim().min(1).max(FEED_LIMITS.titleMax),
    body: z.string().trim().max(FEED_LIMITS.bodyMax).default(''),
    days_ago: z.number().int().min(0).max(365),
    time: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be HH:MM'),
    quiz: PostQuiz.optional(),
    /** A pdf post's file. */
    pdf: MediaName.optional(),
    /** A video post plays the school's demo clip (content/lesson-media/<slug>/video); its length comes from there. */
    video: z.literal(true).optional(),
  })
  .superRefine((post, ctx) => {
    const quizType = post.post_type === POST_TYPE.dailyQuiz || post.post_type === POST_TYPE.questionOfTheDay;
    if (quizType !== Boolean(post.quiz)) ctx.addIssue({ code: 'custom', path: ['quiz'], message: quizType ? 'a quiz post needs its quiz' : 'only a daily quiz or a question of the day has a quiz' });
    if (post.quiz && post.quiz.answer >= post.quiz.options.length) ctx.addIssue({ code: 'custom', path: ['quiz', 'answer'], message: 'must be the index of one of the options' });
    if ((post.post_type === POST_TYPE.pdf) !== Boolean(post.pdf)) ctx.addIssue({ code: 'custom', path: ['pdf'], message: post.pdf ? 'only a pdf post has a file' : 'a pdf post needs its file' });
    if ((post.post_type === POST_TYPE.video) !== Boolean(post.video)) ctx.addIssue({ code: 'custom', path: ['video'], message: post.video ? 'only a video post has a video' : 'a video post needs `video: true`' });
    if (!quizType && post.post_type !== POST_TYPE.pdf && post.post_type !== POST_TYPE.video && post.body === '') ctx.addIssue({ code: 'custom', path: ['body'], message: 'this post needs a body' });
  });
export type TenantPost = z.infer<typeof TenantPost>;

/** `tenants/<slug>/feed.json`. */
export const TenantFeed = z.object({ posts: z.array(TenantPost).max(100_000) });
export type TenantFeed = z.infer<typeof TenantFeed>;
export type TenantFeedFile = z.input<typeof TenantFeed>;

/** `moderation` in `tenants/<slug>/communities.json`: words no post, reply or review of the school may contain. */
export const TenantModeration = z.object({
  blocked_words: z.array(z.string().trim().min(1).max(MODERATION_LIMITS.blockedWordMax)).max(MODERATION_LIMITS.blockedWordsMax).default([]),
});
export type TenantModeration = z.infer<typeof TenantModeration>;

/**
 * A community as the school writes it in `tenants/<slug>/communities.json`: public, or private to the learners of
 * `product_id`. Its opening posts are written by the school's demo people (`author`: a demo learner's index, or
 * `faculty`), dated relative to the day the school is seeded.
 */
const TenantAuthor = z.union([z.literal('faculty'), z.number().int().min(0).max(20)]);
const TenantText = z.string().trim().min(1).max(COMMUNITY_LIMITS.postMax);
export const TenantCommunityPost = z.object({
  kind: PostKind,
  author: TenantAuthor,
  title: z.string().trim().min(1).max(COMMUNITY_LIMITS.titleMax),
  /** Plain text; a blank line starts a new paragraph. */
  text: TenantText,
  days_ago: z.number().int().min(0).max(365),
  replies: z.array(z.object({ author: TenantAuthor, text: TenantText, answer: z.literal(true).optional() })).max(50).default([]),
});
export const TenantCommunity = z.object({
  /** Below 1,000,000,000, where course discussions' spaces start (src/api/lib/discussion.ts). */
  id: Id.max(999_999_999),
  slug: CommunitySlug,
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().min(1).max(COMMUNITY_LIMITS.descriptionMax),
  /** Present: only learners enrolled in this product may join and read. */
  product_id: Id.optional(),
  /** Demo learners (by index) who have joined. */
  members: z.array(z.number().int().min(0).max(20)).default([]),
  posts: z.array(TenantCommunityPost).max(200).default([]),
});
/**
 * A course discussion the demo people open (`/home/discussion`): a question by a demo learner about a course, or a
 * moment of one of its lessons (a video's second, a PDF's page), with replies; the demo faculty's first reply is
 * its answer.
 */
export const TenantDiscussion = z.object({
  course_id: Id,
  kind: DiscussionKind,
  author: z.number().int().min(0).max(20),
  text: DiscussionText,
  lesson_id: Id.optional(),
  lesson_at: z.number().int().min(0).max(10_000_000).optional(),
  days_ago: z.number().int().min(0).max(365),
  replies: z.array(z.object({ author: TenantAuthor, text: DiscussionText })).max(20).default([]),
});
export type TenantDiscussion = z.infer<typeof TenantDiscussion>;
export const TenantCommunities = z.object({
  communities: z.array(TenantCommunity).max(100),
  discussions: z.array(TenantDiscussion).max(200).default([]),
  /** The school's blocked words, for its communities and its course reviews alike. */
  moderation: TenantModeration.default({ blocked_words: [] }),
}).superRefine((file, ctx) => {
  const seen = new Set<string>();
  file.communities.forEach((c, i) => {
    if (seen.has(c.slug)) ctx.addIssue({ code: 'custom', path: ['communities', i, 'slug'], message: 'slugs must be unique' });
    seen.add(c.slug);
  });
});
export type TenantCommunities = z.infer<typeof TenantCommunities>;
export type TenantCommunity = z.infer<typeof TenantCommunity>;

