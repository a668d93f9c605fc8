// The search pages' building blocks. Semantic tokens only: a school's theme re-brands them in both colour modes.
import { css } from 'styled-system/css';

const tint = (percent: number) => `color-mix(in srgb, {colors.brand.solid} ${percent}%, {colors.surface})`;
const ink = (percent: number) => `color-mix(in srgb, {colors.fg.default} ${percent}%, {colors.surface})`;

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
  boxShadow: '0 1px 2px color-mix(in srgb, {colors.fg.default} 8%, transparent)',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  appearance: 'none',
  _placeholder: { color: 'fg.muted' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: 'none', borderColor: 'brand.solid', boxShadow: '0 0 0 3px color-mix(in srgb, {colors.brand.solid} 30%, transparent)' },
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
  _hover: { color: 'fg.default', bg: ink(6) },
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
export const chip = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '9',
  px: '3.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'surface',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  cursor: 'pointer',
  transition: 'background 0.15s, border-color 0.15s',
  _hover: { borderColor: 'fg.muted' },
  '&:has(input:checked)': { bg: tint(14), borderColor: 'brand.solid', fontWeight: 'semibold' },
  '&:has(input:focus-visible)': { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
  '& input': { position: 'absolute', opacity: 0, inset: '0', m: '0', cursor: 'pointer' },
});

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
    borderColor: 'color-mix(in srgb, {colors.brand.solid} 45%, {colors.border.default})',
    boxShadow: '0 8px 22px -14px color-mix(in srgb, {colors.fg.default} 45%, transparent)',
    _dark: { boxShadow: 'none' },
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
  bg: tint(12),
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

export const message = css({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: '2',
  py: { base: '10', md: '14' },
  px: '4',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'card',
});
export const messageTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.default', overflowWrap: 'anywhere' });
export const messageText = css({ color: 'fg.muted', maxW: 'md' });
export const messageActions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' });

export const more = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', mt: '2' });

export const skeletonBar = css({
  borderRadius: 'md',
  bg: ink(8),
  animation: 'pulse 1.6s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
});

// Global search tabs (Ark UI Tabs: roving focus with the arrow keys, Home and End).
export const tabList = css({
  display: 'flex',
  gap: '1',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
});
export const tab = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  mb: '-1px',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  bg: 'transparent',
  color: 'fg.muted',
  fontWeight: 'medium',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '-2px', borderRadius: 'md' },
  '&[data-selected]': { color: 'fg.default', fontWeight: 'semibold', borderColor: 'brand.solid' },
});
export const tabCount = css({
  minW: '6',
  px: '1.5',
  borderRadius: 'full',
  bg: ink(8),
  color: 'fg.default',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  '[data-selected] &': { bg: tint(18) },
});
export const tabPanel = css({ pt: '5', _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '4px', borderRadius: 'md' } });
