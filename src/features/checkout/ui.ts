import { css } from 'styled-system/css';

export const layout = css({ display: 'grid', gap: { base: '6', lg: '8' }, gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 380px' }, alignItems: 'start', py: { base: '6', md: '10' } });
export const panel = css({ bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', p: { base: '4', md: '6' }, display: 'grid', gap: '4' });
export const panelTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'xl', color: 'fg.default', m: '0' });
export const lines = css({ display: 'grid', gap: '2', m: '0' });
export const line = css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontSize: 'md', color: 'fg.default', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', fontVariantNumeric: 'tabular-nums' } });
export const totalLine = css({ display: 'flex', justifyContent: 'space-between', gap: '4', pt: '3', borderTopWidth: '1px', borderColor: 'border.default', fontSize: 'xl', fontWeight: 'bold', color: 'fg.default', '& dd': { m: '0', fontVariantNumeric: 'tabular-nums' } });
export const couponRow = css({ display: 'flex', gap: '2', alignItems: 'flex-start', '& > div': { flex: '1' } });
export const muted = css({ color: 'fg.muted', fontSize: 'sm', m: '0' });
export const productName = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default', m: '0' });
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
