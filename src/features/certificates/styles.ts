// The certificate pages: the certificate as a framed card in the school's colours, the verification result.
import { css } from 'styled-system/css';

export const page = css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '10' }, display: 'grid', gap: '6' });
export const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, color: 'fg.default' });
export const subtitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'xl', color: 'fg.default' });
export const panel = css({ bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', p: { base: '5', md: '8' }, display: 'grid', gap: '4', justifyItems: 'start' });
export const muted = css({ color: 'fg.muted' });
export const certificate = css({
  position: 'relative', bg: 'surface', color: 'fg.default', textAlign: 'center', display: 'grid', gap: '2', justifyItems: 'center',
  p: { base: '6', md: '12' }, borderRadius: 'card', borderWidth: '2px', borderColor: 'brand.solid',
  outline: '1px solid {colors.border.default}', outlineOffset: '-10px',
});
export const logo = css({ h: '12', w: 'auto', mb: '2' });
export const school = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg' });
export const kicker = css({ fontFamily: 'heading', fontWeight: 'bold', letterSpacing: '0.12em', textTransform: 'uppercase', color: 'brand.solid', fontSize: { base: 'lg', md: '2xl' }, mt: '2' });
export const learner = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.2' });
export const course = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' } });
export const footer = css({ w: 'full', mt: '4', display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center', justifyContent: 'space-between', textAlign: 'start', fontSize: 'sm' });
export const verdict = css({ display: 'flex', gap: '3', alignItems: 'center', fontFamily: 'heading', fontWeight: 'bold', fontSize: 'xl' });
export const facts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' }, gap: '1 6', m: '0', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', fontWeight: 'semibold' } });
