// The referral area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const REFERRAL_TEXT = {
  /** A sign-up with a code that names nobody at this school (mistyped, or another school's). */
  codeInvalid: 'This invite code is not valid. Check the link, or sign up without it.',
  /** The school runs no invite programme. */
  programmeOff: 'This school has no invite programme.',
} as const;
