import { useQueries, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '../../contract/catalogue.ts';
import type { EnrolledCourse } from '../../contract/learning.ts';
import { queryKey } from '../../lib/query-client.ts';
import { href, matchRoute } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { courseDetailQuery, enrolledQuery } from './learning-api.ts';

/**
 * Which product a dashboard address (`/home/{productSeo}[/{subProductSeo}]` and its reviews and bookmarks) is
 * about, and whether the learner owns it. The API is keyed by course id and the address by SEO title; the
 * lookup is the learner's own enrolled list (docs/decisions/0012-learner-store-pages.md):
 *
 * 1. `{productSeo}` among the enrolled products: owned.
 * 2. Else among the items of the bundles and test series the learner is enrolled in: owned through that one
 *    (the API counts a bundle's items as owned too).
 * 3. Else the product is not the learner's. Whether it exists at all is what its sales page says: the school's
 *    prerendered `/{productSeo}` answers 200 for a product and 404 for none (a HEAD, cached like any page).
 *
 * A sub-product address needs the parent owned and the item among its items.
 */
export type ProductLookup =
  | { readonly status: 'pending' }
  | { readonly status: 'error'; readonly error: unknown; readonly retry: () => void }
  | { readonly status: 'not-found' }
  | { readonly status: 'not-enrolled'; readonly salesHref: string }
  | { readonly status: 'owned'; readonly owned: OwnedProduct };

export interface OwnedProduct {
  /** The product the page is about (on a sub-product page, the item). */
  readonly product: CourseDetail;
  /** The enrolment that gives access: the product's own, or its bundle's. */
  readonly enrolment: EnrolledCourse;
  /** The bundle or test series the product is reached through, if any. */
  readonly via: CourseDetail | null;
}

const CONTAINER_TYPES: ReadonlySet<number> = new Set([3, 4]);

/** Where a product's sales page is. */
export const salesPathOf = (base: string, seo: string): string => href(base, routeById('sales'), { productSeo: seo });

/** Whether the school has a product with this SEO title: its sales page exists. */
export function salesPageExistsQuery(slug: string, base: string, seo: string) {
  return {
    queryKey: [...queryKey(slug, `/pages/${encodeURIComponent(seo)}`)],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<boolean> => {
      const response = await fetch(salesPathOf(base, seo), { method: 'HEAD', signal, credentials: 'same-origin' });
      if (response.status === 404) return false;
      if (!response.ok) throw new Error(`HEAD ${salesPathOf(base, seo)} answered ${response.status}`);
      return true;
    },
  };
}

export function useOwnedProduct(productSeo: string, subProductSeo?: string): ProductLookup {
  const { slug, base } = useShell();
  const enrolled = useQuery(enrolledQuery(slug));
  const courses = enrolled.data?.courses ?? [];
  const direct = courses.find((c) => c.seo_title === productSeo);
  // Containers whose items may hold the page's product: the parent on a sub-product page; otherwise, only when
  // the product is not owned directly, every owned bundle and test series.
  const containers = subProductSeo !== undefined ? (direct ? [direct] : []) : direct ? [] : courses.filter((c) => CONTAINER_TYPES.has(c.course_type));
  const containerDetails = useQueries({ queries: containers.map((c) => courseDetailQuery(slug, c.id)) });
  const itemIds = [...new Set(containerDetails.flatMap((q) => q.data?.course.item_ids ?? []))];
  const itemDetails = useQueries({ queries: itemIds.map((id) => courseDetailQuery(slug, id)) });
  const directDetail = useQuery({ ...courseDetailQuery(slug, direct?.id ?? 0), enabled: direct !== undefined && subProductSeo === undefined });

  const wanted = subProductSeo ?? productSeo;
  const items = itemDetails.flatMap((q) => (q.data ? [q.data.course] : []));
  const item = items.find((c) => c.seo_title === wanted);
  const pending = [...containerDetails, ...itemDetails].some((q) => q.isPending);
  const failed = [enrolled, directDetail, ...containerDetails, ...itemDetails].find((q) => q.isError && !q.data);
  // A name another route answers (`/home/view-all`) is no product's: its "sales page" would be that route's page.
  const isProductName = matchRoute(`/${productSeo}`)?.route.id === 'sales';
  const unknownYet = enrolled.isSuccess && !direct && !pending && !item && isProductName;
  const exists = useQuery({ ...salesPageExistsQuery(slug, base, productSeo), enabled: unknownYet });

  if (failed) return { status: 'error', error: failed.error, retry: () => void failed.refetch() };
  if (!enrolled.data) return { status: 'pending' };

  if (subProductSeo === undefined && direct) {
    if (!directDetail.data) return { status: 'pending' };
    return { status: 'owned', owned: { product: directDetail.data.course, enrolment: direct, via: null } };
  }
  if (pending) return { status: 'pending' };
  if (item) {
    const parent = containerDetails.find((q) => q.data?.course.item_ids.includes(item.id))?.data?.course ?? null;
    const enrolment = courses.find((c) => c.id === parent?.id);
    if (parent && enrolment) return { status: 'owned', owned: { product: item, enrolment, via: parent } };
  }
  // A sub-product the owned parent does not hold.
  if ((subProductSeo !== undefined && direct) || !isProductName) return { status: 'not-found' };
  if (exists.isError) return { status: 'error', error: exists.error, retry: () => void exists.refetch() };
  if (exists.data === undefined) return { status: 'pending' };
  return exists.data ? { status: 'not-enrolled', salesHref: salesPathOf(base, productSeo) } : { status: 'not-found' };
}
