/**
 * Course discussions on the API side (src/contract/discussion.ts; decision 0069). A course's questions are rows of
 * `posts` in one of the course's two discussion spaces (public, private): the space's id stands in `community_id`,
 * with no communities row behind it, so no community call reaches a discussion and the feed's indexes never hold one.
 * Who reads: the course's learners (enrolled, or through a bundle) and the school's faculty and admins; a private
 * question, only its learner and faculty. Another school's course or discussion, or a private one of someone else,
 * is a 404: it does not exist for the reader.
 */
import { DISCUSSION_TEXT, type Discussion, type DiscussionCourse, type DiscussionKind, type DiscussionLesson, type DiscussionReply } from '../../contract/discussion.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { CommunityRole } from '../../contract/community.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { excerpt, staffRole } from './community.ts';
import { ApiError } from './errors.ts';
import { enrolmentState, notEnrolled } from './learning.ts';
import { courseOutline, type CourseOutline } from './lessons.ts';
import type { NewNotification } from './notifications.ts';

/** Discussion spaces' ids start above every community's a tenant file may give (TenantCommunity's `id`). */
export const DISCUSSION_SPACE_FLOOR = 1_000_000_000;

/** The id of a course's public or private discussion space. */
export const discussionSpace = (courseId: number, kind: DiscussionKind): number =>
  DISCUSSION_SPACE_FLOOR + courseId * 2 + (kind === 'private_discussion' ? 1 : 0);

export const discussionNotFound = (): ApiError => new ApiError(ERROR_CODE.notFound, DISCUSSION_TEXT.notFound);

export interface Reader {
  readonly userId: number;
  /** Faculty or admin of the school: reads every private question and answers them. */
  readonly staff: CommunityRole | null;
}

/** The course, and the reader's standing in it: staff, or a learner who owns it (SPEC.md section 6), else a 403. */
export async function courseForReader(db: Db, school: School, userId: number, courseId: number): Promise<{ course: CourseOutline; reader: Reader }> {
  const [course, staff] = await Promise.all([courseOutline(db, school, { id: courseId }), staffRole(db, school, userId)]);
  if (!staff && !(await enrolmentState(db, school, userId, course.id)).owned) throw notEnrolled();
  return { course, reader: { userId, staff } };
}

/** Discussions and their replies, with their authors' names and roles: who may read which is `readable`. */
export function discussionRows(db: Db, school: School) {
  return db
    .selectFrom('posts as p')
    .innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 'p.school_id').onRef('u.id', '=', 'p.author_id'))
    .leftJoin('staff as st', (join) => join.onRef('st.school_id', '=', 'p.school_id').onRef('st.user_id', '=', 'p.author_id'))
    .select([
      'p.id', 'p.course_id', 'p.parent_id', 'p.kind', 'p.body', 'p.author_id', 'p.published_ms', 'p.lesson_id', 'p.lesson_at', 'p.reply_count', 'p.resolved_by',
      'u.name as author_name', 'st.role as author_role',
    ])
    .where('p.school_id', '=', school.id)
    .where('p.course_id', 'is not', null);
}

export type DiscussionRow = Awaited<ReturnType<ReturnType<typeof discussionRows>['executeTakeFirstOrThrow']>>;

/** Whether the reader may read the question `row` (or a reply under it, given its question). */
export const readable = (row: Pick<DiscussionRow, 'kind' | 'author_id'>, reader: Reader): boolean =>
  row.kind === 'public_discussion' || row.author_id === reader.userId || reader.staff !== null;

/** The question `id` (not a reply), as the reader may see it, or 404. */
export async function findQuestion(db: Db, school: School, reader: Reader, id: number): Promise<DiscussionRow> {
  const row = await discussionRows(db, school).where('p.id', '=', id).where('p.parent_id', 'is', null).executeTakeFirst();
  if (!row || !readable(row, reader)) throw discussionNotFound();
  return row;
}

const authorOf = (row: DiscussionRow) => ({ id: row.author_id!, name: row.author_name, role: row.author_role ?? ('learner' as const) });

export function toReply(row: DiscussionRow, reader: Reader): DiscussionReply {
  return { id: row.id, parent_id: row.parent_id!, text: row.body, author: authorOf(row), published_at: new Date(row.published_ms).toISOString(), mine: row.author_id === reader.userId };
}

/** Each lesson of the course by id, with its section: what a question's `lesson` names. */
export function lessonsOf(course: CourseOutline): Map<number, Omit<DiscussionLesson, 'at'>> {
  return new Map(course.sections.flatMap((s) => s.lessons.map((l) => [l.id, { id: l.id, section_id: s.id, title: l.title, kind: l.kind }] as const)));
}

export function toDiscussion(row: DiscussionRow, lessons: Map<number, Omit<DiscussionLesson, 'at'>>, answer: DiscussionRow | undefined, reader: Reader): Discussion {
  const lesson = row.lesson_id === null ? undefined : lessons.get(row.lesson_id);
  return {
    id: row.id,
    course_id: row.course_id!,
    kind: row.kind as DiscussionKind,
    text: row.body,
    author: authorOf(row),
    published_at: new Date(row.published_ms).toISOString(),
    lesson: lesson ? { ...lesson, at: row.lesson_at } : null,
    reply_count: row.reply_count,
    answer: answer ? toReply(answer, reader) : null,
    mine: row.author_id === reader.userId,
  };
}

/** The answers (faculty's first replies) of these questions, by id. */
export async function answersOf(db: Db, school: School, questions: readonly Pick<DiscussionRow, 'resolved_by'>[]): Promise<Map<number, DiscussionRow>> {
  const ids = questions.flatMap((q) => (q.resolved_by === null ? [] : [q.resolved_by]));
  if (ids.length === 0) return new Map();
  const rows = await discussionRows(db, school).where('p.id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export const toCourse = (course: CourseOutline): DiscussionCourse => ({ id: course.id, title: course.title, seo_title: course.seo_title });

/** A discussion's path under the school's base (the route table's `discussion-thread`), for notifications. */
export const discussionPath = (basePrefix: string, id: number): string => `/${basePrefix}/home/discussion/${id}`;

/** What a question's learner is told of a reply: faculty's answers it. */
export const DISCUSSION_NOTICES = {
  answered: (text: string, link: string): NewNotification => ({ kind: 'community_answer', title: 'Faculty answered your question', body: excerpt(text), link }),
  reply: (who: string, text: string, link: string): NewNotification => ({ kind: 'community_reply', title: `${who} replied to your question`, body: excerpt(text), link }),
} as const;
