import { describe, expect, it } from 'vitest';
import { routeById, ROUTES, type RouteSection } from '../../routes/route-table.ts';
import { routeOffered, type Switched } from '../../routes/offered.ts';
import { accountLinks, storeLinks } from '../shell/navigation.ts';
import { tenantSite } from '../testing/tenant-site.ts';
import { pagesOfSchool } from './site-pages.ts';

const PROGRAMME = { inviter_reward: 10_000, friend_reward: 5_000, friend_signup_reward: 0, inviter_signup_reward: 0, max_rewarded_friends: 20, refund_window_days: 7 };
const PARTS: { name: string; section: RouteSection; off: Partial<Switched>; header: string | null; account: string; path: string; route: string }[] = [
  { name: 'the news feed', section: 'newsfeed', off: { newsfeed: false }, header: '/learn/newsfeed/categories/All', account: '/learn/newsfeed/bookmarks', path: '/newsfeed', route: 'newsfeed-post' },
  { name: 'communities', section: 'community', off: { communities: false }, header: '/learn/communities', account: '/learn/communities/bookmarks', path: '/communities', route: 'community-post' },
  { name: 'invite and earn', section: 'referral', off: { referral: null }, header: null, account: '/learn/invite', path: '/invite', route: 'invite' },
  { name: 'the affiliate programme', section: 'affiliate', off: { affiliate: null }, header: null, account: '/learn/account/become-affiliate', path: 'affiliate', route: 'become-affiliate' },
  { name: 'subscriptions', section: 'subscriptions', off: { payment_type: 'one_time_payment' }, header: '/learn/subscriptions', account: '/learn/account/subscriptions', path: 'subscription', route: 'subscription-plan' },
];

describe.each(PARTS)('a part of the product a school turns off ($name)', (part) => {
  const shellsOf = ROUTES.filter((r) => r.section === part.section && r.kind === 'shell' && r.built).map((r) => r.id);
  const on = tenantSite('nova-academy');
  const off = tenantSite('nova-academy', (config) => {
    const { payment_type, ...feature } = part.off;
    Object.assign(config.school_feature, feature);
    if (payment_type) config.school_config.payment_type = payment_type;
  });
  const all: Switched = { newsfeed: true, communities: true, referral: PROGRAMME, affiliate: { commission_percent: 10, attribution_days: 30, hold_days: 7 }, payment_type: 'combined_type' };

  it('is built, and linked from the header and the account menu, while it is on', async () => {
    expect(shellsOf.length).toBeGreaterThan(0);
    const shells = (await pagesOfSchool([on])).filter((p) => p.kind === 'shell').map((p) => p.routeId);
    expect(shells).toEqual(expect.arrayContaining(shellsOf));
    if (part.header) expect(storeLinks(on).map((l) => l.href)).toContain(part.header);
    expect(accountLinks(on).map((l) => l.href)).toContain(part.account);
  });

  it('has no page (the edge answers 404) and no link once off', async () => {
    const shells = (await pagesOfSchool([off])).filter((p) => p.kind === 'shell').map((p) => p.routeId);
    expect(shells.filter((id) => shellsOf.includes(id))).toEqual([]);
    expect(shells.length).toBeGreaterThan(0);
    expect(storeLinks(off).some((l) => l.href.includes(part.path))).toBe(false);
    expect(accountLinks(off).some((l) => l.href.includes(part.path))).toBe(false);
    expect(routeOffered(routeById(part.route), { ...all, ...part.off })).toBe(false);
    expect(routeOffered(routeById('store'), { ...all, ...part.off })).toBe(true);
  });
});
