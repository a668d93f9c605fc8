// The lessons area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** Texts the player's calls answer with, and the ones the player shows (SPEC.md section 8). */
export const LESSON_TEXT = {
  /** 401 of the signed-url and progress calls. */
  signInToStudy: 'Sign in to open this lesson',
  /** 403 of a paid lesson for a learner who has not bought the product. */
  buyToStudy: 'Buy this course to open this lesson',
  /** 403 of a paid lesson whose access has ended. */
  renewToStudy: 'Your access to this course has ended. Renew it to continue',
  /** 403: a signed URL used after its expiry, at another school or by another learner. */
  linkExpired: 'This link has expired. Open the lesson again',
  /** A lesson kind the web player does not show (quiz, live, code), or one without content yet. */
  noContent: 'This lesson has no content to play here',
  /** SPEC.md section 8's playback error: the media failed to load or decode. */
  playback: 'This lesson could not be played. Try again',
  /** SPEC.md section 8's licence error: the media's permission could not be renewed while the lesson played. */
  licence: 'Permission to play this lesson could not be renewed. Try again',
  /** 403 of a dripped lesson before the day it opens (the player shows that day). */
  dripped: 'This lesson is not open yet',
  /** SPEC.md section 8: the device's clock is far from the server's, so dates of dripped lessons would mislead. */
  deviceTime: 'Your device time is not in sync. Set the date and time to automatic to see when lessons open',
  /** 403 of an attachment without running access (SPEC.md section 6: attachment downloads require enrolment). */
  enrolToDownload: 'Enrol in this course to download its attachments',
} as const;
