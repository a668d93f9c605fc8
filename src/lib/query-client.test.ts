import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { QueryObserver } from '@tanstack/react-query';
import { AppError } from '../platform/errors/app-error.ts';
import { CALLS, defineCall } from '../contract/calls.ts';
import {
  CACHE_BUSTER, callKey, callQuery, clearLearnerCache, createQueryClient, invalidateAfter, PERSIST_KEY, persistCacheNow, persistClient, queryKey, shouldRetry, STALE_TIME, storeAnswer,
} from './query-client.ts';
import { forgetStoredReads } from './cache-keys.ts';
import { SALES_LEARNER_CALLS } from '../contract/sales-learner.ts';

describe('query keys', () => {
  it('are [slug, ...pathSegments, params]', () => {
    expect(queryKey('demo', 'v17/courses/12')).toEqual(['demo', 'v17', 'courses', '12', {}]);
    expect(queryKey('demo', '/learner/v10/post/look_by_slug', { slug: 'x' })).toEqual(['demo', 'v10', 'post', 'look_by_slug', { slug: 'x' }]);
  });

  it('ignore undefined params, so equal reads share a key', () => {
    expect(queryKey('demo', 'v17/courses/', { page: 1, q: undefined })).toEqual(queryKey('demo', 'v17/courses', { page: 1 }));
  });

  it('of a declared read are its path with the params filled in, then its query', () => {
    expect(callKey('demo', CALLS.courseDetail, { params: { courseId: 12 } })).toEqual(['demo', 'v17', 'courses', '12', {}]);
    expect(callKey('demo', CALLS.enrolled, { query: { enrolled: '1' } })).toEqual(['demo', 'v17', 'courses', { enrolled: '1' }]);
    expect(callKey('demo', CALLS.reviews, { query: { course_id: 3 } })).toEqual(queryKey('demo', '/learner/v6/reviews', { course_id: 3 }));
    expect(callKey('demo', CALLS.schoolConfig)).toEqual(['demo', 'config', 'school_config', {}]);
  });
});

describe('write invalidation', () => {
  const invalidated = (client: ReturnType<typeof createQueryClient>) =>
    client.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey);

  it('a review write reaches the reviews and the course reads that carry its rating, and nothing else', async () => {
    const client = createQueryClient();
    client.setQueryData(callKey('demo', CALLS.reviews, { query: { course_id: 1 } }), []);
    client.setQueryData(callKey('demo', CALLS.review, { params: { reviewId: 9 } }), {});
    client.setQueryData(callKey('demo', CALLS.courseDetail, { params: { courseId: 1 } }), {});
    client.setQueryData(callKey('demo', CALLS.courseList, { query: { limit: 5 } }), {});
    client.setQueryData(callKey('demo', CALLS.favourites), {});
    client.setQueryData(callKey('demo', CALLS.categories), {});
    client.setQueryData(callKey('other', CALLS.courseDetail, { params: { courseId: 1 } }), {});
    await invalidateAfter(client, 'demo', CALLS.editReview);
    expect(invalidated(client)).toEqual([
      callKey('demo', CALLS.reviews, { query: { course_id: 1 } }),
      callKey('demo', CALLS.review, { params: { reviewId: 9 } }),
      callKey('demo', CALLS.courseDetail, { params: { courseId: 1 } }),
      callKey('demo', CALLS.courseList, { query: { limit: 5 } }),
    ]);
  });

  it('a favourite reaches the favourites only, whatever the id it removed', async () => {
    const client = createQueryClient();
    client.setQueryData(callKey('demo', CALLS.favourites), {});
    client.setQueryData(callKey('demo', CALLS.reviews), {});
    await invalidateAfter(client, 'demo', CALLS.removeFavourite);
    expect(invalidated(client)).toEqual([callKey('demo', CALLS.favourites)]);
  });
});

describe('stale times', () => {
  it('come from the declarations: courses list 10 hours, community 1 minute, else 1 day', () => {
    expect(callQuery('demo', CALLS.courseList).staleTime).toBe(10 * 60 * 60 * 1000);
    const community = defineCall({ method: 'GET', path: '/learner/v4/communities/:communityId', session: false, response: z.object({}), staleTime: STALE_TIME.community });
    expect(callQuery('demo', community, { params: { communityId: 3 } }).staleTime).toBe(60 * 1000);
    expect(callQuery('demo', CALLS.courseDetail, { params: { courseId: 12 } }).staleTime).toBeUndefined();
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(24 * 60 * 60 * 1000);
  });

  it("a school's configured refresh replaces the 1-day default only", () => {
    expect(createQueryClient({ defaultMs: 5000 }).getDefaultOptions().queries?.staleTime).toBe(5000);
    expect(callQuery('demo', CALLS.courseList).staleTime).toBe(STALE_TIME.coursesList);
  });

  it("the learner's own data is always read afresh", () => {
    expect(callQuery('demo', CALLS.me).staleTime).toBe(0);
  });
});

describe('the client', () => {
  it('has cache buster 52', () => {
    expect(CACHE_BUSTER).toBe('52');
  });

  it('retries only what a retry can fix', () => {
    expect(shouldRetry(0, new AppError(600, 'x'))).toBe(true);
    expect(shouldRetry(0, new AppError(500, 'x'))).toBe(true);
    expect(shouldRetry(2, new AppError(600, 'x'))).toBe(false);
    for (const code of [401, 403, 404, 412, 603, 604] as const) expect(shouldRetry(0, new AppError(code, 'x'))).toBe(false);
  });

  it('offline, calls are tried (and fail with the network text) instead of waiting for the connection', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.networkMode).toBe('always');
    expect(defaults.mutations?.networkMode).toBe('always');
  });

  it('callQuery fetches the declared call through apiFetch under its key', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const client = createQueryClient();
      const teachers = defineCall({ method: 'GET', path: '/learner/v4/teachers', session: false, query: z.object({ page: z.number() }), response: z.array(z.object({ id: z.number() })) });
      const options = callQuery('demo', teachers, { query: { page: 2 } });
      expect(options.queryKey).toEqual(['demo', 'v4', 'teachers', { page: 2 }]);
      expect(await client.fetchQuery(options)).toEqual([{ id: 1 }]);
      expect(String(fetch.mock.calls[0]?.[0])).toBe('/learner/v4/teachers?page=2');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the persisted cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const memory = () => {
    const map = new Map<string, string>();
    return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
  };

  it('is saved under its key with buster 52 and restored into a new client', async () => {
    vi.useFakeTimers();
    const storage = memory();
    const first = createQueryClient();
    await persistClient(first, storage);
    first.setQueryData(queryKey('demo', '/config/school_config'), { school: 'Demo' });
    await vi.advanceTimersByTimeAsync(1500);
    const saved = JSON.parse(storage.map.get(PERSIST_KEY)!);
    expect(saved.buster).toBe('52');

    const second = createQueryClient();
    await persistClient(second, storage);
    expect(second.getQueryData(queryKey('demo', '/config/school_config'))).toEqual({ school: 'Demo' });
  });

  it("keeps out a read marked not to persist (a live class's answer), in the throttled save and in the immediate one", async () => {
    vi.useFakeTimers();
    const storage = memory();
    const client = createQueryClient();
    await persistClient(client, storage);
    const keep = queryKey('demo', '/config/school_config');
    const live = queryKey('demo', '/learner/v1/live_classes/1/2');
    await client.fetchQuery({ queryKey: keep, queryFn: () => ({ school: 'Demo' }) });
    await client.fetchQuery({ queryKey: live, queryFn: () => ({ zoom: { passcode: 'secret' } }), meta: { persist: false } });
    await vi.advanceTimersByTimeAsync(1500);
    expect(storage.map.get(PERSIST_KEY)).toContain('Demo');
    expect(storage.map.get(PERSIST_KEY)).not.toContain('secret');
    persistCacheNow(client, storage);
    expect(storage.map.get(PERSIST_KEY)).not.toContain('secret');
  });

  it('discards a cache of another buster', async () => {
    const storage = memory();
    storage.setItem(PERSIST_KEY, JSON.stringify({ buster: '51', timestamp: Date.now(), clientState: { queries: [{ queryKey: ['demo', 'x', {}], queryHash: '["demo","x",{}]', state: { data: 1, status: 'success', dataUpdatedAt: Date.now() } }], mutations: [] } }));
    const client = createQueryClient();
    await persistClient(client, storage);
    expect(client.getQueryData(['demo', 'x', {}])).toBeUndefined();
  });

  it('forgets the stored answers of a write made without a client (a sales page\'s heart), of that school only, and keeps the rest', async () => {
    const storage = memory();
    const page = createQueryClient();
    await persistClient(page, storage);
    page.setQueryData(callKey('demo', CALLS.favourites), { likes: [] });
    page.setQueryData(callKey('other', CALLS.favourites), { likes: [] });
    page.setQueryData(queryKey('demo', '/config/school_config'), { school: 'Demo' });
    persistCacheNow(page, storage);
    forgetStoredReads('demo', SALES_LEARNER_CALLS.addFavourite.invalidates, storage);

    const next = createQueryClient();
    await persistClient(next, storage);
    expect(next.getQueryData(callKey('demo', CALLS.favourites))).toBeUndefined();
    expect(next.getQueryData(callKey('other', CALLS.favourites))).toEqual({ likes: [] });
    expect(next.getQueryData(queryKey('demo', '/config/school_config'))).toEqual({ school: 'Demo' });
    // Nothing stored, or not the persister's: left as it is.
    storage.setItem(PERSIST_KEY, '{not json');
    forgetStoredReads('demo', [CALLS.favourites], storage);
    expect(storage.getItem(PERSIST_KEY)).toBe('{not json');
  });

  it('survives a corrupt entry', async () => {
    const storage = memory();
    storage.setItem(PERSIST_KEY, '{not json');
    await expect(persistClient(createQueryClient(), storage)).resolves.toBeUndefined();
  });

  it("a write's invalidations are saved at once, so the page navigated to next reads afresh", async () => {
    const storage = memory();
    const page = createQueryClient();
    await persistClient(page, storage);
    const access = callKey('demo', CALLS.accessData, { params: { courseId: 7 }, query: { device_type: 1 } });
    page.setQueryData(access, { enrolled: false });
    // Straight after the write, before the persister's throttled save: as when the payment page leaves for the gateway.
    await invalidateAfter(page, 'demo', CALLS.createOrder, storage);

    const next = createQueryClient();
    await persistClient(next, storage);
    expect(next.getQueryData(access)).toEqual({ enrolled: false });
    expect(next.getQueryCache().find({ queryKey: access })!.isStale()).toBe(true);
  });

  it("a write's invalidations are saved before the reads on screen come back, so a reload meanwhile reads afresh", async () => {
    const storage = memory();
    const page = createQueryClient();
    await persistClient(page, storage);
    const access = callKey('demo', CALLS.accessData, { params: { courseId: 7 }, query: { device_type: 1 } });
    page.setQueryData(access, { enrolled: false });
    let answer: (value: unknown) => void = () => undefined;
    const observer = new QueryObserver(page, { queryKey: access, queryFn: () => new Promise((resolve) => (answer = resolve)), staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    const written = invalidateAfter(page, 'demo', CALLS.createOrder, storage);
    await vi.waitFor(() => expect(page.getQueryCache().find({ queryKey: access })!.state.fetchStatus).toBe('fetching'));

    // The learner reloads while the read is on its way back.
    const reloaded = createQueryClient();
    await persistClient(reloaded, storage);
    expect(reloaded.getQueryCache().find({ queryKey: access })!.isStale()).toBe(true);

    answer({ enrolled: true });
    await written;
    stop();
    const next = createQueryClient();
    await persistClient(next, storage);
    expect(next.getQueryData(access)).toEqual({ enrolled: true });
  });

  it("a write's answer is saved at once, so the page navigated to next starts from it", async () => {
    const storage = memory();
    const page = createQueryClient();
    await persistClient(page, storage);
    const me = callKey('demo', CALLS.me);
    page.setQueryData(me, { profile: { completion_forced: true } });
    // The profile builder saves and leaves at once for where the learner was going.
    storeAnswer(page, me, { profile: { completion_forced: false } }, storage);

    const next = createQueryClient();
    await persistClient(next, storage);
    expect(next.getQueryData(me)).toEqual({ profile: { completion_forced: false } });
  });

  it('a change of learner removes the stored entry', () => {
    const storage = memory();
    storage.setItem(PERSIST_KEY, '{}');
    clearLearnerCache(storage);
    expect(storage.map.has(PERSIST_KEY)).toBe(false);
  });
});
