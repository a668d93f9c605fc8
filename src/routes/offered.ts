import type { SchoolFeature } from '../contract/school-config.ts';
import type { RouteEntry, RouteSection } from './route-table.ts';

/** The parts of the product a school's configuration may turn off, and the switch of each. */
const SWITCHES = { newsfeed: 'newsfeed', community: 'communities' } as const satisfies Partial<Record<RouteSection, keyof SchoolFeature>>;

/** The parts of the product a school's configuration may turn off: their pages are then not in its build. */
export const OPTIONAL_SECTIONS: ReadonlySet<RouteSection> = new Set(Object.keys(SWITCHES) as RouteSection[]);

/**
 * Whether a school offers a route: a part of the product its configuration turns off (the news feed, communities)
 * is not built for it, so its pages answer 404 and no link leads there.
 */
export function routeOffered(route: Pick<RouteEntry, 'section'>, feature: Pick<SchoolFeature, (typeof SWITCHES)[keyof typeof SWITCHES]>): boolean {
  const key = (SWITCHES as Partial<Record<RouteSection, keyof typeof feature>>)[route.section];
  return key === undefined || feature[key];
}
