import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import type { Site } from '../../platform/shell/site.ts';
import { storeHref } from './catalogue.ts';
import { pageContainer } from '../../ui/layout.ts';
import { button } from '../../ui/button.tsx';

const wrap = css({ py: { base: '16', md: '24' }, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: '4' });
const code = css({
  fontFamily: 'heading',
  fontWeight: 'bold',
  fontSize: { base: '6xl', md: '8xl' },
  lineHeight: '1',
  letterSpacing: '-0.04em',
  bgGradient: 'sweep',
  bgClip: 'text',
  color: 'transparent',
});
const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, color: 'fg.default' });
const text = css({ color: 'fg.muted', maxW: 'md' });

function NotFoundContent() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className={pageContainer}>
      <div className={wrap}>
        <p className={code} aria-hidden="true">404</p>
        <h1 className={title}>{t('notFound.title')}</h1>
        <p className={text}>{t('notFound.text')}</p>
        <a className={button()} href={storeHref(site)}>{t('notFound.back', { school: site.config.school_name })}</a>
      </div>
    </div>
  );
}

/** The school's 404 page: themed, with a way back to the store. */
export function NotFoundPage({ site }: { site: Site }) {
  return (
    <PageRoot site={site}>
      <NotFoundContent />
    </PageRoot>
  );
}
