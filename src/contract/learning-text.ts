// The learning area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** Texts the learning calls answer with (`data.message`); 412s also carry `data.field`. */
export const LEARNING_TEXT = {
  /** 403: a review, bookmark or dashboard for a product the learner is not enrolled in. */
  notEnrolled: 'Enrol in this product to continue',
  /** 412 (field `course_id`): a second review of the same product; edit the first instead. */
  alreadyReviewed: 'You have already reviewed this product',
  /** 412 (field `rating`). */
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  /** 412 (field `text`). */
  reviewTooLong: 'maximum 1000 characters allowed',
  /** 412 (field `note`). */
  noteTooLong: 'maximum 500 characters allowed',
  /** 412 (SPEC.md section 5): more bookmarks on one lesson than BOOKMARK_LIMIT_PER_LESSON. */
  bookmarkLimit: 'Bookmark_Limit_Exceeded',
} as const;
