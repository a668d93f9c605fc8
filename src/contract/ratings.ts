import { defineCall } from './call.ts';
import { isId, isInt, isNumber, isRecord } from './plain.ts';
import { guardSchema } from './standard-schema.ts';

/**
 * Products' current ratings, for the prebuilt cards (issue 39, 17): a card is rendered at the build, with the
 * rating of that moment, and a small script on the page brings every card's rating up to date with one read of
 * this call. Without zod (decision 0014): store pages carry none. catalogue.ts holds the zod schemas these guards
 * mirror (RatingsQuery, RatingsResponse); plain-guards.test.ts holds them to each other.
 */

/** Products asked for at once: a store page shows a few dozen cards. */
export const RATINGS_MAX_IDS = 100;

/** One product's rating, as RatingSummary gives it (average to one decimal; 0 with no reviews). */
export interface CourseRating {
  readonly course_id: number;
  readonly average: number;
  readonly count: number;
}

export interface RatingsResponse {
  /** Only the school's own products; an id of another school, or of none, is left out. */
  readonly ratings: readonly CourseRating[];
}

const isCourseRating = (value: unknown): value is CourseRating =>
  isRecord(value) && isId(value['course_id']) && isNumber(value['average']) && value['average'] >= 0 && value['average'] <= 5 && isInt(value['count']) && value['count'] >= 0;

/** RatingsResponse.safeParse without zod. */
export const isRatingsResponse = (value: unknown): value is RatingsResponse =>
  isRecord(value) && Array.isArray(value['ratings']) && value['ratings'].every(isCourseRating);

/** `course_ids`: product ids separated by commas, as the query carries them. */
export const courseIdsParam = (ids: readonly number[]): string => [...new Set(ids)].join(',');

/**
 * `GET v6/reviews?course_ids=1,2,3`: the variant of the reviews call (SPEC.md section 7) that answers with each
 * product's rating and no reviews. The registry's declaration (CATALOGUE_CALLS.ratings) is this one with zod.
 */
export const RATINGS_CALL = defineCall({
  method: 'GET',
  path: '/learner/v6/reviews',
  session: false,
  selectedBy: { query: 'course_ids' },
  query: guardSchema((value: unknown): value is { course_ids: string } => isRecord(value) && typeof value['course_ids'] === 'string', 'expected { course_ids }'),
  response: guardSchema(isRatingsResponse, 'expected { ratings: [{ course_id, average, count }] }'),
});

/** One review, as a sales page's live reviews show it (live-reviews.ts): Review in catalogue.ts, without zod. */
export interface ShownReview {
  readonly id: number;
  readonly author_name: string;
  readonly rating: number;
  readonly text: string;
  readonly created_at: string;
}

const isShownReview = (value: unknown): value is ShownReview =>
  isRecord(value) && isId(value['id']) && typeof value['author_name'] === 'string' && isInt(value['rating']) && value['rating'] >= 1 && value['rating'] <= 5
  && typeof value['text'] === 'string' && typeof value['created_at'] === 'string' && !Number.isNaN(Date.parse(value['created_at']));

/** ReviewsResponse (catalogue.ts), as far as a sales page's live reviews read it: the reviews and the summary's numbers. */
export interface ShownReviews {
  readonly reviews: readonly ShownReview[];
  readonly summary: { readonly average: number; readonly count: number };
}

export const isShownReviews = (value: unknown): value is ShownReviews =>
  isRecord(value) && Array.isArray(value['reviews']) && value['reviews'].every(isShownReview) && isRecord(value['summary'])
  && isNumber(value['summary']['average']) && value['summary']['average'] >= 0 && value['summary']['average'] <= 5 && isInt(value['summary']['count']) && value['summary']['count'] >= 0;

/**
 * `GET v6/reviews?course_id=&limit=`: a product's newest reviews and the summary of all, for a sales page's live
 * reviews (CATALOGUE_CALLS.reviews is this one with zod; plain-guards.test.ts holds them together).
 */
export const REVIEWS_CALL = defineCall({
  method: 'GET',
  path: '/learner/v6/reviews',
  session: false,
  query: guardSchema(
    (value: unknown): value is { course_id: number; limit: number } => isRecord(value) && isId(value['course_id']) && isInt(value['limit']) && value['limit'] >= 1 && value['limit'] <= 100,
    'expected { course_id, limit }',
  ),
  response: guardSchema(isShownReviews, 'expected { reviews: [{ id, author_name, rating, text, created_at }], summary: { average, count } }'),
});
