// The content pages' building blocks. Semantic tokens only: a school's theme re-brands them in both colour modes.
import { css } from 'styled-system/css';

/** Main column and a side column from lg up; one column on phones. */
export const twoColumns = css({
  display: 'grid',
  gap: { base: '8', lg: '12' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
  alignItems: 'start',
  mt: { base: '6', md: '10' },
});

export const stack = css({ display: 'grid', gap: { base: '8', md: '10' }, mt: { base: '6', md: '10' }, minW: '0' });

export const cardTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.3', color: 'fg.default', m: '0' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
export const plainList = css({ listStyle: 'none', m: '0', p: '0' });

/** Cards in a wrapping grid. */
export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: { base: '4', md: '5' },
  listStyle: 'none',
  m: '0',
  p: '0',
});

/** School-authored text laid out by rich-text.ts: only p, br, h2, h3, ul, ol, li, strong and a occur. */
export const prose = css({
  color: 'fg.default',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.7',
  maxW: '70ch',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '4' },
  '& h2': { fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.3', letterSpacing: '-0.01em', mt: '8' },
  '& h3': { fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.35', mt: '6' },
  '& > :first-child': { mt: '0' },
  '& ul': { listStyle: 'disc', pl: '6', display: 'grid', gap: '1.5' },
  '& ol': { listStyle: 'decimal', pl: '6', display: 'grid', gap: '1.5' },
  '& li::marker': { color: 'brand.solid' },
  '& strong': { fontWeight: 'bold' },
  '& a': {
    color: 'fg.default',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textDecorationColor: 'brand.line',
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
    _hover: { textDecorationColor: 'currentColor' },
  },
});

export const kindLabel = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'fg.muted' });
