import type { ShownReview } from '../../contract/ratings.ts';
import { fill, plural, type PluralForms } from '../../i18n/plural-forms.ts';

/**
 * A sales page is prerendered, so its rating and reviews are those of its last build. In the browser this brings
 * them up to date from the learner API (decision 0041): the summary and the newest reviews (the header's rating is
 * a card's, which the store's live ratings bring up to date). The words come from the page (its language's plural forms, rendered by the server into
 * `data-review-strings`), so no strings catalogue is shipped.
 */

export interface ReviewStrings {
  /** The page's Intl locale, for plural rules and dates. */
  readonly locale: string;
  readonly count: PluralForms;
  readonly stars: PluralForms;
  /** "Rated {{average}} out of 5 from {{count}} reviews", for the summary's stars. */
  readonly ratingLabel: PluralForms;
  /** "Showing {{shown}} of {{count}} reviews". */
  readonly more: string;
  /** Class names of a lit and an unlit star. */
  readonly on: string;
  readonly off: string;
}

export interface Summary {
  readonly average: number;
  readonly count: number;
}

export const averageText = (summary: Summary): string => summary.average.toFixed(1);

/** The newest `limit` reviews, as the server orders them on the page. */
export function newestReviews(reviews: readonly ShownReview[], limit: number): ShownReview[] {
  return [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, limit);
}

function setStars(container: Element, value: number, strings: ReviewStrings, label: string): void {
  container.setAttribute('aria-label', label);
  container.querySelectorAll<HTMLElement>('[data-star]').forEach((star, i) => {
    star.className = i + 1 <= Math.round(value) ? strings.on : strings.off;
  });
}

/** The reviews section: its summary, and the newest reviews as cards cloned from the page's own template. */
export function showReviews(section: HTMLElement, summary: Summary, reviews: readonly ShownReview[], strings: ReviewStrings, limit: number): void {
  const some = section.querySelector<HTMLElement>('[data-reviews-some]');
  const none = section.querySelector<HTMLElement>('[data-reviews-none]');
  const list = section.querySelector<HTMLElement>('[data-review-list]');
  const template = section.querySelector<HTMLTemplateElement>('template[data-review-card]');
  if (!some || !none || !list || !template) return;
  some.hidden = summary.count === 0;
  none.hidden = summary.count > 0;
  const average = averageText(summary);
  for (const node of some.querySelectorAll('[data-summary-average]')) node.textContent = average;
  const stars = some.querySelector('[data-summary-stars]');
  if (stars) setStars(stars, summary.average, strings, plural(strings.ratingLabel, strings.locale, summary.count, { average }));
  for (const node of some.querySelectorAll('[data-summary-count]')) node.textContent = plural(strings.count, strings.locale, summary.count);

  const dates = new Intl.DateTimeFormat(strings.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const shown = newestReviews(reviews, limit);
  list.replaceChildren(
    ...shown.map((review) => {
      const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
      card.dataset['reviewId'] = String(review.id);
      card.querySelector('[data-author]')!.textContent = review.author_name;
      setStars(card.querySelector('[data-stars]')!, review.rating, strings, plural(strings.stars, strings.locale, review.rating));
      // The template holds a placeholder: an empty <time> with no datetime is not valid HTML.
      const slot = card.querySelector<HTMLElement>('[data-date]')!;
      const time = slot.ownerDocument.createElement('time');
      time.className = slot.className;
      time.dataset['date'] = '';
      time.dateTime = review.created_at;
      time.textContent = dates.format(new Date(review.created_at));
      slot.replaceWith(time);
      const text = card.querySelector<HTMLElement>('[data-text]')!;
      text.textContent = review.text;
      text.hidden = review.text === '';
      return card;
    }),
  );
  const more = some.querySelector<HTMLElement>('[data-more]');
  if (more) {
    more.hidden = summary.count <= shown.length;
    more.textContent = fill(strings.more, { shown: shown.length, count: summary.count });
  }
}
