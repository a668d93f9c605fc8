// The learning pages' building blocks. Semantic tokens only: a school's theme re-brands them, and both colour
// modes come from the same tokens. Buttons, pills and links are the store's (src/features/store/ui.ts).
import { css } from 'styled-system/css';

const tint = (percent: number) => `color-mix(in srgb, {colors.brand.solid} ${percent}%, {colors.surface})`;

export const body = css({ mt: { base: '6', md: '8' }, pb: { base: '12', md: '20' }, display: 'grid', gap: { base: '6', md: '8' } });

export const panel = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'calc({radii.card} + 4px)',
  p: { base: '4', md: '6' },
  minW: '0',
});

export const panelTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.3', color: 'fg.default' });

export const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** A filter chip: a toggle button (aria-pressed) or a link; pressed chips take the brand's tint. */
export const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
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
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background 0.15s, border-color 0.15s',
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: '3px solid color-mix(in srgb, {colors.brand.solid} 45%, transparent)', outlineOffset: '2px' },
  '&[aria-pressed=true], &[aria-current=page]': { bg: tint(16), borderColor: tint(55), fontWeight: 'semibold' },
  '& svg': { w: '3.5', h: '3.5', flexShrink: 0 },
});

export const chipRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' });

export const fieldLabel = css({ display: 'block', fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default', mb: '1.5' });

export const input = css({
  w: 'full',
  minH: '11',
  px: '3.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'canvas',
  color: 'fg.default',
  fontSize: 'md',
  _placeholder: { color: 'fg.muted' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: 'none', borderColor: 'brand.solid', boxShadow: '0 0 0 3px color-mix(in srgb, {colors.brand.solid} 30%, transparent)' },
});

/** A centred message with an action: empty lists, not enrolled, nothing found. */
export const emptyState = css({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: '3',
  py: { base: '10', md: '14' },
  px: '4',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'calc({radii.card} + 4px)',
});

export const emptyIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '14',
  h: '14',
  borderRadius: 'full',
  bg: tint(13),
  color: 'fg.default',
  '& svg': { w: '7', h: '7' },
});

export const emptyTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'xl', color: 'fg.default', textWrap: 'balance' });
export const emptyText = css({ color: 'fg.muted', maxW: 'md', textWrap: 'balance' });

export const skeletonBar = css({
  borderRadius: 'md',
  bg: 'color-mix(in srgb, {colors.fg.default} 9%, {colors.surface})',
  animation: 'pulse 1.6s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
});

/** A progress bar's track and fill (the fill's width is the percentage, set inline). */
export const progressTrack = css({
  position: 'relative',
  h: '2',
  w: 'full',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'color-mix(in srgb, {colors.fg.default} 10%, {colors.surface})',
});
export const progressFill = css({ position: 'absolute', insetBlock: '0', left: '0', borderRadius: 'full', bg: 'brand.solid' });

/** A callout for notices (not enrolled, expired, refused): the theme's strongest text on a tinted surface. */
export const callout = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: tint(40),
  bg: tint(8),
  color: 'fg.default',
  fontSize: 'sm',
  '& > svg': { w: '5', h: '5', flexShrink: 0, mt: '0.5' },
});

/** Sizes the line icon inside one of the store's buttons. */
export const withIcon = css({ '& svg': { w: '5', h: '5', flexShrink: 0 } });
