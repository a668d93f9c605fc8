import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProductType } from '../../contract/common.ts';
import { PRODUCT_KINDS, queryObject, SEARCH_QUERY_MAX, SearchPageQuery, TYPE_OF_KIND, type SearchCounts, type SearchShow } from '../../contract/search.ts';
import { href, routeById } from '../../routes/index.ts';
import { usePageQuery } from '../account/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { takeEarlyInput } from './early-input.ts';
import { preloadSearchPart, readSearchManifest, useSearchPart } from './load-index.ts';
import { Announcer, CountLine, linkable, LoadError, NoResults, ResultList, ResultsSkeleton, StartMessage, useCountText } from './results.tsx';
import { focusSearchField, SearchField } from './search-field.tsx';
import { isOfType, type OpenedSearchIndex, type SearchHit } from './search-index.ts';
import { replaceQuery } from './url-state.ts';
import { chip } from '../../ui/button.tsx';
import { searchBody } from './search-skeleton.tsx';
import { css } from 'styled-system/css';

// Filters: radio buttons drawn as chips. The input stays in the page (keyboard and screen readers use it as a
// radio group); the label is the chip.
const filterBar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '6', rowGap: '3', minW: '0' });

// On phones each group is one row that scrolls sideways, so the results stay near the field.
const filterGroup = css({
  display: 'flex',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  alignItems: 'center',
  gap: '2',
  border: 'none',
  m: '0',
  p: '0',
  minW: '0',
  maxW: 'full',
  overflowX: { base: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
  // Room for the chips' focus ring inside the scrolling row.
  py: { base: '1', md: '0' },
  px: { base: '1', md: '0' },
});

const filterLegend = css({ float: 'left', mr: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', whiteSpace: 'nowrap', flexShrink: 0 });

const groupsStyle = css({ display: 'grid', gap: { base: '8', md: '10' } });

const groupTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', color: 'fg.default', mb: '3' });

// The catalogue is fetched as soon as this page's code arrives, while the shell is still starting.
if (typeof document !== 'undefined') preloadSearchPart('catalogue');

const RESULTS_ID = 'search-results';
const SHOWS: readonly SearchShow[] = ['products', 'lessons', 'all'];

function Filters({ counts, show, onShow, type, onType }: { counts: SearchCounts; show: SearchShow; onShow(show: SearchShow): void; type: ProductType | undefined; onType(type: ProductType | undefined): void }) {
  const { t } = useTranslation();
  const kinds = PRODUCT_KINDS.filter((kind) => counts[kind] > 0);
  return (
    <div className={filterBar}>
      {counts.lesson > 0 && (
        <fieldset className={filterGroup} data-testid="search-show">
          <legend className={filterLegend}>{t('search.filter.show')}</legend>
          {SHOWS.map((value) => (
            <label key={value} className={chip()}>
              <input type="radio" name="show" value={value} checked={show === value} onChange={() => onShow(value)} />
              {t(`search.filter.shows.${value}`)}
            </label>
          ))}
        </fieldset>
      )}
      {show !== 'lessons' && kinds.length > 1 && (
        <fieldset className={filterGroup} data-testid="search-type">
          <legend className={filterLegend}>{t('search.filter.type')}</legend>
          <label className={chip()}>
            <input type="radio" name="type" value="" checked={type === undefined} onChange={() => onType(undefined)} />
            {t('search.filter.allTypes')}
          </label>
          {kinds.map((kind) => (
            <label key={kind} className={chip()}>
              <input type="radio" name="type" value={TYPE_OF_KIND[kind]} checked={type === TYPE_OF_KIND[kind]} onChange={() => onType(TYPE_OF_KIND[kind])} />
              {t(`search.filter.types.${kind}`)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** Products, lessons, or both in two groups (products first: what a learner buys). */
function Results({ products, lessons, catalogue }: { products: SearchHit[]; lessons: SearchHit[]; catalogue: OpenedSearchIndex }) {
  const { t } = useTranslation();
  if (products.length === 0 || lessons.length === 0) return <ResultList hits={products.length ? products : lessons} catalogue={catalogue} />;
  return (
    <div className={groupsStyle}>
      <section aria-labelledby="search-products">
        <h2 id="search-products" className={groupTitle}>{t('search.results.products')}</h2>
        <ResultList hits={products} catalogue={catalogue} level={3} />
      </section>
      <section aria-labelledby="search-lessons">
        <h2 id="search-lessons" className={groupTitle}>{t('search.results.lessons')}</h2>
        <ResultList hits={lessons} catalogue={catalogue} level={3} />
      </section>
    </div>
  );
}

/**
 * /search (query `search`, `show`, `type`): results as you type from the school's prerendered index, typo
 * tolerant; the address bar follows the field and the filters, so a reload or a shared link shows the same.
 * `show`: products (default), lessons or all; `type`: a course type number narrowing the products.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const pageQuery = usePageQuery();
  const [initial] = useState(() => SearchPageQuery.parse(queryObject(pageQuery)));
  // What was typed into the skeleton's field while the page loaded wins over the URL.
  const [early] = useState(() => takeEarlyInput());
  const [query, setQuery] = useState(early ? early.value.slice(0, SEARCH_QUERY_MAX) : initial.search);
  const [show, setShow] = useState<SearchShow>(initial.show);
  const [type, setType] = useState<ProductType | undefined>(initial.type);
  const [manifest] = useState(() => readSearchManifest());
  const catalogue = useSearchPart(manifest?.parts.catalogue ?? null);
  const lessons = useSearchPart(manifest?.parts.lessons ?? null, show !== 'products');

  useEffect(() => replaceQuery({ search: query, show: show === 'products' ? null : show, type: type ?? null }), [query, show, type]);
  // Someone who opens the page empty came to type; someone typing already goes on typing.
  useEffect(() => {
    if (early?.focused || !(early ? early.value : initial.search)) focusSearchField();
  }, [early, initial.search]);

  // Searched on every keystroke, in the keystroke's own render: a search takes well under a millisecond and at
  // most 20 rows are drawn, so a debounce or a deferred render would only add delay (measured: a frame or more).
  const index = catalogue.status === 'ready' ? catalogue.index : null;
  const wantLessons = show !== 'products' && manifest?.parts.lessons != null;
  const productHits = useMemo(() => (index && show !== 'lessons' ? index.search(query, isOfType(type)) : []), [index, query, show, type]);
  const lessonHits = useMemo(
    () => (index && wantLessons && lessons.status === 'ready' ? linkable(lessons.index.search(query), index) : []),
    [index, wantLessons, lessons, query],
  );
  const ready = index !== null && (!wantLessons || lessons.status === 'ready');
  const total = productHits.length + lessonHits.length;
  const countText = useCountText(total, query);
  const active = ready && query.trim() !== '';

  let results;
  if (!manifest) results = <LoadError message={t('shell.errors.generic')} onRetry={() => window.location.reload()} />;
  else if (catalogue.status === 'error') results = <LoadError message={catalogue.error.message} onRetry={catalogue.retry} />;
  else if (wantLessons && lessons.status === 'error') results = <LoadError message={lessons.error.message} onRetry={lessons.retry} />;
  else if (!query.trim()) results = <StartMessage />;
  else if (!index || !ready) results = <ResultsSkeleton />;
  else if (total === 0) results = <NoResults query={query} />;
  else results = <Results products={productHits} lessons={lessonHits} catalogue={index} />;

  return (
    <>
      <PageHeader heading={t('search.page.title')} introText={t('search.page.intro')} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]}>
        <SearchField value={query} onChange={setQuery} controls={RESULTS_ID} />
      </PageHeader>
      <div className={pageContainer}>
        <div className={searchBody} data-testid="search-page" data-state={ready ? 'ready' : 'loading'}>
          {manifest && <Filters counts={manifest.counts} show={show} onShow={setShow} type={type} onType={setType} />}
          <section id={RESULTS_ID} aria-label={t('search.page.title')}>
            <Announcer text={active ? countText : ''} />
            {active && total > 0 && <CountLine text={countText} />}
            {results}
          </section>
        </div>
      </div>
    </>
  );
}
