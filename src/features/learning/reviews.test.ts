import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../contract/calls.ts';
import { CACHE_BUSTER, callKey, createQueryClient, PERSIST_KEY, persistClient } from '../../lib/query-client.ts';
import { courseDetailQuery, favouritesQuery, reviewsQuery } from './learning-api.ts';
import { distributionRows, submitReview } from './reviews.ts';

const SLUG = 'demo';
const COURSE = 5011001;

const review = (id: number, rating: number, text = '') => ({
  id, course_id: COURSE, author_name: 'Asha Verma', rating, text, created_at: '2026-11-20T10:00:00.000Z', updated_at: null as string | null, status: 'published' as const,
});

/** The API as far as these calls go: reviews of one product, in memory. */
function fakeApi() {
  const reviews = [review(7, 3, 'Seeded')];
  const calls: string[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://demo.localhost');
    calls.push(`${init.method} ${url.pathname}${url.search}`);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (init.method === 'POST' && url.pathname === '/learner/v6/reviews') {
      const body = JSON.parse(String(init.body)) as { rating: number; text: string };
      const written = review(1_000_000_001, body.rating, body.text);
      reviews.unshift(written);
      return json({ review: written });
    }
    if (init.method === 'PUT' && url.pathname.startsWith('/learner/v6/reviews/')) {
      const body = JSON.parse(String(init.body)) as { rating: number; text: string };
      const at = reviews.findIndex((r) => r.id === Number(url.pathname.split('/').at(-1)));
      reviews[at] = { ...reviews[at]!, ...body, updated_at: '2026-11-21T10:00:00.000Z' };
      return json({ review: reviews[at] });
    }
    if (init.method === 'GET' && url.pathname === '/learner/v6/reviews') {
      const ratings = reviews.map((r) => r.rating);
      const distribution = [1, 2, 3, 4, 5].map((n) => ratings.filter((r) => r === n).length);
      const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
      return json({ reviews: reviews.map(({ updated_at: _, status: __, ...r }) => r), summary: { average, count: ratings.length, distribution } });
    }
    return new Response(JSON.stringify({ status: 404, data: { message: 'Not found' } }), { status: 404 });
  });
  return { fetch, calls, reviews };
}

let storage: Map<string, string>;
beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('window', {
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('submitReview', () => {
  it('adds the review, refreshes the product reviews and rating reads, and saves them for the next page at once', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const client = createQueryClient();
    await client.fetchQuery(reviewsQuery(SLUG, COURSE));
    client.setQueryData(courseDetailQuery(SLUG, COURSE).queryKey, { course: { id: COURSE } } as never);
    client.setQueryData(favouritesQuery(SLUG).queryKey, { likes: [] });
    api.calls.length = 0;

    await submitReview(client, SLUG, { course_id: COURSE, rating: 5, text: 'Clear and well paced.' }, null);

    expect(api.calls).toEqual(['POST /learner/v6/reviews', `GET /learner/v6/reviews?course_id=${COURSE}`]);
    const fresh = client.getQueryData(reviewsQuery(SLUG, COURSE).queryKey)!;
    expect(fresh.reviews[0]).toMatchObject({ rating: 5, text: 'Clear and well paced.' });
    expect(fresh.summary).toEqual({ average: 4, count: 2, distribution: [0, 0, 1, 0, 1] });
    // The course read carries the rating: it is marked for a new read; favourites are not.
    expect(client.getQueryState(courseDetailQuery(SLUG, COURSE).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(favouritesQuery(SLUG).queryKey)?.isInvalidated).toBe(false);

    // What the next page restores already holds the new review and average: no request needed there.
    expect(JSON.parse(storage.get(PERSIST_KEY)!).buster).toBe(CACHE_BUSTER);
    const next = createQueryClient();
    await persistClient(next, { getItem: (k) => storage.get(k) ?? null, setItem: () => undefined, removeItem: () => undefined });
    const restored = next.getQueryState(callKey(SLUG, CALLS.reviews, { query: { course_id: COURSE } }));
    expect(restored?.data).toEqual(fresh);
    expect(restored?.isInvalidated).toBe(false);
  });

  it('edits the existing review instead of adding a second one', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const client = createQueryClient();
    await submitReview(client, SLUG, { course_id: COURSE, rating: 2, text: 'Changed my mind.' }, { id: 7 });
    expect(api.calls[0]).toBe('PUT /learner/v6/reviews/7');
    expect(JSON.parse(String(api.fetch.mock.calls[0]![1].body))).toEqual({ rating: 2, text: 'Changed my mind.' });
    expect(api.reviews).toHaveLength(1);
    expect(client.getQueryData(reviewsQuery(SLUG, COURSE).queryKey)!.summary.average).toBe(2);
  });

  it('writes nothing to the cache when the API refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 403, data: { message: 'Enrol in this product to continue' } }), { status: 403 })));
    const client = createQueryClient();
    await expect(submitReview(client, SLUG, { course_id: COURSE, rating: 4, text: '' }, null)).rejects.toMatchObject({ message: 'Enrol in this product to continue' });
    expect(storage.has(PERSIST_KEY)).toBe(false);
  });
});

describe('distributionRows', () => {
  it('lists 5 stars down to 1 with their share', () => {
    expect(distributionRows([1, 0, 0, 1, 2])).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
    expect(distributionRows([0, 0, 0, 0, 0]).every((r) => r.percent === 0)).toBe(true);
  });
});
