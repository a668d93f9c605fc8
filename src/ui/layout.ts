// The page's frame and its typography, shared by every page of every feature: the centred container, titles,
// secondary text, lists, rows of cards and of buttons, and text only a screen reader hears. Semantic tokens only.
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

/** Cards in a wrapping grid. */
export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: { base: '4', md: '5' },
  listStyle: 'none',
  m: '0',
  p: '0',
});

/** Panels one under another. */
export const stack = css({ display: 'grid', gap: { base: '4', md: '5' } });

/** The title of a page drawn in a card or a frame (sign-in, the account pages): smaller than a page header's. */
export const framedTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.2', letterSpacing: '-0.015em', color: 'fg.default' });

/** A panel's or a card's title. */
export const panelTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.3', color: 'fg.default', m: '0' });

/** The line under a panel's title. */
export const panelText = css({ mt: '1', color: 'fg.muted', fontSize: 'sm' });

/** Secondary text: counts, dates, hints. */
export const mutedText = css({ color: 'fg.muted', fontSize: 'sm', m: '0' });

/** A small capitalised label over a title: what kind of thing it is. */
export const eyebrow = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'fg.muted', m: '0' });

export const plainList = css({ listStyle: 'none', m: '0', p: '0' });

/** Chips (or small buttons) in a wrapping list. */
export const chipList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' });

/** A form's or a panel's buttons, wrapping on narrow screens. */
export const actionRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });

/** A person's initials in a brand disc; the caller sets its size. */
export const avatar = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontFamily: 'heading',
  fontWeight: 'bold',
  letterSpacing: '0.02em',
  userSelect: 'none',
});
