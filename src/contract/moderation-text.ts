// The moderation area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const MODERATION_TEXT = {
  blockedWord: 'This school does not allow the word “{word}”',
  youngLinks: 'New accounts can add links after their first day',
  youngImages: 'New accounts can add images after their first day',
  ownReview: 'You cannot report your own review',
} as const;
