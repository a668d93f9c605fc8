import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../platform/errors/app-error.ts';
import { CACHE_BUSTER, clearLearnerCache, createQueryClient, invalidateAfterWrite, invalidatedBy, invalidationsFor, learnerQuery, PERSIST_KEY, persistClient, queryKey, shouldRetry, STALE_TIME, staleTimeFor } from './query-client.ts';

describe('query keys', () => {
  it('are [slug, ...pathSegments, params]', () => {
    expect(queryKey('demo', 'v17/courses/12')).toEqual(['demo', 'v17', 'courses', '12', {}]);
    expect(queryKey('demo', '/learner/v10/post/look_by_slug', { slug: 'x' })).toEqual(['demo', 'v10', 'post', 'look_by_slug', { slug: 'x' }]);
  });

  it('ignore undefined params, so equal reads share a key', () => {
    expect(queryKey('demo', 'v17/courses/', { page: 1, q: undefined })).toEqual(queryKey('demo', 'v17/courses', { page: 1 }));
  });

  it('a write invalidates the collection it writes to', () => {
    expect(invalidatedBy('demo', 'v6/reviews')).toEqual(['demo', 'v6', 'reviews']);
    expect(invalidatedBy('demo', '/learner/v6/reviews/9')).toEqual(['demo', 'v6', 'reviews']);
    expect(invalidatedBy('demo', 'v4/communities/3/community_contents/8')).toEqual(['demo', 'v4', 'communities', '3', 'community_contents']);
  });

  it('invalidation by that prefix reaches the related reads and no others', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKey('demo', 'v6/reviews', { courseId: 1 }), []);
    client.setQueryData(queryKey('demo', 'v6/reviews/9'), {});
    client.setQueryData(queryKey('demo', 'v17/courses'), []);
    client.setQueryData(queryKey('other', 'v6/reviews', { courseId: 1 }), []);
    await client.invalidateQueries({ queryKey: invalidatedBy('demo', 'v6/reviews/9'), refetchType: 'none' });
    const invalid = client.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey);
    expect(invalid).toEqual([queryKey('demo', 'v6/reviews', { courseId: 1 }), queryKey('demo', 'v6/reviews/9')]);
  });
});

describe('write invalidation', () => {
  it('a review write also reaches the course reads that carry its rating', () => {
    expect(invalidationsFor('demo', '/learner/v6/reviews/9')).toEqual([['demo', 'v6', 'reviews'], ['demo', 'v17', 'courses']]);
    expect(invalidationsFor('demo', 'v9/user_likes/4')).toEqual([['demo', 'v9', 'user_likes']]);
  });

  it('adding a review leaves the favourites and other schools alone', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKey('demo', 'v6/reviews', { course_id: 1 }), []);
    client.setQueryData(queryKey('demo', 'v17/courses/1'), {});
    client.setQueryData(queryKey('demo', 'v9/user_likes'), {});
    client.setQueryData(queryKey('other', 'v17/courses/1'), {});
    await invalidateAfterWrite(client, 'demo', 'v6/reviews');
    const invalid = client.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey);
    expect(invalid).toEqual([queryKey('demo', 'v6/reviews', { course_id: 1 }), queryKey('demo', 'v17/courses/1')]);
  });
});

describe('stale times', () => {
  it('courses list 10 hours, community 1 minute, else 1 day', () => {
    expect(staleTimeFor('v17/courses/')).toBe(10 * 60 * 60 * 1000);
    expect(staleTimeFor('/learner/v17/courses?page=2')).toBe(STALE_TIME.coursesList);
    expect(staleTimeFor('v4/communities/3/community_contents')).toBe(60 * 1000);
    expect(staleTimeFor('v17/courses/12')).toBe(24 * 60 * 60 * 1000);
    expect(staleTimeFor('v4/teachers')).toBe(STALE_TIME.default);
  });

  it("a school's configured refresh replaces the 1-day default only", () => {
    expect(staleTimeFor('v4/faqs', { defaultMs: 5000 })).toBe(5000);
    expect(staleTimeFor('v17/courses', { defaultMs: 5000 })).toBe(STALE_TIME.coursesList);
  });

  it('the client applies them by key', () => {
    const client = createQueryClient();
    const staleTime = client.getDefaultOptions().queries?.staleTime as (q: { queryKey: readonly unknown[] }) => number;
    expect(staleTime({ queryKey: queryKey('demo', 'v17/courses') })).toBe(STALE_TIME.coursesList);
    expect(staleTime({ queryKey: queryKey('demo', 'v4/communities/1') })).toBe(STALE_TIME.community);
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

  it('learnerQuery fetches through apiFetch under its key', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const client = createQueryClient();
      const options = learnerQuery('demo', 'v4/teachers', z.array(z.object({ id: z.number() })), { page: 2 });
      expect(options.queryKey).toEqual(['demo', 'v4', 'teachers', { page: 2 }]);
      expect(await client.fetchQuery(options)).toEqual([{ id: 1 }]);
      expect(String(fetch.mock.calls[0]?.[0])).toBe('/learner/v4/teachers?page=2');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the persisted cache', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
  };

  it('is saved under its key with buster 52 and restored into a new client', async () => {
    vi.useFakeTimers();
    try {
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
    } finally {
      vi.useRealTimers();
    }
  });

  it('discards a cache of another buster', async () => {
    const storage = memory();
    storage.setItem(PERSIST_KEY, JSON.stringify({ buster: '51', timestamp: Date.now(), clientState: { queries: [{ queryKey: ['demo', 'x', {}], queryHash: '["demo","x",{}]', state: { data: 1, status: 'success', dataUpdatedAt: Date.now() } }], mutations: [] } }));
    const client = createQueryClient();
    await persistClient(client, storage);
    expect(client.getQueryData(['demo', 'x', {}])).toBeUndefined();
  });

  it('survives a corrupt entry', async () => {
    const storage = memory();
    storage.setItem(PERSIST_KEY, '{not json');
    await expect(persistClient(createQueryClient(), storage)).resolves.toBeUndefined();
  });

  it('a change of learner removes the stored entry', () => {
    const storage = memory();
    storage.setItem(PERSIST_KEY, '{}');
    clearLearnerCache(storage);
    expect(storage.map.has(PERSIST_KEY)).toBe(false);
  });
});
