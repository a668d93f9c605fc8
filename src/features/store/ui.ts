// Shared class names of the store's building blocks. Semantic tokens only: a school's theme re-brands them all.
import { css } from 'styled-system/css';
import { container } from 'styled-system/patterns';

export const pageContainer = container({ maxW: '7xl', px: { base: '4', md: '6' } });

export const srOnly = css({ srOnly: true });

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  minH: '11',
  px: '5',
  borderRadius: 'card',
  fontWeight: 'semibold',
  fontSize: 'md',
  lineHeight: '1.2',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'transform 0.15s, box-shadow 0.15s, background 0.15s',
} as const;

export const primaryButton = css({
  ...buttonBase,
  bg: 'brand.solid',
  color: 'brand.contrast',
  boxShadow: '0 1px 2px color-mix(in srgb, {colors.brand.solid} 40%, transparent)',
  _hover: { transform: 'translateY(-1px)', boxShadow: '0 6px 16px -6px {colors.brand.solid}' },
});

export const secondaryButton = css({
  ...buttonBase,
  bg: 'surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  _hover: { borderColor: 'fg.muted' },
});

export const textLink = css({
  color: 'fg.default',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textDecorationColor: 'color-mix(in srgb, {colors.fg.default} 35%, transparent)',
  textUnderlineOffset: '3px',
  _hover: { textDecorationColor: 'currentColor' },
});

export const sectionTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.25', letterSpacing: '-0.01em', color: 'fg.default' });

/** A pill on a surface: tinted with the brand, text stays fg.default for contrast. */
export const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2.5',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  lineHeight: '1.5',
  color: 'fg.default',
  bg: 'color-mix(in srgb, {colors.brand.solid} 12%, {colors.surface})',
  borderWidth: '1px',
  borderColor: 'color-mix(in srgb, {colors.brand.solid} 25%, {colors.surface})',
});

/** A sideways-scrolling row of cards (with snap) that bleeds to the screen edge on phones. */
export const cardRow = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: { base: '4', md: '6' },
  listStyle: 'none',
  m: '0',
  p: '0',
  pb: '2',
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  scrollPaddingInline: { base: '4', md: '0' },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '& > li': { scrollSnapAlign: 'start' },
});
