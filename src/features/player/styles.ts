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
export const nav = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });

// The video's frame (media-chrome, decision 0073), on the stage, in the school's colours. The picture stays dark in
// both modes, as a cinema's does; the bar sits on a scrim over it, its icons white, its progress the school's brand
// lightened so it reads on black; the settings menu is a surface of the page, so it follows light and dark.
export const videoFrame = css({
  display: 'block',
  fontFamily: 'body',
  '--media-font-family': 'var(--sf-font)',
  '--media-primary-color': 'white',
  '--media-secondary-color': 'transparent',
  '--media-icon-color': 'white',
  '--media-text-color': 'white',
  '--media-control-background': 'transparent',
  '--media-control-hover-background': 'rgb(255 255 255 / 0.16)',
  '--media-range-bar-color': '{colors.brand.onPicture}',
  '--media-range-track-background': 'rgb(255 255 255 / 0.3)',
  '--media-time-range-buffered-color': 'rgb(255 255 255 / 0.45)',
  '--media-range-thumb-background': 'white',
  '--media-focus-box-shadow': 'inset 0 0 0 3px {colors.brand.onPicture}',
  '--media-preview-time-background': 'rgb(0 0 0 / 0.7)',
  '& video': { w: 'full', h: 'full', bg: 'black' },
  '&:fullscreen': { borderRadius: '0' },
  // The page's reset (padding 0 on every element) outweighs a shadow root's :host rules, so media-chrome's own
  // spacing is given back here.
  '& media-control-bar > *': { padding: 'var(--media-control-padding, 10px)' },
  // What sits in the middle of the picture only shows: a tap there is for the picture (showing the controls).
  '& [slot=centered-chrome]': { pointerEvents: 'none' },
});
export const controlBar = css({
  w: 'full', px: '1', pt: '6', alignItems: 'center',
  background: 'linear-gradient(to top, rgb(0 0 0 / 0.78), rgb(0 0 0 / 0.45) 60%, transparent)',
  '& media-time-range': { flex: '1', minW: '12' },
  '& media-time-display': { fontVariantNumeric: 'tabular-nums', fontSize: 'sm', px: '1' },
  // A phone's bar keeps what a thumb needs; seeking by 10 s is a double tap there, volume the phone's own buttons,
  // and the keyboard help is for a keyboard (a phone with one still has the ? key). Its seek bar is the row above.
  smDown: {
    pt: '0', background: 'rgb(0 0 0 / 0.78)',
    '& media-seek-backward-button, & media-seek-forward-button, & media-volume-range, & media-time-range, & media-chrome-button': { display: 'none' },
    '& media-time-display': { fontSize: 'xs', mr: 'auto' },
  },
});
/** On a phone, the seek bar on a row of its own above the buttons, as wide as the picture (between them, a thumb wide). */
export const seekRow = css({
  display: 'none', w: 'full', px: '1', pt: '6',
  background: 'linear-gradient(to top, rgb(0 0 0 / 0.78), rgb(0 0 0 / 0.45) 60%, transparent)',
  '& media-time-range': { flex: '1' },
  smDown: { display: 'flex' },
});
export const volume = css({ w: '20' });
export const menu = css({
  '--media-menu-background': '{colors.surface}',
  '--media-settings-menu-background': '{colors.surface}',
  '--media-primary-color': '{colors.fg.default}',
  '--media-icon-color': '{colors.fg.default}',
  '--media-text-color': '{colors.fg.default}',
  '--media-menu-item-checked-background': '{colors.brand.muted}',
  '--media-menu-item-hover-background': '{colors.brand.subtle}',
  '--media-focus-box-shadow': 'inset 0 0 0 3px {colors.brand.ring}',
  borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', boxShadow: 'lg', fontSize: 'sm',
  '& media-settings-menu-item, & media-chrome-menu-item': { padding: '0.5em 0.8em 0.5em 1em' },
  '& [slot=title]': { padding: '0.5em 0.8em 0.5em 0', fontWeight: 'semibold' },
});
export const helpIcon = css({ fontWeight: 'bold', fontSize: 'md', lineHeight: '1', w: '6', textAlign: 'center' });
export const seekFlash = css({
  alignSelf: 'center', px: '4', py: '2', borderRadius: 'full', bg: 'rgb(0 0 0 / 0.6)', color: 'white', fontWeight: 'semibold', fontSize: 'sm',
});
