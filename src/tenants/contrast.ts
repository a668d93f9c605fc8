/**
 * WCAG 2.x contrast checks for a school's colour schemes. Every demo theme must keep its text readable in both
 * light and dark mode (AA: 4.5:1 for body text), since the pages are checked with axe-core.
 */
import type { ColourScheme } from '../contract/school-config.ts';

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (offset: number): number => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const AA_TEXT = 4.5;

/** The foreground/background pairs a page draws text with. */
export const TEXT_PAIRS: readonly (readonly [keyof ColourScheme, keyof ColourScheme])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['onPrimary', 'primary'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['accent', 'background'],
];

/** Pairs of a scheme below WCAG AA, as `fg on bg: ratio`. Empty when the scheme is readable. */
export function contrastProblems(scheme: ColourScheme, minimum = AA_TEXT): string[] {
  return TEXT_PAIRS.flatMap(([fg, bg]) => {
    const ratio = contrastRatio(scheme[fg], scheme[bg]);
    return ratio < minimum ? [`${fg} on ${bg}: ${ratio.toFixed(2)}:1 (needs ${minimum}:1)`] : [];
  });
}
