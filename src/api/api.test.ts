/**
 * The learner API in real workerd (wrangler's test harness), with two fixture schools (testing/fixtures.ts) seeded by
 * src/api/seed/ into the registry (a D1 database migrated from migrations/) and their shards. Every 200 is parsed with its contract
 * schema, every error with ErrorPayload.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from 'wrangler';
import { apiConfigAlone } from '../../cli/lib/local-config.ts';
import type { z } from 'zod';
import { SCHOOL_HEADER } from '../contract/bundle.ts';
import {
  AccessDataResponse, cardTeacher, CategoriesResponse, CourseDetailResponse, CourseDetailsResponse, CourseDigestsResponse, CourseListResponse, FaqsResponse, MediaDigestsResponse, PricingsResponse,
  RatingsResponse, ReviewResponse, ReviewsResponse, TeachersResponse,
} from '../contract/catalogue.ts';
import { ErrorPayload } from '../contract/errors.ts';
import { CALLS as C } from '../contract/calls.ts';
import { mediaDigest } from '../contract/media-digest.ts';
import { SchoolConfigResponse } from '../contract/school-config.ts';
import { ALPHA, BANNER_BYTES, BETA, fixtureTenants } from './testing/fixtures.ts';
import { callUrl, seedSchools } from './testing/harness.ts';
import { schoolSql } from './testing/school-sql.ts';
import { shardPort } from './shards/router.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'schoolfront-api-'));
const tenants = fixtureTenants(mediaDir);
let server: TestHarness;

beforeAll(async () => {
  // The deployable configuration without the Python grader's binding (no test here grades Python).
  server = createTestHarness({ workers: [{ config: apiConfigAlone({}) }] });
  await server.listen();
  const worker = server.getWorker<ApiEnv>();
  await worker.applyD1Migrations('DB');
  const env = await worker.getEnv();
  // Twice, and one school once more: the seed replaces a school's rows and leaves other schools alone.
  await seedSchools(env, tenants);
  await seedSchools(env, tenants);
  await seedSchools(env, tenants.filter((t) => t.slug === BETA.slug));
});

afterAll(async () => {
  await server?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const call = (url: string, school: string | null = ALPHA.slug) =>
  server.fetch(url, { headers: school === null ? {} : { [SCHOOL_HEADER]: school } });

async function get<T extends z.ZodType>(schema: T, url: string, school: string = ALPHA.slug): Promise<z.infer<T>> {
  const response = await call(url, school);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, max-age=0');
  return schema.parse(body);
}

async function failure(url: string, school: string | null = ALPHA.slug): Promise<ErrorPayload> {
  const response = await call(url, school);
  const body = ErrorPayload.parse(await response.json());
  expect(response.status).toBe(body.status);
  return body;
}

const ids = async (query: string, school: string = ALPHA.slug): Promise<number[]> =>
  (await get(CourseListResponse, `${callUrl(C.courseList)}${query}`, school)).courses.map((c) => c.id);

describe("a school's data", () => {
  it('is in its shard alone: every table of each school holds that school\'s rows and no other\'s, the registry only the schools', async () => {
    const env = await server.getWorker<ApiEnv>().getEnv();
    for (const tenant of tenants) {
      const id = tenant.config.school_config.school_id;
      const shard = schoolSql(shardPort(env, id));
      const tables = (await shard.prepare("SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'school_id')").all<{ name: string }>()).results;
      expect(tables.length).toBeGreaterThan(40);
      const others = await Promise.all(tables.map(async ({ name }) => [name, (await shard.prepare(`SELECT count(*) AS n FROM "${name}" WHERE school_id <> ?`).bind(id).first<{ n: number }>())!.n] as const));
      expect(others.filter(([, n]) => n > 0)).toEqual([]);
      expect(await shard.prepare('SELECT id FROM schools').all()).toMatchObject({ results: [{ id }] });
      expect((await shard.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>())!.n).toBe(tenant.catalogue.products.length);
    }
    const registryRows = await env.DB.prepare("SELECT (SELECT count(*) FROM schools) AS schools, (SELECT count(*) FROM products) + (SELECT count(*) FROM users) + (SELECT count(*) FROM media) AS other").first();
    expect(registryRows).toEqual({ schools: tenants.length, other: 0 });
  });
});

describe('school config', () => {
  it('returns the seeded configuration of the school the header names', async () => {
    const alpha = await get(SchoolConfigResponse, callUrl(C.schoolConfig));
    expect(alpha).toEqual(tenants[0]!.config);
    const beta = await get(SchoolConfigResponse, callUrl(C.schoolConfig), BETA.slug);
    expect(beta.school_config.school_name).toBe("Beta's School");
  });
});

describe('course list', () => {
  it('serves the path with and without its trailing slash', async () => {
    const withSlash = await get(CourseListResponse, callUrl(C.courseList));
    const without = await get(CourseListResponse, callUrl(C.courseList).replace(/\/$/, ''));
    expect(without).toEqual(withSlash);
    expect(withSlash.total).toBe(5);
  });

  it('sorts by the school products_order (tests first here), newest first within a type', async () => {
    expect(await ids('')).toEqual([102, 105, 101, 104, 103]);
    expect(await ids('?sort=default')).toEqual([102, 105, 101, 104, 103]);
    expect(await ids('', BETA.slug)).toEqual([101, 201]);
  });

  it('sorts by recency, popularity (review count) and price', async () => {
    expect(await ids('?sort=recent')).toEqual([105, 102, 103, 101, 104]);
    expect(await ids('?sort=popular')).toEqual([101, 104, 102, 105, 103]);
    // Equal prices (two free products) fall back to newest first.
    expect(await ids('?sort=price_asc')).toEqual([105, 103, 104, 102, 101]);
    expect(await ids('?sort=price_desc')).toEqual([101, 102, 104, 105, 103]);
  });

  it('filters by type, category, tag, search and promo', async () => {
    expect(await ids('?type=1')).toEqual([105, 101]);
    expect(await ids('?category=calculus')).toEqual([105, 104, 103]);
    expect(await ids('?category=empty')).toEqual([]);
    expect(await ids('?category=no-such-category')).toEqual([]);
    expect(await ids('?tag=ALGEBRA')).toEqual([101]);
    expect(await ids('?tag=maths&type=2')).toEqual([]);
    expect(await ids('?search=deep')).toEqual([105]);
    expect(await ids('?search=LIMITS')).toEqual([105]); // short description
    expect(await ids('?search=exam')).toEqual([102]); // tag
    expect(await ids(`?search=${encodeURIComponent("100% o'k _")}`)).toEqual([]);
    expect(await ids('?promo=1')).toEqual([105, 101]);
    expect(await ids('?promo=1&sort=price_desc')).toEqual([101, 105]);
  });

  it('pages with limit and offset, reporting the filtered total', async () => {
    const first = await get(CourseListResponse, callUrl(C.courseList, null, { limit: 2 }));
    expect(first.courses.map((c) => c.id)).toEqual([102, 105]);
    expect(first.total).toBe(5);
    expect(await ids('?limit=2&offset=2')).toEqual([101, 104]);
    expect(await ids('?limit=2&offset=4')).toEqual([103]);
    const past = await get(CourseListResponse, callUrl(C.courseList, null, { offset: 10, type: 1 }));
    expect(past).toEqual({ courses: [], total: 2 });
  });

  it('summarises the default pricing: percentage and amount discounts, free plans', async () => {
    const { courses } = await get(CourseListResponse, callUrl(C.courseList));
    const price = Object.fromEntries(courses.map((c) => [c.id, c.price]));
    expect(price).toEqual({
      101: { price: 800, list_price: 1000, is_free: false }, // 20% off 1000
      102: { price: 400, list_price: 500, is_free: false }, // 100 off 500
      103: { price: 0, list_price: null, is_free: true }, // a free default plan; the paid premium plan is ignored
      104: { price: 300, list_price: null, is_free: false },
      105: { price: 0, list_price: 1500, is_free: true }, // 100% off
    });
  });

  it('summarises ratings from reviews, the average rounded to one decimal', async () => {
    const { courses } = await get(CourseListResponse, callUrl(C.courseList));
    const rating = Object.fromEntries(courses.map((c) => [c.id, c.rating]));
    expect(rating).toEqual({
      101: { average: 4.3, count: 3 }, // 13 / 3
      102: { average: 5, count: 1 },
      103: { average: 0, count: 0 },
      104: { average: 1.5, count: 2 },
      105: { average: 3, count: 1 },
    });
  });
});

describe('course detail and access', () => {
  it('returns the authored product with its price and rating', async () => {
    const { course } = await get(CourseDetailResponse, callUrl(C.courseDetail, { courseId: 105 }));
    const authored = tenants[0]!.catalogue.products.find((p) => p.id === 105)!;
    expect(course).toEqual({ ...authored, price: { price: 0, list_price: 1500, is_free: true }, rating: { average: 3, count: 1 }, teacher: cardTeacher(authored.teacher_ids, tenants[0]!.catalogue.teachers) });
  });

  it('gives every product in full a page at a time, in id order, each as its own detail gives it', async () => {
    const all = (await get(CourseDetailsResponse, callUrl(C.courseDetails, null, { limit: 500 }))).courses;
    const authored = tenants[0]!.catalogue.products.map((p) => p.id).sort((a, b) => a - b);
    expect(all.map((c) => c.id)).toEqual(authored);
    for (const course of all) expect(course).toEqual((await get(CourseDetailResponse, callUrl(C.courseDetail, { courseId: course.id }))).course);
    const second = await get(CourseDetailsResponse, callUrl(C.courseDetails, null, { limit: 2, offset: 2 }));
    expect(second).toEqual({ courses: all.slice(2, 4), total: all.length });
    expect((await get(CourseDetailsResponse, callUrl(C.courseDetails, null, { offset: all.length }))).courses).toEqual([]);
    expect((await failure(callUrl(C.courseDetails, null, { limit: 501 }))).data.field).toBe('limit');
    const beta = await get(CourseDetailsResponse, callUrl(C.courseDetails), BETA.slug);
    expect(beta.courses.map((c) => c.title)).toEqual([...tenants.find((t) => t.slug === BETA.slug)!.catalogue.products].sort((a, b) => a.id - b.id).map((p) => p.title));
  });

  it("gives every product's digest in the list's order; a change to a product's price or reviews changes its digest alone", async () => {
    const digests = async (school: string = ALPHA.slug) => (await get(CourseDigestsResponse, callUrl(C.courseDigests), school)).courses;
    const before = await digests();
    expect(before.map((c) => c.id)).toEqual(await ids(''));
    expect(new Set(before.map((c) => c.digest)).size).toBe(before.length);
    expect(await digests()).toEqual(before);
    expect((await digests(BETA.slug)).map((c) => c.id)).toEqual(await ids('', BETA.slug));

    // The school admin changes 104's price and a learner's review of 102 arrives, by a seed of the changed school.
    const alpha = tenants[0]!;
    const changed = {
      ...alpha,
      catalogue: {
        ...alpha.catalogue,
        pricings: alpha.catalogue.pricings.map((p) => (p.course_id === 104 ? { ...p, price: p.price + 100 } : p)),
        reviews: [...alpha.catalogue.reviews, { id: 9_001, course_id: 102, author_name: 'Ravi', rating: 1, text: '', created_at: '2026-01-02' }],
      },
    };
    const env = await server.getWorker<ApiEnv>().getEnv();
    try {
      await seedSchools(env, [changed]);
      const after = await digests();
      expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
      const moved = after.filter((c, i) => c.digest !== before[i]!.digest).map((c) => c.id);
      expect(moved.sort()).toEqual([102, 104]);
    } finally {
      await seedSchools(env, [alpha]);
    }
    expect(await digests()).toEqual(before);
  });

  it('says why a product cannot be bought, nobody being enrolled yet', async () => {
    const access = async (id: number, query = '', school: string = ALPHA.slug) =>
      get(AccessDataResponse, `${callUrl(C.accessData, { courseId: id })}${query}`, school);
    expect(await access(101)).toEqual({ course_id: 101, enrolled: false, access: 'public_access', purchase_block: null });
    expect((await access(102)).purchase_block).toBe(null); // WEB by default
    expect((await access(102, '?device_type=2')).purchase_block).toBe('not_sold_on_device');
    expect((await access(103)).purchase_block).toBe('private_contact_admin');
    expect((await access(104)).purchase_block).toBe('expired');
    expect((await access(101, '', BETA.slug)).purchase_block).toBe('school_locked');
  });
});

describe('per-school reads', () => {
  it('lists categories in authored order with product counts', async () => {
    const { categories } = await get(CategoriesResponse, callUrl(C.categories));
    expect(categories.map((c) => [c.custom_name, c.product_count])).toEqual([['algebra', 2], ['calculus', 3], ['empty', 0]]);
  });

  it('lists teachers, or one product in its own order', async () => {
    expect((await get(TeachersResponse, callUrl(C.teachers))).teachers.map((t) => t.id)).toEqual([1, 2]);
    expect((await get(TeachersResponse, callUrl(C.teachers, null, { course_id: 101 }))).teachers.map((t) => t.id)).toEqual([2, 1]);
    expect((await get(TeachersResponse, callUrl(C.teachers, null, { course_id: 103 }))).teachers).toEqual([]);
  });

  it('lists reviews newest first with a 1..5-star distribution', async () => {
    const one = await get(ReviewsResponse, callUrl(C.reviews, null, { course_id: 101 }));
    expect(one.reviews.map((r) => r.rating)).toEqual([4, 4, 5]);
    expect(one.summary).toEqual({ average: 4.3, count: 3, distribution: [0, 0, 0, 2, 1] });
    const all = await get(ReviewsResponse, callUrl(C.reviews));
    expect(all.summary).toEqual({ average: 3.4, count: 7, distribution: [1, 1, 1, 2, 2] }); // 24 / 7
    const none = await get(ReviewsResponse, callUrl(C.reviews, null, { course_id: 103 }));
    expect(none).toEqual({ reviews: [], summary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] } });
    const { review } = await get(ReviewResponse, callUrl(C.review, { reviewId: one.reviews[0]!.id }));
    expect(review).toEqual(one.reviews[0]);
  });

  it("gives the asked products' ratings as the lists count them, leaving out other schools' and unknown ids (issue 39, 17)", async () => {
    const { courses } = await get(CourseListResponse, callUrl(C.courseList));
    const listed = courses.filter((c) => [101, 103, 104].includes(c.id)).map((c) => ({ course_id: c.id, ...c.rating }));
    const { ratings } = await get(RatingsResponse, callUrl(C.ratings, null, { course_ids: '104,101,201,999,103,101' }));
    expect(ratings).toEqual(listed.sort((a, b) => a.course_id - b.course_id));
    expect(ratings.find((r) => r.course_id === 103)).toEqual({ course_id: 103, average: 0, count: 0 });
    // The plain reviews call still answers without the key.
    expect((await get(ReviewsResponse, callUrl(C.reviews, null, { course_id: 101 }))).reviews).toHaveLength(3);
    // Each school answers for its own products only, whatever ids are asked for.
    const betaList = (await get(CourseListResponse, callUrl(C.courseList), BETA.slug)).courses;
    const asked = [...betaList.map((c) => c.id), 105, 999];
    const beta = await get(RatingsResponse, callUrl(C.ratings, null, { course_ids: asked.join(',') }), BETA.slug);
    expect(beta.ratings).toEqual(betaList.map((c) => ({ course_id: c.id, ...c.rating })).sort((a, b) => a.course_id - b.course_id));
  });

  it('refuses ratings asked for with anything but product ids, or too many', async () => {
    for (const course_ids of ['', 'abc', '1,,2', '0', '1;2', '-4', '1.5']) {
      expect(await failure(callUrl(C.ratings, null, { course_ids })), course_ids).toEqual({
        status: 412, data: { message: 'Invalid course_ids: expected product ids separated by commas', field: 'course_ids' },
      });
    }
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await failure(callUrl(C.ratings, null, { course_ids: many }))).data.message).toBe('Invalid course_ids: expected at most 100 products');
  });

  it('lists only the newest `limit` reviews, still summarising them all (a sales page reads its ten)', async () => {
    const one = await get(ReviewsResponse, callUrl(C.reviews, null, { course_id: 101 }));
    const newest = await get(ReviewsResponse, callUrl(C.reviews, null, { course_id: 101, limit: 2 }));
    expect(newest).toEqual({ reviews: one.reviews.slice(0, 2), summary: one.summary });
    const all = await get(ReviewsResponse, callUrl(C.reviews, null, { limit: 1 }));
    expect(all.reviews).toHaveLength(1);
    expect(all.summary).toEqual({ average: 3.4, count: 7, distribution: [1, 1, 1, 2, 2] });
    expect((await failure(callUrl(C.reviews, null, { course_id: 101, limit: 0 }))).data.field).toBe('limit');
    expect((await failure(callUrl(C.reviews, null, { course_id: 101, limit: 101 }))).data.field).toBe('limit');
  });

  it("lists a product's FAQs before the school-wide ones", async () => {
    expect((await get(FaqsResponse, callUrl(C.faqs, null, { course_id: 101 }))).faqs.map((f) => f.id)).toEqual([2, 1]);
    expect((await get(FaqsResponse, callUrl(C.faqs, null, { course_id: 104 }))).faqs.map((f) => f.id)).toEqual([1]);
    expect((await get(FaqsResponse, callUrl(C.faqs))).faqs.map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('lists pricings, each product default plan first', async () => {
    const { pricings } = await get(PricingsResponse, callUrl(C.pricings, null, { course_id: 103 }));
    expect(pricings).toEqual(tenants[0]!.catalogue.pricings.filter((p) => p.course_id === 103));
    const all = await get(PricingsResponse, callUrl(C.pricings));
    expect(all.pricings).toHaveLength(6);
  });
});

describe('media', () => {
  it('serves a school file with its content type and a public cache lifetime', async () => {
    const response = await call(callUrl(C.media, { name: 'logo.svg' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toContain('<title>Alpha</title>');
  });

  it('serves a file seeded in several parts byte for byte', async () => {
    const response = await call(callUrl(C.media, { name: 'banner.png' }));
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.length).toBe(BANNER_BYTES);
    expect(Buffer.from(body).equals(readFileSync(path.join(mediaDir, ALPHA.slug, 'media', 'banner.png')))).toBe(true);
  });

  it("lists the school's files with the digest of the bytes it serves; a changed file changes its digest alone", async () => {
    const listed = async (school: string = ALPHA.slug) => (await get(MediaDigestsResponse, callUrl(C.mediaDigests), school)).media;
    const served = async (name: string) => mediaDigest(new Uint8Array(await (await call(callUrl(C.media, { name }))).arrayBuffer()));
    const before = await listed();
    expect(before.map((m) => m.name)).toEqual(['banner.png', 'logo.svg']);
    for (const file of before) expect(file.digest).toBe(await served(file.name));
    const beta = await listed(BETA.slug);
    expect(beta.map((m) => m.name)).toEqual(['logo.svg']);
    expect(beta[0]!.digest).not.toBe(before[1]!.digest);

    // The school admin replaces the logo, by a seed of the changed school.
    const alpha = tenants[0]!;
    const logo = path.join(mediaDir, 'alpha-new-logo.svg');
    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg"><title>Alpha, anew</title></svg>');
    const env = await server.getWorker<ApiEnv>().getEnv();
    try {
      await seedSchools(env, [{ ...alpha, media: alpha.media.map((m) => (m.name === 'logo.svg' ? { ...m, file: logo } : m)) }]);
      const after = await listed();
      expect(after[0]).toEqual(before[0]);
      expect(after[1]!.digest).not.toBe(before[1]!.digest);
      expect(after[1]!.digest).toBe(await served('logo.svg'));
    } finally {
      await seedSchools(env, [alpha]);
    }
    expect(await listed()).toEqual(before);
  });
});

describe('errors', () => {
  it('answers 412 naming the field for a bad query or path parameter', async () => {
    expect(await failure(callUrl(C.courseList, null, { type: 9 }))).toEqual({ status: 412, data: { message: 'Invalid type: expected one of 1, 2, 3, 4', field: 'type' } });
    expect((await failure(callUrl(C.courseList, null, { limit: 0 }))).data.field).toBe('limit');
    expect((await failure(callUrl(C.courseList, null, { limit: 'ten' }))).data.field).toBe('limit');
    expect((await failure(callUrl(C.courseList, null, { sort: 'cheapest' }))).data.field).toBe('sort');
    expect((await failure(callUrl(C.courseList, null, { category: 'Not A Slug' }))).data.field).toBe('category');
    expect((await failure(callUrl(C.courseDetail, { courseId: 'abc' }))).data.field).toBe('courseId');
    expect((await failure(callUrl(C.accessData, { courseId: 101 }, { device_type: 3 }))).data.field).toBe('device_type');
    expect((await failure(callUrl(C.teachers, null, { course_id: -1 }))).data.field).toBe('course_id');
    expect((await failure(callUrl(C.media, { name: '.hidden' }))).data.field).toBe('name');
  });

  it('answers 404 for an unknown course, review, media file or path', async () => {
    expect(await failure(callUrl(C.courseDetail, { courseId: 999 }))).toEqual({ status: 404, data: { message: 'Course not found' } });
    expect((await failure(callUrl(C.accessData, { courseId: 999 }))).data.message).toBe('Course not found');
    expect((await failure(callUrl(C.faqs, null, { course_id: 999 }))).data.message).toBe('Course not found');
    expect((await failure(callUrl(C.reviews, null, { course_id: 999, limit: 10 }))).data.message).toBe('Course not found');
    expect((await failure(callUrl(C.review, { reviewId: 999 }))).data.message).toBe('Review not found');
    expect((await failure(callUrl(C.media, { name: 'missing.png' }))).data.message).toBe('Media file not found');
    expect(await failure(callUrl(C.categories).replace('categories', 'nothing'))).toEqual({ status: 404, data: { message: 'Not found' } });
  });

  it('answers 404 School not found without a known school header', async () => {
    const schoolNotFound = { status: 404, data: { message: 'School not found' } };
    expect(await failure(callUrl(C.schoolConfig), null)).toEqual(schoolNotFound);
    expect(await failure(callUrl(C.schoolConfig), 'no-such-school')).toEqual(schoolNotFound);
    expect(await failure(callUrl(C.courseList), 'Alpha School')).toEqual(schoolNotFound);
  });
});

describe('isolation between schools', () => {
  it("never serves one school's rows under another school's header", async () => {
    expect((await failure(callUrl(C.courseDetail, { courseId: 102 }), BETA.slug)).data.message).toBe('Course not found');
    expect((await failure(callUrl(C.accessData, { courseId: 105 }), BETA.slug)).status).toBe(404);
    expect((await failure(callUrl(C.media, { name: 'banner.png' }), BETA.slug)).status).toBe(404);
    expect((await failure(callUrl(C.teachers, null, { course_id: 102 }), BETA.slug)).status).toBe(404);
    expect((await failure(callUrl(C.reviews, null, { course_id: 102, limit: 10 }), BETA.slug)).data.message).toBe('Course not found');
    const alphaReview = (await get(ReviewsResponse, callUrl(C.reviews))).reviews[0]!;
    expect((await failure(callUrl(C.review, { reviewId: alphaReview.id }), BETA.slug)).status).toBe(404);
  });

  it('keeps ids per school: the same product id is a different product in each', async () => {
    expect((await get(CourseDetailResponse, callUrl(C.courseDetail, { courseId: 101 }))).course.title).toBe('Algebra Basics');
    expect((await get(CourseDetailResponse, callUrl(C.courseDetail, { courseId: 101 }), BETA.slug)).course.title).toBe('Beta Algebra');
  });

  it('never mixes schools in lists', async () => {
    expect(await ids('?search=algebra', BETA.slug)).toEqual([101]);
    expect(await ids('?tag=maths', BETA.slug)).toEqual([101]);
    expect((await get(CategoriesResponse, callUrl(C.categories), BETA.slug)).categories).toEqual([
      { id: 1, name: 'Algebra', custom_name: 'algebra', description: 'Beta algebra.', product_count: 1 },
    ]);
    expect((await get(TeachersResponse, callUrl(C.teachers), BETA.slug)).teachers.map((t) => t.name)).toEqual(['Cauchy']);
    expect((await get(ReviewsResponse, callUrl(C.reviews), BETA.slug)).summary.count).toBe(1);
    expect((await get(FaqsResponse, callUrl(C.faqs), BETA.slug)).faqs.map((f) => f.id)).toEqual([9]);
    expect((await get(PricingsResponse, callUrl(C.pricings), BETA.slug)).pricings.map((p) => p.id)).toEqual([11, 12]);
    const betaLogo = await call(callUrl(C.media, { name: 'logo.svg' }), BETA.slug);
    expect(await betaLogo.text()).toContain('<title>Beta</title>');
  });
});
