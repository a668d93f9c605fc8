import type { Handler } from 'hono';
import {
  AskRequest, CourseParam, DISCUSSION_LIMITS, DISCUSSION_TEXT, DiscussionParam, DiscussionsQuery, ReplyRequest,
  type AskResponse, type DiscussionsResponse, type DiscussionThreadResponse, type DiscussionKind,
} from '../../../contract/discussion.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { nextPostId, threadRemovalStatements } from '../../lib/community.ts';
import {
  answersOf, courseForReader, discussionNotFound, discussionPath, discussionRows, discussionSpace, DISCUSSION_NOTICES, findQuestion, lessonsOf, readable, toCourse,
  toDiscussion, toReply, type DiscussionRow, type Reader,
} from '../../lib/discussion.ts';
import { ApiError } from '../../lib/errors.ts';
import { checkPlainText } from '../../lib/moderation.ts';
import { notificationStatement } from '../../lib/notifications.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import { throttle } from '../../lib/throttle.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv, School } from '../../types.ts';
import type { CourseOutline } from '../../lib/lessons.ts';

/**
 * `CALLS.courseDiscussions` (session, enrolled or staff; CourseParam, DiscussionsQuery -> DiscussionsResponse): the
 * course's questions, newest first, each with its lesson and its answer; public ones and the learner's own private
 * ones (faculty: every learner's), or only one kind; only a lesson's with `lesson_id`.
 */
export const courseDiscussions: Handler<AppEnv> = async (c) => {
  const { courseId } = parseInput(CourseParam, c.req.param());
  const query = parseInput(DiscussionsQuery, c.req.query());
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const { course, reader } = await courseForReader(db, school, user.id, courseId);
  const kinds: DiscussionKind[] = query.kind ? [query.kind] : ['public_discussion', 'private_discussion'];
  const rows = await discussionRows(db, school)
    .where('p.community_id', 'in', kinds.map((kind) => discussionSpace(course.id, kind)))
    .where('p.parent_id', 'is', null)
    // Someone else's private question is not listed, save to faculty.
    .$if(reader.staff === null, (q) => q.where((eb) => eb.or([eb('p.kind', '=', 'public_discussion'), eb('p.author_id', '=', reader.userId)])))
    .$if(query.lesson_id !== undefined, (q) => q.where('p.lesson_id', '=', query.lesson_id!))
    .$if(query.before !== undefined, (q) => q.where('p.id', '<', query.before!))
    .orderBy('p.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const shown = rows.slice(0, query.limit);
  const answers = await answersOf(db, school, shown);
  const lessons = lessonsOf(course);
  const body: DiscussionsResponse = {
    course: toCourse(course),
    discussions: shown.map((row) => toDiscussion(row, lessons, row.resolved_by === null ? undefined : answers.get(row.resolved_by), reader)),
    next_before: rows.length > query.limit ? shown.at(-1)!.id : null,
  };
  return noStore(c, body);
};

/**
 * The question the path names, read once: its course first (a 403 for a learner not in it), then whether the reader
 * may see it (a private one of someone else is a 404, as is another school's id or a reply's).
 */
async function questionPlace(db: Db, school: School, userId: number, discussionId: number) {
  const question = await discussionRows(db, school).where('p.id', '=', discussionId).where('p.parent_id', 'is', null).executeTakeFirst();
  if (!question) throw discussionNotFound();
  const { course, reader } = await courseForReader(db, school, userId, question.course_id!);
  if (!readable(question, reader)) throw discussionNotFound();
  return { course, reader, question };
}

async function threadOf(db: Db, school: School, course: CourseOutline, reader: Reader, question: DiscussionRow): Promise<DiscussionThreadResponse> {
  const replies = await discussionRows(db, school).where('p.parent_id', '=', question.id).orderBy('p.id').limit(DISCUSSION_LIMITS.repliesMax).execute();
  const answer = replies.find((r) => r.id === question.resolved_by);
  return { course: toCourse(course), discussion: toDiscussion(question, lessonsOf(course), answer, reader), replies: replies.map((r) => toReply(r, reader)) };
}

/** `CALLS.discussionThread` (session; DiscussionParam -> ThreadResponse): a question with its replies, oldest first. */
export const discussionThread: Handler<AppEnv> = async (c) => {
  const { discussionId } = parseInput(DiscussionParam, c.req.param());
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const { course, reader, question } = await questionPlace(db, school, user.id, discussionId);
  return noStore(c, await threadOf(db, school, course, reader, question));
};

/**
 * `CALLS.askDiscussion` (session, enrolled or staff; CourseParam, AskRequest -> AskResponse): a question, public or
 * private, about the course or a moment of one of its lessons. Checked against the school's blocked words and the
 * young-account link rule, and rate-limited as community writing is.
 */
export const askDiscussion: Handler<AppEnv> = async (c) => {
  const { courseId } = parseInput(CourseParam, c.req.param());
  const input = await parseBody(c, AskRequest);
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const { course, reader } = await courseForReader(db, school, user.id, courseId);
  const lessons = lessonsOf(course);
  if (input.lesson_id !== undefined && !lessons.has(input.lesson_id)) {
    throw new ApiError(ERROR_CODE.invalidParams, DISCUSSION_TEXT.lessonNotInCourse, { field: 'lesson_id' });
  }
  await checkPlainText(db, school, user, input.text);
  await throttle(c, 'communityWrite', user.id);
  const inserted = await db
    .insertInto('posts')
    .columns(['school_id', 'id', 'community_id', 'course_id', 'lesson_id', 'lesson_at', 'author_id', 'kind', 'body', 'published_ms'])
    .expression(db.selectNoFrom((eb) => [
      eb.val(school.id).as('school_id'),
      nextPostId(school.id).as('id'),
      eb.val(discussionSpace(course.id, input.kind)).as('community_id'),
      eb.val(course.id).as('course_id'),
      eb.val(input.lesson_id ?? null).as('lesson_id'),
      eb.val(input.lesson_id === undefined ? null : (input.lesson_at ?? null)).as('lesson_at'),
      eb.val(user.id).as('author_id'),
      eb.val(input.kind).as('kind'),
      eb.val(input.text).as('body'),
      eb.val(Date.now()).as('published_ms'),
    ]))
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await findQuestion(db, school, reader, inserted.id);
  const body: AskResponse = { discussion: toDiscussion(row, lessons, undefined, reader) };
  return noStore(c, body);
};

/**
 * `CALLS.replyDiscussion` (session, enrolled or staff; DiscussionParam, ReplyRequest -> ThreadResponse): a reply to a
 * question (one level). The first reply by faculty becomes its answer. The question's learner is told of replies.
 */
export const replyDiscussion: Handler<AppEnv> = async (c) => {
  const { discussionId } = parseInput(DiscussionParam, c.req.param());
  const input = await parseBody(c, ReplyRequest);
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const { course, reader, question } = await questionPlace(db, school, user.id, discussionId);
  await checkPlainText(db, school, user, input.text);
  await throttle(c, 'communityWrite', user.id);
  const inserted = await db
    .insertInto('posts')
    .columns(['school_id', 'id', 'community_id', 'course_id', 'parent_id', 'author_id', 'kind', 'body', 'published_ms'])
    .expression(db.selectNoFrom((eb) => [
      eb.val(school.id).as('school_id'),
      nextPostId(school.id).as('id'),
      eb.val(discussionSpace(course.id, question.kind as DiscussionKind)).as('community_id'),
      eb.val(course.id).as('course_id'),
      eb.val(question.id).as('parent_id'),
      eb.val(user.id).as('author_id'),
      eb.val(question.kind).as('kind'),
      eb.val(input.text).as('body'),
      eb.val(Date.now()).as('published_ms'),
    ]))
    .returning('id')
    .executeTakeFirstOrThrow();
  const answers = reader.staff !== null && question.resolved_by === null;
  const asker = question.author_id !== null && question.author_id !== user.id ? question.author_id : null;
  const link = asker === null ? '' : discussionPath((await accountSettings(db, school)).basePrefix, question.id);
  await db.batch([
    ...(answers ? [db.updateTable('posts').set({ resolved_by: inserted.id }).where('school_id', '=', school.id).where('id', '=', question.id).where('resolved_by', 'is', null)] : []),
    ...(asker === null ? [] : [notificationStatement(db, school, asker, answers ? DISCUSSION_NOTICES.answered(input.text, link) : DISCUSSION_NOTICES.reply(user.name, input.text, link))]),
  ]);
  // Its reply count and perhaps its answer changed: read again.
  return noStore(c, await threadOf(db, school, course, reader, await findQuestion(db, school, reader, question.id)));
};

/**
 * `CALLS.deleteDiscussion` (session; DiscussionParam -> DeleteResponse): the learner deletes their own question (with
 * its replies) or reply; faculty and admins any. A deleted answer leaves its question unanswered again.
 */
export const deleteDiscussion: Handler<AppEnv> = async (c) => {
  const { discussionId } = parseInput(DiscussionParam, c.req.param());
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const row = await db.selectFrom('posts').select(['id', 'course_id', 'parent_id', 'author_id']).where('school_id', '=', school.id).where('id', '=', discussionId)
    .where('course_id', 'is not', null).executeTakeFirst();
  if (!row) throw discussionNotFound();
  const { reader } = await questionPlace(db, school, user.id, row.parent_id ?? row.id);
  if (row.author_id !== reader.userId && reader.staff === null) throw new ApiError(ERROR_CODE.forbidden, DISCUSSION_TEXT.notYours);
  await db.batch(threadRemovalStatements(db, school.id, db.selectFrom('posts').select('id').where('school_id', '=', school.id).where('id', '=', row.id)));
  return noStore(c, { deleted: true as const });
};
