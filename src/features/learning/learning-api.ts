import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { AccessDataResponse, CourseDetailResponse, CourseListResponse, ReviewsResponse } from '../../contract/catalogue.ts';
import { DEVICE_PLATFORM, type DevicePlatform } from '../../contract/common.ts';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import { learnerQuery, queryKey } from '../../lib/query-client.ts';
import { apiFetch } from '../../platform/errors/api-fetch.ts';
import type { CourseListParams } from './view-all-query.ts';

/**
 * The learning feature's data layer: query-option factories over the one query client module (keys from path
 * plus params, so a write's invalidation reaches them; stale times from SPEC.md through the client's defaults:
 * the courses lists 10 hours, everything else 1 day) and the learner's writes.
 */

const COURSES = '/learner/v17/courses/';

/** `GET v17/courses/` page by page (`offset` is the page param), for /view-all. */
export function courseListQuery(slug: string, params: CourseListParams) {
  const { limit } = params;
  return infiniteQueryOptions({
    queryKey: queryKey(slug, COURSES, params),
    queryFn: ({ signal, pageParam }) => apiFetch(COURSES, CourseListResponse, { signal, query: { ...params, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last: CourseListResponse, pages: CourseListResponse[]) => {
      const loaded = pages.length * limit;
      return loaded < last.total && last.courses.length > 0 ? loaded : undefined;
    },
  });
}

/** `GET v17/courses/?enrolled=1`: what the learner owns, most recently enrolled first. */
export const enrolledQuery = (slug: string) => learnerQuery(slug, LEARNING_CALLS.enrolled.path, LEARNING_CALLS.enrolled.response, { enrolled: '1' });

/** `GET v17/courses/{courseId}`: one product in full (outline, items, teachers' ids). */
export const courseDetailQuery = (slug: string, courseId: number) => learnerQuery(slug, `${COURSES}${courseId}`, CourseDetailResponse);

/** `GET v17/courses/access_data/{courseId}`: what this learner may do with the product on this device. */
export const accessDataQuery = (slug: string, courseId: number, deviceType: DevicePlatform = DEVICE_PLATFORM.WEB) =>
  learnerQuery(slug, `${COURSES}access_data/${courseId}`, AccessDataResponse, { device_type: deviceType });

/** `GET v6/reviews?course_id=`: a product's reviews, newest first, with the summary and distribution. */
export const reviewsQuery = (slug: string, courseId: number) => learnerQuery(slug, '/learner/v6/reviews', ReviewsResponse, { course_id: courseId });

/** `GET v6/reviews/mine?course_id=`: the learner's own review of the product and whether they may write one. */
export const myReviewQuery = (slug: string, courseId: number) =>
  learnerQuery(slug, LEARNING_CALLS.myReview.path, LEARNING_CALLS.myReview.response, { course_id: courseId });

/** `GET v9/user_likes`: the learner's favourites, newest first. */
export const favouritesQuery = (slug: string) => learnerQuery(slug, LEARNING_CALLS.favourites.path, LEARNING_CALLS.favourites.response);

/** `GET v9/notebooks?course_id=` (optionally one lesson): the learner's bookmarks in a product. */
export const bookmarksQuery = (slug: string, courseId: number, lessonId?: number) =>
  learnerQuery(slug, LEARNING_CALLS.bookmarks.path, LEARNING_CALLS.bookmarks.response, { course_id: courseId, lesson_id: lessonId });

type Calls = typeof LEARNING_CALLS;
type CallName = keyof Calls;
type Response<K extends CallName> = z.output<Calls[K]['response']>;

/** The path of a call with its `{name}` parameters filled in. */
export function callPath(path: string, params: Readonly<Record<string, number | string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** One write of LEARNING_CALLS through apiFetch; the response parsed with the call's schema. */
export function callLearning<K extends CallName>(name: K, options: { params?: Record<string, number | string>; body?: unknown } = {}): Promise<Response<K>> {
  const call = LEARNING_CALLS[name];
  const path = callPath(call.path, options.params);
  return apiFetch(path, call.response as unknown as z.ZodType<Response<K>>, {
    method: call.method,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}
