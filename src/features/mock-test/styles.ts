import { css } from 'styled-system/css';

export const srOnly = css({ srOnly: true });
/** The test window covers the page: no store header or footer while a test is taken. */
export const screen = css({ position: 'fixed', inset: '0', zIndex: '50', bg: 'canvas', color: 'fg.default', display: 'grid', gridTemplateRows: 'auto 1fr auto', overflow: 'hidden' });
export const topBar = css({
  display: 'flex', alignItems: 'center', gap: { base: '2', md: '4' }, px: { base: '3', md: '6' }, py: '2', borderBottomWidth: '1px', borderColor: 'border.default',
  bg: 'surface', minH: '14', flexWrap: 'wrap',
});
export const testTitle = css({ fontWeight: 'bold', fontSize: { base: 'sm', md: 'md' }, flex: '1', minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', m: '0' });
export const timer = css({
  fontVariantNumeric: 'tabular-nums', fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' }, px: '3', py: '1', borderRadius: 'md', borderWidth: '1px',
  borderColor: 'border.default', '&[data-low=true]': { bg: 'fg.default', color: 'surface' },
});
export const badge = css({ fontSize: 'xs', fontWeight: 'semibold', px: '2', py: '1', borderRadius: 'full', bg: 'ink.muted', color: 'fg.default', whiteSpace: 'nowrap' });
export const offline = css({ fontSize: 'xs', fontWeight: 'bold', px: '2', py: '1', borderRadius: 'full', bg: 'fg.default', color: 'surface', whiteSpace: 'nowrap' });
export const body = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 320px' }, minH: '0' });
export const main = css({ overflowY: 'auto', px: { base: '3', md: '8' }, py: { base: '3', md: '6' }, display: 'grid', alignContent: 'start', gap: '4' });
export const side = css({ display: { base: 'none', lg: 'grid' }, alignContent: 'start', gap: '4', overflowY: 'auto', borderLeftWidth: '1px', borderColor: 'border.default', p: '4', bg: 'surface' });
export const tabs = css({ display: 'flex', gap: '1', overflowX: 'auto', borderBottomWidth: '1px', borderColor: 'border.default', pb: '1' });
export const tab = css({
  px: '3', py: '2', borderRadius: 'md', fontWeight: 'semibold', fontSize: 'sm', whiteSpace: 'nowrap', cursor: 'pointer', bg: 'transparent', color: 'fg.muted',
  '&[aria-selected=true]': { bg: 'brand.subtle', color: 'fg.default' }, _disabled: { cursor: 'not-allowed', opacity: '0.5' },
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
});
export const question = css({ display: 'grid', gap: '4', maxW: '3xl' });
export const questionHead = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', alignItems: 'baseline' });
export const questionNumber = css({ fontSize: 'lg', fontWeight: 'bold', m: '0', _focus: { outline: 'none' } });
export const marks = css({ fontSize: 'sm', color: 'fg.muted', m: '0' });
/** NTA's "View in": the question's language, at the head of the question. */
export const viewIn = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', fontWeight: 'semibold', ms: 'auto' });
export const viewInSelect = css({
  px: '2', py: '1', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', bg: 'surface', color: 'fg.default', fontSize: 'sm',
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '1px' },
});
export const rich = css({
  lineHeight: '1.65', fontSize: 'md', overflowWrap: 'anywhere', '& p': { m: '0 0 0.6em' }, '& pre': { bg: 'ink.subtle', p: '3', borderRadius: 'md', overflowX: 'auto', fontSize: 'sm' },
  '& code': { fontFamily: 'mono', fontSize: '0.92em' }, '& table': { borderCollapse: 'collapse', my: '2' }, '& th, & td': { borderWidth: '1px', borderColor: 'border.default', px: '2', py: '1', textAlign: 'start' },
  '& .katex-display': { overflowX: 'auto', overflowY: 'hidden' },
});
export const figure = css({ maxW: 'full', h: 'auto', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', bg: 'white' });
export const options = css({ display: 'grid', gap: '2', border: 'none', p: '0', m: '0', minW: '0' });
export const option = css({
  display: 'grid', gridTemplateColumns: 'auto auto minmax(0, 1fr)', gap: '3', alignItems: 'center', p: '3', borderRadius: 'md', borderWidth: '1px',
  borderColor: 'border.default', bg: 'surface', cursor: 'pointer', '&[data-chosen=true]': { borderColor: 'brand.solid', bg: 'brand.subtle', borderWidth: '2px' },
  '&:focus-within': { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
});
export const optionInput = css({ w: '5', h: '5', accentColor: '{colors.brand.solid}', m: '0' });
export const optionLetter = css({ fontWeight: 'bold', color: 'fg.muted', minW: '5' });
export const ratingChip = css({
  display: 'inline-flex', alignItems: 'center', gap: '2', px: '3', py: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', cursor: 'pointer',
  '&[data-chosen=true]': { borderColor: 'brand.solid', bg: 'brand.subtle' }, '&:focus-within': { outline: '3px solid {colors.brand.ring}' },
});
export const field = css({ display: 'grid', gap: '1.5' });
export const label = css({ fontWeight: 'semibold', fontSize: 'sm' });
export const input = css({
  w: 'full', maxW: 'xl', px: '3', py: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', bg: 'surface', color: 'fg.default', fontSize: 'md',
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '1px' },
});
export const hint = css({ fontSize: 'sm', color: 'fg.muted', m: '0' });
export const error = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', m: '0' });
export const uploaded = css({ fontWeight: 'semibold', m: '0' });
export const actions = css({
  display: 'flex', gap: '2', flexWrap: 'wrap', px: { base: '3', md: '6' }, py: '3', borderTopWidth: '1px', borderColor: 'border.default', bg: 'surface',
  '& > .spacer': { flex: '1' },
});
export const palette = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(2.75rem, 1fr))', gap: '2', listStyle: 'none', m: '0', p: '0' });
export const paletteButton = css({
  w: '11', h: '11', display: 'grid', placeItems: 'center', fontWeight: 'bold', fontSize: 'sm', cursor: 'pointer', position: 'relative', borderRadius: 'md',
  borderWidth: '1px', borderColor: 'border.default', bg: 'surface', color: 'fg.muted',
  '&[data-state=not_answered]': { borderWidth: '2px', borderColor: 'fg.default', color: 'fg.default', borderRadius: '0 0 12px 12px' },
  '&[data-state=answered]': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid', borderRadius: '12px 12px 0 0' },
  '&[data-state=marked]': { borderWidth: '2px', borderColor: 'brand.solid', color: 'fg.default', borderRadius: 'full' },
  '&[data-state=answered_marked]': {
    bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid', borderRadius: 'full',
    _after: { content: '""', position: 'absolute', right: '-1', bottom: '-1', w: '3', h: '3', borderRadius: 'full', bg: 'accent', borderWidth: '2px', borderColor: 'surface' },
  },
  '&[aria-current=true]': { outline: '3px solid {colors.fg.default}', outlineOffset: '2px' },
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
});
export const legend = css({ display: 'grid', gap: '2', fontSize: 'sm', listStyle: 'none', m: '0', p: '0', '& li': { display: 'flex', alignItems: 'center', gap: '2' } });
export const swatch = css({ w: '7', h: '7', fontSize: 'xs', flexShrink: 0 });
export const page = css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '10' }, display: 'grid', gap: '5' });
export const panel = css({ bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', p: { base: '4', md: '6' }, display: 'grid', gap: '3' });
export const h1 = css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', m: '0' });
export const h2 = css({ fontFamily: 'heading', fontSize: 'lg', fontWeight: 'bold', m: '0' });
export const facts = css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: '3', m: '0', '& dt': { color: 'fg.muted', fontSize: 'sm' }, '& dd': { m: '0', fontWeight: 'bold', fontSize: 'lg' } });
/** The submit dialog's summary: one small table a section, side by side where the dialog is wide enough. */
export const summaryGrid = css({ display: 'grid', gap: '4', mt: '4', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))', maxH: '55vh', overflowY: 'auto' });
export const summaryCaption = css({ textAlign: 'start', fontWeight: 'semibold', pb: '1' });
export const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', '& th, & td': { textAlign: 'start', py: '2', px: '2', borderBottomWidth: '1px', borderColor: 'border.default' }, '& td:not(:first-child), & th:not(:first-child)': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } });
export const list = css({ m: '0', pl: '5', display: 'grid', gap: '1.5', lineHeight: '1.6' });
export const overlay = css({ position: 'fixed', inset: '0', zIndex: '60', bg: 'canvas', display: 'grid', placeItems: 'center', p: '6' });
