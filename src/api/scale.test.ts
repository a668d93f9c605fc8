/**
 * The largest demo school's size in workerd: the seed applies into its shard and every list sort stays fast.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, type TestHarness } from 'wrangler';
import { apiConfigAlone } from '../../cli/lib/local-config.ts';
import { SCHOOL_HEADER } from '../contract/bundle.ts';
import { CALLS as C } from '../contract/calls.ts';
import { CourseListResponse, ReviewsResponse } from '../contract/catalogue.ts';
import { BIG, bigTenant } from './testing/big-school.ts';
import { callUrl, seedSchools } from './testing/harness.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'schoolfront-scale-'));
let server: TestHarness;
let seedMs = 0;

beforeAll(async () => {
  server = createTestHarness({ workers: [{ config: apiConfigAlone({}) }] });
  await server.listen();
  const worker = server.getWorker<ApiEnv>();
  await worker.applyD1Migrations('DB');
  const env = await worker.getEnv();
  const started = performance.now();
  await seedSchools(env, [bigTenant(mediaDir)]);
  seedMs = performance.now() - started;
});

afterAll(async () => {
  await server?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

async function timed(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await server.fetch(url, { headers: { [SCHOOL_HEADER]: BIG.slug } });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(200);
  return { ms: performance.now() - started, body };
}

describe(`a ${BIG.products}-product school`, () => {
  it('seeds within seconds', () => {
    console.log(`scale: seeded ${BIG.products} products in ${seedMs.toFixed(0)} ms`);
    expect(seedMs).toBeLessThan(20_000);
  });

  it('answers every list sort, filter and a full listing quickly', async () => {
    const urls = ['', '?sort=recent', '?sort=popular', '?sort=price_asc', '?sort=price_desc', '?search=chemistry', '?tag=tag-7',
      '?category=category-3', '?promo=1', '?type=2&offset=400', '?limit=5000'];
    const times: string[] = [];
    for (const query of urls) {
      const { ms, body } = await timed(`${callUrl(C.courseList)}${query}`);
      const list = CourseListResponse.parse(body);
      expect(list.total).toBeGreaterThan(0);
      times.push(`${query || 'default'} ${ms.toFixed(0)}ms`);
      expect(ms).toBeLessThan(2_000);
    }
    console.log(`scale: ${times.join(', ')}`);
    const all = CourseListResponse.parse((await timed(callUrl(C.courseList, null, { limit: 5000 }))).body);
    expect(all.courses).toHaveLength(BIG.products);
    expect(new Set(all.courses.map((c) => c.id)).size).toBe(BIG.products);
  });

  it('summarises all reviews of the school', async () => {
    const { body } = await timed(callUrl(C.reviews));
    expect(ReviewsResponse.parse(body).summary.count).toBe(BIG.products * BIG.reviewsPerProduct);
  });
});
