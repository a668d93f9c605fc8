import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { button } from '../../ui/button.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { categoryHref } from './links.ts';

const wrap = css({ py: { base: '16', md: '24' }, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: '4' });
const code = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '6xl', md: '7xl' }, lineHeight: '1', letterSpacing: '-0.04em', color: 'brand.solid' });
const heading = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, color: 'fg.default', maxW: 'xl', textWrap: 'balance' });
const text = css({ color: 'fg.muted', maxW: 'md', textWrap: 'balance' });

/** A post, category or kind of post this school does not have: said plainly, with the way back to the feed. */
export function PostNotFound({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const shown = title ?? t('feed.notFoundTitle');
  usePageTitle(shown);
  return (
    <div className={pageContainer} data-testid="not-found">
      <div className={wrap}>
        <p className={code} aria-hidden="true">404</p>
        <h1 className={heading}>{shown}</h1>
        <p className={text}>{t('feed.notFoundText')}</p>
        <a className={button()} href={categoryHref(base)}>{t('feed.backToFeed')}</a>
      </div>
    </div>
  );
}
