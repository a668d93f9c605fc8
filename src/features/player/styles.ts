// The player's layout: the content with the lesson list beside it (below 1024 px the list is a drawer).
import { css } from 'styled-system/css';

export const page = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '4', md: '6' } });
export const layout = css({
  display: 'grid',
  gap: { base: '4', lg: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
  alignItems: 'start',
});
export const main = css({ minW: '0', display: 'grid', gap: '4' });
export const aside = css({ display: { base: 'none', lg: 'block' }, position: 'sticky', top: '20', maxH: 'calc(100vh - 6rem)', overflowY: 'auto' });
export const crumbs = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' });
export const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'xl', md: '2xl' }, color: 'fg.default', lineHeight: '1.25' });
export const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
export const stage = css({ position: 'relative', bg: 'black', borderRadius: 'card', overflow: 'hidden', aspectRatio: '16 / 9', w: 'full' });
export const panel = css({ bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', p: { base: '4', md: '6' } });
export const select = css({
  h: '9', px: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'surface', color: 'fg.default', fontSize: 'sm',
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '1px' },
});
export const label = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.default' });
export const nav = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
