/**
 * Time counted in a school's business hours (src/contract/support-settings.ts): a ticket's clocks run only while the
 * support desk is open, in the school's own timezone, so a ticket raised on Saturday night is due on Monday, not on
 * Sunday. Wall-clock times become instants through @date-fns/tz (decision 0083), which keeps a day that the clocks
 * change on as long as it really is.
 */
import { TZDate } from '@date-fns/tz';
import type { BusinessHours } from '../../contract/support-settings.ts';

/** Days looked through at most: a desk open an hour a week still fits any clock the settings allow. */
const HORIZON_DAYS = 2 * 366;

const hm = (clock: string): [number, number] => [Number(clock.slice(0, 2)), Number(clock.slice(3, 5))];

/** The desk's open spans ([open, close) in epoch ms), day by day from the local day `from` falls on. */
function* openSpans(from: number, hours: BusinessHours): Generator<[number, number]> {
  const local = new TZDate(from, hours.timezone);
  const [year, month, date] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const [openH, openM] = hm(hours.open);
  const [closeH, closeM] = hm(hours.close);
  const days = new Set(hours.days);
  for (let i = 0; i < HORIZON_DAYS; i++) {
    const midnight = new TZDate(year, month, date + i, 0, 0, hours.timezone);
    if (!days.has(midnight.getDay())) continue;
    yield [
      new TZDate(year, month, date + i, openH, openM, hours.timezone).getTime(),
      new TZDate(year, month, date + i, closeH, closeM, hours.timezone).getTime(),
    ];
  }
}

/** The instant at which `ms` of business time have passed since `start`. */
export function addBusinessTime(start: number, ms: number, hours: BusinessHours): number {
  if (ms <= 0) return start;
  let left = ms;
  for (const [open, close] of openSpans(start, hours)) {
    const from = Math.max(open, start);
    if (from >= close) continue;
    if (left <= close - from) return from + left;
    left -= close - from;
  }
  throw new Error(`no business time within ${HORIZON_DAYS} days`);
}

/** The business time (ms) between two instants; 0 when `to` is not after `from`. */
export function businessTimeBetween(from: number, to: number, hours: BusinessHours): number {
  let total = 0;
  for (const [open, close] of openSpans(from, hours)) {
    if (open >= to) break;
    const span = Math.min(close, to) - Math.max(open, from);
    if (span > 0) total += span;
  }
  return total;
}
