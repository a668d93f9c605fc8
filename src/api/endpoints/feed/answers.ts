import type { Handler } from 'hono';
import { AnswerRequest, FEED_TEXT, PostIdParam, PostQuiz, type AnswerResponse } from '../../../contract/feed.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ApiError } from '../../lib/errors.ts';
import { answerCounts, postNotFound } from '../../lib/feed.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.answerPost` (session; PostIdParam, AnswerRequest -> AnswerResponse): the learner's answer to a daily quiz
 * or a question of the day. The first answer stays: answering again, from another tab or after a lost reply, gets
 * the first one back, so no one can try every option. Answers the right option, why, and everyone's counts.
 */
export const answerPost: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { postId } = parseInput(PostIdParam, c.req.param());
  const { choice } = await parseBody(c, AnswerRequest);
  const db = c.var.db;
  const school = c.var.school;
  const row = await db.selectFrom('posts').select(['id', 'quiz_json']).where('school_id', '=', school.id).where('id', '=', postId).where('community_id', 'is', null).executeTakeFirst();
  if (!row) throw postNotFound();
  if (row.quiz_json === null) throw new ApiError(ERROR_CODE.invalidParams, FEED_TEXT.notAQuiz, { field: 'postId' });
  const quiz = PostQuiz.parse(JSON.parse(row.quiz_json));
  if (choice >= quiz.options.length) throw new ApiError(ERROR_CODE.invalidParams, FEED_TEXT.choiceOutOfRange, { field: 'choice' });
  const [, kept] = await db.batch([
    db.insertInto('post_answers').values({ school_id: school.id, post_id: postId, user_id: user.id, choice, created_ms: Date.now() }).onConflict((oc) => oc.doNothing()),
    db.selectFrom('post_answers').select('choice').where('school_id', '=', school.id).where('post_id', '=', postId).where('user_id', '=', user.id),
  ]);
  const counts = (await answerCounts(db, school, [{ id: postId, options: quiz.options.length }])).get(postId) ?? [];
  const body: AnswerResponse = { post_id: postId, my_answer: { choice: kept[0]!.choice, answer: quiz.answer, explanation: quiz.explanation, counts } };
  return noStore(c, body);
};
