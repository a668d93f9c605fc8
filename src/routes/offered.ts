import type { SchoolConfigResponse, SchoolFeature, SchoolConfig } from '../contract/school-config.ts';
import type { RouteEntry, RouteSection } from './route-table.ts';

/** What of a school's configuration turns parts of the product on or off. */
export type Switched = Pick<SchoolFeature, 'newsfeed' | 'communities' | 'referral' | 'affiliate'> & Pick<SchoolConfig, 'payment_type'>;

/** The switches of a school's configuration. */
export const switchesOf = (config: Pick<SchoolConfigResponse, 'school_feature' | 'school_config'>): Switched => ({
  newsfeed: config.school_feature.newsfeed,
  communities: config.school_feature.communities,
  referral: config.school_feature.referral,
  affiliate: config.school_feature.affiliate,
  payment_type: config.school_config.payment_type,
});

/** The parts of the product a school's configuration may turn off, and what turns each on. */
const SWITCHES: Partial<Record<RouteSection, (feature: Switched) => boolean>> = {
  newsfeed: (feature) => feature.newsfeed,
  community: (feature) => feature.communities,
  referral: (feature) => feature.referral !== null,
  // The affiliate pages, for a school that runs a programme (docs/decisions/0081).
  affiliate: (feature) => feature.affiliate !== null,
  // A school that sells only one-time purchases has no subscriptions (docs/decisions/0079).
  subscriptions: (feature) => feature.payment_type !== 'one_time_payment',
};

/** The parts of the product a school's configuration may turn off: their pages are then not in its build. */
export const OPTIONAL_SECTIONS: ReadonlySet<RouteSection> = new Set(Object.keys(SWITCHES) as RouteSection[]);

/**
 * Whether a school offers a route: a part of the product its configuration turns off (the news feed, communities,
 * invite and earn, the affiliate programme, subscriptions) is not built for it, so its pages answer 404 and no link leads there.
 */
export function routeOffered(route: Pick<RouteEntry, 'section'>, feature: Switched): boolean {
  return SWITCHES[route.section]?.(feature) ?? true;
}
