import { css } from 'styled-system/css';
import { button } from './button.tsx';
import { pageContainer } from './layout.ts';

const wrap = css({ py: { base: '16', md: '24' }, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: '4' });
const code = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '6xl', md: '7xl' }, lineHeight: '1', letterSpacing: '-0.04em', color: 'brand.solid' });
const heading = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, color: 'fg.default', maxW: 'xl', textWrap: 'balance' });
const body = css({ color: 'fg.muted', maxW: 'md', textWrap: 'balance' });

/** Something the school does not have, said plainly (a big 404, what it was, why), with the one way onwards. */
export function NotFoundView({ title, text, action }: { title: string; text: string; action: { href: string; label: string } }) {
  return (
    <div className={pageContainer} data-testid="not-found">
      <div className={wrap}>
        <p className={code} aria-hidden="true">404</p>
        <h1 className={heading}>{title}</h1>
        <p className={body}>{text}</p>
        <a className={button()} href={action.href}>{action.label}</a>
      </div>
    </div>
  );
}
