// Communities in workerd (decision 0069): who reads, joins and writes where; the rich-text allow-list against the
// OWASP filter-evasion vectors; one level of replies; answers only faculty mark; the edit window; deletion;
// three reports hold a post; likes idempotent under concurrent taps; another school's ids are 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import {
  COMMUNITY_CALLS, COMMUNITY_LIMITS, COMMUNITY_TEXT, CommunitiesResponse, CommunityResponse, ContentsResponse, MembersResponse, PostWriteResponse, ReportResponse,
  ThreadResponse, UploadResponse, type WriteRequest,
} from '../contract/community.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../contract/bundle.ts';
import { MOCK_TEST_TEXT } from '../contract/mock-test.ts';
import { PostMarkResponse } from '../contract/feed.ts';
import { MODERATION_TEXT } from '../contract/moderation.ts';
import { NOTIFICATION_CALLS, NotificationsResponse } from '../contract/notifications.ts';
import { CATALOGUE_CALLS } from '../contract/catalogue-calls.ts';
import { ReviewsResponse } from '../contract/catalogue.ts';
import { LEARNING_CALLS, MyReviewResponse, ReviewReportResponse, ReviewWriteResponse } from '../contract/learning.ts';
import { POST_MARK_CALLS } from '../contract/post-marks.ts';
import { RICH_DOC_TEXT, type RichDoc } from '../contract/rich-doc.ts';
import { THROTTLE } from './lib/throttle.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, failed, ok, startApi, type Api, type Client, type Reply } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('community');
});
afterAll(async () => {
  await api?.close();
});

const C = COMMUNITY_CALLS;

function read<T extends z.ZodType>(schema: T, reply: Reply): z.infer<T> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return schema.parse(reply.body);
}

interface Person {
  agent: Client;
  token: string;
  id: number;
  name: string;
}

let people = 0;
async function learner(school: string = ALPHA.slug): Promise<Person> {
  people += 1;
  const agent = apiClient(api.server, school);
  const who = { name: `Member ${people}`, email: `member${people}@mail.example`, phone: `6${String(people).padStart(9, '0')}`, password: `Secret${people}pw` };
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, who));
  return { agent, token: session.authToken, id: session.studentId, name: who.name };
}

async function faculty(): Promise<Person> {
  const agent = apiClient(api.server);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `faculty@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
  return { agent, token: session.authToken, id: session.studentId, name: 'Demo Faculty' };
}

const text = (words: string): RichDoc => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] });
/** Makes the learner's account two days old: past the day in which it may not post links. */
const ageAccount = (p: Person) => api.school(ALPHA.id).prepare('UPDATE users SET created_at = ? WHERE id = ?').bind(Date.now() - 2 * 86_400_000, p.id).run();
const join = (p: Person, community: string | number = 'algebra-club') => p.agent.request('POST', callUrl(C.joinCommunity, { communityId: community }), { token: p.token });
const write = (p: Person, body: WriteRequest | Record<string, unknown>, community: string | number = 'algebra-club') =>
  p.agent.post(callUrl(C.writePost, { communityId: community }), body, { token: p.token });
const posted = async (p: Person, body: WriteRequest, community: string | number = 'algebra-club') => ok(PostWriteResponse, await write(p, body, community)).post;
const contents = async (p: Person | Client, query: Record<string, string | number> = {}, community: string | number = 'algebra-club') => {
  const [agent, opts] = 'agent' in p ? [p.agent, { token: p.token }] : [p, {}];
  return read(ContentsResponse, await agent.get(callUrl(C.communityContents, { communityId: community }, query), opts));
};
const thread = async (p: Person, postId: number, community: string | number = 'algebra-club') =>
  read(ThreadResponse, await p.agent.get(callUrl(C.communityThread, { communityId: community, postId }), { token: p.token }));

describe('the communities', () => {
  it('are the school’s, in its order, with their counts; a private one is not readable signed out', async () => {
    const { communities } = read(CommunitiesResponse, await apiClient(api.server).get(C.communities.path));
    expect(communities.map((c) => c.slug)).toEqual(['algebra-club', 'calculus-room']);
    expect(communities[0]).toMatchObject({ visibility: 'public', member_count: 2, post_count: 2, unresolved_count: 0, my_role: null, readable: true });
    expect(communities[1]).toMatchObject({ visibility: 'private', product_title: 'Calculus Deep Dive', readable: false });
  });

  it('are found by slug or id; another school’s are not there', async () => {
    const agent = apiClient(api.server);
    expect(read(CommunityResponse, await agent.get(callUrl(C.community, { communityId: 'algebra-club' }))).community.id).toBe(1);
    expect(read(CommunityResponse, await agent.get(callUrl(C.community, { communityId: 1 }))).community.slug).toBe('algebra-club');
    expectError(await agent.get(callUrl(C.community, { communityId: 'beta-lounge' })), 404, COMMUNITY_TEXT.communityNotFound);
    // Post ids are each school's own: an id only Beta has must be nowhere in Alpha.
    const onlyBeta = 1_999_999_999;
    await api.school(BETA.id).prepare("INSERT INTO posts (school_id, id, community_id, author_id, kind, title, doc, published_ms) SELECT ?, ?, 1, id, 'post', 'Beta only', ?, ? FROM users WHERE school_id = ? LIMIT 1")
      .bind(BETA.id, onlyBeta, JSON.stringify(text('Beta only')), Date.now(), BETA.id).run();
    expect((await contents(apiClient(api.server, BETA.slug), {}, 'beta-lounge')).posts[0]!.id).toBe(onlyBeta);
    expectError(await agent.get(callUrl(C.communityThread, { communityId: 'algebra-club', postId: onlyBeta })), 404, COMMUNITY_TEXT.postNotFound);
    const me = await learner();
    await join(me);
    expect((await me.agent.request('POST', callUrl(POST_MARK_CALLS.likePost, null, { post_id: onlyBeta }), { token: me.token })).status).toBe(404);
    expectError(await write(me, { parent_id: onlyBeta, doc: text('Hi') }), 404, COMMUNITY_TEXT.postNotFound);
    expectError(await me.agent.post(callUrl(C.reportPost, { communityId: 'algebra-club', postId: onlyBeta }), { reason: 'spam' }, { token: me.token }), 404, COMMUNITY_TEXT.postNotFound);
  });

  it('are joined and left, twice counting once; the member list shows roles', async () => {
    const me = await learner();
    const count = read(CommunityResponse, await me.agent.get(callUrl(C.community, { communityId: 'algebra-club' }))).community.member_count;
    expect(ok(CommunityResponse, await join(me)).community).toMatchObject({ my_role: 'learner', member_count: count + 1 });
    expect(ok(CommunityResponse, await join(me)).community.member_count).toBe(count + 1);
    const { members } = read(MembersResponse, await me.agent.get(callUrl(C.communityMembers, { communityId: 'algebra-club' })));
    expect(members[0]).toMatchObject({ user_id: me.id, role: 'learner' });
    const staff = read(MembersResponse, await me.agent.get(callUrl(C.communityMembers, { communityId: 'algebra-club' }, { role: 'staff' }))).members;
    expect(staff.map((m) => [m.name, m.role])).toEqual([['Demo Faculty', 'faculty']]);
    const learners = read(MembersResponse, await me.agent.get(callUrl(C.communityMembers, { communityId: 'algebra-club' }, { role: 'learner' }))).members;
    expect(learners.every((m) => m.role === 'learner')).toBe(true);
    const found = read(MembersResponse, await me.agent.get(callUrl(C.communityMembers, { communityId: 'algebra-club' }, { q: 'facu' }))).members;
    expect(found.map((m) => m.name)).toEqual(['Demo Faculty']);
    const leave = () => me.agent.request('DELETE', callUrl(C.leaveCommunity, { communityId: 'algebra-club' }), { token: me.token });
    expect(ok(CommunityResponse, await leave()).community).toMatchObject({ my_role: null, member_count: count });
    expect(ok(CommunityResponse, await leave()).community.member_count).toBe(count);
  });

  it('a private one is read and joined only by its product’s learners', async () => {
    const me = await learner();
    const refusal = failed(await join(me, 'calculus-room'));
    expect(refusal).toMatchObject({ status: 403, data: { message: COMMUNITY_TEXT.privateCommunity, variables: { product: 'Calculus Deep Dive' } } });
    expect(failed(await me.agent.get(callUrl(C.communityContents, { communityId: 'calculus-room' }), { token: me.token })).status).toBe(403);
    expect((await me.agent.post(LEARNING_CALLS.devEnrol.path, { email: `member${people}@mail.example`, course_id: 105 })).status).toBe(200);
    expect(ok(CommunityResponse, await join(me, 'calculus-room')).community).toMatchObject({ my_role: 'learner', readable: true });
    expect((await contents(me, {}, 'calculus-room')).posts).toEqual([]);
  });
});

describe('posts, questions and replies', () => {
  it('need a session and membership', async () => {
    const me = await learner();
    expect((await me.agent.post(callUrl(C.writePost, { communityId: 'algebra-club' }), { kind: 'post', title: 'Hi', doc: text('Hello') })).status).toBe(401);
    expectError(await write(me, { kind: 'post', title: 'Hi', doc: text('Hello') }), 403, COMMUNITY_TEXT.joinFirst);
  });

  it('a question is listed first and unresolved until faculty mark a reply; a reply to a reply is refused', async () => {
    const me = await learner();
    await join(me);
    const question = await posted(me, { kind: 'question', title: 'How do I factor x² − 1?', doc: text('Stuck on this one.') });
    expect(question).toMatchObject({ kind: 'question', title: 'How do I factor x² − 1?', author: { id: me.id, role: 'learner' }, mine: true, resolved_by: null, status: 'published' });
    expect(question.editable_until).not.toBeNull();
    expect((await contents(me)).posts[0]!.id).toBe(question.id);
    expect((await contents(me, { only_unresolved: 'true' })).posts.map((p) => p.id)).toContain(question.id);

    const other = await learner();
    await join(other);
    const reply = await posted(other, { parent_id: question.id, doc: text('It is (x − 1)(x + 1).') });
    expectError(await write(me, { parent_id: reply.id, doc: text('Thanks!') }), 412, COMMUNITY_TEXT.replyToReply);
    expectError(await me.agent.post(callUrl(C.markAnswer, { communityId: 'algebra-club', postId: reply.id }), undefined, { token: me.token }), 403, COMMUNITY_TEXT.facultyOnly);

    const teacher = await faculty();
    const answered = ok(ThreadResponse, await teacher.agent.post(callUrl(C.markAnswer, { communityId: 'algebra-club', postId: reply.id }), undefined, { token: teacher.token }));
    expect(answered.post.resolved_by).toBe(reply.id);
    expect(answered.post.reply_count).toBe(1);
    expect((await contents(me, { only_unresolved: 'true' })).posts.map((p) => p.id)).not.toContain(question.id);
    const welcome = (await contents(me)).posts.find((p) => p.title === 'Welcome to the club')!;
    const onPost = await posted(other, { parent_id: welcome.id, doc: text('Hello all') });
    expectError(await teacher.agent.post(callUrl(C.markAnswer, { communityId: 'algebra-club', postId: onPost.id }), undefined, { token: teacher.token }), 412, COMMUNITY_TEXT.notAQuestion);
  });

  it('are edited by their author within the window, and deleted with their replies', async () => {
    const me = await learner();
    await join(me);
    const post = await posted(me, { kind: 'post', title: 'Draft', doc: text('First version') });
    const edit = (p: Person, id: number, body: object) => p.agent.request('PUT', callUrl(C.editPost, { communityId: 'algebra-club', postId: id }), { token: p.token, body });
    const edited = ok(PostWriteResponse, await edit(me, post.id, { title: 'Final', doc: text('Second version') })).post;
    expect(edited).toMatchObject({ title: 'Final', doc: text('Second version') });
    expect(edited.edited_at).not.toBeNull();
    const other = await learner();
    await join(other);
    expectError(await edit(other, post.id, { doc: text('Mine now') }), 403, COMMUNITY_TEXT.notYours);
    await api.school(ALPHA.id).prepare('UPDATE posts SET published_ms = ? WHERE school_id = ? AND id = ?').bind(Date.now() - COMMUNITY_LIMITS.editWindowMs - 1000, ALPHA.id, post.id).run();
    expectError(await edit(me, post.id, { doc: text('Too late') }), 412, COMMUNITY_TEXT.editWindowOver);
    expect((await thread(me, post.id)).post.editable_until).toBeNull();

    const reply = await posted(other, { parent_id: post.id, doc: text('Nice') });
    const remove = (p: Person, id: number) => p.agent.request('DELETE', callUrl(C.deletePost, { communityId: 'algebra-club', postId: id }), { token: p.token });
    expectError(await remove(me, reply.id), 403, COMMUNITY_TEXT.notYours);
    const before = (await read(CommunitiesResponse, await me.agent.get(C.communities.path))).communities[0]!.post_count;
    expect(ok(COMMUNITY_CALLS.deletePost.response, await remove(me, post.id))).toEqual({ deleted: true });
    expectError(await me.agent.get(callUrl(C.communityThread, { communityId: 'algebra-club', postId: reply.id }), { token: me.token }), 404, COMMUNITY_TEXT.postNotFound);
    expect(read(CommunitiesResponse, await me.agent.get(C.communities.path)).communities[0]!.post_count).toBe(before - 1);
  });

  it('three learners’ reports hold a post: hidden from others, still shown to its author and to faculty', async () => {
    const author = await learner();
    await join(author);
    const post = await posted(author, { kind: 'post', title: 'Cheap likes for sale', doc: text('Visit my page') });
    const report = (p: Person) => p.agent.post(callUrl(C.reportPost, { communityId: 'algebra-club', postId: post.id }), { reason: 'spam' }, { token: p.token });
    expectError(await report(author), 412, COMMUNITY_TEXT.ownPost);
    const [a, b, c] = [await learner(), await learner(), await learner()];
    expect(ok(ReportResponse, await report(a!))).toEqual({ post_id: post.id, reported: true, held: false });
    expect(ok(ReportResponse, await report(a!)).held).toBe(false);
    expect(ok(ReportResponse, await report(b!)).held).toBe(false);
    expect(ok(ReportResponse, await report(c!)).held).toBe(true);
    expect((await contents(a!)).posts.map((p) => p.id)).not.toContain(post.id);
    expect((await contents(apiClient(api.server))).posts.map((p) => p.id)).not.toContain(post.id);
    expect((await contents(author)).posts.find((p) => p.id === post.id)?.status).toBe('held');
    expect((await thread(await faculty(), post.id)).post.status).toBe('held');
    expect((await report(a!)).status).toBe(404);
  });
});

describe('the rich text', () => {
  const vectors: [string, unknown][] = [
    ['a script node', { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] }],
    ['raw HTML', { type: 'doc', content: [{ type: 'html', html: '<img src=x onerror=alert(1)>' }] }],
    ['an SVG image', { type: 'doc', content: [{ type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>' } }] }],
    ['an image from another site', { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://tracker.example/pixel.png' } }] }],
    ['an uploaded-looking SVG', { type: 'doc', content: [{ type: 'image', attrs: { src: `/learner/v4/community_files/${'a'.repeat(32)}.svg` } }] }],
    ['an image path that climbs out', { type: 'doc', content: [{ type: 'image', attrs: { src: `/learner/v4/community_files/../../v1/auth/${'a'.repeat(32)}.png` } }] }],
    ['a javascript: image', { type: 'doc', content: [{ type: 'image', attrs: { src: 'javascript:alert(1)' } }] }],
    ['a style mark', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: { style: 'background:url(javascript:alert(1))' } }] }] }] }],
    ['an unknown heading level', { type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'x' }] }] }],
    ['a document that is not one', { type: 'html', content: '<script>alert(1)</script>' }],
    ['a string', '<script>alert(1)</script>'],
  ];
  const hrefs = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'jav&#x09;ascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)', '//evil.example/x', '/\\evil.example', '\u0001javascript:alert(1)'];

  it.each(vectors)('refuses %s with a 412 and stores nothing', async (_, doc) => {
    const me = await learner();
    await join(me);
    const before = (await contents(me)).posts.length;
    expect(failed(await write(me, { kind: 'post', title: 'x', doc })).status).toBe(412);
    expect((await contents(me)).posts.length).toBe(before);
  });

  it('refuses a link anywhere but the web, e-mail or the school’s own pages, however it is spelled', async () => {
    const me = await learner();
    await join(me);
    for (const href of hrefs) {
      const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href } }] }] }] };
      const reply = failed(await write(me, { kind: 'post', title: 'x', doc }));
      expect(reply, href).toMatchObject({ status: 412, data: { message: RICH_DOC_TEXT.badLink } });
    }
    const fine = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'docs', marks: [{ type: 'link', attrs: { href: 'https://developer.mozilla.org/', target: '_blank', onclick: 'alert(1)' } }] }] }] };
    await ageAccount(me);
    const post = await posted(me, { kind: 'post', title: 'Links', doc: fine as never });
    // Attributes outside the allow-list are dropped, not stored.
    expect(JSON.stringify(post.doc)).not.toContain('onclick');
    expect(JSON.stringify(post.doc)).not.toContain('_blank');
  });

  it('keeps markup typed as text as text, and refuses empty or overlong text', async () => {
    const me = await learner();
    await join(me);
    const post = await posted(me, { kind: 'post', title: '<img src=x onerror=alert(1)>', doc: text('<script>alert(1)</script>') });
    expect(post.doc).toEqual(text('<script>alert(1)</script>'));
    expectError(await write(me, { kind: 'post', title: 'x', doc: text('   ') }), 412, RICH_DOC_TEXT.empty, 'doc');
    expectError(await write(me, { parent_id: post.id, doc: text('a'.repeat(COMMUNITY_LIMITS.replyMax + 1)) }), 412, RICH_DOC_TEXT.tooLong, 'doc');
    expectError(await write(me, { kind: 'question', title: '', doc: text('x') }), 412, COMMUNITY_TEXT.questionTitle, 'title');
  });
});

describe('likes and bookmarks of community posts', () => {
  it('twenty taps at once count once', async () => {
    const me = await learner();
    const [post] = (await contents(me)).posts;
    const like = () => me.agent.request('POST', callUrl(POST_MARK_CALLS.likePost, null, { post_id: post!.id }), { token: me.token });
    const answers = await Promise.all(Array.from({ length: 20 }, like));
    const marks = answers.map((r) => ok(PostMarkResponse, r));
    expect(new Set(marks.map((m) => m.mark_id)).size).toBe(1);
    expect((await contents(me)).posts[0]).toMatchObject({ like_count: post!.like_count + 1, like_id: marks[0]!.mark_id });
    expect((await contents(me, { marked: 'liked' })).posts.map((p) => p.id)).toEqual([post!.id]);
  });

  it('of a private community’s post, by a learner outside it, write nothing and are 404s', async () => {
    const insider = await learner();
    await insider.agent.post(LEARNING_CALLS.devEnrol.path, { email: `member${people}@mail.example`, course_id: 105 });
    await join(insider, 'calculus-room');
    const post = await posted(insider, { kind: 'question', title: 'Limits', doc: text('What is lim sin x / x?') }, 'calculus-room');
    const outsider = await learner();
    expect((await outsider.agent.request('POST', callUrl(POST_MARK_CALLS.likePost, null, { post_id: post.id }), { token: outsider.token })).status).toBe(404);
    expect((await thread(insider, post.id, 'calculus-room')).post.like_count).toBe(0);
  });
});

describe('writing is rate-limited', () => {
  it('per learner: past the limit a write is throttled and stores nothing', async () => {
    const me = await learner();
    await join(me);
    const limit = THROTTLE.communityWrite.identifier.max;
    for (let i = 0; i < limit; i += 1) await posted(me, { kind: 'post', title: `Post ${i}`, doc: text('Hello') });
    const reply = failed(await write(me, { kind: 'post', title: 'One too many', doc: text('Hello') }));
    expect(reply.status).toBe(603);
    expect((await contents(me, { limit: 30 })).posts.some((p) => p.title === 'One too many')).toBe(false);
  });
});

describe('moderation', () => {
  const link = (href: string): RichDoc => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'see', marks: [{ type: 'link', attrs: { href } }] }] }] });

  it('refuses the school’s blocked words as whole words, whatever their case, form or script, and stores nothing', async () => {
    const me = await learner();
    await join(me);
    const before = (await contents(me)).posts.length;
    const refused = (words: string, title = 'Hello') => write(me, { kind: 'post', title, doc: text(words) });
    expect(failed(await refused('Best CASINO in town'))).toMatchObject({ status: 412, data: { message: MODERATION_TEXT.blockedWord, field: 'doc', variables: { word: 'casino' } } });
    expect(failed(await refused('ｃａｓｉｎｏ bonus'))).toMatchObject({ status: 412, data: { variables: { word: 'casino' } } });
    expect(failed(await refused('Hello', 'Buy   Followers now'))).toMatchObject({ status: 412, data: { variables: { word: 'buy followers' } } });
    expect(failed(await refused('यह धोखा है'))).toMatchObject({ status: 412, data: { variables: { word: 'धोखा' } } });
    expect((await contents(me)).posts.length).toBe(before);
    // Part of another word is not the word.
    await posted(me, { kind: 'post', title: 'Occasional casinos of thought', doc: text('An occasino-free zone; casinos aside.') });
  });

  it('keeps links from accounts younger than a day', async () => {
    const me = await learner();
    await join(me);
    expectError(await write(me, { kind: 'post', title: 'Look', doc: link('https://example.com/') }), 412, MODERATION_TEXT.youngLinks, 'doc');
    await ageAccount(me);
    expect((await posted(me, { kind: 'post', title: 'Look', doc: link('https://example.com/') })).title).toBe('Look');
  });

  it('does not refuse Beta for Alpha’s words', async () => {
    const me = await learner(BETA.slug);
    await join(me, 'beta-lounge');
    expect((await posted(me, { kind: 'post', title: 'casino night', doc: text('A casino-themed quiz') }, 'beta-lounge')).title).toBe('casino night');
  });
});

describe('notifications', () => {
  const notices = async (p: Person) =>
    ok(NotificationsResponse, await p.agent.get(NOTIFICATION_CALLS.notifications.path, { token: p.token })).notifications;

  it('a reply, a mention, an answer and a like reach the learners they concern, once each, never the writer', async () => {
    const asker = await learner();
    const helper = await learner();
    const friend = await learner();
    for (const p of [asker, helper, friend]) await join(p);
    const question = await posted(asker, { kind: 'question', title: 'Quadratic roots?', doc: text('How do I find them?') });
    const mention: RichDoc = { type: 'doc', content: [{ type: 'paragraph', content: [
      { type: 'text', text: 'Use the formula, ' }, { type: 'mention', attrs: { id: friend.id, label: 'Friend' } }, { type: 'text', text: ' knows it.' },
      { type: 'mention', attrs: { id: helper.id, label: 'Me' } },
    ] }] };
    const reply = await posted(helper, { parent_id: question.id, doc: mention });
    const link = `/learn/communities/algebra-club/${question.id}`;
    expect((await notices(asker)).filter((n) => n.kind === 'community_reply')).toMatchObject([{ title: `${helper.name} replied to your post`, body: 'Use the formula, @Friend knows it.@Me', link }]);
    expect((await notices(friend)).filter((n) => n.kind === 'community_mention')).toHaveLength(1);
    expect((await notices(helper)).filter((n) => n.kind.startsWith('community_'))).toHaveLength(0);

    const teacher = await faculty();
    const mark = () => teacher.agent.post(callUrl(C.markAnswer, { communityId: 'algebra-club', postId: reply.id }), undefined, { token: teacher.token });
    ok(ThreadResponse, await mark());
    ok(ThreadResponse, await mark());
    expect((await notices(asker)).filter((n) => n.kind === 'community_answer').map((n) => n.title)).toEqual(['Your question has an answer']);
    expect((await notices(helper)).filter((n) => n.kind === 'community_answer').map((n) => n.title)).toEqual(['Your reply was marked as the answer']);

    const like = (p: Person) => p.agent.request('POST', callUrl(POST_MARK_CALLS.likePost, null, { post_id: question.id }), { token: p.token });
    await Promise.all([like(friend), like(friend), like(friend)]);
    await like(asker);
    const likes = (await notices(asker)).filter((n) => n.kind === 'community_like');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ title: `${friend.name} liked your post`, body: 'Quadratic roots?', link });
  });
});

describe('deleting an account', () => {
  it('takes the learner’s posts with their replies, and their likes, from the community', async () => {
    const leaving = await learner();
    const staying = await learner();
    await join(leaving);
    await join(staying);
    const post = await posted(leaving, { kind: 'question', title: 'Soon gone', doc: text('Bye') });
    await posted(staying, { parent_id: post.id, doc: text('Reply to a post that goes') });
    const kept = await posted(staying, { kind: 'post', title: 'Stays', doc: text('Here') });
    ok(PostMarkResponse, await leaving.agent.request('POST', callUrl(POST_MARK_CALLS.likePost, null, { post_id: kept.id }), { token: leaving.token }));
    const before = read(CommunityResponse, await staying.agent.get(callUrl(C.community, { communityId: 'algebra-club' }))).community;
    expect((await leaving.agent.request('DELETE', AUTH_CALLS.deleteMe.path, { token: leaving.token, body: { confirm: 'DELETE' } })).status).toBe(200);
    const after = read(CommunityResponse, await staying.agent.get(callUrl(C.community, { communityId: 'algebra-club' }))).community;
    expect(after).toMatchObject({ member_count: before.member_count - 1, post_count: before.post_count - 1 });
    expect((await contents(staying)).posts.map((p) => p.id)).not.toContain(post.id);
    expect((await thread(staying, kept.id)).post.like_count).toBe(0);
  });
});

describe('course reviews get the same moderation', () => {
  const enrolled = async (courseId = 105): Promise<Person> => {
    const me = await learner();
    expect((await me.agent.post(LEARNING_CALLS.devEnrol.path, { email: `member${people}@mail.example`, course_id: courseId })).status).toBe(200);
    return me;
  };
  const review = (p: Person, body: object) => p.agent.post(LEARNING_CALLS.addReview.path, { course_id: 105, ...body }, { token: p.token });
  const publicReviews = async () => read(ReviewsResponse, await apiClient(api.server).get(callUrl(CATALOGUE_CALLS.reviews, null, { course_id: 105 })));

  it('a review made of markup is held: its author sees it so, no one else, and the rating does not count it', async () => {
    const before = await publicReviews();
    const me = await enrolled();
    const held = ok(ReviewWriteResponse, await review(me, { rating: 1, text: '<script>alert(document.cookie)</script>' })).review;
    expect(held.status).toBe('held');
    const after = await publicReviews();
    expect(after.reviews.map((r) => r.id)).not.toContain(held.id);
    expect(after.summary.count).toBe(before.summary.count);
    expect(ok(MyReviewResponse, await me.agent.get(`${LEARNING_CALLS.myReview.path}?course_id=105`, { token: me.token })).review?.status).toBe('held');
    expect((await apiClient(api.server).get(callUrl(CATALOGUE_CALLS.review, { reviewId: held.id }))).status).toBe(404);
  });

  it('a blocked word or, from a day-old account, a link is refused at the text, and nothing is stored', async () => {
    const me = await enrolled();
    expect(failed(await review(me, { rating: 5, text: 'Better than any CASINO' }))).toMatchObject({ status: 412, data: { field: 'text', variables: { word: 'casino' } } });
    expectError(await review(me, { rating: 5, text: 'Notes at https://example.com/notes' }), 412, MODERATION_TEXT.youngLinks, 'text');
    expect(ok(MyReviewResponse, await me.agent.get(`${LEARNING_CALLS.myReview.path}?course_id=105`, { token: me.token })).review).toBeNull();
  });

  it('three learners’ reports hold a published review; its author cannot report it; another school’s is not there', async () => {
    const author = await enrolled();
    const written = ok(ReviewWriteResponse, await review(author, { rating: 1, text: 'Terrible, go to my channel instead' })).review;
    expect(written.status).toBe('published');
    const report = (p: Person, id = written.id) => p.agent.post(callUrl(LEARNING_CALLS.reportReview, { reviewId: id }), { reason: 'spam' }, { token: p.token });
    expectError(await report(author), 412, MODERATION_TEXT.ownReview);
    const [a, b, c] = [await learner(), await learner(), await learner()];
    expect(ok(ReviewReportResponse, await report(a!))).toEqual({ review_id: written.id, reported: true, held: false });
    expect(ok(ReviewReportResponse, await report(a!)).held).toBe(false);
    expect(ok(ReviewReportResponse, await report(b!)).held).toBe(false);
    expect(ok(ReviewReportResponse, await report(c!)).held).toBe(true);
    expect((await publicReviews()).reviews.map((r) => r.id)).not.toContain(written.id);
    const beta = await learner(BETA.slug);
    expect((await beta.agent.post(callUrl(LEARNING_CALLS.reportReview, { reviewId: written.id }), { reason: 'spam' }, { token: beta.token })).status).toBe(404);
  });
});

describe('images and attachments', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const ORIGIN = 'http://alpha-school.localhost';
  const headers = (p: Person, extra: Record<string, string> = {}) => ({ [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: p.agent.ip, origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN, authorization: `Bearer ${p.token}`, ...extra });
  const ask = (p: Person, body: object, community: string = 'algebra-club') => p.agent.post(callUrl(C.communityUpload, { communityId: community }), body, { token: p.token });
  async function put(p: Person, url: string, body: Uint8Array) {
    const response = await api.server.fetch(url, { method: 'PUT', body, headers: headers(p) });
    return { status: response.status, body: (await response.json()) as unknown };
  }
  const fetchFile = (p: Person | null, file: string) =>
    api.server.fetch(callUrl(C.communityFile, { file }), { headers: p ? headers(p) : { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: '10.9.9.9' } });
  async function uploaded(p: Person, kind: 'image' | 'attachment', bytes: Uint8Array, contentType: string, name: string, community?: string) {
    const grant = ok(UploadResponse, await ask(p, { kind, name, content_type: contentType, size: bytes.length }, community));
    expect((await put(p, grant.url, bytes)).status).toBe(200);
    return grant;
  }
  const withImage = (words: string, path: string): RichDoc => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }, { type: 'image', attrs: { src: path, alt: 'My working' } }] });

  it('a member uploads an image and a file; the post shows both, and its readers fetch them as what they are', async () => {
    const me = await learner();
    await ageAccount(me);
    await join(me);
    const image = await uploaded(me, 'image', png, 'image/png', 'working.png');
    const file = await uploaded(me, 'attachment', pdf, 'application/pdf', 'Notes on limits.pdf');
    // Before it is posted, the file is its uploader's alone.
    expect((await fetchFile(null, image.file)).status).toBe(404);
    const post = await posted(me, { kind: 'question', title: 'Is my working right?', doc: withImage('See the picture', image.path), attachments: [{ file: file.file, text: 'My notes, page 2' }] });
    expect(post.attachments).toEqual([{ file: file.file, name: 'Notes on limits.pdf', content_type: 'application/pdf', size: pdf.length, text: 'My notes, page 2' }]);
    expect((await thread(me, post.id)).post.attachments).toHaveLength(1);

    const seen = await fetchFile(null, image.file);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await seen.arrayBuffer())).toEqual(png);
    const download = await fetchFile(null, file.file);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''Notes%20on%20limits.pdf`);

    // A file belongs to one post: another post cannot show it.
    expect(failed(await write(me, { kind: 'post', title: 'Again', doc: withImage('Same picture', image.path) }))).toMatchObject({ status: 412, data: { message: COMMUNITY_TEXT.fileMissing } });
    // Deleted with its post, bytes and all.
    expect((await me.agent.request('DELETE', callUrl(C.deletePost, { communityId: 'algebra-club', postId: post.id }), { token: me.token })).status).toBe(200);
    expect((await fetchFile(null, image.file)).status).toBe(404);
    expect(await api.LESSONS.head(`community/${ALPHA.id}/${me.id}/${file.file}`)).toBeNull();
  });

  it('refuses a kind the school does not take, a file over its limit, bytes that are not what they claim, and a link used twice', async () => {
    const me = await learner();
    await ageAccount(me);
    await join(me);
    expectError(await ask(me, { kind: 'image', name: 'x.svg', content_type: 'image/svg+xml', size: 100 }), 412, COMMUNITY_TEXT.imageType, 'content_type');
    expectError(await ask(me, { kind: 'attachment', name: 'x.exe', content_type: 'application/x-msdownload', size: 100 }), 412, COMMUNITY_TEXT.attachmentType, 'content_type');
    expect(failed(await ask(me, { kind: 'image', name: 'big.png', content_type: 'image/png', size: 5 * 1024 * 1024 + 1 }))).toEqual({ status: 412, data: { message: 'File size is more than {max} MB', field: 'size', variables: { max: 5 } } });
    expect(failed(await ask(me, { kind: 'attachment', name: 'big.pdf', content_type: 'application/pdf', size: 16 * 1024 * 1024 + 1 }))).toMatchObject({ status: 412, data: { variables: { max: 16 } } });
    const grant = ok(UploadResponse, await ask(me, { kind: 'image', name: 'fake.png', content_type: 'image/png', size: 40 }));
    const script = new TextEncoder().encode('<svg onload=alert(1)></svg>');
    expect(await put(me, grant.url, script)).toMatchObject({ status: 412, body: { data: { message: COMMUNITY_TEXT.imageType } } });
    expect((await put(me, grant.url, png)).status).toBe(200);
    expect(await put(me, grant.url, png)).toMatchObject({ status: 403, body: { data: { message: MOCK_TEST_TEXT.uploadLinkUsed } } });
    // Someone else's upload is not theirs to post, nor is an image from another site.
    const other = await learner();
    await ageAccount(other);
    await join(other);
    expect(failed(await write(other, { kind: 'post', title: 'Borrowed', doc: withImage('Not mine', grant.path) }))).toMatchObject({ status: 412, data: { message: COMMUNITY_TEXT.fileMissing } });
    expect(failed(await write(other, { kind: 'post', title: 'Hot-linked', doc: withImage('Elsewhere', 'https://tracker.example/pixel.png') }))).toMatchObject({ status: 412, data: { message: RICH_DOC_TEXT.badImage } });
  });

  it('an account younger than a day may not add images; a private community’s files are its members’ alone', async () => {
    const young = await learner();
    await join(young);
    expectError(await ask(young, { kind: 'image', name: 'a.png', content_type: 'image/png', size: png.length }), 412, MODERATION_TEXT.youngImages, 'kind');
    // Outside the private community, no upload and no file.
    expect((await ask(young, { kind: 'attachment', name: 'a.pdf', content_type: 'application/pdf', size: pdf.length }, 'calculus-room')).status).toBe(403);
    const teacher = await faculty();
    const file = await uploaded(teacher, 'attachment', pdf, 'application/pdf', 'Limits sheet.pdf', 'calculus-room');
    const post = await posted(teacher, { kind: 'post', title: 'This week’s sheet', doc: text('Attached.'), attachments: [{ file: file.file }] }, 'calculus-room');
    expect(post.attachments[0]).toMatchObject({ name: 'Limits sheet.pdf', text: null });
    expect((await fetchFile(teacher, file.file)).status).toBe(200);
    expect((await fetchFile(young, file.file)).status).toBe(404);
    expect((await fetchFile(null, file.file)).status).toBe(404);
  });
});
