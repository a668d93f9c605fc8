/**
 * The news feed's calls in real workerd, on the fixture schools' feeds (testing/fixtures.ts): pages newest first
 * without a post skipped or repeated, filters, one post, the kinds of post, and likes and bookmarks that count a
 * double tap, or twenty at once, as one. Another school's posts do not exist here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { AnswerResponse, FEED_CALLS, PostVideoResponse, FEED_LIMITS, FEED_TEXT, FeedResponse, PostMarkResponse, PostResponse, PostTypePageResponse, PostTypesResponse } from '../contract/feed.ts';
import { POST_MARK_CALLS } from '../contract/post-marks.ts';
import { apiClient, callUrl, expectError, failed, ok, startApi, type Api, type Client, type Query, type Reply } from './testing/harness.ts';
import { ALPHA } from './testing/fixtures.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('feed');
});
afterAll(async () => {
  await api?.close();
});

const F = { ...FEED_CALLS, ...POST_MARK_CALLS };
const ALPHA_POSTS = 25;

/** A public read: 200 with the private cache header the learner API gives every read. */
function read<T extends z.ZodType>(schema: T, reply: Reply): z.infer<T> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return schema.parse(reply.body);
}

let learners = 0;
async function signUp(agent: Client): Promise<string> {
  learners += 1;
  const learner = { name: `Liker ${learners}`, email: `liker${learners}@mail.example`, phone: `7${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  return ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, learner)).authToken;
}

const page = async (agent: Client, query: Query = {}, token?: string) =>
  read(FeedResponse, await agent.get(callUrl(F.feed, null, query), token ? { token } : {}));

async function everyPage(agent: Client, query: Query = {}) {
  const posts: FeedResponse['posts'] = [];
  let before: number | null | undefined;
  do {
    const next = await page(agent, { ...query, ...(before ? { before } : {}) });
    posts.push(...next.posts);
    before = next.next_before;
  } while (before !== null);
  return posts;
}

const like = (agent: Client, postId: number, token: string) => agent.request('POST', callUrl(F.likePost, null, { post_id: postId }), { token });
const unlike = (agent: Client, postId: number, likeId: number, token: string) => agent.request('DELETE', callUrl(F.unlikePost, { likeId }, { post_id: postId }), { token });
const bookmark = (agent: Client, postId: number, token: string) => agent.request('POST', callUrl(F.bookmarkPost, null, { post_id: postId }), { token });
const unbookmark = (agent: Client, postId: number, bookMarkId: number, token: string) =>
  agent.request('DELETE', callUrl(F.unbookmarkPost, { bookMarkId }, { post_id: postId }), { token });
const postOf = async (agent: Client, slug: string, token?: string) => read(PostResponse, await agent.get(callUrl(F.postBySlug, null, { slug }), token ? { token } : {})).post;

describe('a page of the feed', () => {
  it('is the newest posts first, and the pages together are every post once, even where posts share a minute', async () => {
    const agent = apiClient(api.server);
    const first = await page(agent);
    expect(first.posts).toHaveLength(FEED_LIMITS.pageDefault);
    const all = await everyPage(agent, { limit: 4 });
    expect(all).toHaveLength(ALPHA_POSTS);
    expect(new Set(all.map((p) => p.id)).size).toBe(ALPHA_POSTS);
    const times = all.map((p) => Date.parse(p.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.slice(0, FEED_LIMITS.pageDefault).map((p) => p.id)).toEqual(first.posts.map((p) => p.id));
  });

  it('filters by category (All is every post) and by type', async () => {
    const agent = apiClient(api.server);
    const algebra = await everyPage(agent, { category: 'algebra' });
    expect(algebra.length).toBe(8);
    expect(algebra.every((p) => p.category === 'algebra')).toBe(true);
    expect(await everyPage(agent, { category: 'All' })).toHaveLength(ALPHA_POSTS);
    const quizzes = await everyPage(agent, { post_type: 28 });
    expect(quizzes.length).toBe(3);
    expect(quizzes.every((p) => p.post_type === 28)).toBe(true);
  });

  it('never gives away a quiz’s answer or explanation', async () => {
    const [quiz] = await everyPage(apiClient(api.server), { post_type: 28 });
    expect(quiz!.quiz).toEqual({ question: 'What is 2 + 2?', options: ['3', '4', '5'] });
    expect(JSON.stringify(quiz)).not.toContain('Two and two make four');
  });

  it('refuses an unknown category with a 404 and a bad query with a 412 naming the field', async () => {
    const agent = apiClient(api.server);
    expectError(await agent.get(callUrl(F.feed, null, { category: 'no-such' })), 404, FEED_TEXT.categoryNotFound);
    expect((await agent.get(callUrl(F.feed, null, { limit: FEED_LIMITS.pageMax + 1 }))).status).toBe(412);
    expect((await agent.get(callUrl(F.feed, null, { post_type: 9 }))).status).toBe(412);
  });
});

describe('one post', () => {
  it('is found by its slug or its id, with its pdf as a media path', async () => {
    const agent = apiClient(api.server);
    const post = await postOf(agent, 'alpha-formulae');
    expect(post).toMatchObject({ id: 7100, post_type: 5, pdf_url: '/learner/v1/media/formulae.pdf', like_id: null });
    expect((await postOf(agent, '7100')).slug).toBe('alpha-formulae');
  });

  it('of another school does not exist here, by slug or by id', async () => {
    const agent = apiClient(api.server);
    expectError(await agent.get(callUrl(F.postBySlug, null, { slug: 'beta-post-1' })), 404, FEED_TEXT.postNotFound);
    expectError(await agent.get(callUrl(F.postBySlug, null, { slug: '8001' })), 404, FEED_TEXT.postNotFound);
  });
});

describe('the kinds of post', () => {
  it('are those the school has, with their counts, and each has its page', async () => {
    const agent = apiClient(api.server);
    const { post_types } = read(PostTypesResponse, await agent.get(callUrl(F.postTypes)));
    expect(post_types.map((t) => t.slug)).toEqual(['article', 'video', 'pdf', 'spotlight', 'exam-update', 'daily-gk', 'thought-of-the-day', 'question-of-the-day']);
    expect(post_types.reduce((sum, t) => sum + t.count, 0)).toBe(ALPHA_POSTS);
    const quizzes = read(PostTypePageResponse, await agent.get(callUrl(F.postTypePage, { slug: 'question-of-the-day' })));
    expect(quizzes.post_type).toEqual({ post_type: 28, slug: 'question-of-the-day', count: 3 });
    expect(quizzes.posts.map((p) => p.post_type)).toEqual([28, 28, 28]);
    expectError(await agent.get(callUrl(F.postTypePage, { slug: 'daily-quiz' })), 404, FEED_TEXT.postTypeNotFound);
    expectError(await agent.get(callUrl(F.postTypePage, { slug: 'nonsense' })), 404, FEED_TEXT.postTypeNotFound);
  });
});

describe('likes and bookmarks', () => {
  it('need a session', async () => {
    const agent = apiClient(api.server);
    expect((await agent.request('POST', callUrl(F.likePost, null, { post_id: 7001 }))).status).toBe(401);
    expect((await agent.get(callUrl(F.likedPosts, null, { post_id: 'all' }))).status).toBe(401);
  });

  it('count a double tap once, show on the post for its learner only, and list the liked posts', async () => {
    const agent = apiClient(api.server);
    const token = await signUp(agent);
    const first = ok(PostMarkResponse, await like(agent, 7002, token));
    const again = ok(PostMarkResponse, await like(agent, 7002, token));
    expect(again).toEqual(first);
    expect(first.count).toBe(1);
    expect((await postOf(agent, 'alpha-post-2', token)).like_id).toBe(first.mark_id);
    expect((await postOf(agent, 'alpha-post-2')).like_id).toBeNull();
    const liked = ok(FeedResponse, await agent.get(callUrl(F.likedPosts, null, { post_id: 'all' }), { token }));
    expect(liked.posts.map((p) => p.id)).toEqual([7002]);

    expect(ok(PostMarkResponse, await unlike(agent, 7002, first.mark_id!, token))).toEqual({ post_id: 7002, mark_id: null, count: 0 });
    expect(ok(PostMarkResponse, await unlike(agent, 7002, first.mark_id!, token))).toEqual({ post_id: 7002, mark_id: null, count: 0 });
  });

  it('twenty taps at once leave one like; another learner’s is a second', async () => {
    const agent = apiClient(api.server);
    const [mine, theirs] = [await signUp(agent), await signUp(agent)];
    const replies = await Promise.all(Array.from({ length: 20 }, () => like(agent, 7003, mine)));
    const marks = replies.map((r) => ok(PostMarkResponse, r));
    expect(new Set(marks.map((m) => m.mark_id)).size).toBe(1);
    expect((await postOf(agent, 'alpha-post-3')).like_count).toBe(1);
    expect(ok(PostMarkResponse, await like(agent, 7003, theirs)).count).toBe(2);
  });

  it('removing another learner’s like changes nothing', async () => {
    const agent = apiClient(api.server);
    const [mine, theirs] = [await signUp(agent), await signUp(agent)];
    const { mark_id } = ok(PostMarkResponse, await like(agent, 7004, mine));
    expect(ok(PostMarkResponse, await unlike(agent, 7004, mark_id!, theirs))).toEqual({ post_id: 7004, mark_id: null, count: 1 });
    expect((await postOf(agent, 'alpha-post-4', mine)).like_id).toBe(mark_id);
  });

  it('bookmarks the same way, listed newest first', async () => {
    const agent = apiClient(api.server);
    const token = await signUp(agent);
    const a = ok(PostMarkResponse, await bookmark(agent, 7005, token));
    ok(PostMarkResponse, await bookmark(agent, 7006, token));
    ok(PostMarkResponse, await bookmark(agent, 7005, token));
    const list = ok(FeedResponse, await agent.get(callUrl(F.bookmarkedPosts, null, { post_id: 'all' }), { token }));
    expect(list.posts.map((p) => p.id)).toEqual([7006, 7005]);
    expect(list.posts.map((p) => p.bookmark_count)).toEqual([1, 1]);
    ok(PostMarkResponse, await unbookmark(agent, 7005, a.mark_id!, token));
    const after = ok(FeedResponse, await agent.get(callUrl(F.bookmarkedPosts, null, { post_id: 'all' }), { token }));
    expect(after.posts.map((p) => p.id)).toEqual([7006]);
  });

  it('of another school’s post is a 404, and nothing is written', async () => {
    const agent = apiClient(api.server);
    const token = await signUp(agent);
    expectError(await like(agent, 8001, token), 404, FEED_TEXT.postNotFound);
    expectError(await bookmark(agent, 8001, token), 404, FEED_TEXT.postNotFound);
    const rows = await api.school(ALPHA.id).prepare('SELECT COUNT(*) AS n FROM post_likes WHERE post_id = 8001').first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it('refuse a post id that is not one with a 412 naming it', async () => {
    const agent = apiClient(api.server);
    const token = await signUp(agent);
    expect(failed(await agent.request('POST', `${F.likePost.path}?post_id=abc`, { token }))).toMatchObject({ status: 412, data: { field: 'post_id' } });
  });
});

describe('answering a quiz post', () => {
  const answer = (agent: Client, postId: number, choice: number, token?: string) =>
    agent.post(callUrl(F.answerPost, { postId }), { choice }, token ? { token } : {});

  it('keeps the first answer, then shows the right one, why, and how everyone answered', async () => {
    const agent = apiClient(api.server);
    const [mine, theirs] = [await signUp(agent), await signUp(agent)];
    const first = ok(AnswerResponse, await answer(agent, 7008, 0, mine));
    expect(first.my_answer).toMatchObject({ choice: 0, answer: 1, explanation: 'Two and two make four.' });
    const second = ok(AnswerResponse, await answer(agent, 7008, 1, mine));
    expect(second.my_answer.choice).toBe(0);
    const other = ok(AnswerResponse, await answer(agent, 7008, 1, theirs));
    expect(other.my_answer.counts).toEqual([first.my_answer.counts[0], first.my_answer.counts[1]! + 1, first.my_answer.counts[2]]);
    const post = await postOf(agent, 'alpha-post-8', mine);
    expect(post.my_answer).toMatchObject({ choice: 0, answer: 1 });
    expect((await postOf(agent, 'alpha-post-8')).my_answer).toBeNull();
  });

  it('needs a session, a quiz post of this school, and one of its options', async () => {
    const agent = apiClient(api.server);
    const token = await signUp(agent);
    expect((await answer(agent, 7008, 0)).status).toBe(401);
    expectError(await answer(agent, 7001, 0, token), 412, FEED_TEXT.notAQuiz, 'postId');
    expectError(await answer(agent, 7008, 3, token), 412, FEED_TEXT.choiceOutOfRange, 'choice');
    expectError(await answer(agent, 8001, 0, token), 404, FEED_TEXT.postNotFound);
    const rows = await api.school(ALPHA.id).prepare('SELECT COUNT(*) AS n FROM post_answers WHERE post_id IN (7001, 8001)').first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe('a video post', () => {
  it('plays by signed URLs of the school’s clip, for anyone; another post or school’s has no video here', async () => {
    const agent = apiClient(api.server);
    const video = read(PostVideoResponse, await agent.get(callUrl(F.postVideo, { postId: 7006 })));
    expect(video.url).toMatch(/^\/learner\/v1\/content\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\/master\.m3u8$/);
    expect(video.captions_url).toMatch(/\/captions\.vtt$/);
    expectError(await agent.get(callUrl(F.postVideo, { postId: 7001 })), 404, FEED_TEXT.notAVideo);
    expectError(await agent.get(callUrl(F.postVideo, { postId: 8001 })), 404, FEED_TEXT.postNotFound);
  });
});
