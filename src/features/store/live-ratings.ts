import type { CourseRating } from '../../contract/ratings.ts';
import { plural, type PluralForms } from '../../i18n/plural-forms.ts';

/**
 * Cards are prerendered, so each shows its product's rating as of the last build. In the browser this brings every
 * rating on the page (rating.tsx's `[data-live-rating]`: cards and a sales page's header) up to date with one read
 * of `GET v6/reviews?course_ids=` (issue 39, 17). Without zod or i18next: the words come from the page
 * (live-ratings.astro writes the rating sentence's plural forms into `data-rating-strings`).
 */

export interface RatingStrings {
  /** The page's Intl locale, for plural rules. */
  readonly locale: string;
  /** "Rated {{average}} out of 5 from {{count}} reviews", by plural category. */
  readonly label: PluralForms;
}

/** The products whose ratings the page shows, each once, in page order. */
export function ratedProducts(root: ParentNode): number[] {
  const ids = [...root.querySelectorAll<HTMLElement>('[data-live-rating]')].map((element) => Number(element.dataset['liveRating']));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

/** One rating element shows `rating`: "★ 4.3 (3)" with its sentence, or "New". */
export function showRating(element: HTMLElement, rating: Pick<CourseRating, 'average' | 'count'>, strings: RatingStrings): void {
  const rated = element.querySelector<HTMLElement>('[data-rated]');
  const none = element.querySelector<HTMLElement>('[data-unrated]');
  if (!rated || !none) return;
  rated.hidden = rating.count === 0;
  none.hidden = rating.count > 0;
  const average = rating.average.toFixed(1);
  for (const node of rated.querySelectorAll('[data-average]')) node.textContent = average;
  for (const node of rated.querySelectorAll('[data-count]')) node.textContent = String(rating.count);
  const label = rated.querySelector('[data-label]');
  if (label) label.textContent = plural(strings.label, strings.locale, rating.count, { average });
}

/** Every rating element of a product in `ratings` shows its current rating; the others keep the build's. */
export function showRatings(root: ParentNode, ratings: readonly CourseRating[], strings: RatingStrings): void {
  const byId = new Map(ratings.map((rating) => [rating.course_id, rating]));
  for (const element of root.querySelectorAll<HTMLElement>('[data-live-rating]')) {
    const rating = byId.get(Number(element.dataset['liveRating']));
    if (rating) showRating(element, rating, strings);
  }
}
