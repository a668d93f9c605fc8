// The esign area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** The error texts of signing, shown as written. */
export const ESIGN_TEXT = {
  /** The course's lessons, before its document is signed (the lesson player's lock). */
  signToStudy: 'Sign the course document to open its lessons',
  noDocument: 'This course has no document to sign',
  notEnrolled: 'Enrol in this course before signing its document',
  otherAccount: 'This signing link is for another account',
  changed: 'This document has changed since you opened it. Read it again before signing.',
  consent: 'Tick the box to agree before you sign',
  name: 'Type your full name as you sign',
  mark: 'Draw or type your signature',
  badMark: 'Your signature could not be read. Clear it and sign again.',
  keys: 'Signing is not set up for this school yet. Please try again later.',
  unavailable: 'Your signed copy could not be read just now. Please try again later.',
} as const;
