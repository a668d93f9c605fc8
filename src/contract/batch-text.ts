// The batch area's fixed texts, apart from its schemas: the shell names them in every page to localise what the API
// says, and this module carries no zod, so that costs a page only the words.

export const BATCH_TEXT = {
  notFound: 'This school has no such batch.',
  full: 'This batch is full. Choose another batch.',
  allFull: 'Every batch of this course is full.',
  ended: 'This batch has ended. Choose another batch.',
  already: 'You are already in a batch of this course.',
  buyFirst: 'Buy the course to join one of its batches.',
  membersOnly: 'Only the batch\'s members can see this.',
  leaderboardHidden: 'The school has hidden this batch\'s leaderboard.',
  facultyOnly: 'Only the batch\'s faculty can post announcements.',
  adminOnly: 'Only the school\'s admins can hide or show the leaderboard.',
} as const;
