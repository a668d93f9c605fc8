import { describe, expect, it } from 'vitest';
import type { Pointer } from '#contract/bundle.ts';
import { routeById, type RouteEntry } from '../routes/route-table.ts';
import { assetPath, pageFile, redirectLocation, splitPath } from './paths.ts';

const pointer: Pointer = {
  slug: 'demo',
  build: '20261123T101500Z-abc123',
  base: 'learn',
  custom_domain: null,
  built_at: '2026-11-23T10:15:00Z',
  previous: null,
};
const root = '/_sf/schools/demo/builds/20261123T101500Z-abc123';

describe('splitPath', () => {
  it('keeps segments as sent and decoded, dropping empty ones', () => {
    expect(splitPath('/learn//categories/f%C3%ADsica/')).toEqual({
      raw: ['learn', 'categories', 'f%C3%ADsica'],
      decoded: ['learn', 'categories', 'física'],
    });
    expect(splitPath('/')).toEqual({ raw: [], decoded: [] });
  });

  it('refuses segments that could leave their folder or are not valid encodings', () => {
    for (const path of ['/learn/..%2F_sf/hosts.json', '/learn/%2e%2e', '/_astro/a%5Cb.js', '/learn/a%00b', '/learn/%E0%A4%A']) {
      expect(splitPath(path), path).toBeNull();
    }
  });
});

describe('pageFile', () => {
  it('maps a prerendered route to its own index.html, the store to <base>/index.html', () => {
    expect(pageFile(pointer, routeById('store'), [])).toBe(`${root}/learn/index.html`);
    expect(pageFile(pointer, routeById('category'), ['categories', 'física'])).toBe(`${root}/learn/categories/f%C3%ADsica/index.html`);
  });

  it('maps every path of a shell route to the one shell file of its pattern', () => {
    expect(pageFile(pointer, routeById('mock-test'), ['mock-test', '42'])).toBe(`${root}/learn/_shells/mock-test.html`);
  });

  it("answers a category asked for a list (show, type or tags) with the route's shell, and any other query with its page", () => {
    const page = `${root}/learn/categories/jee/index.html`;
    for (const query of ['type=1', 'show=recent', 'tags=mock', 'type=2&utm_source=mail']) {
      expect(pageFile(pointer, routeById('category'), ['categories', 'jee'], new URLSearchParams(query)), query).toBe(`${root}/learn/_shells/category.html`);
    }
    for (const query of ['', 'utm_source=mail', 'type=', 'search=jee']) {
      expect(pageFile(pointer, routeById('category'), ['categories', 'jee'], new URLSearchParams(query)), query).toBe(page);
    }
    // Only the routes that name a list query: the store's query is the store.
    expect(pageFile(pointer, routeById('store'), [], new URLSearchParams('type=1'))).toBe(`${root}/learn/index.html`);
  });

  it('has no file for a redirect', () => {
    expect(pageFile(pointer, routeById('legacy-login'), ['login'])).toBeNull();
  });
});

describe('redirectLocation', () => {
  it('sends a redirect route to its target under the base, keeping the query', () => {
    expect(redirectLocation(pointer, routeById('legacy-login'), {}, '?x=1')).toBe('/learn/account/signin?x=1');
    expect(redirectLocation({ ...pointer, base: 'campus' }, routeById('legacy-signup'), {}, '')).toBe('/campus/account/signup');
  });

  it('fills parameters of the target from the matched path', () => {
    const route: RouteEntry = { id: 'old-post', pattern: '/posts/:postId', query: [], kind: 'redirect', section: 'newsfeed', built: true, redirectTo: '/newsfeed/:postId' };
    expect(redirectLocation(pointer, route, { postId: 'a b' }, '')).toBe('/learn/newsfeed/a%20b');
  });
});

describe('assetPath', () => {
  it('percent-encodes each segment', () => {
    expect(assetPath('_astro', 'x.abc123.js')).toBe('/_astro/x.abc123.js');
    expect(assetPath('a b', 'c?d')).toBe('/a%20b/c%3Fd');
  });
});
