// The feed area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** Texts of the feed's 412s and 404s (`data.message`). */
export const FEED_TEXT = {
  postNotFound: 'This post does not exist',
  postTypeNotFound: 'There is no such kind of post',
  notAQuiz: 'This post has no question to answer',
  notAVideo: 'This post has no video',
  choiceOutOfRange: 'Choose one of the options',
  categoryNotFound: 'There is no such category',
} as const;
