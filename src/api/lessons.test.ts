/**
 * Studying a lesson (src/contract/lessons.ts LESSON_CALLS) in real workerd: the player's view of a lesson, the
 * signed media URLs (expiry, another school, another learner, forged), and progress with resume.
 *
 * Alpha's course 105 "Calculus Deep Dive" (testing/fixtures.ts): lesson 1 a free-preview video; lesson 11 a paid
 * video and lesson 12 paid PDF notes. Its media are in the test's LESSONS bucket (seed/lesson-content.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { CALLS as C } from '../contract/calls.ts';
import { EnrolledCoursesResponse, LEARNING_TEXT } from '../contract/learning.ts';
import { CourseProgressResponse, CourseStudyResponse, LESSON_TEXT, PlayerResponse, SaveProgressResponse, SignedUrlResponse, STUDY_DAYS, SupplementResponse, LastLessonResponse } from '../contract/lessons.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '../contract/bundle.ts';
import { grantFor, signGrant } from './lib/signed-url.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, TEST_MEDIA_URL_SECRET, type Api, type Client } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('lessons');
});
afterAll(async () => {
  await api?.close();
});

const client = (school: string = ALPHA.slug): Client => apiClient(api.server, school);
let learners = 0;
async function signUp(agent: Client) {
  learners += 1;
  const learner = { name: `Student ${learners}`, email: `student${learners}@mail.example`, phone: `8${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, learner));
  return { ...learner, id: session.studentId, token: session.authToken };
}
const enrol = async (agent: Client, email: string, courseId: number) => expect((await agent.post(C.devEnrol.path, { email, course_id: courseId })).status).toBe(200);

const playerUrl = (lessonId: number, seo = 'calculus-deep-dive') => callUrl(C.player, { productSeo: seo, lessonId });
const signedUrlOf = (lessonId: number) => callUrl(C.signedUrl, null, { course_id: 105, lesson_id: lessonId });

/** A media file by URL, with the learner's session (or none): its status and body. */
async function fetchMedia(agent: Client, url: string, token?: string, headers: Record<string, string> = {}) {
  const response = await api.server.fetch(url, {
    headers: { [SCHOOL_HEADER]: agent.school, [CLIENT_IP_HEADER]: agent.ip, ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, type: response.headers.get('content-type'), body: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

describe('the lesson player', () => {
  it('opens a free preview for a visitor, with no saved position', async () => {
    const agent = client();
    const view = ok(PlayerResponse, await agent.get(playerUrl(1)));
    expect(view).toMatchObject({ course: { id: 105, seo_title: 'calculus-deep-dive' }, lesson: { id: 1, section_id: 1, kind: 'video' }, access: 'open', content: { kind: 'video' }, progress: null, can_bookmark: false });
    expect(view.sections.map((s) => s.lessons.map((l) => l.id))).toEqual([[1], [11, 12]]);
  });

  it('answers sign in, buy or renew for a paid lesson, with no content', async () => {
    const agent = client();
    expect(ok(PlayerResponse, await agent.get(playerUrl(11)))).toMatchObject({ access: 'sign_in', content: null });
    const who = await signUp(agent);
    expect(ok(PlayerResponse, await agent.get(playerUrl(11), { token: who.token }))).toMatchObject({ access: 'buy', content: null });
    await enrol(agent, who.email, 105);
    expect(ok(PlayerResponse, await agent.get(playerUrl(12), { token: who.token }))).toMatchObject({ access: 'open', content: { kind: 'pdf' }, can_bookmark: true });
    await api.school(ALPHA.id).prepare('UPDATE enrolments SET expires_at = ? WHERE school_id = ? AND user_id = ?').bind(Date.now() - 1000, ALPHA.id, who.id).run();
    expect(ok(PlayerResponse, await agent.get(playerUrl(11), { token: who.token }))).toMatchObject({ access: 'renew', content: null });
    expectError(await agent.get(signedUrlOf(11), { token: who.token }), 403, LESSON_TEXT.renewToStudy);
  });

  it('is a 404 for a lesson or product the school does not have', async () => {
    const agent = client();
    expectError(await agent.get(playerUrl(99)), 404, 'Lesson not found');
    expectError(await agent.get(playerUrl(1, 'no-such-course')), 404, 'Course not found');
  });
});

describe('signed media URLs', () => {
  it('plays a free preview signed out: the playlist, its renditions, voices and captions resolve under one URL', async () => {
    const agent = client();
    const signed = ok(SignedUrlResponse, await agent.get(signedUrlOf(1)));
    expect(Date.parse(signed.expires_at) - Date.now()).toBeGreaterThan(60_000);
    const master = await fetchMedia(agent, signed.url);
    expect(master.status).toBe(200);
    const text = new TextDecoder().decode(master.body);
    for (const label of ['Best', 'Better', 'Good', 'Average']) expect(text).toContain(`NAME="${label}"`);
    const rendition = await fetchMedia(agent, new URL('best/index.m3u8', `http://x${signed.url}`).pathname);
    expect(rendition.status).toBe(200);
    const segment = await fetchMedia(agent, new URL('best/00.m4s', `http://x${signed.url}`).pathname, undefined, { range: 'bytes=0-187' });
    expect(segment).toMatchObject({ status: 206, type: 'video/iso.segment' });
    expect(segment.body.length).toBe(188);
    expect(await fetchMedia(agent, new URL('best/init.mp4', `http://x${signed.url}`).pathname)).toMatchObject({ status: 200, type: 'video/mp4' });
    expect(text).toMatch(/TYPE=AUDIO,GROUP-ID="voice",NAME="English",LANGUAGE="en"/);
    expect((await fetchMedia(agent, new URL('audio-en/index.m3u8', `http://x${signed.url}`).pathname)).status).toBe(200);
    const segmentUrl = new URL('best/00.m4s', `http://x${signed.url}`).pathname;
    const whole = await fetchMedia(agent, segmentUrl);
    const size = whole.body.length;
    // Past the end: 416 with the size; malformed or backwards: the whole file, 200 (RFC 9110 section 14).
    const beyond = await fetchMedia(agent, segmentUrl, undefined, { range: 'bytes=99999999-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    for (const range of ['bytes=5-1', 'bytes=abc']) {
      const answer = await fetchMedia(agent, segmentUrl, undefined, { range });
      expect(answer.status, range).toBe(200);
      expect(answer.body.length, range).toBe(size);
    }
    const tail = await fetchMedia(agent, segmentUrl, undefined, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.body).toEqual(whole.body.slice(size - 10));
    // The first demo lecture, reused by the fixture school: voiced and captioned in English and Hindi.
    expect(signed.captions.map((c) => c.language)).toEqual(['en', 'hi']);
    for (const { url } of signed.captions) expect(new TextDecoder().decode((await fetchMedia(agent, url)).body)).toMatch(/^WEBVTT\n\n00:00:00\.600 --> /);
  });

  it("gives a paid lesson's URL only to a learner with access: signed out 401, not bought 403", async () => {
    const agent = client();
    expectError(await agent.get(signedUrlOf(11)), 401, LESSON_TEXT.signInToStudy);
    const who = await signUp(agent);
    expectError(await agent.get(signedUrlOf(12), { token: who.token }), 403, LESSON_TEXT.buyToStudy);
    await enrol(agent, who.email, 105);
    const notes = ok(SignedUrlResponse, await agent.get(signedUrlOf(12), { token: who.token }));
    const pdf = await fetchMedia(agent, notes.url, who.token);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(new TextDecoder().decode(pdf.body.slice(0, 5))).toBe('%PDF-');
  });

  it("refuses a paid lesson's URL to another learner, signed out, at another school, forged or once expired", async () => {
    const agent = client();
    const owner = await signUp(agent);
    await enrol(agent, owner.email, 105);
    const signed = ok(SignedUrlResponse, await agent.get(signedUrlOf(11), { token: owner.token }));
    expect((await fetchMedia(agent, signed.url, owner.token)).status).toBe(200);

    const other = await signUp(agent);
    const refused = async (url: string, token?: string, as = agent) => {
      const reply = await fetchMedia(as, url, token);
      expect(reply.status).toBe(403);
      expect(JSON.parse(new TextDecoder().decode(reply.body)).data.message).toBe(LESSON_TEXT.linkExpired);
    };
    await refused(signed.url, other.token);
    await refused(signed.url);
    // Another learner who bought the course too still cannot use the first one's URL.
    await enrol(agent, other.email, 105);
    await refused(signed.url, other.token);

    // Beta reuses product ids; a URL signed at Alpha is refused there whoever asks.
    const beta = client(BETA.slug);
    const atBeta = await fetchMedia(beta, signed.url, owner.token);
    expect(atBeta.status).not.toBe(200);

    const token = signed.url.split('/')[4]!;
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    await refused(signed.url.replace(token, forged), owner.token);

    const expired = await signGrant(TEST_MEDIA_URL_SECRET, grantFor({ school: ALPHA.id, user: owner.id, folder: 'alpha-school/video/', method: 'GET' }, -1));
    await refused(callUrl(C.contentFile, { token: expired, file: 'master.m3u8' }), owner.token);
    const otherSchool = await signGrant(TEST_MEDIA_URL_SECRET, grantFor({ school: BETA.id, user: owner.id, folder: 'alpha-school/video/', method: 'GET' }, 60));
    await refused(callUrl(C.contentFile, { token: otherSchool, file: 'master.m3u8' }), owner.token);
    // A grant is for its folder only: no way up out of it.
    const notes = await signGrant(TEST_MEDIA_URL_SECRET, grantFor({ school: ALPHA.id, user: null, folder: 'alpha-school/notes/105-12/', method: 'GET' }, 60));
    expect((await fetchMedia(agent, callUrl(C.contentNestedFile, { token: notes, dir: '..', file: 'master.m3u8' }))).status).not.toBe(200);
  });
});

describe('progress and resume', () => {
  it('saves a position, resumes it on any device, and completes a video at 90%', async () => {
    const agent = client();
    const who = await signUp(agent);
    const save = (body: object) => agent.request('PUT', C.saveProgress.path, { body, token: who.token });
    expectError(await agent.request('PUT', C.saveProgress.path, { body: { course_id: 105, lesson_id: 11, position: 5 } }), 401, ERROR_TEXT.sessionExpired);
    expectError(await save({ course_id: 105, lesson_id: 11, position: 5, length: 540 }), 403, LESSON_TEXT.buyToStudy);
    await enrol(agent, who.email, 105);

    const first = ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 42, length: 540 }));
    expect(first).toMatchObject({ progress: { lesson_id: 11, position: 42, completed: false }, course_percent: 0 });
    // Another browser: the same learner, a new session.
    const again = ok(AuthSession, await client().post(AUTH_CALLS.signin.path, { identifier: who.email, password: who.password }));
    expect(ok(PlayerResponse, await client().get(playerUrl(11), { token: again.authToken })).progress).toMatchObject({ position: 42, completed: false });

    const done = ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 486, length: 540 }));
    expect(done).toMatchObject({ progress: { completed: true }, course_percent: 33 });
    // Going back to the start keeps the lesson complete.
    expect(ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 3, length: 540 })).progress).toMatchObject({ position: 3, completed: true });

    const course = ok(CourseProgressResponse, await agent.get(callUrl(C.courseProgress, null, { course_id: 105 }), { token: who.token }));
    expect(course).toMatchObject({ percent: 33, sections: [{ section_id: 1, percent: 0 }, { section_id: 2, percent: 50 }], last: { section_id: 2, lesson_id: 11, position: 3 } });
    const mine = ok(EnrolledCoursesResponse, await agent.get(`${C.enrolled.path}?enrolled=1`, { token: who.token })).courses.find((c) => c.id === 105);
    expect(mine?.enrolment.progress_percent).toBe(33);
    expect(mine?.enrolment.last_opened_at).not.toBeNull();
  });

  it('takes a save sent late (made offline) without moving a newer place back, and still counts its completion', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrol(agent, who.email, 105);
    const save = (body: object) => agent.request('PUT', C.saveProgress.path, { body, token: who.token });
    const now = Date.now();
    ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 120, length: 540 }));
    // Made an hour ago offline, at 500 s (past 90%): the place stays at 120 s, the lesson is complete.
    const late = ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 500, length: 540, recorded_at: now - 3_600_000 }));
    expect(late.progress).toMatchObject({ position: 120, completed: true });
    // Made after the kept place: it moves on. A device clock in the future is taken as now.
    expect(ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 200, length: 540, recorded_at: Date.now() + 1 })).progress.position).toBe(200);
    ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 300, length: 540, recorded_at: now + 86_400_000 }));
    expect(ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 310, length: 540 })).progress.position).toBe(310);
    // A first save sent late is the place.
    expect(ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 12, position: 2, length: 3, recorded_at: now - 60_000 })).progress.position).toBe(2);
  });

  it('completes PDF notes on the last page or when marked complete, and keeps learners apart', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrol(agent, who.email, 105);
    const save = (body: object, token = who.token) => agent.request('PUT', C.saveProgress.path, { body, token });
    expect(ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 12, position: 2, length: 3 })).progress.completed).toBe(false);
    expect(ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 12, position: 3, length: 3 })).progress.completed).toBe(true);
    expect(ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 1, position: 0, completed: true })).course_percent).toBe(66);

    const other = await signUp(agent);
    await enrol(agent, other.email, 105);
    expect(ok(CourseProgressResponse, await agent.get(callUrl(C.courseProgress, null, { course_id: 105 }), { token: other.token }))).toMatchObject({ percent: 0, lessons: [], last: null });
    expect(ok(PlayerResponse, await agent.get(playerUrl(12), { token: other.token })).progress).toBeNull();
    expectError(await save({ course_id: 105, lesson_id: 99, position: 1 }), 404, 'Lesson not found');
  });
});

describe('course analytics: study day by day', () => {
  const studyUrl = callUrl(C.courseStudy, null, { course_id: 105 });
  const today = new Date().toISOString().slice(0, 10);

  it("counts the time between the player's saves in one sitting, not across sittings, with the lessons completed", async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrol(agent, who.email, 105);
    const save = (body: object) => agent.request('PUT', C.saveProgress.path, { body, token: who.token });
    const savedAgo = (ms: number) =>
      api.school(ALPHA.id).prepare('UPDATE lesson_progress SET updated_at = ? WHERE school_id = ? AND user_id = ? AND course_id = 105').bind(Date.now() - ms, ALPHA.id, who.id).run();

    const empty = ok(CourseStudyResponse, await agent.get(studyUrl, { token: who.token }));
    expect(empty.days).toHaveLength(STUDY_DAYS);
    expect(empty.days.at(-1)).toEqual({ day: today, seconds: 0, completed: 0 });
    expect(empty.total_seconds).toBe(0);

    ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 10, length: 600 }));
    await savedAgo(30_000); // the player's last save, 30 s ago: the lesson was open all along
    ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 11, position: 40, length: 600 }));
    await savedAgo(45 * 60_000); // back after 45 minutes: a new sitting, nothing counted in between
    ok(SaveProgressResponse, await save({ course_id: 105, lesson_id: 12, position: 3, length: 3 }));

    const study = ok(CourseStudyResponse, await agent.get(studyUrl, { token: who.token }));
    expect(study.days.at(-1)).toEqual({ day: today, seconds: 30, completed: 1 });
    expect(study.total_seconds).toBe(30);
  });

  it("answers only the learner's own products, signed in", async () => {
    const agent = client();
    const who = await signUp(agent);
    expectError(await agent.get(studyUrl), 401, ERROR_TEXT.sessionExpired);
    expectError(await agent.get(studyUrl, { token: who.token }), 403, LEARNING_TEXT.notEnrolled);
    // At another school, Alpha's course id is one the learner does not own: the same answer, nothing of Alpha's.
    const beta = client(BETA.slug);
    const other = await signUp(beta);
    expectError(await beta.get(studyUrl, { token: other.token }), 403, LEARNING_TEXT.notEnrolled);
  });
});

describe('slide decks', () => {
  it('opens a deck through a signed URL as a PDF of slides, and completes it on the last slide', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrol(agent, who.email, 101);
    const view = ok(PlayerResponse, await agent.get(playerUrl(24, 'algebra-basics'), { token: who.token }));
    expect(view).toMatchObject({ access: 'open', lesson: { kind: 'slides' }, content: { kind: 'slides' } });
    const signed = ok(SignedUrlResponse, await agent.get(callUrl(C.signedUrl, null, { course_id: 101, lesson_id: 24 }), { token: who.token }));
    expect(signed.url).toMatch(/\/slides\.pdf$/);
    const deck = await fetchMedia(agent, signed.url, who.token);
    expect(deck).toMatchObject({ status: 200, type: 'application/pdf' });
    const save = (position: number) => agent.request('PUT', C.saveProgress.path, { body: { course_id: 101, lesson_id: 24, position, length: 5 }, token: who.token });
    expect(ok(SaveProgressResponse, await save(4)).progress.completed).toBe(false);
    expect(ok(SaveProgressResponse, await save(5)).progress.completed).toBe(true);
  });
});

describe('content dripping', () => {
  const DAY = 86_400_000;
  const algebra = (lessonId: number) => playerUrl(lessonId, 'algebra-basics');

  it('keeps a dripped lesson shut until its day by the server clock, counted from the enrolment, and says when', async () => {
    const agent = client();
    const who = await signUp(agent);
    const save = (lessonId: number) => agent.request('PUT', C.saveProgress.path, { body: { course_id: 101, lesson_id: lessonId, position: 1, length: 3 }, token: who.token });
    // Signed out or not bought, the usual answers come first: nothing says when a lesson would open.
    expect(ok(PlayerResponse, await agent.get(algebra(22)))).toMatchObject({ access: 'sign_in', opens_at: null });
    expect(ok(PlayerResponse, await agent.get(algebra(22), { token: who.token }))).toMatchObject({ access: 'buy', opens_at: null });
    await enrol(agent, who.email, 101);
    const { enrolled_at } = (await api.school(ALPHA.id).prepare('SELECT enrolled_at FROM enrolments WHERE school_id = ? AND user_id = ? AND course_id = 101').bind(ALPHA.id, who.id).first<{ enrolled_at: number }>())!;

    expect(ok(PlayerResponse, await agent.get(algebra(21), { token: who.token }))).toMatchObject({ access: 'open', opens_at: null, content: { kind: 'video' } });
    const shut = ok(PlayerResponse, await agent.get(algebra(22), { token: who.token }));
    expect(shut).toMatchObject({ access: 'dripped', content: null, progress: null, can_bookmark: false, enrolled: true });
    expect(Date.parse(shut.opens_at!)).toBe(enrolled_at + 7 * DAY);
    expect(Math.abs(Date.parse(shut.server_time) - Date.now())).toBeLessThan(60_000);
    expectError(await agent.get(callUrl(C.signedUrl, null, { course_id: 101, lesson_id: 22 }), { token: who.token }), 403, LESSON_TEXT.dripped);
    expectError(await save(22), 403, LESSON_TEXT.dripped);
    const progress = ok(CourseProgressResponse, await agent.get(callUrl(C.courseProgress, null, { course_id: 101 }), { token: who.token }));
    expect(progress.dripped).toEqual([
      { lesson_id: 22, opens_at: new Date(enrolled_at + 7 * DAY).toISOString() },
      { lesson_id: 23, opens_at: new Date(enrolled_at + 30 * DAY).toISOString() },
    ]);

    // Eight days on (the enrolment moved back; the server's clock is the only one asked): day 7 is open, day 30 is not.
    await api.school(ALPHA.id).prepare('UPDATE enrolments SET enrolled_at = ? WHERE school_id = ? AND user_id = ? AND course_id = 101').bind(enrolled_at - 8 * DAY, ALPHA.id, who.id).run();
    expect(ok(PlayerResponse, await agent.get(algebra(22), { token: who.token }))).toMatchObject({ access: 'open', opens_at: null, content: { kind: 'pdf' } });
    expect(ok(SaveProgressResponse, await save(22)).progress.position).toBe(1);
    expect(ok(PlayerResponse, await agent.get(algebra(23), { token: who.token }))).toMatchObject({ access: 'dripped', opens_at: new Date(enrolled_at + 22 * DAY).toISOString() });
    expect(ok(CourseProgressResponse, await agent.get(callUrl(C.courseProgress, null, { course_id: 101 }), { token: who.token })).dripped.map((d) => d.lesson_id)).toEqual([23]);
  });

  it('counts from the running access: once it has ended the learner is asked to renew, not to wait', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrol(agent, who.email, 101);
    await api.school(ALPHA.id).prepare('UPDATE enrolments SET expires_at = ? WHERE school_id = ? AND user_id = ?').bind(Date.now() - 1000, ALPHA.id, who.id).run();
    expect(ok(PlayerResponse, await agent.get(algebra(22), { token: who.token }))).toMatchObject({ access: 'renew', opens_at: null });
    expect(ok(CourseProgressResponse, await agent.get(callUrl(C.courseProgress, null, { course_id: 101 }), { token: who.token })).dripped).toEqual([]);
  });
});

describe('lesson attachments (supplements)', () => {
  const supplementUrl = (id: number) => callUrl(C.supplement, { supplementId: id });

  it('lists a lesson\'s attachments in the player, and opens them only with running access, a free preview or not', async () => {
    const agent = client();
    const visitor = ok(PlayerResponse, await agent.get(playerUrl(1)));
    expect(visitor.lesson.supplements).toEqual([{ id: 901, title: 'Limits cheat sheet', file_name: 'limits.pdf' }]);
    expect(visitor.enrolled).toBe(false);
    expectError(await agent.get(supplementUrl(901)), 401, ERROR_TEXT.sessionExpired);

    const who = await signUp(agent);
    // The lesson itself is a free preview; its attachment is not (SPEC.md section 6).
    expect(ok(PlayerResponse, await agent.get(playerUrl(1), { token: who.token }))).toMatchObject({ access: 'open', enrolled: false });
    expectError(await agent.get(supplementUrl(901), { token: who.token }), 403, LESSON_TEXT.enrolToDownload);

    await enrol(agent, who.email, 105);
    expect(ok(PlayerResponse, await agent.get(playerUrl(1), { token: who.token })).enrolled).toBe(true);
    const file = ok(SupplementResponse, await agent.get(supplementUrl(901), { token: who.token }));
    expect(file).toMatchObject({ course: { id: 105, seo_title: 'calculus-deep-dive' }, lesson: { id: 1, section_id: 1, title: 'What is a limit' }, supplement: { id: 901, file_name: 'limits.pdf' } });
    const pdf = await fetchMedia(agent, file.url, who.token);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(new TextDecoder('latin1').decode(pdf.body)).toContain('%PDF-');

    // The URL is this learner's: another one, even enrolled, is refused.
    const other = await signUp(agent);
    await enrol(agent, other.email, 105);
    const refused = await fetchMedia(agent, file.url, other.token);
    expect(refused.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(refused.body)).data.message).toBe(LESSON_TEXT.linkExpired);
  });

  it("waits for a dripped lesson's day, and is not found for an unknown id or another school's", async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrol(agent, who.email, 101);
    expectError(await agent.get(supplementUrl(902), { token: who.token }), 403, LESSON_TEXT.dripped);
    expectError(await agent.get(supplementUrl(999), { token: who.token }), 404, 'Attachment not found');
    expect((await agent.get(supplementUrl(0), { token: who.token })).status).toBe(412);

    // Beta reuses ids but has no attachments: Alpha's id means nothing there, even to a learner of Beta.
    const beta = client(BETA.slug);
    const there = await signUp(beta);
    expectError(await beta.get(supplementUrl(901), { token: there.token }), 404, 'Attachment not found');
  });
});

describe('the lesson studied last (/player)', () => {
  const last = (agent: Client, token: string) => agent.get(callUrl(C.lastLesson), { token });

  it("answers the newest place among lessons the learner may still open, and none before any", async () => {
    const agent = client();
    const who = await signUp(agent);
    expectError(await agent.get(callUrl(C.lastLesson)), 401, ERROR_TEXT.sessionExpired);
    expect(ok(LastLessonResponse, await last(agent, who.token))).toEqual({ last: null });

    await enrol(agent, who.email, 105);
    await enrol(agent, who.email, 101);
    const save = (course_id: number, lesson_id: number, position: number) =>
      agent.request('PUT', C.saveProgress.path, { body: { course_id, lesson_id, position, length: 600 }, token: who.token });
    ok(SaveProgressResponse, await save(105, 11, 42));
    ok(SaveProgressResponse, await save(101, 21, 7));
    expect(ok(LastLessonResponse, await last(agent, who.token))).toEqual({
      last: { course: { id: 101, title: 'Algebra Basics', seo_title: 'algebra-basics' }, lesson: { id: 21, title: 'Variables', section_id: 21 }, position: 7 },
    });

    // Access to Algebra ends: the newest place it can still open is Calculus's.
    await api.school(ALPHA.id).prepare('UPDATE enrolments SET expires_at = ? WHERE school_id = ? AND user_id = ? AND course_id = 101').bind(Date.now() - 1000, ALPHA.id, who.id).run();
    expect(ok(LastLessonResponse, await last(agent, who.token)).last).toMatchObject({ course: { id: 105 }, lesson: { id: 11, section_id: 2 }, position: 42 });
    // Another learner's places are never theirs.
    const other = await signUp(agent);
    expect(ok(LastLessonResponse, await last(agent, other.token))).toEqual({ last: null });
  });
});
