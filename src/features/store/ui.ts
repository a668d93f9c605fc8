// The store's layout classes. Buttons, links and pills are the UI kit's (src/ui); semantic tokens only.
import { css } from 'styled-system/css';

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
