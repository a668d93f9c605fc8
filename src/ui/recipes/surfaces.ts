import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

/** A bordered block on the surface colour; `tinted` is the soft brand panel (highlights, notes). */
export const cardRecipe = defineRecipe({
  className: 'card',
  base: { borderWidth: '1px', borderRadius: 'panel', minW: '0' },
  variants: {
    variant: {
      plain: { bg: 'surface', borderColor: 'border.default' },
      tinted: { bg: 'brand.subtle', borderColor: 'brand.emphasized' },
    },
    padding: {
      none: {},
      sm: { p: { base: '4', md: '6' } },
      md: { p: { base: '5', md: '6' } },
      lg: { p: { base: '5', md: '7' } },
    },
  },
  defaultVariants: { variant: 'plain', padding: 'md' },
});

/**
 * A notice: info and success in the brand's tint, warning and error in the theme's strongest ink (a school's
 * palette has no red or green of its own, and the text must keep its contrast in both modes).
 */
export const calloutRecipe = defineRecipe({
  className: 'callout',
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    p: '4',
    borderRadius: 'card',
    color: 'fg.default',
    fontSize: 'sm',
    '& > svg': { w: '5', h: '5', flexShrink: 0, mt: '0.5' },
  },
  variants: {
    status: {
      info: { bg: 'brand.subtle', borderWidth: '1px', borderColor: 'brand.emphasized', '& > svg': { color: 'brand.solid' } },
      success: { bg: 'brand.subtle', borderWidth: '1px', borderColor: 'brand.emphasized', '& > svg': { color: 'brand.solid' } },
      warning: { bg: 'ink.muted', borderWidth: '1px', borderColor: 'fg.muted' },
      error: { bg: 'ink.subtle', borderWidth: '2px', borderColor: 'fg.default' },
    },
  },
  defaultVariants: { status: 'info' },
});

/** A round icon in the brand's tint (notices, empty states, lesson rows). */
export const iconBadgeRecipe = defineRecipe({
  className: 'icon-badge',
  base: { display: 'inline-grid', placeItems: 'center', flexShrink: 0, borderRadius: 'full', bg: 'brand.muted', color: 'fg.default' },
  variants: {
    size: {
      md: { w: '10', h: '10', '& svg': { w: '5', h: '5' } },
      lg: { w: '14', h: '14', '& svg': { w: '7', h: '7' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  base: { borderRadius: 'md', bg: 'ink.muted', animation: 'pulse 1.6s ease-in-out infinite', _motionReduce: { animation: 'none' } },
});

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    w: '4',
    h: '4',
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: 'spin 0.8s linear infinite',
    _motionReduce: { animation: 'none' },
  },
});

/** A centred message with an action: empty lists, nothing found, a read that failed. */
export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  slots: ['root', 'icon', 'title', 'text', 'actions'],
  base: {
    root: {
      display: 'grid',
      justifyItems: 'center',
      textAlign: 'center',
      gap: '3',
      py: { base: '10', md: '14' },
      px: '4',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'panel',
    },
    icon: { display: 'inline-grid', placeItems: 'center', w: '14', h: '14', borderRadius: 'full', bg: 'brand.muted', color: 'fg.default', '& svg': { w: '7', h: '7' } },
    title: { fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.default', textWrap: 'balance', overflowWrap: 'anywhere' },
    text: { color: 'fg.muted', maxW: 'md', textWrap: 'balance' },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' },
  },
});
