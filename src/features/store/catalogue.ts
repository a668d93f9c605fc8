import type { CourseDetail } from '../../contract/catalogue.ts';
import { DEFAULT_PRODUCTS_ORDER, PRODUCT_TYPE, type ProductType } from '../../contract/common.ts';
import { href, routeById } from '../../routes/index.ts';
import type { Site } from '../../platform/shell/site.ts';
import { remember, rememberCache } from '../../platform/build/read-tracking.ts';

/** At most this many recent courses and promos on the store (SPEC.md section 9). */
export const RECENT_LIMIT = 5;
export const PROMO_LIMIT = 5;
/** Cards per store section and per category section (SPEC.md section 9). */
export const SECTION_CARDS = 4;

export interface ProductTypeInfo {
  /** i18n key stem: `store.type.<key>` (singular) and `store.section.<key>` (plural). */
  readonly key: 'course' | 'test' | 'bundle' | 'testSeries';
  /** The route listing every product of the type; bundles have none. */
  readonly listRouteId: string | null;
}

export const PRODUCT_TYPES: Readonly<Record<ProductType, ProductTypeInfo>> = {
  1: { key: 'course', listRouteId: 'products-courses' },
  2: { key: 'test', listRouteId: 'products-tests' },
  3: { key: 'bundle', listRouteId: null },
  4: { key: 'testSeries', listRouteId: 'products-test-series' },
};

/** The product type a `/products/...` route lists. */
export const LIST_ROUTE_TYPE: Readonly<Record<string, ProductType>> = {
  'products-courses': 1,
  'products-tests': 2,
  'products-test-series': 4,
};

/** The school's store order, without duplicates, falling back to the default order. */
export function productsOrder(site: Site): ProductType[] {
  const order = site.config.products_order.length ? site.config.products_order : DEFAULT_PRODUCTS_ORDER;
  return [...new Set(order)];
}

const byPublishedDesc = (a: CourseDetail, b: CourseDetail): number => b.published_at.localeCompare(a.published_at) || b.id - a.id;

/**
 * The store's ordering rule (docs/decisions/0038-store-rows.md): what can be bought now first, then what opens on a
 * date, then what is coming soon, expired last; the school's own order within each. Store rows leave expired
 * products out; lists and category pages keep them, last.
 */
const STATUS_RANK: Readonly<Record<CourseDetail['display_status'], number>> = { live: 0, scheduled: 1, coming_soon: 2, expired: 3 };

export const sellableFirst = (products: readonly CourseDetail[]): CourseDetail[] =>
  products.map((p, i) => ({ p, i })).sort((a, b) => STATUS_RANK[a.p.display_status] - STATUS_RANK[b.p.display_status] || a.i - b.i).map(({ p }) => p);

/** A store row's products: sellable first, expired left out. */
export const rowProducts = (products: readonly CourseDetail[]): CourseDetail[] => sellableFirst(products).filter((p) => p.display_status !== 'expired');

/**
 * Rows of one page, in page order, so that no two open with the same cards: a product already among an earlier
 * row's first `cards` moves behind the others of its standing in a later row (it stays in the row). The ordering
 * rule still holds: a sellable product shown before comes ahead of a coming-soon one never shown.
 */
export function distinctOpenings(rows: readonly (readonly CourseDetail[])[], cards = SECTION_CARDS): CourseDetail[][] {
  const shown = new Set<number>();
  return rows.map((row) => {
    const fresh = row.filter((p) => !shown.has(p.id));
    const seen = row.filter((p) => shown.has(p.id));
    const ordered = sellableFirst([...fresh, ...seen]);
    for (const p of ordered.slice(0, cards)) shown.add(p.id);
    return ordered;
  });
}

export function productsOfType(products: readonly CourseDetail[], type: ProductType): CourseDetail[] {
  return sellableFirst(products.filter((p) => p.course_type === type));
}

/** The most recently published courses (course type 1) that are not expired, newest first. */
export function recentCourses(site: Site): CourseDetail[] {
  return rowProducts([...site.products].filter((p) => p.course_type === PRODUCT_TYPE.course).sort(byPublishedDesc)).slice(0, RECENT_LIMIT);
}

/** Products carrying a promo headline, newest first; never an expired one. */
export function promos(site: Site): CourseDetail[] {
  return rowProducts(site.products.filter((p) => p.promo !== null).sort(byPublishedDesc)).slice(0, PROMO_LIMIT);
}

// Every product's categories read once per site, not once per category section of every page that shows one
// (through read tracking, a large school's store page spent a second on it).
const byCategory = rememberCache<Site, ReadonlyMap<number, readonly CourseDetail[]>>();

export function productsInCategory(site: Site, categoryId: number): CourseDetail[] {
  const groups = remember(byCategory, site, () => {
    const out = new Map<number, CourseDetail[]>();
    for (const product of site.products) {
      for (const id of new Set(product.category_ids)) {
        const list = out.get(id);
        if (list) list.push(product);
        else out.set(id, [product]);
      }
    }
    return out;
  });
  return sellableFirst(groups.get(categoryId) ?? []);
}

/** The store's category sections: the school's featured categories that exist, in the school's order. */
export function featuredCategories(site: Site) {
  return site.layout.featured_categories.flatMap((name) => {
    const category = site.categoryByName.get(name);
    return category ? [category] : [];
  });
}

export const storeHref = (site: Site): string => href(site.base, routeById('store'));
export const salesPath = (base: string, product: Pick<CourseDetail, 'seo_title'>): string => href(base, routeById('sales'), { productSeo: product.seo_title });
export const salesHref = (site: Site, product: Pick<CourseDetail, 'seo_title'>): string => salesPath(site.base, product);
/** A category's page; with a type, the category's whole list of that type (the route's shell). */
export const categoryHref = (site: Site, customName: string, type?: ProductType): string =>
  href(site.base, routeById('category'), { categoryCustomName: customName }, type === undefined ? undefined : { type: String(type) });
export const listHref = (site: Site, type: ProductType): string | null => {
  const id = PRODUCT_TYPES[type].listRouteId;
  return id ? href(site.base, routeById(id)) : null;
};
/**
 * Where a store section's "View all" goes: the type's own list page, or, for a type without one (bundles), the
 * product list filtered to that type. `show` picks a collection of /view-all (recent, promos).
 */
export const sectionViewAllHref = (site: Site, type: ProductType | null, show?: 'recent' | 'promos'): string =>
  (type !== null && !show ? listHref(site, type) : null) ?? viewAllHref(site, type, show);
/** /view-all, narrowed to a type or showing a collection: the whole list, searchable, a page at a time. */
export const viewAllHref = (site: Site, type: ProductType | null, show?: 'recent' | 'promos'): string => {
  const query: Record<string, string> = {};
  if (show) query['show'] = show;
  if (type !== null) query['type'] = String(type);
  return href(site.base, routeById('view-all'), {}, query);
};
/**
 * Cards on a list page (/products/courses...). A school's whole catalogue on one page was megabytes of HTML for a
 * large school (and re-rendered for any product's change); past this many, the page leads on to /view-all.
 */
export const LIST_CARDS = 48;
/**
 * Cards in each type's section of a category or segment page: such a page shows several types, so each shows
 * fewer (a segment of four types is about 350 KB of HTML at this many) and leads to its whole list.
 */
export const TYPE_SECTION_CARDS = 24;
export const paymentHref = (site: Site, courseId: number, pricingId?: number): string =>
  href(site.base, routeById('course-payment'), { courseId }, pricingId === undefined ? undefined : { pricingId: String(pricingId) });
