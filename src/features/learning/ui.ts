// The learning pages' layout. Buttons, chips, cards, callouts and empty states are the UI kit's (src/ui);
// semantic tokens only, so a school's theme re-brands them in both colour modes.
import { css } from 'styled-system/css';

export const body = css({ mt: { base: '6', md: '8' }, pb: { base: '12', md: '20' }, display: 'grid', gap: { base: '6', md: '8' } });

export const panelTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.3', color: 'fg.default' });

export const muted = css({ color: 'fg.muted', fontSize: 'sm' });

export const chipRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' });


/** A progress bar's track and fill (the fill's width is the percentage, set inline). */
export const progressTrack = css({
  position: 'relative',
  h: '2',
  w: 'full',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'ink.emphasized',
});
export const progressFill = css({ position: 'absolute', insetBlock: '0', left: '0', borderRadius: 'full', bg: 'brand.solid' });
