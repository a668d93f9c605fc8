import type { BuildInput } from '../../contract/build-input.ts';
import { matchRoute, ROUTES, type RouteEntry } from '../../routes/index.ts';
import { containedProducts, contentOf } from './site-data.ts';

/** One page to prerender for a school. */
export interface PageEntry {
  readonly routeId: string;
  readonly params: Readonly<Record<string, string>>;
  /** The path under the school's base: '' for the store, `/categories/physics`, `/mechanics-101`. */
  readonly pathUnderBase: string;
}

/**
 * Where a route parameter's values come from, per school. A source sees the parameters already chosen to its
 * left in the pattern, so a dependent parameter yields only the values valid with them (a bundle's own items).
 */
type ParamSource = (input: BuildInput, chosen: Readonly<Record<string, string>>) => readonly string[];

const PARAM_SOURCES: Readonly<Record<string, ParamSource>> = {
  categoryCustomName: (input) => input.categories.map((c) => c.custom_name),
  productSeo: (input) => input.courses.map((c) => c.seo_title),
  subProductSeo: (input, { productSeo }) => (containedProducts(input).get(productSeo ?? '') ?? []).map((c) => c.seo_title),
  pageName: (input) => contentOf(input).pages.map((p) => p.page_name),
  customSegmentSlug: (input) => contentOf(input).segments.map((s) => s.slug),
};

/** The routes the store site prerenders: built, prerendered entries of the route table. */
export const PRERENDERED_ROUTES: readonly RouteEntry[] = ROUTES.filter((r) => r.built && r.kind === 'prerendered');

export class StaticPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaticPathError';
  }
}

function expand(route: RouteEntry, input: BuildInput): PageEntry[] {
  const names = [...route.pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  let combos: Record<string, string>[] = [{}];
  for (const name of names) {
    const source = PARAM_SOURCES[name];
    if (!source) throw new StaticPathError(`route ${route.id} (${route.pattern}) is prerendered but nothing supplies its parameter :${name}`);
    combos = combos.flatMap((combo) => source(input, combo).map((value) => ({ ...combo, [name]: value })));
  }
  return combos.map((params) => ({
    routeId: route.id,
    params,
    pathUnderBase: route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name]!),
  }));
}

/**
 * Every page of one school, from the route table and the school's data. Throws when a page's path would be
 * answered by a different route (a product whose seo_title is `home` would shadow the store home), so a clash
 * fails that school's build instead of silently dropping a page.
 */
export function expandPages(input: BuildInput): PageEntry[] {
  const pages = PRERENDERED_ROUTES.flatMap((route) => expand(route, input));
  for (const page of pages) {
    const match = matchRoute(page.pathUnderBase);
    if (match?.route.id !== page.routeId) {
      throw new StaticPathError(`the ${page.routeId} page ${page.pathUnderBase || '/'} would be served as ${match ? `route ${match.route.id}` : 'nothing'}; rename it`);
    }
  }
  return pages;
}
