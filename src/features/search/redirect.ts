import type { LessonDocument, ProductDocument, SearchRedirectQuery } from '../../contract/search.ts';
import { href, routeById } from '../../routes/index.ts';

/** What /search-redirect needs to know about ids: answered from the school's search index, not the API. */
export interface RedirectLookup {
  product(id: number): ProductDocument | null;
  lesson(id: number): LessonDocument | null;
}

/** A product's sales page, with `?search=` when there is something to look for on it. */
export function salesTarget(base: string, product: Pick<ProductDocument, 'seo_title'>, search: string): string {
  return href(base, routeById('sales'), { productSeo: product.seo_title }, search ? { search } : undefined);
}

/** The search page for `search` (or the empty search page). */
export function searchTarget(base: string, search: string): string {
  return href(base, routeById('search'), {}, search ? { search } : undefined);
}

/**
 * Where /search-redirect sends the learner (SPEC.md section 2: "redirects to the right place"):
 * - a lesson (searchType `lesson`, or a lessonId without another type): its course's sales page with
 *   `?search=<lesson title>`, which finds it in the curriculum (the lesson player is not built yet); a lesson
 *   that is not found but whose course is: that course, keeping `search`;
 * - a course, test or test series (courseId) or a bundle (bundleId): that product's sales page, keeping `search`;
 *   without a searchType, bundleId and then courseId are tried;
 * - anything else (no id, an id the school does not have): the search page for `search`.
 */
export function searchRedirectTarget(base: string, query: SearchRedirectQuery, lookup: RedirectLookup): string {
  const { searchType, courseId, bundleId, lessonId, search } = query;
  const product = (id: number | undefined) => (id === undefined ? null : lookup.product(id));

  if (searchType === 'lesson' || (searchType === undefined && lessonId !== undefined)) {
    const lesson = lessonId === undefined ? null : lookup.lesson(lessonId);
    // A lesson that belongs to another course than the one named is not the one meant.
    const match = lesson && (courseId === undefined || lesson.course_id === courseId) ? lesson : null;
    const course = product(match?.course_id ?? courseId);
    if (course) return salesTarget(base, course, match ? match.title : search);
    return searchTarget(base, search);
  }

  const candidates = searchType === 'bundle' ? [bundleId, courseId] : searchType ? [courseId, bundleId] : [bundleId, courseId];
  for (const id of candidates) {
    const found = product(id);
    if (found) return salesTarget(base, found, search);
  }
  return searchTarget(base, search);
}
