import { describe, expect, it } from 'vitest';
import { PAGES, pageFor } from './pages.ts';
import { PRERENDERED_ROUTES } from './static-paths.ts';

describe('pages', () => {
  it('has a page for every built prerendered route', () => {
    for (const route of PRERENDERED_ROUTES) expect(PAGES[route.id], route.id).toBeDefined();
  });
  it('fails loudly for a route without a page', () => {
    expect(() => pageFor('no-such-route')).toThrow(/no page for it/);
  });
});
