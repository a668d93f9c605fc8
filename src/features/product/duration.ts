import type { TFunction } from 'i18next';

/** "45 min", "2 h", "1 h 32 min". */
export function formatDuration(minutes: number, t: TFunction): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('product.duration.minutes', { count: m });
  if (m === 0) return t('product.duration.hours', { count: h });
  return t('product.duration.hoursMinutes', { hours: h, minutes: m });
}
