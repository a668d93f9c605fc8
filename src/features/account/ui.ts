// The account pages' layout: the card, its titles and its rows. Fields and buttons are the UI kit's (src/ui).
import { css, cx } from 'styled-system/css';
import { iconBadge } from '../../ui/card.tsx';

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
  borderRadius: 'panel',
  px: { base: '5', md: '9' },
  py: { base: '7', md: '9' },
  boxShadow: 'floating',
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

/** The code input of the OTP page: wide letter spacing, one centred line of digits. */
export const codeInputStyle = css({ textAlign: 'center', fontSize: 'xl', letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold' });

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
export const noticeIcon = cx(iconBadge({ size: 'lg' }), css({ mb: '5', color: 'brand.solid' }));

export const noticeActions = css({ display: 'grid', gap: '3', mt: '7' });
