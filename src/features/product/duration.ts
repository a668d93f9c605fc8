import type { TFunction } from 'i18next';

/** "45 min", "2 h", "1 h 32 min": a test's time, which the school sets in whole minutes. */
export function formatDuration(minutes: number, t: TFunction): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('product.duration.minutes', { count: m });
  if (m === 0) return t('product.duration.hours', { count: h });
  return t('product.duration.hoursMinutes', { hours: h, minutes: m });
}

/** Whole hours, minutes and seconds of a length (never negative). */
function hms(seconds: number): { whole: number; h: number; m: number; s: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { whole, h: Math.floor(whole / 3600), m: Math.floor((whole % 3600) / 60), s: whole % 60 };
}

/**
 * How long media plays, as a player shows it: "0:16", "12:05", "1:02:03" (issue 39, 18: a lesson's duration is its
 * media's, to the second).
 */
export function clockText(seconds: number): string {
  const { h, m, s } = hms(seconds);
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The same length as an HTML duration string for `<time datetime>`: "PT16S", "PT1H2M3S". */
export function isoDuration(seconds: number): string {
  const { whole, h, m, s } = hms(seconds);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || whole === 0 ? `${s}S` : ''}`;
}

/** A total of lessons' lengths in words: "16 sec", "1 min 20 sec", "12 min", "1 h 32 min". */
export function formatLength(seconds: number, t: TFunction): string {
  const { whole, m, s } = hms(seconds);
  if (whole >= 3600) return formatDuration(Math.round(whole / 60), t);
  if (m === 0) return t('product.duration.seconds', { count: s });
  if (s === 0) return t('product.duration.minutes', { count: m });
  return t('product.duration.minutesSeconds', { minutes: m, seconds: s });
}
