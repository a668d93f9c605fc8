/**
 * Course discussions (`/home/discussion`, `/home/discussion/{discussionId}`; SPEC.md sections 2, 3, 6 and 9;
 * decision 0069): an enrolled learner's doubts about a course, asked from its dashboard or under a lesson in the
 * player, where a question stays tied to its moment (the video's second, the PDF's page). A `public_discussion` is
 * read by every learner of the course; a `private_discussion` by its learner and the school's faculty only. Faculty
 * reply, and their first reply answers it. Plain text of SPEC.md's 1,000 characters; one level of replies.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate } from './common.ts';
import { Author } from './community.ts';
import { DISCUSSION_TEXT } from './discussion-text.ts';
export { DISCUSSION_TEXT } from './discussion-text.ts';

/** SPEC.md section 3's discussion kinds. */
export const DISCUSSION_KIND = ['public_discussion', 'private_discussion'] as const;
export const DiscussionKind = z.enum(DISCUSSION_KIND);
export type DiscussionKind = z.infer<typeof DiscussionKind>;

export const DISCUSSION_LIMITS = {
  /** SPEC.md section 9: discussion input. */
  textMax: 1_000,
  pageDefault: 15,
  pageMax: 30,
  /** A discussion's replies come whole, up to this many (oldest first). */
  repliesMax: 300,
} as const;

/** The lesson a question was asked under, and where in it: a video's second or a PDF's or deck's page. */
export const DiscussionLesson = z.object({
  id: Id,
  section_id: Id,
  title: z.string(),
  kind: z.string(),
  /** Seconds into a video, or a page or slide; null when asked about the lesson as a whole. */
  at: z.number().int().nonnegative().nullable(),
});
export type DiscussionLesson = z.infer<typeof DiscussionLesson>;

/** A reply as the calls answer it. */
export const DiscussionReply = z.object({
  id: Id,
  parent_id: Id,
  text: z.string(),
  author: Author,
  published_at: IsoDate,
  mine: z.boolean(),
});
export type DiscussionReply = z.infer<typeof DiscussionReply>;

/** A learner's question with its kind, its lesson and, once faculty replied, the answer. */
export const Discussion = z.object({
  id: Id,
  course_id: Id,
  kind: DiscussionKind,
  text: z.string(),
  author: Author,
  published_at: IsoDate,
  lesson: DiscussionLesson.nullable(),
  reply_count: z.number().int().nonnegative(),
  /** The first reply by faculty: the question's answer. Null while unanswered. */
  answer: DiscussionReply.nullable(),
  mine: z.boolean(),
});
export type Discussion = z.infer<typeof Discussion>;

/** The course the discussions are about, for the page's title and its way back. */
export const DiscussionCourse = z.object({ id: Id, title: z.string(), seo_title: z.string() });
export type DiscussionCourse = z.infer<typeof DiscussionCourse>;

export const CourseParam = z.object({ courseId: z.coerce.number().pipe(Id) });
export const DiscussionParam = z.object({ discussionId: z.coerce.number().pipe(Id) });

/**
 * `GET .../discussions`: newest first. `kind`: only public ones, or only private ones (the learner's own; faculty see
 * every learner's); both when absent. `lesson_id`: only those asked under that lesson.
 */
export const DiscussionsQuery = z.object({
  kind: DiscussionKind.optional(),
  lesson_id: z.coerce.number().pipe(Id).optional(),
  before: z.coerce.number().pipe(Id).optional(),
  limit: z.coerce.number().int().min(1).max(DISCUSSION_LIMITS.pageMax).default(DISCUSSION_LIMITS.pageDefault),
});
export type DiscussionsQuery = z.input<typeof DiscussionsQuery>;
export const DiscussionsResponse = z.object({ course: DiscussionCourse, discussions: z.array(Discussion), next_before: Id.nullable() });
export type DiscussionsResponse = z.infer<typeof DiscussionsResponse>;

export const ThreadResponse = z.object({ course: DiscussionCourse, discussion: Discussion, replies: z.array(DiscussionReply) });
export type DiscussionThreadResponse = z.infer<typeof ThreadResponse>;

export const DiscussionText = z.string().trim().min(1, DISCUSSION_TEXT.textRequired).max(DISCUSSION_LIMITS.textMax, DISCUSSION_TEXT.textTooLong);

/** `POST .../discussions`: a question, public or private, about the course or a moment of one of its lessons. */
export const AskRequest = z.object({
  kind: DiscussionKind,
  text: DiscussionText,
  lesson_id: Id.optional(),
  lesson_at: z.number().int().min(0).max(10_000_000).optional(),
}).strict();
export type AskRequest = z.input<typeof AskRequest>;
export const AskResponse = z.object({ discussion: Discussion });
export type AskResponse = z.infer<typeof AskResponse>;

/** `POST /discussions/{discussionId}/replies`. */
export const ReplyRequest = z.object({ text: DiscussionText }).strict();
export type ReplyRequest = z.input<typeof ReplyRequest>;

export const DeleteResponse = z.object({ deleted: z.literal(true) });

const COURSE_BASE = '/learner/v4/courses/:courseId/discussions';
const BASE = '/learner/v4/discussions';
// The learner's own conversation with faculty: a cached copy paints the page while the fresh one comes, so an answer
// is there when the learner comes back (SPEC.md's community minute is for the communities' calls).
const list = defineCall({
  method: 'GET', path: COURSE_BASE, session: true, params: CourseParam, query: DiscussionsQuery, response: DiscussionsResponse, staleTime: STALE_TIME.always,
});
const thread = defineCall({ method: 'GET', path: `${BASE}/:discussionId`, session: true, params: DiscussionParam, response: ThreadResponse, staleTime: STALE_TIME.always });

export const DISCUSSION_CALLS = {
  courseDiscussions: list,
  discussionThread: thread,
  askDiscussion: defineCall({ method: 'POST', path: COURSE_BASE, session: true, params: CourseParam, body: AskRequest, response: AskResponse, invalidates: [list, thread] }),
  replyDiscussion: defineCall({ method: 'POST', path: `${BASE}/:discussionId/replies`, session: true, params: DiscussionParam, body: ReplyRequest, response: ThreadResponse, invalidates: [list, thread] }),
  deleteDiscussion: defineCall({ method: 'DELETE', path: `${BASE}/:discussionId`, session: true, params: DiscussionParam, response: DeleteResponse, invalidates: [list, thread] }),
} as const;
