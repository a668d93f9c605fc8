import { describe, expect, it } from 'vitest';
import { routeById, ROUTES } from '../../routes/route-table.ts';
import { routeOffered } from '../../routes/offered.ts';
import { accountLinks, storeLinks } from '../shell/navigation.ts';
import { tenantSite } from '../testing/tenant-site.ts';
import { pagesOfSchool } from './site-pages.ts';

const FEED_SHELLS = ROUTES.filter((r) => r.section === 'newsfeed' && r.kind === 'shell' && r.built).map((r) => r.id);

describe('a part of the product a school turns off (the news feed)', () => {
  const on = tenantSite('nova-academy');
  const off = tenantSite('nova-academy', (config) => {
    config.school_feature.newsfeed = false;
  });

  it('is built, and linked from the header and the account menu, while it is on', async () => {
    const shells = (await pagesOfSchool([on])).filter((p) => p.kind === 'shell').map((p) => p.routeId);
    expect(shells).toEqual(expect.arrayContaining(FEED_SHELLS));
    expect(storeLinks(on).map((l) => l.href)).toContain('/learn/newsfeed/categories/All');
    expect(accountLinks(on).map((l) => l.href)).toContain('/learn/newsfeed/bookmarks');
  });

  it('has no page (the edge answers 404) and no link once off', async () => {
    const shells = (await pagesOfSchool([off])).filter((p) => p.kind === 'shell').map((p) => p.routeId);
    expect(shells.filter((id) => FEED_SHELLS.includes(id))).toEqual([]);
    expect(shells.length).toBeGreaterThan(0);
    expect(storeLinks(off).some((l) => l.href.includes('/newsfeed'))).toBe(false);
    expect(accountLinks(off).some((l) => l.href.includes('/newsfeed'))).toBe(false);
    expect(routeOffered(routeById('newsfeed-post'), { newsfeed: false })).toBe(false);
    expect(routeOffered(routeById('store'), { newsfeed: false })).toBe(true);
  });
});
