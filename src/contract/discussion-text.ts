// The discussion area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** Texts of the discussions' 412s and 404s (`data.message`). Not enrolled is LEARNING_TEXT.notEnrolled (SPEC.md section 6). */
export const DISCUSSION_TEXT = {
  notFound: 'This discussion does not exist',
  textRequired: 'Write your question first',
  textTooLong: 'A discussion can be 1,000 characters at most',
  lessonNotInCourse: 'This lesson is not part of this course',
  notYours: 'You can only delete your own questions and replies',
} as const;
