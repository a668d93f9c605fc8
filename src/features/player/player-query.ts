import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional().catch(undefined);

/**
 * The lesson player's query options (SPEC.md section 2). Parsed, never trusted: an unknown value is dropped.
 * `disableLessonChange` hides the lesson list and previous/next; `embedPlayer` shows the lesson without the site's
 * footer and way back to the course, and without its header unless `embedHeader` (the head script marks the page
 * before first paint, colour-mode-head.ts); the others travel back to where the learner came from.
 */
export const PlayerQuery = z.object({
  testSeries: z.string().max(120).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  embedPlayer: flag,
  embedHeader: flag,
  template: z.string().max(60).optional().catch(undefined),
  disableLessonChange: flag,
  redirectionSource: z.string().max(60).optional().catch(undefined),
});
export type PlayerQuery = z.infer<typeof PlayerQuery>;

export const parsePlayerQuery = (search: string): PlayerQuery => PlayerQuery.parse(Object.fromEntries(new URLSearchParams(search)));
