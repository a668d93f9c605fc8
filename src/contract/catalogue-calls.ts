/**
 * The catalogue's reads (SPEC.md section 7) and the school configuration: no session, the same for every learner
 * of a school. Their schemas are in catalogue.ts and school-config.ts.
 */
import { defineCall, STALE_TIME } from './call.ts';
import {
  AccessDataQuery, AccessDataResponse, CategoriesResponse, CourseDetailResponse, CourseDigestsResponse, CourseDetailsQuery, CourseDetailsResponse, CourseIdParam, CourseListQuery, CourseListResponse,
  CourseScopedQuery, FaqsResponse, MediaDigestsResponse, MediaNameParam, PricingsResponse, RatingsQuery, RatingsResponse, ReviewIdParam, ReviewResponse, ReviewsQuery, ReviewsResponse, TeachersResponse,
} from './catalogue.ts';
import { RATINGS_CALL } from './ratings.ts';
import { SchoolConfigResponse } from './school-config.ts';

export const CATALOGUE_CALLS = {
  /** `GET /config/school_config`: the school's configuration, theme and languages. */
  schoolConfig: defineCall({ method: 'GET', path: '/config/school_config', session: false, response: SchoolConfigResponse }),
  /** A filtered, sorted page of the school's product cards (trailing slash optional). */
  courseList: defineCall({
    method: 'GET', path: '/learner/v17/courses/', session: false, query: CourseListQuery, response: CourseListResponse,
    staleTime: STALE_TIME.coursesList,
  }),
  /** What the current learner may do with the product on this device. */
  accessData: defineCall({
    method: 'GET', path: '/learner/v17/courses/access_data/:courseId', session: false, params: CourseIdParam, query: AccessDataQuery,
    // The learner's own: a refund or the school's grant changes it on the server, with no write from this client
    // to invalidate it, so the persisted copy only paints the page while the fresh one arrives.
    response: AccessDataResponse, staleTime: STALE_TIME.always,
  }),
  /** One product in full, with its price and rating. */
  courseDetail: defineCall({ method: 'GET', path: '/learner/v17/courses/:courseId', session: false, params: CourseIdParam, response: CourseDetailResponse }),
  /** Every product in full, a page at a time (the site build's read). */
  courseDetails: defineCall({ method: 'GET', path: '/learner/v17/course_details', session: false, query: CourseDetailsQuery, response: CourseDetailsResponse }),
  /** Every product's id and digest, in the list's default order (the site build's read of what changed). */
  courseDigests: defineCall({ method: 'GET', path: '/learner/v17/course_digests', session: false, response: CourseDigestsResponse }),
  categories: defineCall({ method: 'GET', path: '/learner/v10/categories', session: false, response: CategoriesResponse }),
  teachers: defineCall({ method: 'GET', path: '/learner/v4/teachers', session: false, query: CourseScopedQuery, response: TeachersResponse }),
  /** The school's reviews (or one product's), newest first (the newest `limit`), with the summary of all. */
  reviews: defineCall({ method: 'GET', path: '/learner/v6/reviews', session: false, query: ReviewsQuery, response: ReviewsResponse }),
  /** Products' current ratings, no reviews (`?course_ids=`): what the prebuilt cards catch up with. */
  // Learners' reviews change them at any time: a persisted copy only paints the cards while the fresh one arrives.
  ratings: defineCall({ ...RATINGS_CALL, query: RatingsQuery, response: RatingsResponse, staleTime: STALE_TIME.always }),
  review: defineCall({ method: 'GET', path: '/learner/v6/reviews/:reviewId', session: false, params: ReviewIdParam, response: ReviewResponse }),
  faqs: defineCall({ method: 'GET', path: '/learner/v4/faqs', session: false, query: CourseScopedQuery, response: FaqsResponse }),
  pricings: defineCall({
    method: 'GET', path: '/learner/v1/product_pricings/default_product_pricings', session: false, query: CourseScopedQuery, response: PricingsResponse,
  }),
  /** A file of the school's media folder (logo, favicon, images): not JSON. */
  media: defineCall({ method: 'GET', path: '/learner/v1/media/:name', session: false, params: MediaNameParam, response: null }),
  /** Every media file's name and digest (the site build's read of which files changed). */
  mediaDigests: defineCall({ method: 'GET', path: '/learner/v1/media_digests', session: false, response: MediaDigestsResponse }),
} as const;
