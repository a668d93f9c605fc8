// The search pages' building blocks. Semantic tokens only: a school's theme re-brands them in both colour modes.
import { css } from 'styled-system/css';

// One column that may shrink below its content (the tab row and long titles scroll or wrap instead of widening the page).
export const body = css({ pt: { base: '5', md: '8' }, pb: { base: '12', md: '20' }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { base: '5', md: '6' } });

// The page's search field: large, with the magnifier inside and a clear button at the end.
export const fieldWrap = css({ position: 'relative', w: 'full', maxW: '3xl', mt: '2' });
export const fieldIcon = css({
  position: 'absolute',
  left: '4',
  top: '50%',
  transform: 'translateY(-50%)',
  w: '5',
  h: '5',
  color: 'fg.muted',
  pointerEvents: 'none',
});
export const field = css({
  w: 'full',
  minH: '14',
  pl: '12',
  pr: '12',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'surface',
  color: 'fg.default',
  fontSize: { base: 'md', md: 'lg' },
  boxShadow: 'raised',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  appearance: 'none',
  _placeholder: { color: 'fg.muted' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: 'none', borderColor: 'brand.solid', boxShadow: '0 0 0 3px {colors.brand.halo}' },
  // The browser's own clear button would sit beside ours.
  '&::-webkit-search-cancel-button': { appearance: 'none' },
});
export const clearButton = css({
  position: 'absolute',
  right: '2',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  color: 'fg.muted',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { color: 'fg.default', bg: 'ink.subtle' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '1px' },
  '& svg': { w: '4.5', h: '4.5' },
});

// Filters: radio buttons drawn as chips. The input stays in the page (keyboard and screen readers use it as a
// radio group); the label is the chip.
export const filterBar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '6', rowGap: '3', minW: '0' });
// On phones each group is one row that scrolls sideways, so the results stay near the field.
export const filterGroup = css({
  display: 'flex',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  alignItems: 'center',
  gap: '2',
  border: 'none',
  m: '0',
  p: '0',
  minW: '0',
  maxW: 'full',
  overflowX: { base: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
  // Room for the chips' focus ring inside the scrolling row.
  py: { base: '1', md: '0' },
  px: { base: '1', md: '0' },
});
export const filterLegend = css({ float: 'left', mr: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', whiteSpace: 'nowrap', flexShrink: 0 });

export const status = css({ fontSize: 'sm', color: 'fg.muted', minH: '5', mb: '3' });
export const statusStrong = css({ color: 'fg.default', fontWeight: 'semibold' });

export const resultList = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
export const groups = css({ display: 'grid', gap: { base: '8', md: '10' } });
export const groupTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', color: 'fg.default', mb: '3' });

// A result: art (or an icon) beside the text; the title link covers the whole row.
export const row = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: { base: '88px minmax(0, 1fr)', md: '168px minmax(0, 1fr)' },
  gap: { base: '3', md: '5' },
  alignItems: 'start',
  p: { base: '3', md: '4' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: {
    borderColor: 'brand.border',
    boxShadow: 'lifted',
  },
  _focusWithin: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
});
export const lessonRow = css({ gridTemplateColumns: { base: '44px minmax(0, 1fr)', md: '48px minmax(0, 1fr)' } });
export const art = css({ position: 'relative', aspectRatio: '16 / 9', borderRadius: 'calc({radii.card} - 2px)', overflow: 'hidden', bg: 'canvas' });
export const artImage = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' });
// The card art's type icon is sized for 264px cards; in a thumbnail it is smaller.
export const artSmall = css({ '& .sf-icon': { w: { base: '6', md: '10' }, h: { base: '6', md: '10' } } });
export const lessonIcon = css({
  display: 'grid',
  placeItems: 'center',
  w: { base: '11', md: '12' },
  h: { base: '11', md: '12' },
  borderRadius: 'full',
  bg: 'brand.muted',
  color: 'fg.default',
  '& svg': { w: '5', h: '5' },
});
export const rowBody = css({ display: 'grid', gap: '1', minW: '0' });
export const rowMeta = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.05em', color: 'fg.muted', m: '0' });
export const rowTitle = css({ fontFamily: 'heading', fontSize: { base: 'md', md: 'lg' }, fontWeight: 'bold', lineHeight: '1.3', color: 'fg.default', m: '0' });
export const rowLink = css({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  _after: { content: '""', position: 'absolute', inset: '0', zIndex: 1 },
  '& mark': { bg: 'transparent', color: 'inherit', textDecoration: 'underline', textDecorationColor: 'brand.solid', textDecorationThickness: '2px', textUnderlineOffset: '3px' },
});
export const rowText = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 2, m: '0' });
export const rowFooter = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '1', mt: '1' });

export const more = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', mt: '2' });
