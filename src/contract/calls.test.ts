import { describe, expect, it } from 'vitest';
import { SIGN_OUT_CALL } from './auth-shell.ts';
import { CALLS, DEFAULT_BODY_LIMIT, isRead, matchesPath, pathOf, pathSegments, STALE_TIME, type CallShape } from './calls.ts';

const entries = Object.entries(CALLS) as [string, CallShape][];

describe('the registry of calls', () => {
  it('declares each method and path once, but for a variant chosen by a query key', () => {
    const seen = new Map<string, string[]>();
    for (const [name, call] of entries) {
      const id = `${call.method} ${call.path}${call.selectedBy ? ` ?${call.selectedBy.query}` : ''}`;
      seen.set(id, [...(seen.get(id) ?? []), name]);
    }
    expect([...seen].filter(([, names]) => names.length > 1)).toEqual([]);
    // Every variant shares its route with exactly one plain call.
    for (const [name, call] of entries.filter(([, c]) => c.selectedBy)) {
      const plain = entries.filter(([, c]) => c.method === call.method && c.path === call.path && !c.selectedBy);
      expect(plain.map(([n]) => n), name).toHaveLength(1);
    }
  });

  it('writes only under /learner/ or /config/ (and the keys at /.well-known/jwks.json the edge forwards), with :params that are names', () => {
    for (const [name, call] of entries) {
      if (call === CALLS.badgeKeys) {
        expect(call.path).toBe('/.well-known/jwks.json');
        continue;
      }
      expect(call.path, name).toMatch(/^\/(learner|config)\/([a-z0-9_.]+\/|:[A-Za-z]+\/)*([a-z0-9_.]+|:[A-Za-z]+)?\/?$/);
    }
  });

  it("names reads, and only declared reads, among a write's invalidations", () => {
    const declared = new Set<CallShape>(Object.values(CALLS));
    for (const [name, call] of entries) {
      for (const read of call.invalidates ?? []) {
        expect(isRead(read), `${name} invalidates a ${read.method}`).toBe(true);
        expect(declared.has(read), `${name} invalidates ${read.path}, which is not in CALLS`).toBe(true);
      }
      if (isRead(call)) expect(call.invalidates, name).toBeUndefined();
    }
  });

  it('gives reads the stale times of SPEC.md section 7', () => {
    expect(CALLS.courseList.staleTime).toBe(10 * 60 * 60 * 1000);
    expect(STALE_TIME.community).toBe(60 * 1000);
    expect(STALE_TIME.default).toBe(24 * 60 * 60 * 1000);
    // What the learner may do with a product changes on the server (a refund, a grant): never served from the cache.
    expect(CALLS.accessData.staleTime).toBe(STALE_TIME.always);
    for (const [name, call] of entries.filter(([, c]) => !isRead(c))) expect(call.staleTime, name).toBeUndefined();
  });

  it('keeps bodies to 64 KiB unless a call declares more, and reads without a body', () => {
    expect(DEFAULT_BODY_LIMIT).toBe(65536);
    for (const [name, call] of entries) {
      if (call.bodyLimit !== undefined) expect(call.bodyLimit, name).toBeGreaterThan(DEFAULT_BODY_LIMIT);
      if (isRead(call)) expect(call.body, name).toBeUndefined();
    }
  });

  it("takes sign-out's method and path from the shell's zod-free declaration", () => {
    expect([CALLS.signout.method, CALLS.signout.path]).toEqual([SIGN_OUT_CALL.method, SIGN_OUT_CALL.path]);
  });
});

describe('paths', () => {
  it('fill in and encode their params, and say which one is missing', () => {
    expect(pathOf(CALLS.removeFavourite, { likeId: 4 })).toBe('/learner/v9/user_likes/4');
    expect(pathOf(CALLS.media, { name: 'a b.svg' })).toBe('/learner/v1/media/a%20b.svg');
    expect(() => pathOf(CALLS.courseDetail, {} as never)).toThrow(/courseId/);
  });

  it('match filled-in segments of their own pattern only', () => {
    expect(pathSegments(pathOf(CALLS.courseDetail, { courseId: 12 }))).toEqual(['v17', 'courses', '12']);
    expect(matchesPath(CALLS.courseDetail, ['v17', 'courses', '12'])).toBe(true);
    expect(matchesPath(CALLS.courseDetail, ['v17', 'courses'])).toBe(false);
    expect(matchesPath(CALLS.courseList, ['v17', 'courses'])).toBe(true);
    expect(matchesPath(CALLS.accessData, ['v17', 'courses', '12'])).toBe(false);
  });
});
