import { describe, expect, it } from 'vitest';
import type { SchoolFeature } from '../../contract/school-config.ts';
import { routeById, ROUTES, type RouteSection } from '../../routes/route-table.ts';
import { routeOffered } from '../../routes/offered.ts';
import { accountLinks, storeLinks } from '../shell/navigation.ts';
import { tenantSite } from '../testing/tenant-site.ts';
import { pagesOfSchool } from './site-pages.ts';

const PARTS: { name: string; section: RouteSection; switch: 'newsfeed' | 'communities'; header: string; account: string; path: string; route: string }[] = [
  { name: 'the news feed', section: 'newsfeed', switch: 'newsfeed', header: '/learn/newsfeed/categories/All', account: '/learn/newsfeed/bookmarks', path: '/newsfeed', route: 'newsfeed-post' },
  { name: 'communities', section: 'community', switch: 'communities', header: '/learn/communities', account: '/learn/communities/bookmarks', path: '/communities', route: 'community-post' },
];

describe.each(PARTS)('a part of the product a school turns off ($name)', (part) => {
  const shellsOf = ROUTES.filter((r) => r.section === part.section && r.kind === 'shell' && r.built).map((r) => r.id);
  const on = tenantSite('nova-academy');
  const off = tenantSite('nova-academy', (config) => {
    config.school_feature[part.switch] = false;
  });
  const both: Pick<SchoolFeature, 'newsfeed' | 'communities'> = { newsfeed: true, communities: true };

  it('is built, and linked from the header and the account menu, while it is on', async () => {
    expect(shellsOf.length).toBeGreaterThan(0);
    const shells = (await pagesOfSchool([on])).filter((p) => p.kind === 'shell').map((p) => p.routeId);
    expect(shells).toEqual(expect.arrayContaining(shellsOf));
    expect(storeLinks(on).map((l) => l.href)).toContain(part.header);
    expect(accountLinks(on).map((l) => l.href)).toContain(part.account);
  });

  it('has no page (the edge answers 404) and no link once off', async () => {
    const shells = (await pagesOfSchool([off])).filter((p) => p.kind === 'shell').map((p) => p.routeId);
    expect(shells.filter((id) => shellsOf.includes(id))).toEqual([]);
    expect(shells.length).toBeGreaterThan(0);
    expect(storeLinks(off).some((l) => l.href.includes(part.path))).toBe(false);
    expect(accountLinks(off).some((l) => l.href.includes(part.path))).toBe(false);
    expect(routeOffered(routeById(part.route), { ...both, [part.switch]: false })).toBe(false);
    expect(routeOffered(routeById('store'), { ...both, [part.switch]: false })).toBe(true);
  });
});
