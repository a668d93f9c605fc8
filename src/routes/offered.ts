import type { SchoolFeature } from '../contract/school-config.ts';
import type { RouteEntry, RouteSection } from './route-table.ts';

type Switched = Pick<SchoolFeature, 'newsfeed' | 'communities' | 'referral'>;

/** The parts of the product a school's configuration may turn off, and what turns each on. */
const SWITCHES: Partial<Record<RouteSection, (feature: Switched) => boolean>> = {
  newsfeed: (feature) => feature.newsfeed,
  community: (feature) => feature.communities,
  referral: (feature) => feature.referral !== null,
};

/** The parts of the product a school's configuration may turn off: their pages are then not in its build. */
export const OPTIONAL_SECTIONS: ReadonlySet<RouteSection> = new Set(Object.keys(SWITCHES) as RouteSection[]);

/**
 * Whether a school offers a route: a part of the product its configuration turns off (the news feed, communities,
 * invite and earn) is not built for it, so its pages answer 404 and no link leads there.
 */
export function routeOffered(route: Pick<RouteEntry, 'section'>, feature: Switched): boolean {
  return SWITCHES[route.section]?.(feature) ?? true;
}
