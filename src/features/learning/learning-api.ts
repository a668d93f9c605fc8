import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CourseListResponse } from '../../contract/catalogue.ts';
import { CATALOGUE_CALLS } from '../../contract/catalogue-calls.ts';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import { call } from '../../lib/call.ts';
import { callKey, callQuery } from '../../lib/query-client.ts';
import type { CourseListParams } from './view-all-query.ts';

/**
 * The learning feature's reads as query options over the declared calls (keys from path plus params, so a write's
 * declared invalidations reach them; stale times from the declarations: the courses list 10 hours, the rest the
 * client's default). Writes go through `call()` and `invalidateAfter` with the same declarations.
 */

/** The courses list page by page (`offset` is the page param), for /view-all. */
export function courseListQuery(slug: string, params: CourseListParams) {
  const { limit } = params;
  return infiniteQueryOptions({
    queryKey: callKey(slug, CATALOGUE_CALLS.courseList, { query: params }),
    queryFn: ({ signal, pageParam }) => call(CATALOGUE_CALLS.courseList, { signal, query: { ...params, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last: CourseListResponse, pages: CourseListResponse[]) => {
      const loaded = pages.length * limit;
      return loaded < last.total && last.courses.length > 0 ? loaded : undefined;
    },
    staleTime: CATALOGUE_CALLS.courseList.staleTime,
  });
}

/** The school's categories (name, custom name, description). */
export const categoriesQuery = (slug: string) => callQuery(slug, CATALOGUE_CALLS.categories);

/** What the learner owns, most recently enrolled first. */
export const enrolledQuery = (slug: string) => callQuery(slug, LEARNING_CALLS.enrolled, { query: { enrolled: '1' } });

/** One product in full (outline, items, teachers' ids). */
export const courseDetailQuery = (slug: string, courseId: number) => callQuery(slug, CATALOGUE_CALLS.courseDetail, { params: { courseId } });

/** A product's reviews, newest first, with the summary and distribution. */
export const reviewsQuery = (slug: string, courseId: number) => callQuery(slug, CATALOGUE_CALLS.reviews, { query: { course_id: courseId } });

/** The learner's own review of the product and whether they may write one. */
export const myReviewQuery = (slug: string, courseId: number) => callQuery(slug, LEARNING_CALLS.myReview, { query: { course_id: courseId } });

/** The learner's favourites, newest first. */
export const favouritesQuery = (slug: string) => callQuery(slug, LEARNING_CALLS.favourites);

/** The learner's bookmarks in a product (optionally one lesson). */
export const bookmarksQuery = (slug: string, courseId: number, lessonId?: number) =>
  callQuery(slug, LEARNING_CALLS.bookmarks, { query: { course_id: courseId, lesson_id: lessonId } });
