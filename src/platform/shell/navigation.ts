/**
 * What the header's drawer, the account menu and the footer link to (issue 13): the store's sections, the school's
 * own pages (about us, free resources, the app, custom pages: those it has authored), and the learner's pages.
 * Labels are message keys, or the school's own words for its custom pages.
 */
import { parseSiteContent, type SiteContent } from '../../contract/site-content.ts';
import { href, routeById } from '../../routes/index.ts';
import { routeOffered, switchesOf } from '../../routes/offered.ts';
import type { Site } from './site.ts';
import { remember, rememberCache } from '../build/read-tracking.ts';

export interface NavLink {
  readonly id: string;
  readonly href: string;
  /** A message key; absent for a custom page, whose `label` is the school's. */
  readonly key?: string;
  readonly label?: string;
}

const contents = rememberCache<Site, SiteContent>();

// The build has already refused a school whose templates do not parse (features/content); here they do.
const contentOf = (site: Site): SiteContent => remember(contents, site, () => parseSiteContent(site.input.config.custom_templates).content);

const to = (site: Site, id: string, key: string, params: Record<string, string> = {}): NavLink => ({ id, key, href: href(site.base, routeById(id), params) });

const feedOn = (site: Site): boolean => routeOffered(routeById('newsfeed'), switchesOf(site.input.config));
const communitiesOn = (site: Site): boolean => routeOffered(routeById('communities'), switchesOf(site.input.config));
const inviteOn = (site: Site): boolean => routeOffered(routeById('invite'), switchesOf(site.input.config));
const affiliateOn = (site: Site): boolean => routeOffered(routeById('become-affiliate'), switchesOf(site.input.config));
const subscriptionsOn = (site: Site): boolean => routeOffered(routeById('subscriptions'), switchesOf(site.input.config));

/** The store's sections, and the news feed and communities when the school has them on, as the header's main navigation lists them. */
export const storeLinks = (site: Site): NavLink[] => [
  to(site, 'products-courses', 'shell.nav.courses'),
  to(site, 'products-tests', 'shell.nav.tests'),
  to(site, 'products-test-series', 'shell.nav.testSeries'),
  ...(feedOn(site) ? [to(site, 'newsfeed-category', 'shell.nav.feed', { category: 'All' })] : []),
  ...(communitiesOn(site) ? [to(site, 'communities', 'shell.nav.communities')] : []),
  ...(subscriptionsOn(site) ? [to(site, 'subscriptions', 'shell.nav.subscriptions')] : []),
];

/** The school's pages it has content for: about us, free resources, the app, and its custom pages. */
export function schoolPages(site: Site): NavLink[] {
  const content = contentOf(site);
  return [
    ...(content.about ? [to(site, 'about-us', 'shell.nav.about')] : []),
    ...(content.freeResources.length ? [to(site, 'free-resource', 'shell.nav.freeResources')] : []),
    ...(content.apps ? [to(site, 'download-app', 'shell.nav.app')] : []),
    ...content.pages.map((page) => ({ id: `custom-page:${page.page_name}`, label: page.title, href: href(site.base, routeById('custom-page'), { pageName: page.page_name }) })),
  ];
}

/** The signed-in learner's pages, in the account menu's order. */
export const accountLinks = (site: Site): NavLink[] => [
  to(site, 'my-enrollments', 'shell.account.enrolments'),
  to(site, 'favourites', 'shell.account.favourites'),
  to(site, 'reports', 'shell.account.reports'),
  to(site, 'mock-test-analytics', 'shell.account.analytics'),
  to(site, 'wallet', 'shell.account.wallet'),
  ...(subscriptionsOn(site) ? [to(site, 'account-subscriptions', 'shell.account.subscriptions')] : []),
  ...(inviteOn(site) ? [to(site, 'invite', 'shell.account.invite')] : []),
  ...(affiliateOn(site) ? [to(site, 'become-affiliate', 'shell.account.affiliate')] : []),
  to(site, 'in-app-notifications', 'shell.account.notifications'),
  to(site, 'live-alert-view-all', 'shell.account.announcements'),
  ...(feedOn(site) ? [to(site, 'newsfeed-bookmarks', 'shell.account.savedPosts')] : []),
  ...(communitiesOn(site) ? [to(site, 'community-bookmarks', 'shell.account.communityPosts')] : []),
  to(site, 'support-list', 'shell.account.support'),
  to(site, 'profile', 'shell.account.profile'),
  to(site, 'settings', 'shell.account.settings'),
];
