import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { pageContainer } from './layout.ts';

const band = css({
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  bgImage: 'radial-gradient(ellipse 50% 90% at 100% 0%, color-mix(in srgb, {colors.brand.solid} 12%, transparent), transparent)',
});
const inner = css({ py: { base: '8', md: '12' }, display: 'flex', flexDirection: 'column', gap: '3' });
const crumbs = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  m: '0',
  p: '0',
  fontSize: 'sm',
  color: 'fg.muted',
  '& li + li::before': { content: '"/"', mr: '2', color: 'fg.muted' },
  '& a': { color: 'fg.muted', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'fg.default' } },
});
const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.15', letterSpacing: '-0.02em', color: 'fg.default', maxW: '4xl' });
const intro = css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, maxW: '3xl' });

export interface Crumb {
  href: string;
  label: string;
}

/** A page's title band: breadcrumbs, the h1 and an intro line. */
export function PageHeader({ heading, introText, crumbs: trail, testId, children }: { heading: string; introText?: string; crumbs: readonly Crumb[]; testId?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={band}>
      <div className={pageContainer}>
        <div className={inner}>
          <nav aria-label={t('shell.breadcrumbs')}>
            <ol className={crumbs}>
              {trail.map((crumb) => (
                <li key={crumb.href}><a href={crumb.href}>{crumb.label}</a></li>
              ))}
            </ol>
          </nav>
          <h1 className={title} data-testid={testId}>{heading}</h1>
          {introText && <p className={intro}>{introText}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
