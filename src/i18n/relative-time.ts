/**
 * "3 hours ago", "yesterday", "2 weeks ago" for a notification's date, in the page's language through
 * Intl.RelativeTimeFormat (no date library: the platform already knows every locale we ship). Past a year the
 * exact date reads better than "2 years ago", so it is shown instead.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The largest unit that fits, in ascending order of size. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['minute', MINUTE],
  ['hour', HOUR],
  ['day', DAY],
  ['week', WEEK],
  ['month', MONTH],
];

export function relativeTime(date: Date | string, now: Date | number, locale: string): string {
  const then = typeof date === 'string' ? Date.parse(date) : date.getTime();
  const diff = then - (typeof now === 'number' ? now : now.getTime());
  const distance = Math.abs(diff);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (distance < MINUTE) return format.format(0, 'second');
  if (distance >= YEAR) return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(then);
  let chosen = UNITS[0]!;
  for (const unit of UNITS) if (distance >= unit[1]) chosen = unit;
  const [unit, size] = chosen;
  return format.format(Math.trunc(diff / size), unit);
}

/** The exact date and time, for the `<time>` element's title. */
export function exactTime(date: Date | string, locale: string): string {
  const value = typeof date === 'string' ? Date.parse(date) : date.getTime();
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}
