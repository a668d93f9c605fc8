// The mock-test area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** Fixed texts of the test engine (SPEC.md sections 5 and 8, and ours where SPEC.md is silent). */
export const MOCK_TEST_TEXT = {
  /** SPEC.md section 5. */
  answerSheetPdf: 'answer sheet must be PDF',
  /** SPEC.md section 5; {max} in MB (the error payload's variables). */
  fileTooLarge: 'File size is more than {max} MB',
  signInToTest: 'Sign in to take this test',
  buyToTest: 'Buy this test to take it',
  renewToTest: 'Your access to this test has ended. Renew it to continue',
  testNotFound: 'Test not found',
  notOpenYet: 'This test opens on {opens_time}',
  testClosed: 'This test has closed',
  attemptNotFound: 'Attempt not found',
  noRetakesLeft: 'You have used every attempt of this test',
  attemptOver: 'This attempt has been submitted',
  attemptPaused: 'This attempt is paused. Continue it to answer',
  pauseNotAllowed: 'This test cannot be paused',
  staleWindow: 'This test continues in another window',
  questionNotInTest: 'This question is not part of the test',
  answerDoesNotFit: 'This answer does not fit the question',
  declarationRequired: 'Tick the declaration to start',
  revaluationOnce: 'You can apply for revaluation once per attempt',
  revaluationNotOpen: 'Revaluation is open only for evaluated attempts with subjective answers',
  facultyOnly: 'Only faculty can grade answers',
  gradeOutOfRange: 'Marks must be between 0 and the question\'s marks',
  nothingToGrade: 'This attempt has nothing waiting to be graded',
  notAllGraded: 'Grade every subjective answer to finish the evaluation',
  sectionClosed: 'This section is closed',
  uploadMissing: 'Upload the answer sheet again: it did not arrive',
  uploadLinkInvalid: 'This upload link is not valid',
  uploadLinkExpired: 'This upload link has expired. Upload the file again',
  /** A signed upload is for one file, once: the same link again would replace a sheet faculty may be grading. */
  uploadLinkUsed: 'This upload link has been used. Upload the file again',
} as const;
