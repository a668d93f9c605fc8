/**
 * Study time from the player's saves (migration 0015): the player saves its place every few seconds while a lesson
 * plays or is read, so two saves of one product close together mean the learner was studying in between. A longer
 * gap is a new sitting: it starts the clock again and counts nothing.
 */

/** Saves further apart than this belong to different sittings. */
export const SITTING_GAP_MS = 90_000;

/** Seconds studied between the product's previous save (`previous`) and this one. */
export function studiedSeconds(previous: number | null, now: number): number {
  if (previous === null) return 0;
  const gap = now - previous;
  return gap > 0 && gap <= SITTING_GAP_MS ? Math.round(gap / 1000) : 0;
}

/** The day a moment of study counts for: its UTC date. */
export const studyDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The `days` days ending with `today`'s, oldest first, as YYYY-MM-DD. */
export function lastDays(now: number, days: number): string[] {
  return Array.from({ length: days }, (_, i) => studyDay(now - (days - 1 - i) * 86_400_000));
}
