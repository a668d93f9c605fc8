/**
 * The committed demo schools (and any generated one) through the real seed and the real API: every response the
 * storefront build will fetch must parse with the contract and give back what the tenant files say.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from 'wrangler';
import type { z } from 'zod';
import { SCHOOL_HEADER } from '../contract/bundle.ts';
import { AuthSession } from '../contract/auth.ts';
import { CALLS as C } from '../contract/calls.ts';
import { CodeChallenge, Submission } from '../contract/code-lab.ts';
import {
  CategoriesResponse, CourseDetailResponse, CourseListResponse, FaqsResponse, PricingsResponse, ReviewsResponse,
  TeachersResponse,
} from '../contract/catalogue.ts';
import { minorPerUnit } from '../contract/money.ts';
import { SchoolConfigResponse } from '../contract/school-config.ts';
import { loadTenants, type LoadedTenant } from '../tenants/load.ts';
import { callUrl, seedSchools } from './testing/harness.ts';

const tenants: LoadedTenant[] = await loadTenants();

/** One percentage-discounted product per demo school, as its card shows it: ₹7,199 (not ₹7,199.20), $449, €80. */
const DISCOUNTED: Record<string, { seo: string; price: number; list: number }> = {
  'nova-academy': { seo: 'jee-main-physics-complete', price: 719900, list: 899900 },
  'harbor-code': { seo: 'full-stack-career-bundle', price: 44900, list: 49900 },
  'atelier-lingua': { seo: 'dele-exam-series', price: 8000, list: 8900 },
};
let server: TestHarness;

beforeAll(async () => {
  // With the Python grader beside the API, as deployed: the demo schools' Python challenges are graded.
  // The dev-only enrolment call on, as `npm start` has it: the code check joins the courses whose lessons are challenges.
  server = createTestHarness({ workers: [{ configPath: fileURLToPath(new URL('./wrangler.jsonc', import.meta.url)), vars: { DEV_INBOX: '1' } }, { configPath: fileURLToPath(new URL('../python-grader/wrangler.jsonc', import.meta.url)) }] });
  await server.listen();
  const worker = server.getWorker<ApiEnv>('schoolfront-api');
  await worker.applyD1Migrations('DB');
  await seedSchools(await worker.getEnv(), tenants);
});

afterAll(() => server?.close());

describe.each(tenants.map((t) => [t.slug, t] as const))('%s', (slug, tenant) => {
  const get = async <T extends z.ZodType>(schema: T, url: string): Promise<z.infer<T>> => {
    const response = await server.fetch(url, { headers: { [SCHOOL_HEADER]: slug } });
    const body: unknown = await response.json();
    expect(response.status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    return schema.parse(body);
  };
  const { catalogue } = tenant;

  it('serves its config and its whole catalogue', async () => {
    expect(await get(SchoolConfigResponse, callUrl(C.schoolConfig))).toEqual(tenant.config);
    const list = await get(CourseListResponse, callUrl(C.courseList, null, { limit: 5000 }));
    expect(list.total).toBe(catalogue.products.length);
    expect(new Set(list.courses.map((c) => c.id))).toEqual(new Set(catalogue.products.map((p) => p.id)));
    expect((await get(CategoriesResponse, callUrl(C.categories))).categories).toHaveLength(catalogue.categories.length);
    expect((await get(TeachersResponse, callUrl(C.teachers))).teachers).toEqual(catalogue.teachers);
    expect((await get(FaqsResponse, callUrl(C.faqs))).faqs).toHaveLength(catalogue.faqs.length);
    expect((await get(PricingsResponse, callUrl(C.pricings))).pricings).toHaveLength(catalogue.pricings.length);
    expect((await get(ReviewsResponse, callUrl(C.reviews))).summary.count).toBe(catalogue.reviews.length);
  });

  it('gives back every product as authored (a sample of a large school)', async () => {
    const step = Math.max(1, Math.floor(catalogue.products.length / 100));
    for (const product of catalogue.products.filter((_, i) => i % step === 0)) {
      const { course } = await get(CourseDetailResponse, callUrl(C.courseDetail, { courseId: product.id }));
      expect(course).toMatchObject(product);
    }
  });

  it('prices in integer minor units, a discounted price in whole units (docs/decisions/0017-money-and-tax.md)', async () => {
    const { courses } = await get(CourseListResponse, callUrl(C.courseList, null, { limit: 5000 }));
    const perUnit = minorPerUnit(tenant.config.school_config.currency);
    for (const { seo_title, price } of courses) {
      if (!price) continue;
      expect(Number.isSafeInteger(price.price) && Number.isSafeInteger(price.list_price ?? 0), seo_title).toBe(true);
      if (price.list_price !== null && price.list_price % perUnit === 0) expect(price.price % perUnit, seo_title).toBe(0);
    }
    const pinned = DISCOUNTED[slug];
    if (pinned) expect(courses.find((c) => c.seo_title === pinned.seo)?.price).toEqual({ price: pinned.price, list_price: pinned.list, is_free: false });
    const { pricings } = await get(PricingsResponse, callUrl(C.pricings));
    expect(new Set(pricings)).toEqual(new Set(catalogue.pricings));
  });

  it.skipIf(!tenant.code)('accepts its own answer to every code challenge, and shows no hidden test or answer', async () => {
    const headers = { [SCHOOL_HEADER]: slug, 'content-type': 'application/json' };
    const signup = await server.fetch(C.signup.path, { method: 'POST', headers, body: JSON.stringify({ name: 'Code Check', email: `code-check@${slug}.example`, phone: '9123456780', password: 'Secret123pw' }) });
    const { authToken } = AuthSession.parse(await signup.json());
    const auth = { ...headers, authorization: `Bearer ${authToken}` };
    // A challenge that is a lesson is for the course's learners: this one joins each such course.
    for (const course of new Set(tenant.code!.challenges.flatMap((c) => (c.lesson ? [c.lesson.course_id] : [])))) {
      const enrolled = await server.fetch(C.devEnrol.path, { method: 'POST', headers, body: JSON.stringify({ email: `code-check@${slug}.example`, course_id: course }) });
      expect(enrolled.status).toBe(200);
    }
    for (const challenge of tenant.code!.challenges) {
      expect(challenge.solution, `challenge ${challenge.id} has no answer of the school's`).toBeDefined();
      const shown = CodeChallenge.parse(await (await server.fetch(callUrl(C.codeChallenge, { codeId: challenge.id }), { headers: auth })).json());
      const hidden = challenge.hidden[0]!;
      expect(JSON.stringify(shown)).not.toContain(JSON.stringify('args' in hidden ? hidden.args : hidden.setup));
      expect(Object.keys(shown)).not.toContain('solution');
      const graded = Submission.parse(await (await server.fetch(callUrl(C.submitCode, { codeId: challenge.id }), { method: 'POST', headers: auth, body: JSON.stringify({ source: challenge.solution }) })).json());
      expect([challenge.id, graded.verdict]).toEqual([challenge.id, 'accepted']);
      // The starter alone solves nothing.
      const starter = Submission.parse(await (await server.fetch(callUrl(C.submitCode, { codeId: challenge.id }), { method: 'POST', headers: auth, body: JSON.stringify({ source: challenge.starter }) })).json());
      expect([challenge.id, starter.verdict]).not.toEqual([challenge.id, 'accepted']);
    }
  });

  it('serves its media files as they are on disk', async () => {
    for (const file of tenant.media) {
      const response = await server.fetch(callUrl(C.media, { name: file.name }), { headers: { [SCHOOL_HEADER]: slug } });
      expect(response.headers.get('content-type')).toBe(file.contentType);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file.file))).toBe(true);
    }
  });
});
