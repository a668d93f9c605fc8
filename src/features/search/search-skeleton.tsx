import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { pageContainer } from '../store/ui.ts';
import * as ui from './ui.ts';

// What the shell shows before the school configuration and the page's code are there: the page's frame, grey.
// Light on purpose, as the shell island carries it for every search route.

const band = css({ borderBottomWidth: '1px', borderColor: 'border.default' });
const inner = css({ py: { base: '8', md: '12' }, display: 'grid', gap: '3' });

export function SearchSkeleton() {
  return (
    <div data-testid="page-skeleton" aria-busy="true">
      <div className={band}>
        <div className={pageContainer}>
          <div className={inner}>
            <div className={ui.skeletonBar} style={{ height: 14, width: 80 }} />
            <div className={ui.skeletonBar} style={{ height: 36, width: 220 }} />
            <div className={ui.skeletonBar} style={{ height: 18, width: '60%' }} />
            <div className={cx(ui.skeletonBar, css({ h: '14', w: 'full', maxW: '3xl', mt: '2' }))} />
          </div>
        </div>
      </div>
      <div className={pageContainer}>
        <div className={ui.body}>
          <div className={ui.skeletonBar} style={{ height: 36, width: '50%' }} />
          <div className={cx(ui.skeletonBar, css({ h: '32', w: 'full' }))} />
        </div>
      </div>
    </div>
  );
}

const notice = css({ py: { base: '16', md: '24' }, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: '2' });
const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'xl', md: '2xl' }, color: 'fg.default' });
const text = css({ color: 'fg.muted' });

/** /search-redirect while it works out where to go. */
export function RedirectNotice() {
  const { t } = useTranslation();
  return (
    <div className={pageContainer}>
      <div className={notice} role="status" data-testid="search-redirect">
        <h1 className={title}>{t('search.redirect.title')}</h1>
        <p className={text}>{t('search.redirect.text')}</p>
      </div>
    </div>
  );
}
