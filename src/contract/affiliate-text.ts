// The affiliate area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const AFFILIATE_TEXT = {
  programmeOff: 'This school has no affiliate programme.',
  notAllowed: 'This cannot be done now. Reload the page to see where your application stands.',
  adminOnly: 'Only a school admin can do this.',
  learnerNotFound: 'No learner of this school has that id.',
  pitch: 'Tell us in a few words how you will share the courses (at least 20 characters).',
  website: 'Enter a web address that starts with https://',
  overdraw: 'The wallet holds less than that amount.',
  linksClosed: 'Your links open once the school has approved you as an affiliate.',
  paused: 'Your affiliate account is paused: visits through your links are not counted until it is active again.',
  nothingPayable: 'Nothing is ready to be paid out yet.',
  detailsNeeded: 'Add your payout details before asking for a payout.',
  payoutNotFound: 'No payout of this school has that id.',
  reference: 'Enter the transfer\'s reference (3 to 100 characters).',
} as const;
