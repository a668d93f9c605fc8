import type { Review } from '../../contract/catalogue.ts';

/**
 * A sales page is prerendered, so its rating and reviews are those of its last build. In the browser this brings
 * them up to date from the learner API (decision 0041): the numbers in the header, the summary and the newest
 * reviews. The words come from the page (its language's plural forms, rendered by the server into
 * `data-review-strings`), so no strings catalogue is shipped.
 */

/** A message's forms by plural category (`one`, `other`, ...), `{{name}}` placeholders kept. */
export type PluralForms = Readonly<Record<string, string>>;

export interface ReviewStrings {
  /** The page's Intl locale, for plural rules and dates. */
  readonly locale: string;
  readonly count: PluralForms;
  readonly stars: PluralForms;
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

/** `template` with its `{{name}}` placeholders filled. */
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The form for `count` in the page's language, filled; the `other` form when the language's category is missing. */
export function plural(forms: PluralForms, locale: string, count: number, vars: Readonly<Record<string, string | number>> = {}): string {
  const category = new Intl.PluralRules(locale).select(count);
  return fill(forms[category] ?? forms['other'] ?? '', { count, ...vars });
}

export const averageText = (summary: Summary): string => summary.average.toFixed(1);

/** The newest `limit` reviews, as the server orders them on the page. */
export function newestReviews(reviews: readonly Review[], limit: number): Review[] {
  return [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, limit);
}

function setStars(container: Element, value: number, strings: ReviewStrings, label: string): void {
  container.setAttribute('aria-label', label);
  container.querySelectorAll<HTMLElement>('[data-star]').forEach((star, i) => {
    star.className = i + 1 <= Math.round(value) ? strings.on : strings.off;
  });
}

/** The header's "★ 4.3 (3)" (or "New"), wherever the page shows the product's rating. */
export function showRating(element: HTMLElement, summary: Summary, strings: ReviewStrings): void {
  const rated = element.querySelector<HTMLElement>('[data-rated]');
  const none = element.querySelector<HTMLElement>('[data-unrated]');
  if (!rated || !none) return;
  rated.hidden = summary.count === 0;
  none.hidden = summary.count > 0;
  const average = averageText(summary);
  for (const node of rated.querySelectorAll('[data-average]')) node.textContent = average;
  for (const node of rated.querySelectorAll('[data-count]')) node.textContent = String(summary.count);
  const label = rated.querySelector('[data-label]');
  if (label) label.textContent = plural(strings.ratingLabel, strings.locale, summary.count, { average });
}

/** The reviews section: its summary, and the newest reviews as cards cloned from the page's own template. */
export function showReviews(section: HTMLElement, summary: Summary, reviews: readonly Review[], strings: ReviewStrings, limit: number): void {
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
