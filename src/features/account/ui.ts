// The account pages' building blocks. Semantic tokens only: a school's theme re-brands them.
import { css } from 'styled-system/css';

/** The page around the card: centred, with room above on large screens. */
export const formPage = css({
  display: 'flex',
  justifyContent: 'center',
  px: { base: '4', md: '6' },
  pt: { base: '8', md: '16' },
  pb: { base: '12', md: '20' },
});

export const formCard = css({
  w: 'full',
  maxW: '440px',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'calc({radii.card} + 4px)',
  px: { base: '5', md: '9' },
  py: { base: '7', md: '9' },
  boxShadow: '0 1px 2px color-mix(in srgb, {colors.fg.default} 6%, transparent), 0 24px 48px -32px color-mix(in srgb, {colors.brand.solid} 45%, transparent)',
});

export const cardTitle = css({
  fontFamily: 'heading',
  fontWeight: 'bold',
  fontSize: { base: '2xl', md: '3xl' },
  lineHeight: '1.2',
  letterSpacing: '-0.015em',
  color: 'fg.default',
});

export const cardSubtitle = css({ mt: '2', color: 'fg.muted', fontSize: 'md' });

export const form = css({ display: 'grid', gap: '5', mt: '7' });

export const fieldStyle = css({ display: 'grid', gap: '1.5' });

export const labelStyle = css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default' });

export const hintStyle = css({ fontSize: 'sm', color: 'fg.muted' });

export const inputStyle = css({
  w: 'full',
  minH: '11',
  px: '3.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'canvas',
  color: 'fg.default',
  fontSize: 'md',
  lineHeight: '1.4',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _placeholder: { color: 'fg.muted' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: {
    outline: 'none',
    borderColor: 'brand.solid',
    boxShadow: '0 0 0 3px color-mix(in srgb, {colors.brand.solid} 28%, transparent)',
  },
  '&[aria-invalid=true]': {
    borderColor: 'fg.default',
    borderWidth: '2px',
    bg: 'color-mix(in srgb, {colors.fg.default} 4%, {colors.canvas})',
  },
});

/** The code input of the OTP page: wide letter spacing, one centred line of digits. */
export const codeInputStyle = css({ textAlign: 'center', fontSize: 'xl', letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold' });

export const errorStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '1.5',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  '& svg': { flexShrink: 0, w: '4', h: '4', mt: '0.5' },
});

export const submitStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  w: 'full',
  minH: '12',
  px: '5',
  mt: '1',
  borderRadius: 'card',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontWeight: 'semibold',
  fontSize: 'md',
  cursor: 'pointer',
  transition: 'box-shadow 0.15s, transform 0.15s, opacity 0.15s',
  _hover: { boxShadow: '0 8px 20px -10px {colors.brand.solid}' },
  _active: { transform: 'translateY(1px)' },
  _focusVisible: { outline: '3px solid color-mix(in srgb, {colors.brand.solid} 45%, transparent)', outlineOffset: '2px' },
  '&[aria-busy=true]': { cursor: 'progress', opacity: '0.85' },
});

export const secondaryAction = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  w: 'full',
  minH: '12',
  px: '5',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'surface',
  color: 'fg.default',
  fontWeight: 'semibold',
  fontSize: 'md',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { borderColor: 'fg.muted' },
  '&[aria-busy=true]': { cursor: 'progress', opacity: '0.7' },
});

export const linkStyle = css({
  color: 'fg.default',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textDecorationColor: 'color-mix(in srgb, {colors.brand.solid} 60%, transparent)',
  textDecorationThickness: '2px',
  textUnderlineOffset: '3px',
  borderRadius: 'sm',
  _hover: { textDecorationColor: 'currentColor' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
});

/** A row of links under a field (the password's "Forgot password?"). */
export const inlineLinks = css({ display: 'flex', justifyContent: 'flex-end', mt: '-2', fontSize: 'sm' });

/** "or" between the form and the alternative way in. */
export const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  my: '6',
  color: 'fg.muted',
  fontSize: 'sm',
  _before: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
  _after: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
});

export const cardFooter = css({
  mt: '7',
  pt: '6',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  textAlign: 'center',
  color: 'fg.muted',
  fontSize: 'sm',
});

export const smallPrint = css({ fontSize: 'xs', color: 'fg.muted', lineHeight: '1.5' });

/** A success or failure notice inside the card (link sent, address confirmed, link invalid). */
export const noticeIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '14',
  h: '14',
  mb: '5',
  borderRadius: 'full',
  bg: 'color-mix(in srgb, {colors.brand.solid} 14%, {colors.surface})',
  color: 'brand.solid',
  '& svg': { w: '7', h: '7' },
});

export const noticeActions = css({ display: 'grid', gap: '3', mt: '7' });

export const spinner = css({
  w: '4',
  h: '4',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'spin 0.8s linear infinite',
  _motionReduce: { animation: 'none' },
});
