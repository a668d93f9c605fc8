/**
 * The news feed's reads (decision 0069): a page of posts newest first, filtered by category or type, with the
 * learner's own like and bookmark of each when the request carries a session.
 */
import { sql, type Selectable } from 'kysely';
import { FEED_TEXT, PostQuiz, type Post, type PostType } from '../../contract/feed.ts';
import { CALLS, pathOf } from '../../contract/calls.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';

export const postNotFound = (): ApiError => new ApiError(ERROR_CODE.notFound, FEED_TEXT.postNotFound);

export type PostRow = Selectable<Database['posts']> & { like_id: number | null; bookmark_id: number | null };

/** The learner's choice on a quiz post and everyone's counts by option. */
export interface AnswerState {
  readonly choice: number;
  readonly counts: readonly number[];
}

/**
 * A post row as the calls answer it: the quiz without its answer and explanation, unless the learner has answered
 * (`answered`), when they come with the learner's choice and everyone's counts.
 */
export function toPost(row: PostRow, answered: AnswerState | null = null): Post {
  const quiz = row.quiz_json ? PostQuiz.parse(JSON.parse(row.quiz_json)) : null;
  return {
    id: row.id,
    slug: row.slug ?? String(row.id),
    post_type: row.post_type as PostType,
    language: row.language as Post['language'],
    category: row.category,
    title: row.title ?? '',
    body: row.body,
    published_at: new Date(row.published_ms).toISOString(),
    quiz: quiz && { question: quiz.question, options: quiz.options },
    pdf_url: row.pdf ? pathOf(CALLS.media, { name: row.pdf }) : null,
    video: row.video === 1,
    like_count: row.like_count,
    bookmark_count: row.bookmark_count,
    like_id: row.like_id,
    bookmark_id: row.bookmark_id,
    my_answer: quiz && answered ? { choice: answered.choice, answer: quiz.answer, explanation: quiz.explanation, counts: [...answered.counts] } : null,
  };
}

/** Everyone's answers to these quiz posts, counted by option (as many counts as the post has options). */
export async function answerCounts(db: Db, school: School, posts: readonly { id: number; options: number }[]): Promise<Map<number, number[]>> {
  const counts = new Map(posts.map((p) => [p.id, Array.from({ length: p.options }, () => 0)]));
  if (posts.length === 0) return counts;
  const rows = await db
    .selectFrom('post_answers')
    .select((eb) => ['post_id', 'choice', eb.fn.countAll<number>().as('n')])
    .where('school_id', '=', school.id)
    .where('post_id', 'in', posts.map((p) => p.id))
    .groupBy(['post_id', 'choice'])
    .execute();
  for (const row of rows) {
    const list = counts.get(row.post_id);
    if (list && row.choice < list.length) list[row.choice] = row.n;
  }
  return counts;
}

/** Rows as posts, with the learner's answers (and everyone's counts) on the quiz posts they answered. */
export async function postsOf(db: Db, school: School, userId: number | null, rows: readonly PostRow[]): Promise<Post[]> {
  const quizRows = rows.filter((row) => row.quiz_json !== null);
  if (userId === null || quizRows.length === 0) return rows.map((row) => toPost(row));
  const mine = await db
    .selectFrom('post_answers')
    .select(['post_id', 'choice'])
    .where('school_id', '=', school.id)
    .where('user_id', '=', userId)
    .where('post_id', 'in', quizRows.map((row) => row.id))
    .execute();
  const choices = new Map(mine.map((a) => [a.post_id, a.choice]));
  const answered = quizRows.filter((row) => choices.has(row.id)).map((row) => ({ id: row.id, options: PostQuiz.parse(JSON.parse(row.quiz_json!)).options.length }));
  const counts = await answerCounts(db, school, answered);
  return rows.map((row) => {
    const choice = choices.get(row.id);
    return toPost(row, choice === undefined ? null : { choice, counts: counts.get(row.id) ?? [] });
  });
}

/**
 * The school's posts, the feed's and its communities', with the learner's marks (null columns without a session:
 * user id 0 is no one's). Callers add their filter, order and limit.
 */
export function postsWithMarks(db: Db, school: School, userId: number | null) {
  const user = userId ?? 0;
  return db
    .selectFrom('posts as p')
    .leftJoin('post_likes as pl', (join) => join.onRef('pl.school_id', '=', 'p.school_id').onRef('pl.post_id', '=', 'p.id').on('pl.user_id', '=', user))
    .leftJoin('post_bookmarks as pb', (join) => join.onRef('pb.school_id', '=', 'p.school_id').onRef('pb.post_id', '=', 'p.id').on('pb.user_id', '=', user))
    .selectAll('p')
    .select(['pl.id as like_id', 'pb.id as bookmark_id'])
    .where('p.school_id', '=', school.id);
}

/** The feed's posts (none of a community's), with the learner's marks. */
export const feedPosts = (db: Db, school: School, userId: number | null) => postsWithMarks(db, school, userId).where('p.community_id', 'is', null);

type PostsQuery = ReturnType<typeof feedPosts>;

/**
 * Newest first, after the post `before` when given: by publication time, then id, compared as one pair so two
 * posts of the same minute are never skipped or repeated between pages. An unknown cursor gives an empty page.
 */
export function newestBefore(query: PostsQuery, school: School, before: number | undefined): PostsQuery {
  const ordered = query.orderBy('p.published_ms', 'desc').orderBy('p.id', 'desc');
  if (before === undefined) return ordered;
  return ordered.where(
    sql<boolean>`(p.published_ms, p.id) < (SELECT c.published_ms, c.id FROM posts c WHERE c.school_id = ${school.id} AND c.id = ${before})`,
  );
}

/** One row past the limit says whether there is a next page; the cursor is the last post's id. */
export async function page(db: Db, school: School, userId: number | null, query: PostsQuery, limit: number): Promise<{ posts: Post[]; next_before: number | null }> {
  const rows = await query.limit(limit + 1).execute();
  const posts = await postsOf(db, school, userId, rows.slice(0, limit));
  return { posts, next_before: rows.length > limit ? posts.at(-1)!.id : null };
}
