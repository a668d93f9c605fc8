// Course discussions in workerd (src/contract/discussion.ts): only the course's learners and faculty read and write;
// a private question is its learner's and faculty's alone; faculty's first reply answers it and tells the learner;
// a question keeps its lesson's moment; every refusal is a clear 412, 403 or 404 that writes nothing; another
// school's ids are 404s; no community, like or feed call reaches a discussion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { COMMUNITY_CALLS } from '../contract/community.ts';
import { AskResponse, DISCUSSION_CALLS, DISCUSSION_TEXT, DiscussionsResponse, ThreadResponse, type AskRequest } from '../contract/discussion.ts';
import { LEARNING_CALLS, LEARNING_TEXT } from '../contract/learning.ts';
import { MODERATION_TEXT } from '../contract/moderation.ts';
import { NOTIFICATION_CALLS, NotificationsResponse } from '../contract/notifications.ts';
import { POST_MARK_CALLS } from '../contract/post-marks.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, failed, ok, startApi, type Api, type Client, type Reply } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('discussion');
});
afterAll(async () => {
  await api?.close();
});

const D = DISCUSSION_CALLS;
const COURSE = 101;

function read<T extends z.ZodType>(schema: T, reply: Reply): z.infer<T> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return schema.parse(reply.body);
}

interface Person {
  agent: Client;
  token: string;
  id: number;
}

let people = 0;
async function learner(school: string = ALPHA.slug, courseId: number | null = COURSE): Promise<Person> {
  people += 1;
  const agent = apiClient(api.server, school);
  const email = `asker${people}@mail.example`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name: `Asker ${people}`, email, phone: `7${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  if (courseId !== null) expect((await agent.post(LEARNING_CALLS.devEnrol.path, { email, course_id: courseId })).status).toBe(200);
  return { agent, token: session.authToken, id: session.studentId };
}

async function faculty(): Promise<Person> {
  const agent = apiClient(api.server);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `faculty@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
  return { agent, token: session.authToken, id: session.studentId };
}

const list = (p: Person, query: Record<string, string | number> = {}, courseId = COURSE) =>
  p.agent.get(callUrl(D.courseDiscussions, { courseId }, query), { token: p.token });
const listed = async (p: Person, query: Record<string, string | number> = {}) => read(DiscussionsResponse, await list(p, query));
const ask = (p: Person, body: AskRequest | Record<string, unknown>, courseId = COURSE) => p.agent.post(callUrl(D.askDiscussion, { courseId }), body, { token: p.token });
const asked = async (p: Person, body: AskRequest) => ok(AskResponse, await ask(p, body)).discussion;
const thread = (p: Person, discussionId: number) => p.agent.get(callUrl(D.discussionThread, { discussionId }), { token: p.token });
const reply = (p: Person, discussionId: number, text: string) => p.agent.post(callUrl(D.replyDiscussion, { discussionId }), { text }, { token: p.token });
const remove = (p: Person, discussionId: number) => p.agent.request('DELETE', callUrl(D.deleteDiscussion, { discussionId }), { token: p.token });
const discussionRows = async () => (await api.school(ALPHA.id).prepare('SELECT COUNT(*) AS n FROM posts WHERE course_id IS NOT NULL').first<{ n: number }>())!.n;

describe('who reads a course’s discussions', () => {
  it('a signed-out visitor is asked to sign in, a learner not enrolled is refused, and an unknown course is a 404', async () => {
    expect((await apiClient(api.server).get(callUrl(D.courseDiscussions, { courseId: COURSE }))).status).toBe(401);
    const outsider = await learner(ALPHA.slug, null);
    expectError(await list(outsider), 403, LEARNING_TEXT.notEnrolled);
    expectError(await ask(outsider, { kind: 'public_discussion', text: 'Can I ask?' }), 403, LEARNING_TEXT.notEnrolled);
    expectError(await list(outsider, {}, 999_999), 404, 'Course not found');
  });

  it('an enrolled learner reads the public questions with their lesson’s moment and faculty’s answer, not another learner’s private one', async () => {
    const me = await learner();
    const { course, discussions } = await listed(me);
    expect(course).toEqual({ id: COURSE, title: 'Algebra Basics', seo_title: expect.any(String) });
    expect(discussions.map((d) => d.text)).toEqual(['Why is 2(x + 3) equal to 2x + 6?']);
    expect(discussions[0]).toMatchObject({
      kind: 'public_discussion', lesson: { id: 21, section_id: 21, title: 'Variables', kind: 'video', at: 42 }, reply_count: 1, mine: false,
      answer: { text: 'Multiply each term inside the brackets by 2.', author: { role: 'faculty' } },
    });
    // Through a bundle that holds the course, too.
    const viaBundle = await learner(ALPHA.slug, 103);
    expect((await listed(viaBundle)).discussions).toHaveLength(1);
  });

  it('faculty read every learner’s private questions', async () => {
    const { discussions } = await listed(await faculty(), { kind: 'private_discussion' });
    expect(discussions.map((d) => d.text)).toContain('Could I get extra practice on equations?');
  });
});

describe('asking and answering', () => {
  it('a private question is seen by its learner and faculty only; faculty’s first reply answers it and tells the learner', async () => {
    const me = await learner();
    const other = await learner();
    const teacher = await faculty();
    const question = await asked(me, { kind: 'private_discussion', text: 'I am stuck on the second example.', lesson_id: 24, lesson_at: 3 });
    expect(question).toMatchObject({ kind: 'private_discussion', mine: true, answer: null, lesson: { id: 24, title: 'Like terms', kind: 'slides', at: 3 } });
    expect((await listed(me)).discussions[0]!.id).toBe(question.id);

    expect((await listed(other)).discussions.map((d) => d.id)).not.toContain(question.id);
    expectError(await thread(other, question.id), 404, DISCUSSION_TEXT.notFound);
    expectError(await reply(other, question.id, 'Let me see'), 404, DISCUSSION_TEXT.notFound);

    const answered = read(ThreadResponse, await reply(teacher, question.id, 'Collect the x terms first, then the numbers.'));
    expect(answered.discussion.answer).toMatchObject({ text: 'Collect the x terms first, then the numbers.', author: { role: 'faculty' } });
    // A later reply, faculty's or the learner's, does not replace the answer.
    await reply(teacher, question.id, 'And check by putting x = 1 back in.');
    const seen = read(ThreadResponse, await thread(me, question.id));
    expect(seen.replies.map((r) => r.text)).toEqual(['Collect the x terms first, then the numbers.', 'And check by putting x = 1 back in.']);
    expect(seen.discussion.answer?.id).toBe(seen.replies[0]!.id);
    expect(seen.discussion.reply_count).toBe(2);

    const { notifications } = read(NotificationsResponse, await me.agent.get(NOTIFICATION_CALLS.notifications.path, { token: me.token }));
    // Newest first: the later reply, then the answer.
    expect(notifications.slice(0, 2)).toMatchObject([
      { kind: 'community_reply', title: 'Demo Faculty replied to your question', link: `/learn/home/discussion/${question.id}` },
      { kind: 'community_answer', title: 'Faculty answered your question', body: 'Collect the x terms first, then the numbers.', link: `/learn/home/discussion/${question.id}` },
    ]);
  });

  it('another learner’s reply to a public question tells its learner, and is no answer', async () => {
    const me = await learner();
    const other = await learner();
    const question = await asked(me, { kind: 'public_discussion', text: 'Does order matter in 2x + 3?' });
    const after = read(ThreadResponse, await reply(other, question.id, 'Not for addition.'));
    expect(after.discussion.answer).toBeNull();
    const { notifications } = read(NotificationsResponse, await me.agent.get(NOTIFICATION_CALLS.notifications.path, { token: me.token }));
    expect(notifications[0]).toMatchObject({ kind: 'community_reply', title: `Asker ${people} replied to your question` });
  });

  it('a lesson’s questions are its own, newest first', async () => {
    const me = await learner();
    const first = await asked(me, { kind: 'public_discussion', text: 'First question on like terms', lesson_id: 24, lesson_at: 1 });
    const second = await asked(me, { kind: 'public_discussion', text: 'Second question on like terms', lesson_id: 24, lesson_at: 2 });
    const { discussions } = await listed(me, { lesson_id: 24, kind: 'public_discussion' });
    expect(discussions.slice(0, 2).map((d) => d.id)).toEqual([second.id, first.id]);
    expect(discussions.every((d) => d.lesson?.id === 24)).toBe(true);
  });
});

describe('bad input changes nothing', () => {
  it('is refused with SPEC.md’s limits and the school’s rules', async () => {
    const me = await learner();
    const before = await discussionRows();
    expectError(await ask(me, { kind: 'public_discussion', text: '   ' }), 412, DISCUSSION_TEXT.textRequired, 'text');
    expectError(await ask(me, { kind: 'public_discussion', text: 'x'.repeat(1001) }), 412, DISCUSSION_TEXT.textTooLong, 'text');
    expect((await ask(me, { kind: 'public_discussion', text: 'x'.repeat(1000) })).status).toBe(200);
    expectError(await ask(me, { kind: 'public_discussion', text: 'Which lesson?', lesson_id: 1 }), 412, DISCUSSION_TEXT.lessonNotInCourse, 'lesson_id');
    expect((await ask(me, { kind: 'secret', text: 'Hello' })).status).toBe(412);
    expect((await ask(me, { kind: 'public_discussion', text: 'Hello', html: '<b>x</b>' })).status).toBe(412);
    expect(failed(await ask(me, { kind: 'public_discussion', text: 'Try my casino tips' }))).toEqual({ status: 412, data: { message: MODERATION_TEXT.blockedWord, field: 'text', variables: { word: 'casino' } } });
    expectError(await ask(me, { kind: 'public_discussion', text: 'See https://spam.example' }), 412, MODERATION_TEXT.youngLinks, 'text');
    expect(await discussionRows()).toBe(before + 1);
  });

  it('markup is stored and answered as the text it is', async () => {
    const me = await learner();
    const vector = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const question = await asked(me, { kind: 'public_discussion', text: vector });
    expect(read(ThreadResponse, await thread(me, question.id)).discussion.text).toBe(vector);
  });
});

describe('deleting', () => {
  it('a learner deletes their own question with its replies, not someone else’s; faculty may delete any', async () => {
    const me = await learner();
    const other = await learner();
    const teacher = await faculty();
    const question = await asked(me, { kind: 'public_discussion', text: 'To be deleted' });
    const answer = read(ThreadResponse, await reply(teacher, question.id, 'An answer')).replies[0]!;
    expectError(await remove(other, question.id), 403, DISCUSSION_TEXT.notYours);
    // The answer deleted: the question is unanswered again.
    expect((await remove(teacher, answer.id)).status).toBe(200);
    expect(read(ThreadResponse, await thread(me, question.id)).discussion.answer).toBeNull();
    await reply(other, question.id, 'A reply that goes with it');
    expect((await remove(me, question.id)).status).toBe(200);
    expectError(await thread(me, question.id), 404, DISCUSSION_TEXT.notFound);
    expect((await api.school(ALPHA.id).prepare('SELECT COUNT(*) AS n FROM posts WHERE parent_id = ?').bind(question.id).first<{ n: number }>())!.n).toBe(0);
  });
});

describe('isolation', () => {
  it('another school’s discussion ids are 404s, and no community, like or feed call reaches a discussion', async () => {
    const me = await learner();
    const question = await asked(me, { kind: 'public_discussion', text: 'Alpha only' });
    const beta = await learner(BETA.slug, 101);
    expectError(await thread(beta, question.id), 404, DISCUSSION_TEXT.notFound);
    expectError(await reply(beta, question.id, 'From Beta'), 404, DISCUSSION_TEXT.notFound);
    expectError(await remove(beta, question.id), 404, DISCUSSION_TEXT.notFound);
    expect((await listed(beta)).discussions.map((d) => d.text)).not.toContain('Alpha only');

    expect((await me.agent.request('POST', callUrl(POST_MARK_CALLS.likePost, null, { post_id: question.id }), { token: me.token })).status).toBe(404);
    const space = 1_000_000_000 + COURSE * 2;
    expect((await me.agent.get(callUrl(COMMUNITY_CALLS.communityContents, { communityId: space }), { token: me.token })).status).toBe(404);
  });
});
