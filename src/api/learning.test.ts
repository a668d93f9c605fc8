/**
 * What a learner owns and keeps (src/contract/learning.ts LEARNING_CALLS) in real workerd (wrangler's test
 * harness), on a D1 database migrated from migrations/ and seeded by src/api/seed/ with the two fixture schools.
 * Every test signs up its own learners from its own client IP and enrols them through the dev-only call, so no test
 * depends on another's rows. Ratings are compared before and after a write, since other tests review the same
 * fixture products. Refused writes are checked by counting the learner's rows before and after.
 *
 * Alpha's products (testing/fixtures.ts): 101 course without lessons, 102 test, 103 private bundle of 101 and 105,
 * 104 expired test series of 102, 105 course with a section ("Limits") of one free lesson ("What is a limit") and one ("Derivatives") of two.
 */
import { SPOOFING_TEXT } from '../contract/public-text.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEARNER_PASSWORD, demoLearning } from './seed/demo.ts';
import { AUTH_CALLS, AuthSession, Me } from '../contract/auth.ts';
import { AccessDataResponse, CourseDetailResponse, CourseListResponse, ReviewResponse, ReviewsResponse } from '../contract/catalogue.ts';
import { CALLS as C } from '../contract/calls.ts';
import { CourseProgressResponse } from '../contract/lessons.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import {
  BOOKMARK_LIMIT_PER_LESSON, BOOKMARK_NOTE_MAX, BookmarkResponse, BookmarksResponse, Deleted, EnrolledCoursesResponse, FavouriteResponse,
  FavouritesResponse, LEARNING_CALLS, LEARNING_TEXT, MyReviewResponse, REVIEW_TEXT_MAX, ReviewWriteResponse,
} from '../contract/learning.ts';
import { LEARNER_REVIEW_ID_BASE, planExpiry } from './lib/learning.ts';
import { ALPHA, BETA, fixtureTenants } from './testing/fixtures.ts';
import { schoolSql } from './testing/school-sql.ts';
import { shardPort } from './shards/router.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client, type Reply } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('learning');
});
afterAll(async () => {
  await api?.close();
});

const L = LEARNING_CALLS;
const DAY_MS = 86_400_000;
const client = (school: string = ALPHA.slug): Client => apiClient(api.server, school);
const schoolId = (agent: Client) => (agent.school === ALPHA.slug ? ALPHA.id : BETA.id);

let learners = 0;
/** A new learner of `agent`'s school, signed in. */
async function signUp(agent: Client) {
  learners += 1;
  const learner = { name: `Keeper ${learners}`, email: `keeper${learners}@mail.example`, phone: `7${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, learner));
  return { ...learner, id: session.studentId, token: session.authToken };
}
type Learner = Awaited<ReturnType<typeof signUp>>;

const enrol = async (agent: Client, email: string, courseId: number) => agent.post(L.devEnrol.path, { email, course_id: courseId });
async function enrolled(agent: Client, who: Learner, ...courseIds: number[]) {
  for (const id of courseIds) expect((await enrol(agent, who.email, id)).status).toBe(200);
}

const put = (agent: Client, url: string, body: unknown, token?: string) => agent.request('PUT', url, { body, ...(token ? { token } : {}) });
const del = (agent: Client, url: string, token?: string) => agent.request('DELETE', url, token ? { token } : {});

const myCourses = async (agent: Client, token: string, query = '') => ok(EnrolledCoursesResponse, await agent.get(`${L.enrolled.path}?enrolled=1${query}`, { token }));
const myLikes = async (agent: Client, token: string) => ok(FavouritesResponse, await agent.get(L.favourites.path, { token })).likes;
const myBookmarks = async (agent: Client, token: string, query: string) => ok(BookmarksResponse, await agent.get(`${L.bookmarks.path}?${query}`, { token })).bookmarks;
const addReview = (agent: Client, token: string, body: unknown) => agent.post(L.addReview.path, body, { token });
const addBookmark = (agent: Client, token: string, body: unknown) => agent.post(L.addBookmark.path, body, { token });

/** The public reviews read of one product: list and summary. */
const reviewsOf = async (agent: Client, courseId: number) => {
  const reply = await agent.get(callUrl(C.reviews, null, { course_id: courseId }));
  expect(reply.status).toBe(200);
  return ReviewsResponse.parse(reply.body);
};

async function accessOf(agent: Client, courseId: number, token?: string) {
  const reply = await agent.get(callUrl(C.accessData, { courseId: courseId }), token ? { token } : {});
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return AccessDataResponse.parse(reply.body);
}

/** How many rows of `table` belong to the learner: to show a refused write changed nothing. */
async function rows(table: 'enrolments' | 'user_likes' | 'bookmarks' | 'reviews', agent: Client, who: Pick<Learner, 'id'>): Promise<number> {
  const row = await api.school(schoolId(agent)).prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE school_id = ? AND user_id = ?`).bind(schoolId(agent), who.id).first<{ n: number }>();
  return row!.n;
}

/** Ends a learner's access to a product, as time passing would. */
async function expire(agent: Client, who: Learner, courseId: number) {
  await api.school(schoolId(agent)).prepare('UPDATE enrolments SET expires_at = ? WHERE school_id = ? AND user_id = ? AND course_id = ?')
    .bind(Date.now() - DAY_MS, schoolId(agent), who.id, courseId)
    .run();
}

async function expectUnchanged(agent: Client, who: Learner, table: Parameters<typeof rows>[0], attempt: () => Promise<Reply>): Promise<Reply> {
  const before = await rows(table, agent, who);
  const reply = await attempt();
  expect(await rows(table, agent, who)).toBe(before);
  return reply;
}

describe('every learning call needs a session', () => {
  it(`answers 401 '${ERROR_TEXT.sessionExpired}' without one, or with a signed-out token`, async () => {
    const agent = client();
    const calls: [string, string, unknown?][] = [
      ['GET', `${L.enrolled.path}?enrolled=1`], ['GET', callUrl(C.courseList, null, { enrolled: 1 }).replace('/?', '?')],
      ['GET', L.favourites.path], ['POST', L.addFavourite.path, { course_id: 101 }], ['DELETE', callUrl(L.removeFavourite, { likeId: 1 })],
      ['GET', `${L.myReview.path}?course_id=105`], ['POST', L.addReview.path, { course_id: 105, rating: 5 }],
      ['PUT', callUrl(L.editReview, { reviewId: 5001 }), { rating: 5 }],
      ['GET', `${L.bookmarks.path}?course_id=105`], ['POST', L.addBookmark.path, { course_id: 105, lesson_id: 1 }],
      ['DELETE', callUrl(L.removeBookmark, { bookMarkId: 1 })],
    ];
    const who = await signUp(agent);
    expect((await agent.post(AUTH_CALLS.signout.path, undefined, { token: who.token })).status).toBe(200);
    for (const [method, url, body] of calls) {
      expectError(await agent.request(method, url, body === undefined ? {} : { body }), 401, ERROR_TEXT.sessionExpired);
      expectError(await agent.request(method, url, { ...(body === undefined ? {} : { body }), token: who.token }), 401, ERROR_TEXT.sessionExpired);
    }
  });

  it('checks the session before the input, so a signed-out learner is told to sign in, not about a field', async () => {
    expectError(await client().post(L.addReview.path, { course_id: 105, rating: 9 }), 401, ERROR_TEXT.sessionExpired);
  });
});

describe('enrolments: GET v17/courses/?enrolled=1', () => {
  it('lists the learner’s products most recently enrolled first, as the same cards as the public list, with their enrolment', async () => {
    const agent = client();
    const who = await signUp(agent);
    expect(await myCourses(agent, who.token)).toEqual({ courses: [], total: 0 });
    const started = Date.now();
    await enrolled(agent, who, 102);
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct enrolled_at
    await enrolled(agent, who, 105);
    const mine = await myCourses(agent, who.token);
    expect(mine.total).toBe(2);
    expect(mine.courses.map((c) => c.id)).toEqual([105, 102]);

    const publicList = CourseListResponse.parse((await agent.get(callUrl(C.courseList))).body).courses;
    for (const course of mine.courses) {
      const { enrolment, batch, ...card } = course;
      expect(batch).toBeNull();
      expect(card).toEqual(publicList.find((c) => c.id === course.id));
      const at = Date.parse(enrolment.enrolled_at);
      expect(at).toBeGreaterThanOrEqual(started - 1000);
      // Both default plans are relative, 365 days: resolved from the enrolment.
      expect(enrolment).toEqual({ enrolled_at: enrolment.enrolled_at, expires_at: new Date(at + 365 * DAY_MS).toISOString(), progress_percent: 0, last_opened_at: null });
    }
    // The path without the slash answers the same; `type` narrows as on the public list.
    expect(await myCourses(agent, who.token)).toEqual(ok(EnrolledCoursesResponse, await agent.get(callUrl(C.courseList, null, { enrolled: 1 }).replace('/?', '?'), { token: who.token })));
    expect((await myCourses(agent, who.token, '&type=2')).courses.map((c) => c.id)).toEqual([102]);
    expect(await myCourses(agent, who.token, '&type=3')).toEqual({ courses: [], total: 0 });
  });

  it('leaves the public list as it was without the parameter, signed in or not', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 105);
    for (const opts of [{}, { token: who.token }]) {
      const reply = await agent.get(callUrl(C.courseList, null, { type: 1 }), opts);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('private, max-age=0');
      expect(CourseListResponse.parse(reply.body).courses.map((c) => c.id)).toEqual([105, 101]);
      expect(reply.body).not.toHaveProperty('courses.0.enrolment');
    }
  });

  it('refuses an `enrolled` other than 1 with a 412 naming it', async () => {
    const agent = client();
    const who = await signUp(agent);
    const reply = await agent.get(`${L.enrolled.path}?enrolled=0`, { token: who.token });
    expect(reply.status).toBe(412);
    expect(reply.body).toMatchObject({ status: 412, data: { field: 'enrolled' } });
  });

  it('gives the demo learner the seeded enrolments, favourites and bookmarks (src/api/seed/demo.ts demoLearning)', async () => {
    const agent = client();
    const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `learner@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'schoolfront-learning-'));
    const seeded = demoLearning(fixtureTenants(mediaDir)[0]!);
    rmSync(mediaDir, { recursive: true, force: true });
    const mine = await myCourses(agent, session.authToken);
    expect(mine.courses.map((c) => [c.id, c.enrolment])).toEqual(seeded.enrolments.map((e) => [e.course_id, {
      enrolled_at: e.enrolled_at, expires_at: e.expires_at, progress_percent: e.progress_percent, last_opened_at: e.last_opened_at,
    }]));
    // A course with lessons a third done, a series never opened, a test done whose access has ended.
    expect(mine.courses.map((c) => [c.id, c.enrolment.progress_percent])).toEqual([[105, 33], [104, 0], [102, 100]]);
    // The course's figure is the one its lessons give, wherever it is read, and the lesson opened last is known.
    const lessons = ok(CourseProgressResponse, await agent.get(callUrl(C.courseProgress, null, { course_id: 105 }), { token: session.authToken }));
    expect(lessons.percent).toBe(33);
    expect(lessons.lessons.filter((l) => l.completed)).toHaveLength(1);
    expect(lessons.last).toMatchObject({ lesson_id: seeded.progress.at(-1)!.lesson_id });
    expect(Date.parse(mine.courses[2]!.enrolment.expires_at!)).toBeLessThan(Date.now());
    expect((await myLikes(agent, session.authToken)).map((l) => l.course_id)).toEqual([103, 101]);
    const marks = await myBookmarks(agent, session.authToken, 'course_id=105');
    expect(marks.map((b) => [b.lesson_title, b.position])).toEqual([['What is a limit', 11], ['The derivative', 4], ['Rules of differentiation', 2]]);
    expect(ok(MyReviewResponse, await agent.get(`${L.myReview.path}?course_id=105`, { token: session.authToken }))).toEqual({ review: null, can_review: true });
  });

  it('keeps two schools and two learners apart', async () => {
    const alpha = client();
    const beta = client(BETA.slug);
    const [a, b] = [await signUp(alpha), await signUp(beta)];
    const other = await signUp(alpha);
    await enrolled(alpha, a, 101);
    await enrolled(beta, b, 101);
    expect((await myCourses(alpha, a.token)).courses.map((c) => c.title)).toEqual(['Algebra Basics']);
    expect((await myCourses(beta, b.token)).courses.map((c) => c.title)).toEqual(['Beta Algebra']);
    expect(await myCourses(alpha, other.token)).toEqual({ courses: [], total: 0 });
    // A session belongs to its school.
    expectError(await beta.get(`${L.enrolled.path}?enrolled=1`, { token: a.token }), 401, ERROR_TEXT.sessionExpired);
  });
});

describe('enrolment in access_data and the dev-only enrol call', () => {
  it('says enrolled only for a signed-in learner with running access, their own or through a bundle', async () => {
    const agent = client();
    const who = await signUp(agent);
    expect((await accessOf(agent, 105)).enrolled).toBe(false);
    expect((await accessOf(agent, 105, who.token)).enrolled).toBe(false);
    await enrolled(agent, who, 103); // the bundle of 101 and 105
    for (const id of [103, 101, 105]) expect((await accessOf(agent, id, who.token)).enrolled, String(id)).toBe(true);
    expect((await accessOf(agent, 102, who.token)).enrolled).toBe(false);
    expect((await accessOf(agent, 105)).enrolled).toBe(false); // signed out
    await expire(agent, who, 103);
    expect((await accessOf(agent, 105, who.token)).enrolled).toBe(false);
    // Signed out: the token no longer counts, and the call still answers.
    await enrolled(agent, who, 102);
    expect((await accessOf(agent, 102, who.token)).enrolled).toBe(true);
    expect((await agent.post(AUTH_CALLS.signout.path, undefined, { token: who.token })).status).toBe(200);
    expect((await accessOf(agent, 102, who.token)).enrolled).toBe(false);
  });

  it('enrols idempotently, and renews access that has ended, as buying again would', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 105);
    const first = (await myCourses(agent, who.token)).courses[0]!.enrolment;
    expect(ok(LEARNING_CALLS.devEnrol.response, await enrol(agent, who.email.toUpperCase(), 105))).toEqual({ enrolled: true });
    expect((await myCourses(agent, who.token)).courses[0]!.enrolment).toEqual(first);
    expect(await rows('enrolments', agent, who)).toBe(1);
    await expire(agent, who, 105);
    await enrolled(agent, who, 105);
    const renewed = (await myCourses(agent, who.token)).courses[0]!.enrolment;
    expect(Date.parse(renewed.expires_at!)).toBeGreaterThan(Date.now() + 364 * DAY_MS);
    expect(await rows('enrolments', agent, who)).toBe(1);
  });

  it('answers 404 for a learner or product the school does not have', async () => {
    const alpha = client();
    const beta = client(BETA.slug);
    const who = await signUp(alpha);
    const theirs = await signUp(beta);
    expectError(await enrol(alpha, 'nobody@mail.example', 105), 404, 'User not found', 'email');
    expectError(await enrol(alpha, theirs.email, 105), 404, 'User not found', 'email');
    expectError(await expectUnchanged(alpha, who, 'enrolments', () => enrol(alpha, who.email, 201)), 404, 'Course not found');
    expectError(await expectUnchanged(alpha, who, 'enrolments', () => enrol(alpha, who.email, 999)), 404, 'Course not found');
  });

  it('resolves expiry from the plan: relative days from enrolment, a fixed date through its whole day, none without a plan', () => {
    const at = Date.UTC(2026, 10, 23, 10);
    expect(planExpiry({ id: 1, validity_type: 'relative', end_date: null, validity_days: 30 }, at)).toBe(at + 30 * DAY_MS);
    expect(planExpiry({ id: 1, validity_type: 'fixed', end_date: '2027-03-31', validity_days: null }, at)).toBe(Date.UTC(2027, 3, 1));
    expect(planExpiry({ id: 1, validity_type: 'fixed', end_date: '2027-03-31T12:00:00Z', validity_days: null }, at)).toBe(Date.UTC(2027, 2, 31, 12));
    expect(planExpiry(null, at)).toBeNull();
  });
});

describe('favourites: v9/user_likes', () => {
  it('likes a product once however often it is sent, lists newest first with the card, and unlikes', async () => {
    const agent = client();
    const who = await signUp(agent);
    const first = ok(FavouriteResponse, await agent.post(L.addFavourite.path, { course_id: 101 }, { token: who.token })).like;
    expect(first).toMatchObject({ course_id: 101, course: { id: 101, title: 'Algebra Basics', price: { price: 800, list_price: 1000, is_free: false } } });
    const again = ok(FavouriteResponse, await agent.post(L.addFavourite.path, { course_id: 101 }, { token: who.token })).like;
    expect(again).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = ok(FavouriteResponse, await agent.post(L.addFavourite.path, { course_id: 104 }, { token: who.token })).like;
    expect((await myLikes(agent, who.token)).map((l) => l.id)).toEqual([second.id, first.id]);
    expect(await rows('user_likes', agent, who)).toBe(2);

    expect(ok(Deleted, await del(agent, callUrl(L.removeFavourite, { likeId: first.id }), who.token))).toEqual({ deleted: true });
    expect((await myLikes(agent, who.token)).map((l) => l.course_id)).toEqual([104]);
    expectError(await del(agent, callUrl(L.removeFavourite, { likeId: first.id }), who.token), 404, 'Favourite not found');
  });

  it('keeps each learner’s favourites their own: another learner cannot see or remove them', async () => {
    const agent = client();
    const [a, b] = [await signUp(agent), await signUp(agent)];
    const like = ok(FavouriteResponse, await agent.post(L.addFavourite.path, { course_id: 105 }, { token: a.token })).like;
    expect(await myLikes(agent, b.token)).toEqual([]);
    expectError(await expectUnchanged(agent, a, 'user_likes', () => del(agent, callUrl(L.removeFavourite, { likeId: like.id }), b.token)), 404, 'Favourite not found');
    expect((await myLikes(agent, a.token)).map((l) => l.id)).toEqual([like.id]);
  });

  it('refuses a product of another school or none, and a bad body, writing nothing', async () => {
    const alpha = client();
    const beta = client(BETA.slug);
    const who = await signUp(alpha);
    expectError(await expectUnchanged(alpha, who, 'user_likes', () => alpha.post(L.addFavourite.path, { course_id: 201 }, { token: who.token })), 404, 'Course not found');
    const bad = await expectUnchanged(alpha, who, 'user_likes', () => alpha.post(L.addFavourite.path, { course_id: 'x' }, { token: who.token }));
    expect(bad.status).toBe(412);
    expect(bad.body).toMatchObject({ data: { field: 'course_id' } });
    // The same id names another product at another school.
    const theirs = await signUp(beta);
    expect(ok(FavouriteResponse, await beta.post(L.addFavourite.path, { course_id: 101 }, { token: theirs.token })).like.course.title).toBe('Beta Algebra');
    expect(await myLikes(alpha, who.token)).toEqual([]);
  });
});

describe('reviews: v6/reviews writes', () => {
  it(`refuses a learner who does not own the product with 403 '${LEARNING_TEXT.notEnrolled}', writing nothing`, async () => {
    const agent = client();
    const who = await signUp(agent);
    expect(ok(MyReviewResponse, await agent.get(`${L.myReview.path}?course_id=105`, { token: who.token }))).toEqual({ review: null, can_review: false });
    const before = await reviewsOf(agent, 105);
    expectError(await expectUnchanged(agent, who, 'reviews', () => addReview(agent, who.token, { course_id: 105, rating: 5, text: 'Great' })), 403, LEARNING_TEXT.notEnrolled);
    expect(await reviewsOf(agent, 105)).toEqual(before);
  });

  it('adds the enrolled learner’s review under their name, and the rating and distribution count it at once', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 105);
    const before = await reviewsOf(agent, 105);
    const review = ok(ReviewWriteResponse, await addReview(agent, who.token, { course_id: 105, rating: 5, text: '  Clear and short.  ' })).review;
    expect(review).toMatchObject({ course_id: 105, author_name: who.name, rating: 5, text: 'Clear and short.', updated_at: null });
    expect(review.id).toBeGreaterThan(LEARNER_REVIEW_ID_BASE);

    const after = await reviewsOf(agent, 105);
    const ratings = [...before.reviews.map((r) => r.rating), 5];
    const average = Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10;
    expect(after.reviews[0]).toEqual({ id: review.id, course_id: 105, author_name: who.name, rating: 5, text: 'Clear and short.', created_at: review.created_at });
    expect(after.summary).toEqual({
      average, count: before.summary.count + 1,
      distribution: before.summary.distribution.map((n, i) => (i === 4 ? n + 1 : n)),
    });
    // Every course read carries the rating: detail and list.
    expect(CourseDetailResponse.parse((await agent.get(callUrl(C.courseDetail, { courseId: 105 }))).body).course.rating).toEqual({ average, count: ratings.length });
    const card = CourseListResponse.parse((await agent.get(callUrl(C.courseList, null, { type: 1 }))).body).courses.find((c) => c.id === 105)!;
    expect(card.rating).toEqual({ average, count: ratings.length });
    expect(ReviewResponse.parse((await agent.get(callUrl(C.review, { reviewId: review.id }))).body).review.author_name).toBe(who.name);
    expect(ok(MyReviewResponse, await agent.get(`${L.myReview.path}?course_id=105`, { token: who.token }))).toEqual({ review, can_review: true });
  });

  it(`allows one review per learner per product: a second is 412 '${LEARNING_TEXT.alreadyReviewed}' on course_id`, async () => {
    const agent = client();
    const [a, b] = [await signUp(agent), await signUp(agent)];
    await enrolled(agent, a, 102);
    await enrolled(agent, b, 102);
    ok(ReviewWriteResponse, await addReview(agent, a.token, { course_id: 102, rating: 4 }));
    expectError(await expectUnchanged(agent, a, 'reviews', () => addReview(agent, a.token, { course_id: 102, rating: 1, text: 'Again' })), 412, LEARNING_TEXT.alreadyReviewed, 'course_id');
    // Another learner still may; and the first may review another product they own.
    ok(ReviewWriteResponse, await addReview(agent, b.token, { course_id: 102, rating: 3 }));
    await enrolled(agent, a, 105);
    ok(ReviewWriteResponse, await addReview(agent, a.token, { course_id: 105, rating: 2 }));
    expect(await rows('reviews', agent, a)).toBe(2);
  });

  it('checks the rating and text with the contract’s texts, writing nothing', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 105);
    for (const rating of [0, 6, 3.5, '5', null, undefined]) {
      const body = { course_id: 105, text: 'Fine', ...(rating === undefined ? {} : { rating }) };
      expectError(await expectUnchanged(agent, who, 'reviews', () => addReview(agent, who.token, body)), 412, LEARNING_TEXT.ratingRequired, 'rating');
    }
    const long = 'x'.repeat(REVIEW_TEXT_MAX + 1);
    expectError(await expectUnchanged(agent, who, 'reviews', () => addReview(agent, who.token, { course_id: 105, rating: 4, text: long })), 412, LEARNING_TEXT.reviewTooLong, 'text');
    const reversed = { course_id: 105, rating: 5, text: 'Great course \u202Eredirect.exe' };
    expectError(await expectUnchanged(agent, who, 'reviews', () => addReview(agent, who.token, reversed)), 412, SPOOFING_TEXT, 'text');
    ok(ReviewWriteResponse, await addReview(agent, who.token, { course_id: 105, rating: 4, text: 'x'.repeat(REVIEW_TEXT_MAX) }));
  });

  it('counts ownership through a bundle, and after access has ended (they bought it)', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 103);
    await expire(agent, who, 103);
    expect(ok(MyReviewResponse, await agent.get(`${L.myReview.path}?course_id=101`, { token: who.token })).can_review).toBe(true);
    ok(ReviewWriteResponse, await addReview(agent, who.token, { course_id: 101, rating: 4 }));
  });

  it('lets only the author edit: the rating changes at once; others’ and seeded reviews are 404 and stay as they were', async () => {
    const agent = client();
    const [author, other] = [await signUp(agent), await signUp(agent)];
    await enrolled(agent, author, 101);
    await enrolled(agent, other, 101);
    const review = ok(ReviewWriteResponse, await addReview(agent, author.token, { course_id: 101, rating: 1, text: 'Hard going.' })).review;
    const before = await reviewsOf(agent, 101);
    const edited = ok(ReviewWriteResponse, await put(agent, callUrl(L.editReview, { reviewId: review.id }), { rating: 5, text: 'It clicked.', course_id: 102 }, author.token)).review;
    expect(edited).toMatchObject({ id: review.id, course_id: 101, rating: 5, text: 'It clicked.', created_at: review.created_at });
    expect(Date.parse(edited.updated_at!)).toBeGreaterThanOrEqual(Date.parse(review.created_at));
    const after = await reviewsOf(agent, 101);
    expect(after.summary.count).toBe(before.summary.count);
    expect(after.summary.distribution).toEqual(before.summary.distribution.map((n, i) => n + (i === 4 ? 1 : 0) - (i === 0 ? 1 : 0)));

    const path = callUrl(L.editReview, { reviewId: review.id });
    expectError(await put(agent, path, { rating: 1 }, other.token), 404, 'Review not found');
    expectError(await put(agent, callUrl(L.editReview, { reviewId: 5001 }), { rating: 1 }, author.token), 404, 'Review not found');
    expectError(await client(BETA.slug).request('PUT', path, { body: { rating: 1 }, token: (await signUp(client(BETA.slug))).token }), 404, 'Review not found');
    expectError(await put(agent, path, { rating: 7 }, author.token), 412, LEARNING_TEXT.ratingRequired, 'rating');
    expect(await reviewsOf(agent, 101)).toEqual(after);
    expect(ReviewResponse.parse((await agent.get(callUrl(C.review, { reviewId: 5001 }))).body).review.rating).toBe(5);
  });

  it('shows the name the author goes by now', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 102);
    const review = ok(ReviewWriteResponse, await addReview(agent, who.token, { course_id: 102, rating: 4 })).review;
    ok(Me, await agent.request('PATCH', AUTH_CALLS.updateMe.path, { body: { name: 'Renamed Keeper' }, token: who.token }));
    expect((await reviewsOf(agent, 102)).reviews.find((r) => r.id === review.id)!.author_name).toBe('Renamed Keeper');
  });

  it('answers 404 for a product the school does not have', async () => {
    const agent = client();
    const who = await signUp(agent);
    expectError(await agent.get(`${L.myReview.path}?course_id=201`, { token: who.token }), 404, 'Course not found');
    expectError(await addReview(agent, who.token, { course_id: 201, rating: 4 }), 404, 'Course not found');
  });
});

describe('bookmarks: v9/notebooks', () => {
  it('bookmarks a lesson of an enrolled course with its section and lesson titles, listed in lesson order', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 105);
    const late = ok(BookmarkResponse, await addBookmark(agent, who.token, { course_id: 105, lesson_id: 1, position: 300, note: '  Tricky bit  ' })).bookmark;
    expect(late).toMatchObject({ course_id: 105, section_id: 1, section_title: 'Limits', lesson_id: 1, lesson_title: 'What is a limit', position: 300, note: 'Tricky bit' });
    const start = ok(BookmarkResponse, await addBookmark(agent, who.token, { course_id: 105, lesson_id: 1 })).bookmark;
    expect(start).toMatchObject({ position: 0, note: '' });
    expect((await myBookmarks(agent, who.token, 'course_id=105')).map((b) => b.id)).toEqual([start.id, late.id]);
    expect((await myBookmarks(agent, who.token, 'course_id=105&lesson_id=1')).map((b) => b.id)).toEqual([start.id, late.id]);
    expect(await myBookmarks(agent, who.token, 'course_id=105&lesson_id=2')).toEqual([]);
    expect(await myBookmarks(agent, who.token, 'course_id=101')).toEqual([]);

    expect(ok(Deleted, await del(agent, callUrl(L.removeBookmark, { bookMarkId: start.id }), who.token))).toEqual({ deleted: true });
    expect((await myBookmarks(agent, who.token, 'course_id=105')).map((b) => b.id)).toEqual([late.id]);
    expectError(await del(agent, callUrl(L.removeBookmark, { bookMarkId: start.id }), who.token), 404, 'Bookmark not found');
  });

  it(`needs running access (403 '${LEARNING_TEXT.notEnrolled}') and a lesson of the course (404), writing nothing`, async () => {
    const agent = client();
    const who = await signUp(agent);
    const add = (body: unknown) => expectUnchanged(agent, who, 'bookmarks', () => addBookmark(agent, who.token, body));
    expectError(await add({ course_id: 105, lesson_id: 1 }), 403, LEARNING_TEXT.notEnrolled);
    await enrolled(agent, who, 105, 101);
    expectError(await add({ course_id: 105, lesson_id: 2 }), 404, 'Lesson not found');
    expectError(await add({ course_id: 101, lesson_id: 1 }), 404, 'Lesson not found');
    expectError(await add({ course_id: 201, lesson_id: 1 }), 404, 'Course not found');
    expectError(await add({ course_id: 105, lesson_id: 1, note: 'n'.repeat(BOOKMARK_NOTE_MAX + 1) }), 412, LEARNING_TEXT.noteTooLong, 'note');
    const bad = await add({ course_id: 105, lesson_id: 1, position: -1 });
    expect(bad.body).toMatchObject({ status: 412, data: { field: 'position' } });
    await expire(agent, who, 105);
    expectError(await add({ course_id: 105, lesson_id: 1 }), 403, LEARNING_TEXT.notEnrolled);
  });

  it(`stops at ${BOOKMARK_LIMIT_PER_LESSON} bookmarks on one lesson with 412 '${LEARNING_TEXT.bookmarkLimit}'`, async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 105);
    for (let i = 0; i < BOOKMARK_LIMIT_PER_LESSON; i++) ok(BookmarkResponse, await addBookmark(agent, who.token, { course_id: 105, lesson_id: 1, position: i }));
    expectError(await expectUnchanged(agent, who, 'bookmarks', () => addBookmark(agent, who.token, { course_id: 105, lesson_id: 1 })), 412, LEARNING_TEXT.bookmarkLimit, 'lesson_id');
    expect(await myBookmarks(agent, who.token, 'course_id=105')).toHaveLength(BOOKMARK_LIMIT_PER_LESSON);
    // The limit is the learner's own: another learner still may.
    const other = await signUp(agent);
    await enrolled(agent, other, 105);
    ok(BookmarkResponse, await addBookmark(agent, other.token, { course_id: 105, lesson_id: 1 }));
  });

  it('makes a bookmark sent again with its client id once (a journal resending a write whose answer was lost), at once or later', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrolled(agent, who, 105);
    const body = { course_id: 105, lesson_id: 1, position: 42, note: 'Made offline', client_id: crypto.randomUUID() };
    const [a, b] = await Promise.all([addBookmark(agent, who.token, body), addBookmark(agent, who.token, body)]);
    const again = ok(BookmarkResponse, await addBookmark(agent, who.token, body)).bookmark;
    expect(ok(BookmarkResponse, a).bookmark.id).toBe(again.id);
    expect(ok(BookmarkResponse, b).bookmark.id).toBe(again.id);
    expect(await rows('bookmarks', agent, who)).toBe(1);
    // Another learner's write with the same id is theirs alone.
    const other = await signUp(agent);
    await enrolled(agent, other, 105);
    expect(ok(BookmarkResponse, await addBookmark(agent, other.token, body)).bookmark.id).not.toBe(again.id);
    expectError(await addBookmark(agent, who.token, { ...body, client_id: 'not-a-uuid' }), 412, 'Invalid UUID', 'client_id');
  });

  it('keeps each learner’s bookmarks their own, per school', async () => {
    const agent = client();
    const [a, b] = [await signUp(agent), await signUp(agent)];
    await enrolled(agent, a, 105);
    await enrolled(agent, b, 105);
    const mark = ok(BookmarkResponse, await addBookmark(agent, a.token, { course_id: 105, lesson_id: 1 })).bookmark;
    expect(await myBookmarks(agent, b.token, 'course_id=105')).toEqual([]);
    expectError(await expectUnchanged(agent, a, 'bookmarks', () => del(agent, callUrl(L.removeBookmark, { bookMarkId: mark.id }), b.token)), 404, 'Bookmark not found');
    const beta = client(BETA.slug);
    const theirs = await signUp(beta);
    expectError(await del(beta, callUrl(L.removeBookmark, { bookMarkId: mark.id }), theirs.token), 404, 'Bookmark not found');
    expect(await rows('bookmarks', agent, a)).toBe(1);
  });
});

describe('deleting an account', () => {
  it('deletes the learner’s enrolments, favourites, bookmarks and reviews, and the rating no longer counts the review', async () => {
    const agent = client();
    const who = await signUp(agent);
    const before = await reviewsOf(agent, 102);
    await enrolled(agent, who, 105, 102);
    ok(FavouriteResponse, await agent.post(L.addFavourite.path, { course_id: 101 }, { token: who.token }));
    ok(BookmarkResponse, await addBookmark(agent, who.token, { course_id: 105, lesson_id: 1 }));
    ok(ReviewWriteResponse, await addReview(agent, who.token, { course_id: 102, rating: 1 }));
    expect((await reviewsOf(agent, 102)).summary.count).toBe(before.summary.count + 1);

    expect((await agent.request('DELETE', AUTH_CALLS.deleteMe.path, { body: { confirm: 'DELETE' }, token: who.token })).status).toBe(200);
    for (const table of ['enrolments', 'user_likes', 'bookmarks', 'reviews'] as const) expect(await rows(table, agent, who), table).toBe(0);
    expect(await reviewsOf(agent, 102)).toEqual(before);
  });
});

// Last: it reloads the worker with the dev-only calls switched off.
describe('the dev-only enrol call in production', () => {
  it('is a 404 like any unknown path when DEV_INBOX is not "1"', async () => {
    const agent = client();
    const who = await signUp(agent);
    await api.server.update((options) => ({
      ...options,
      workers: (options.workers ?? []).map((w) => ('config' in w && w.config ? { ...w, config: { ...w.config, vars: { ...w.config.vars, DEV_INBOX: '' } } } : w)),
    }));
    expectError(await enrol(agent, who.email, 105), 404, ERROR_TEXT.notFound);
    // The reload poisons the old bindings; the shard itself persists.
    const DB = schoolSql(shardPort(await api.server.getWorker<ApiEnv>().getEnv(), ALPHA.id));
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM enrolments WHERE school_id = ? AND user_id = ?').bind(ALPHA.id, who.id).first<{ n: number }>())!.n).toBe(0);
    expect((await DB.prepare('SELECT COUNT(*) AS n FROM users WHERE school_id = ? AND id = ?').bind(ALPHA.id, who.id).first<{ n: number }>())!.n).toBe(1);
  });
});
