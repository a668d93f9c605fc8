/**
 * `?search=` on a sales page (SPEC.md section 2: sales pages take an optional `search`): the lessons of the
 * curriculum whose titles hold every word of it are marked and their sections opened, the first scrolled into
 * view. Search results, the search redirect and the content preview link lessons this way until the lesson player
 * is built. Runs on sales pages only (curriculum-search.astro); the page is static, so this is all it needs.
 */

/** Lower case, accents folded, so "Résumé" matches "resume". */
const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a lesson title holds every word of the query (a phrase copied from a result matches its own title). */
export function lessonMatches(title: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = fold(title);
  return words.every((word) => haystack.includes(word));
}

/** Marks the matching lessons under `root` (`data-match`), opens their sections; returns how many matched. */
export function markCurriculumMatches(root: ParentNode, query: string): number {
  let first: HTMLElement | null = null;
  let count = 0;
  for (const item of root.querySelectorAll<HTMLElement>('[data-lesson-title]')) {
    if (!lessonMatches(item.dataset['lessonTitle'] ?? '', query)) continue;
    item.dataset['match'] = '';
    item.closest('details')?.setAttribute('open', '');
    first ??= item;
    count += 1;
  }
  first?.scrollIntoView({ block: 'center' });
  return count;
}
