import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { Category } from '../../contract/catalogue.ts';
import { DEFAULT_PRODUCTS_ORDER, type ProductType } from '../../contract/common.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { PRODUCT_TYPES } from '../store/index.ts';
import { ProductCard } from '../store/index.ts';
import { productGrid } from '../store/index.ts';
import { CardGridSkeleton, LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { AlertIcon, CheckIcon, CloseIcon, GridIcon, SearchIcon } from '../../ui/icons.ts';
import { courseListQuery } from './learning-api.ts';
import { useUrlState } from '../../platform/shell/use-url-state.ts';
import {
  courseListParams, DEFAULT_VIEW_ALL, matchesTags, parseViewAllQuery, tagChoices, toggleTag, VIEW_ALL_SHOWS, viewAllSearch,
  type ViewAllShow, type ViewAllState,
} from './view-all-query.ts';
import { button, chip, link } from '../../ui/button.tsx';
import { callout } from '../../ui/callout.tsx';
import { card } from '../../ui/card.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { field } from '../../ui/field.tsx';
import { chipList, mutedText, panelTitle } from '../../ui/layout.ts';

/** How long typing pauses before the words become the filter. */
const SEARCH_DEBOUNCE_MS = 300;

/** A category's list takes SPEC.md's keys of its route (show, type, tags): not the words of a search. */
const withoutSearch = (search: string): URLSearchParams => {
  const params = new URLSearchParams(search);
  params.delete('search');
  return params;
};
const readState = (search: string): ViewAllState => parseViewAllQuery(search).state;
const readCategoryState = (search: string): ViewAllState => parseViewAllQuery(withoutSearch(search)).state;

const filters = cx(card({ padding: 'sm' }), css({ display: 'grid', gap: '5' }));
const topRow = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 220px' }, alignItems: 'end' });
const searchBox = css({ position: 'relative', '& > svg': { position: 'absolute', left: '3', top: '50%', transform: 'translateY(-50%)', w: '5', h: '5', color: 'fg.muted', pointerEvents: 'none' } });
const groupLabel = css({ fontWeight: 'semibold', fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.06em', mb: '2' });
const summary = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3' });
const select = cx(field().input, css({ appearance: 'auto', pr: '2' }));
// A category's list has no search box: the show control stands alone, at the width it has beside one.
const showAlone = css({ maxW: { md: '220px' } });

function FilterChip({ pressed, onClick, children, testId }: { pressed: boolean; onClick: () => void; children: ReactNode; testId: string }) {
  return (
    <button type="button" className={chip()} aria-pressed={pressed} onClick={onClick} data-testid={testId}>
      {pressed && <CheckIcon />}
      {children}
    </button>
  );
}

/**
 * `/view-all`: the school's products from `GET v17/courses/`, filtered by the address's show, type, search and
 * tags (view-all-query.ts); the filter controls change the address in place and the list with it.
 */
export function ViewAllPage() {
  return <ProductBrowser />;
}

/**
 * The filtered list of the school's products, or of one category's (`/categories/{name}` asked for a list: its
 * prerendered page shows the first products of each type and leads here for the rest).
 */
export function ProductBrowser({ category }: { category?: Category }) {
  const { t } = useTranslation();
  const { slug, base, config } = useShell();
  const [state, setState] = useUrlState(category ? readCategoryState : readState, viewAllSearch);
  const [ignored] = useState(() => parseViewAllQuery(category ? withoutSearch(window.location.search) : window.location.search).ignored);
  const [words, setWords] = useState(state.search);
  const searchId = useId();
  const showId = useId();

  // The words become the filter once typing pauses (or at once on Enter).
  useEffect(() => {
    const trimmed = words.trim();
    if (trimmed === state.search) return;
    const timer = setTimeout(() => setState({ ...state, search: trimmed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [words, state, setState]);

  const query = useInfiniteQuery({ ...courseListQuery(slug, courseListParams(state, category ? { category: category.custom_name } : {})), placeholderData: keepPreviousData });
  const loaded = useMemo(() => query.data?.pages.flatMap((page) => page.courses) ?? [], [query.data]);
  const shown = useMemo(() => loaded.filter((product) => matchesTags(product, state.tags)), [loaded, state.tags]);
  const total = query.data?.pages[0]?.total ?? 0;
  const tags = useMemo(() => tagChoices(shown, state.tags), [shown, state.tags]);
  const order = [...new Set(config.school_config.products_order.length ? config.school_config.products_order : DEFAULT_PRODUCTS_ORDER)];
  const filtered = viewAllSearch({ ...state, show: 'all' }) !== '';

  const typeLabel = state.type === undefined ? null : t(`store.section.${PRODUCT_TYPES[state.type].key}`);
  const title = state.show === 'all' && typeLabel ? typeLabel : t(`learning.viewAll.show.${state.show}`);
  // In a category: the category's page (every type, its first products) is the crumb above the list.
  const crumbs = category ? [{ href: href(base, routeById('category'), { categoryCustomName: category.custom_name }), label: category.name }] : [];
  const intro = category ? t('learning.category.intro', { category: category.name }) : t('learning.viewAll.intro', { school: config.school_config.school_name });
  // With more than one tag the API filtered by the first only: the count is of what is shown so far.
  const countText = !query.data
    ? ''
    : state.tags.length > 1
      ? t('learning.viewAll.countShown', { count: shown.length })
      : t('learning.viewAll.count', { count: total });

  const setType = (type: ProductType | undefined) => setState({ ...state, type });
  const clear = () => {
    setWords('');
    setState({ ...DEFAULT_VIEW_ALL, show: state.show });
  };

  return (
    <LearningFrame title={title} intro={intro} crumbs={crumbs} testId={category ? 'category-list-page' : 'view-all-page'}>
      <form
        role="search"
        aria-label={t('learning.viewAll.filters')}
        className={filters}
        onSubmit={(event) => {
          event.preventDefault();
          setState({ ...state, search: words.trim() });
        }}
      >
        <div className={category ? undefined : topRow}>
          {!category && (
            <div>
              <label className={field().label} htmlFor={searchId}>{t('learning.viewAll.searchLabel')}</label>
              <div className={searchBox}>
                <SearchIcon />
                <input
                  id={searchId}
                  type="search"
                  className={cx(field().input, css({ pl: '10' }))}
                  value={words}
                  maxLength={100}
                  placeholder={t('learning.viewAll.searchPlaceholder')}
                  onChange={(event) => setWords(event.target.value)}
                  data-testid="view-all-search"
                />
              </div>
            </div>
          )}
          <div className={category ? showAlone : undefined}>
            <label className={field().label} htmlFor={showId}>{t('learning.viewAll.showLabel')}</label>
            <select
              id={showId}
              className={select}
              value={state.show}
              onChange={(event) => setState({ ...state, show: event.target.value as ViewAllShow })}
              data-testid="view-all-show"
            >
              {VIEW_ALL_SHOWS.map((show) => (
                <option key={show} value={show}>{t(`learning.viewAll.show.${show}`)}</option>
              ))}
            </select>
          </div>
        </div>

        <div role="group" aria-labelledby={`${showId}-types`}>
          <p id={`${showId}-types`} className={groupLabel}>{t('learning.viewAll.typeLabel')}</p>
          <ul className={chipList}>
            <li>
              <FilterChip pressed={state.type === undefined} onClick={() => setType(undefined)} testId="type-chip">
                {t('learning.viewAll.allTypes')}
              </FilterChip>
            </li>
            {order.map((type) => (
              <li key={type}>
                <FilterChip pressed={state.type === type} onClick={() => setType(type)} testId="type-chip">
                  {t(`store.section.${PRODUCT_TYPES[type].key}`)}
                </FilterChip>
              </li>
            ))}
          </ul>
        </div>

        {tags.length > 0 && (
          <div role="group" aria-labelledby={`${showId}-tags`}>
            <p id={`${showId}-tags`} className={groupLabel}>{t('learning.viewAll.tagsLabel')}</p>
            <ul className={chipList}>
              {tags.map((tag) => (
                <li key={tag}>
                  <FilterChip pressed={state.tags.includes(tag)} onClick={() => setState(toggleTag(state, tag))} testId="tag-chip">
                    #{tag}
                  </FilterChip>
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>

      {ignored.length > 0 && (
        <p className={callout()} data-testid="ignored-filters">
          <AlertIcon />
          <span>{t('learning.viewAll.ignored', { keys: ignored.join(', ') })}</span>
        </p>
      )}

      <section aria-labelledby="view-all-results" className={css({ display: 'grid', gap: '5' })}>
        <div className={summary}>
          <h2 id="view-all-results" className={panelTitle}>{t('learning.viewAll.results')}</h2>
          <p className={mutedText} role="status" data-testid="view-all-count">{countText}</p>
        </div>
        {query.isError && !query.data ? (
          <ReadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <CardGridSkeleton />
        ) : shown.length === 0 && !query.hasNextPage ? (
          <div className={emptyState().root} data-testid="view-all-empty">
            <span className={emptyState().icon} aria-hidden="true"><GridIcon /></span>
            <h3 className={emptyState().title}>{t('learning.viewAll.emptyTitle')}</h3>
            <p className={emptyState().text}>{filtered ? t('learning.viewAll.emptyFiltered') : t('learning.viewAll.emptyText')}</p>
            {filtered && (
              <button type="button" className={cx(button({ variant: 'secondary' }))} onClick={clear}>
                <CloseIcon />
                {t('learning.viewAll.clear')}
              </button>
            )}
          </div>
        ) : (
          <>
            <ul className={productGrid} data-testid="view-all-results" aria-busy={query.isFetching && query.isPlaceholderData ? true : undefined}>
              {shown.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
            <div className={css({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '3' })}>
              {query.hasNextPage ? (
                <button
                  type="button"
                  className={button({ variant: 'secondary' })}
                  aria-busy={query.isFetchingNextPage || undefined}
                  onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}
                  data-testid="load-more"
                >
                  {query.isFetchingNextPage ? t('learning.common.loadingMore') : t('learning.common.loadMore')}
                </button>
              ) : (
                filtered && (
                  <button type="button" className={cx(link(), css({ bg: 'transparent', cursor: 'pointer', fontSize: 'sm' }))} onClick={clear}>
                    {t('learning.viewAll.clear')}
                  </button>
                )
              )}
            </div>
          </>
        )}
      </section>
    </LearningFrame>
  );
}
