/** A file size as people read it: 820 KB, 3.4 MB. */
export function fileSize(bytes: number, locale: string): string {
  const format = (n: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: n < 10 ? 1 : 0 }).format(n)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(1, Math.round(bytes / 1024)), 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}
