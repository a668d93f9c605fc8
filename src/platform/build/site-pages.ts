import type { BuildInput } from '../../contract/build-input.ts';
import { LANGUAGE_DIR, SHELLS_DIR } from '../../contract/bundle.ts';
import type { Site } from '../shell/site.ts';
import { shellPageFor, SHELL_ROUTES } from '../features.ts';
import { pageFor } from '../features-build.ts';
import { loadSchools } from './build-inputs.ts';
import { expandPages } from './static-paths.ts';
import { routeOffered, switchesOf } from '../../routes/offered.ts';

/** What the page template renders at one path: a routed page, a route's shell, or the 404 page. */
export interface SitePage {
  /** `<slug>/<path>` as the renderer is asked for it, e.g. `nova-academy/_lang/hi/learn/categories/physics`. */
  readonly path: string;
  readonly site: Site;
  readonly routeId: string;
  readonly pageParams: Readonly<Record<string, string>>;
  readonly kind: 'page' | 'shell' | 'not-found';
}

/**
 * Every page of the given school (its site in each language it offers, default first): the route table's built prerendered routes, expanded
 * from the school's data; one shell page per built shell route; and the 404 page. The default language's tree is
 * the bundle's own; each other language's sits under `_lang/<language>/`, where the edge finds it by the learner's
 * language cookie. Fails for a route without a page, so a build never silently drops one.
 */
export async function pagesOfSchool(sites: readonly Site[]): Promise<SitePage[]> {
  const pages: SitePage[] = [];
  for (const site of sites) {
    const root = `${site.slug}/${site.language === site.defaultLanguage ? '' : `${LANGUAGE_DIR}/${site.language}/`}`;
    for (const page of expandPages(site.input)) {
      await pageFor(page.routeId);
      pages.push({ path: `${root}${site.base}${page.pathUnderBase}`, site, routeId: page.routeId, pageParams: page.params, kind: 'page' });
    }
    for (const route of SHELL_ROUTES) {
      shellPageFor(route.id);
      if (!routeOffered(route, switchesOf(site.input.config))) continue;
      pages.push({ path: `${root}${site.base}/${SHELLS_DIR}/${route.id}`, site, routeId: route.id, pageParams: {}, kind: 'shell' });
    }
    // The CLI moves `404/index.html` to the tree's `404.html`.
    pages.push({ path: `${root}404`, site, routeId: 'not-found', pageParams: {}, kind: 'not-found' });
  }
  return pages;
}

let index: Promise<Map<string, SitePage>> | null = null;
let given: ReadonlyMap<string, BuildInput> | undefined;

/** Every page of the schools this render is given (src/platform/build/build-env.ts), by path. */
export function sitePages(): Promise<Map<string, SitePage>> {
  index ??= loadSchools(given).then(async (schools) => new Map((await Promise.all(schools.map(pagesOfSchool))).flat().map((p) => [p.path, p])));
  return index;
}

/**
 * Forgets the schools read so far: the next render reads their build inputs again, taking those in `inputs` as
 * they are (the CLI's, already checked against the contract) and reading the others' files.
 */
export function forgetSites(inputs?: ReadonlyMap<string, BuildInput>): void {
  index = null;
  given = inputs;
}
