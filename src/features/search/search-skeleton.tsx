import { useLayoutEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { SEARCH_QUERY_MAX } from '../../contract/search.ts';
import { pageContainer, srOnly } from '../../ui/layout.ts';
import { keepEarlyInput, restoreEarlyInput } from './early-input.ts';
import { SEARCH_INPUT_ID, searchField, searchFieldIcon, searchFieldWrap } from './search-field.tsx';
import { SearchIcon } from '../../ui/icons.ts';
import { skeleton } from '../../ui/skeleton.tsx';

// One column that may shrink below its content (the tab row and long titles scroll or wrap instead of widening the page).
export const searchBody = css({ pt: { base: '5', md: '8' }, pb: { base: '12', md: '20' }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { base: '5', md: '6' } });

// What the shell shows before the school configuration and the page's code are there. Light on purpose (the
// shell island carries it for every search route), but the heading and the field are already the page's own:
// the learner can start typing while the rest loads (early-input.ts), and nothing moves when the page arrives.

// The same band as PageHeader (src/features/store/page-header.tsx).
const band = css({
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  bgGradient: 'band',
});
const inner = css({ py: { base: '8', md: '12' }, display: 'flex', flexDirection: 'column', gap: '3' });
const heading = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.15', letterSpacing: '-0.02em', color: 'fg.default', maxW: '4xl' });
const intro = css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, maxW: '3xl' });

function EarlyField({ param }: { param: 'search' | 'kw' }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    restoreEarlyInput(element, new URLSearchParams(window.location.search).get(param) ?? '');
    return () => keepEarlyInput(element);
  }, [param]);
  return (
    <form role="search" className={searchFieldWrap} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={SEARCH_INPUT_ID} className={srOnly}>{t('search.field.label')}</label>
      <SearchIcon className={searchFieldIcon} />
      <input
        ref={input}
        id={SEARCH_INPUT_ID}
        className={searchField}
        type="search"
        name={param}
        defaultValue=""
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.field.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        data-early="true"
        data-testid="search-input"
      />
    </form>
  );
}

/** The skeleton of /search (`param` "search") or /global-search (`param` "kw"). */
export function searchSkeleton(param: 'search' | 'kw'): ComponentType {
  function SearchSkeleton() {
    const { t } = useTranslation();
    return (
      <div data-testid="page-skeleton">
        <div className={band}>
          <div className={pageContainer}>
            <div className={inner}>
              <div className={skeleton()} style={{ height: 16, width: 44 }} aria-hidden="true" />
              <h1 className={heading}>{t(param === 'kw' ? 'search.page.globalTitle' : 'search.page.title')}</h1>
              <p className={intro}>{t(param === 'kw' ? 'search.page.globalIntro' : 'search.page.intro')}</p>
              <EarlyField param={param} />
            </div>
          </div>
        </div>
        <div className={pageContainer}>
          <div className={searchBody} aria-busy="true">
            <p className={srOnly} role="status">{t('search.loading')}</p>
            <div className={skeleton()} style={{ height: 36, width: '50%' }} aria-hidden="true" />
            <div className={cx(skeleton(), css({ h: '32', w: 'full' }))} aria-hidden="true" />
          </div>
        </div>
      </div>
    );
  }
  return SearchSkeleton;
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
