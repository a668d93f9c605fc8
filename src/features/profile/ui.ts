// The signed-in account pages' building blocks. Semantic tokens only: a school's theme re-brands them, and both
// colour modes come from the same tokens.
import { css } from 'styled-system/css';
import { container } from 'styled-system/patterns';

export const page = container({ maxW: '6xl', px: { base: '4', md: '6' }, pt: { base: '5', md: '10' }, pb: { base: '12', md: '20' } });

/** Navigation beside the content from md up; above it, as a scrolling row, on phones. */
export const frame = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '232px minmax(0, 1fr)' },
  gap: { base: '5', md: '10' },
  alignItems: 'start',
});

export const nav = css({
  position: { md: 'sticky' },
  top: { md: '24' },
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
});

export const navList = css({
  display: 'flex',
  flexDirection: { base: 'row', md: 'column' },
  gap: { base: '2', md: '1' },
  listStyle: 'none',
  m: '0',
  p: '0',
  pb: { base: '1', md: '0' },
});

export const navLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  whiteSpace: 'nowrap',
  minH: { base: '10', md: '11' },
  px: { base: '3.5', md: '3' },
  borderRadius: { base: 'full', md: 'card' },
  borderWidth: { base: '1px', md: '0' },
  borderColor: 'border.default',
  bg: { base: 'surface', md: 'transparent' },
  color: 'fg.muted',
  fontWeight: 'medium',
  fontSize: 'sm',
  textDecoration: 'none',
  transition: 'background 0.15s, color 0.15s',
  '& svg': { w: '4.5', h: '4.5', flexShrink: 0, display: { base: 'none', md: 'block' } },
  _hover: { color: 'fg.default', bg: 'ink.subtle' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
  '&[aria-current=page]': {
    color: 'fg.default',
    fontWeight: 'semibold',
    bg: 'brand.muted',
    borderColor: 'brand.emphasized',
  },
});

export const navBadge = css({
  ml: 'auto',
  minW: '5',
  h: '5',
  px: '1.5',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontSize: 'xs',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
});

export const header = css({ mb: { base: '5', md: '7' } });

export const title = css({
  fontFamily: 'heading',
  fontWeight: 'bold',
  fontSize: { base: '2xl', md: '3xl' },
  lineHeight: '1.2',
  letterSpacing: '-0.015em',
  color: 'fg.default',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '3',
});

export const subtitle = css({ mt: '1.5', color: 'fg.muted', fontSize: 'md', maxW: '2xl' });

export const stack = css({ display: 'grid', gap: { base: '4', md: '5' } });

export const panelTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.3', color: 'fg.default' });

export const panelText = css({ mt: '1', color: 'fg.muted', fontSize: 'sm' });

export const formGrid = css({ display: 'grid', gap: '5', mt: '6', maxW: 'lg' });

export const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '1' });

export const avatar = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontFamily: 'heading',
  fontWeight: 'bold',
  letterSpacing: '0.02em',
  userSelect: 'none',
});

/** A list of links to other pages, each a full-width row with a chevron. */
export const linkRows = css({ listStyle: 'none', m: '0', p: '0', mt: '3', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } });

export const linkRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '14',
  py: '2',
  mx: '-2',
  px: '2',
  borderRadius: 'card',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'ink.subtle' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '0' },
  '& > svg': { w: '5', h: '5', flexShrink: 0, color: 'fg.muted' },
});
