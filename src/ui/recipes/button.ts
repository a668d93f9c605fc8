import { defineRecipe } from '@pandacss/dev';

/** Buttons and links drawn as buttons. One primary for the whole app: the brand fill, a glow under the pointer, a press. */
export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Primary, secondary, ghost and danger actions in three sizes',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'card',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'box-shadow 0.15s, transform 0.15s, border-color 0.15s, background 0.15s, opacity 0.15s',
    '& svg': { w: '4.5', h: '4.5', flexShrink: 0 },
    _active: { transform: 'translateY(1px)' },
    _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
    '&[aria-busy=true]': { cursor: 'progress', opacity: '0.85' },
    '&:disabled, &[aria-disabled=true]': { cursor: 'not-allowed', opacity: '0.55', transform: 'none', boxShadow: 'none' },
  },
  variants: {
    variant: {
      primary: { bg: 'brand.solid', color: 'brand.contrast', _hover: { boxShadow: 'glow' } },
      secondary: { bg: 'surface', color: 'fg.default', borderWidth: '1px', borderColor: 'border.default', _hover: { borderColor: 'fg.muted' } },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'ink.subtle' } },
      /** Irreversible actions: the strongest contrast the theme has, never the brand colour. */
      danger: { bg: 'fg.default', color: 'surface', _hover: { boxShadow: 'glowInk' } },
    },
    size: {
      sm: { minH: '10', px: '3', fontSize: 'sm' },
      md: { minH: '11', px: '5', fontSize: 'md' },
      lg: { minH: '12', px: '5', fontSize: 'md', '& svg': { w: '5', h: '5' } },
    },
    fullWidth: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/** Text links inside copy: the brand's colour in the underline only, so the text keeps the theme's contrast. */
export const linkRecipe = defineRecipe({
  className: 'link',
  base: {
    color: 'fg.default',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textDecorationColor: 'brand.line',
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
    _hover: { textDecorationColor: 'currentColor' },
    _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
  },
});

/** A small label on a surface: brand-tinted or neutral; the text stays fg.default for contrast. */
export const badgeRecipe = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    fontFamily: 'body',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.6',
    letterSpacing: 'normal',
    color: 'fg.default',
    borderWidth: '1px',
    '& svg': { w: '3.5', h: '3.5' },
  },
  variants: {
    tone: {
      brand: { bg: 'brand.muted', borderColor: 'brand.emphasized' },
      neutral: { bg: 'ink.muted', borderColor: 'border.default' },
    },
  },
  defaultVariants: { tone: 'brand' },
});

/** A filter chip: a toggle button (aria-pressed), a link (aria-current) or a label around a radio input. */
export const chipRecipe = defineRecipe({
  className: 'chip',
  base: {
    position: 'relative',
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
    flexShrink: 0,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background 0.15s, border-color 0.15s',
    _hover: { borderColor: 'fg.muted' },
    _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
    '&[aria-pressed=true], &[aria-current=page], &:has(input:checked)': { bg: 'brand.muted', borderColor: 'brand.solid', fontWeight: 'semibold' },
    '&:has(input:focus-visible)': { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
    // The radio stays in the page (keyboard and screen readers use it); the label is the chip.
    '& input': { position: 'absolute', opacity: 0, inset: '0', m: '0', cursor: 'pointer' },
    '& svg': { w: '3.5', h: '3.5', flexShrink: 0 },
  },
});
