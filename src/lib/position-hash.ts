/**
 * A place in a lesson as the address's fragment, so a bookmark leads back to its moment or page: `#t=95` (seconds
 * into a video), `#page=3` (a PDF's page or a deck's slide). A fragment, not a query option: SPEC.md fixes the player's query.
 */
export function positionHash(kind: string | null, position: number): string {
  if (position <= 0) return '';
  if (kind === 'video') return `#t=${Math.floor(position)}`;
  if (kind === 'pdf' || kind === 'slides') return `#page=${Math.floor(position)}`;
  return '';
}

/** The place a fragment names, or null. */
export function positionFromHash(hash: string): number | null {
  const match = /^#(?:t|page)=(\d{1,7})$/.exec(hash);
  return match ? Number(match[1]) : null;
}
