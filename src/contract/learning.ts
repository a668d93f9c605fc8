/**
 * What a learner owns and keeps: enrolments (my-enrollments, courses-library, dashboards), favourites
 * (`v9/user_likes`), their own reviews (`v6/reviews` writes) and lesson bookmarks (`v9/notebooks`).
 *
 * Rules (SPEC.md section 6): reviews and bookmarks need enrolment (or purchase) in the product; one review per
 * learner per product, which its author may edit; favourites persist per learner. Every call here needs a session
 * (401 with ERROR_TEXT.sessionExpired without one); another learner's data is never visible (their ids answer 404).
 */
import { z } from 'zod';
import { Id, IsoDate } from './common.ts';
import { isHonestText, SPOOFING_TEXT } from './public-text.ts';
import { CourseSummary, Review, ReviewIdParam } from './catalogue.ts';
import { CATALOGUE_CALLS } from './catalogue-calls.ts';
import { defineCall } from './call.ts';
import { ReportRequest } from './moderation.ts';
import { LEARNING_TEXT } from './learning-text.ts';
export { LEARNING_TEXT } from './learning-text.ts';

/** SPEC.md section 5 names a bookmark limit per lesson without its value; ours. */
export const BOOKMARK_LIMIT_PER_LESSON = 20;
export const REVIEW_TEXT_MAX = 1000;
export const BOOKMARK_NOTE_MAX = 500;

// ---------------------------------------------------------------------------------------------------------------
// Enrolments

/** How far the learner is and how long their access lasts. */
export const Enrolment = z.object({
  enrolled_at: IsoDate,
  /** null: access without an end (relative plans count from enrolled_at; the API resolves them). */
  expires_at: IsoDate.nullable(),
  /** 0-100: lessons completed over lessons in the course (tests: attempted over total). */
  progress_percent: z.number().int().min(0).max(100),
  /** When the learner last opened it; null: never. */
  last_opened_at: IsoDate.nullable(),
});
export type Enrolment = z.infer<typeof Enrolment>;

export const EnrolledCourse = CourseSummary.extend({
  enrolment: Enrolment,
  /** The learner's batch of it, for a product taught in batches (docs/decisions/0084-batches.md). */
  batch: z.object({ id: Id, name: z.string() }).nullable().optional(),
});
export type EnrolledCourse = z.infer<typeof EnrolledCourse>;

/**
 * `GET v17/courses/?enrolled=1`: the learner's products, most recently enrolled first. Optional `type` (course
 * type number) narrows it, as on the public list. The one list my-enrollments, courses-library and the
 * dashboards read.
 */
export const EnrolledCoursesQuery = z.object({
  enrolled: z.literal('1'),
  type: z.coerce.number().int().min(1).max(4).optional(),
});
export const EnrolledCoursesResponse = z.object({ courses: z.array(EnrolledCourse), total: z.number().int().nonnegative() });
export type EnrolledCoursesResponse = z.infer<typeof EnrolledCoursesResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Favourites (user likes)

export const Favourite = z.object({ id: Id, course_id: Id, created_at: IsoDate, course: CourseSummary });
export type Favourite = z.infer<typeof Favourite>;
/** `GET v9/user_likes`: the learner's favourites, newest first. */
export const FavouritesResponse = z.object({ likes: z.array(Favourite) });
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;
/** `POST v9/user_likes`: idempotent; liking a liked product answers the existing like. */
export const AddFavouriteRequest = z.object({ course_id: Id });
export const FavouriteResponse = z.object({ like: Favourite });
/** `DELETE v9/user_likes/{likeId}`. */
export const LikeIdParam = z.object({ likeId: z.coerce.number().pipe(Id) });

// ---------------------------------------------------------------------------------------------------------------
// Reviews (writes; the reads are in catalogue.ts)

/** `POST v6/reviews`. */
export const ReviewRequest = z.object({
  course_id: Id,
  rating: z.number({ error: LEARNING_TEXT.ratingRequired }).int(LEARNING_TEXT.ratingRequired).min(1, LEARNING_TEXT.ratingRequired).max(5, LEARNING_TEXT.ratingRequired),
  text: z.string().trim().max(REVIEW_TEXT_MAX, LEARNING_TEXT.reviewTooLong).refine(isHonestText, SPOOFING_TEXT).default(''),
});
export type ReviewRequest = z.input<typeof ReviewRequest>;
/** `PUT v6/reviews/{reviewId}`: the rating and text; a review stays on its product, so a course_id sent is ignored. */
export const EditReviewRequest = ReviewRequest.omit({ course_id: true });
export type EditReviewRequest = z.input<typeof EditReviewRequest>;
/** The written review; `Review` plus whose it is. */
export const OwnReview = Review.extend({
  updated_at: IsoDate.nullable(),
  /** `held`: made of markup, or reported by three learners; shown to no one but its author until faculty review it. */
  status: z.enum(['published', 'held']),
});
export const ReviewWriteResponse = z.object({ review: OwnReview });
export const ReviewReportResponse = z.object({ review_id: Id, reported: z.literal(true), held: z.boolean() });
export type ReviewReportResponse = z.infer<typeof ReviewReportResponse>;

/**
 * `GET v6/reviews/mine?course_id=`: the signed-in learner's review of a product (null: none yet) and whether they
 * may write one (enrolled). The add-review page reads it to choose between adding and editing.
 */
export const MyReviewQuery = z.object({ course_id: z.coerce.number().pipe(Id) });
export const MyReviewResponse = z.object({ review: OwnReview.nullable(), can_review: z.boolean() });
export type MyReviewResponse = z.infer<typeof MyReviewResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Bookmarks (notebooks)

export const Bookmark = z.object({
  id: Id,
  course_id: Id,
  section_id: Id,
  section_title: z.string(),
  lesson_id: Id,
  lesson_title: z.string(),
  /** Where in the lesson (seconds into a video, page of a PDF); 0 for the start. */
  position: z.number().int().nonnegative(),
  note: z.string().max(BOOKMARK_NOTE_MAX),
  created_at: IsoDate,
});
export type Bookmark = z.infer<typeof Bookmark>;
/** `GET v9/notebooks?course_id=` (optional `lesson_id`): the learner's bookmarks in a product, by lesson order. */
export const BookmarksQuery = z.object({ course_id: z.coerce.number().pipe(Id), lesson_id: z.coerce.number().pipe(Id).optional() });
export const BookmarksResponse = z.object({ bookmarks: z.array(Bookmark) });
export type BookmarksResponse = z.infer<typeof BookmarksResponse>;
/** `POST v9/notebooks`: needs enrolment; at most BOOKMARK_LIMIT_PER_LESSON per lesson. */
export const AddBookmarkRequest = z.object({
  course_id: Id,
  lesson_id: Id,
  position: z.number().int().nonnegative().default(0),
  note: z.string().trim().max(BOOKMARK_NOTE_MAX, LEARNING_TEXT.noteTooLong).default(''),
  /**
   * The browser's id for the bookmark: sent again (a journal's write whose answer was lost), it answers the bookmark
   * made the first time instead of making another.
   */
  client_id: z.uuid().optional(),
});
export const BookmarkResponse = z.object({ bookmark: Bookmark });
/** `DELETE v9/notebooks/{bookMarkId}`. */
export const BookmarkIdParam = z.object({ bookMarkId: z.coerce.number().pipe(Id) });

export const Deleted = z.object({ deleted: z.literal(true) });

/**
 * Development only (`DEV_INBOX=1`, like the dev inbox): enrol a learner, as a purchase would. For tests and demos.
 * `expires_at` sets the enrolment's end instead of its plan's: a past one is an enrolment that has ended.
 */
export const DevEnrolRequest = z.object({ email: z.email(), course_id: Id, expires_at: IsoDate.optional() });

const enrolled = defineCall({
  method: 'GET', path: '/learner/v17/courses/', session: true, query: EnrolledCoursesQuery, response: EnrolledCoursesResponse,
  selectedBy: { query: 'enrolled' },
});
const favourites = defineCall({ method: 'GET', path: '/learner/v9/user_likes', session: true, response: FavouritesResponse });
const myReview = defineCall({ method: 'GET', path: '/learner/v6/reviews/mine', session: true, query: MyReviewQuery, response: MyReviewResponse });
const bookmarks = defineCall({ method: 'GET', path: '/learner/v9/notebooks', session: true, query: BookmarksQuery, response: BookmarksResponse });

const { courseList, courseDetail, accessData, reviews, review } = CATALOGUE_CALLS;
/** A review changes the product's reviews and its rating, which every course read carries. */
const REVIEW_READS = [reviews, review, myReview, courseList, enrolled, courseDetail, accessData] as const;

/** Every learning call. */
export const LEARNING_CALLS = {
  enrolled,
  favourites,
  addFavourite: defineCall({ method: 'POST', path: '/learner/v9/user_likes', session: true, body: AddFavouriteRequest, response: FavouriteResponse, invalidates: [favourites] }),
  removeFavourite: defineCall({ method: 'DELETE', path: '/learner/v9/user_likes/:likeId', session: true, params: LikeIdParam, response: Deleted, invalidates: [favourites] }),
  myReview,
  addReview: defineCall({ method: 'POST', path: '/learner/v6/reviews', session: true, body: ReviewRequest, response: ReviewWriteResponse, invalidates: REVIEW_READS }),
  editReview: defineCall({
    method: 'PUT', path: '/learner/v6/reviews/:reviewId', session: true, params: ReviewIdParam, body: EditReviewRequest, response: ReviewWriteResponse,
    invalidates: REVIEW_READS,
  }),
  /** `POST v6/reviews/{reviewId}/reports`: once per learner; the third learner's report holds the review. */
  reportReview: defineCall({
    method: 'POST', path: '/learner/v6/reviews/:reviewId/reports', session: true, params: ReviewIdParam, body: ReportRequest, response: ReviewReportResponse,
    invalidates: REVIEW_READS,
  }),
  bookmarks,
  addBookmark: defineCall({ method: 'POST', path: '/learner/v9/notebooks', session: true, body: AddBookmarkRequest, response: BookmarkResponse, invalidates: [bookmarks] }),
  removeBookmark: defineCall({
    method: 'DELETE', path: '/learner/v9/notebooks/:bookMarkId', session: true, params: BookmarkIdParam, response: Deleted, invalidates: [bookmarks],
  }),
  /** Development only, like the dev inbox: enrols a learner as a purchase would. */
  devEnrol: defineCall({
    method: 'POST', path: '/learner/dev/enrolments', session: false, body: DevEnrolRequest, response: z.object({ enrolled: z.literal(true) }),
    invalidates: [enrolled, accessData], dev: true,
  }),
} as const;
