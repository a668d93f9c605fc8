// The wallet area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const WALLET_TEXT = {
  /** An order asked for credit the learner no longer has (spent in another tab meanwhile). */
  balanceChanged: 'Your wallet balance has changed. Check the total and pay again.',
} as const;
