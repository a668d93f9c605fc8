// The page's frame, shared by every page of every feature: the centred container, a section's title, a row of
// cards, and text only a screen reader hears. Semantic tokens only.
import { css } from 'styled-system/css';
import { container } from 'styled-system/patterns';

export const pageContainer = container({ maxW: '7xl', px: { base: '4', md: '6' } });

export const srOnly = css({ srOnly: true });

export const sectionTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.25', letterSpacing: '-0.01em', color: 'fg.default' });

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
