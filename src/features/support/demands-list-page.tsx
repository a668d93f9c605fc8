import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { DEMAND_CALLS, type DemandSummary } from '../../contract/demand.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callKey } from '../../lib/query-client.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useUrlState } from '../../platform/shell/use-url-state.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { DemandIcon } from '../../ui/icons.ts';
import { pageContainer } from '../../ui/layout.ts';
import { LoadMore } from '../../ui/load-more.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { DemandStatusBadge, demandHref, VoteButton } from './demand-parts.tsx';
import { bundleQuery } from './links.ts';
import { useWhen } from './status.tsx';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5', py: { base: '6', md: '10' }, maxW: '4xl' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const item = cx(card({ padding: 'md' }), css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2' }));
const head = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' });
const title = css({ m: '0', fontSize: 'md', fontWeight: 'semibold', overflowWrap: 'anywhere', '& a': { color: 'fg.default', textDecoration: 'underline', textDecorationColor: 'transparent', _hover: { textDecorationColor: 'currentColor' } } });
const meta = css({ m: '0', color: 'fg.muted', fontSize: 'sm' });
const controls = css({ display: 'flex', flexWrap: 'wrap', gap: '2 4', alignItems: 'center' });

type Sort = 'votes' | 'newest';
type Show = 'open' | 'done' | 'all';
type View = { sort: Sort; show: Show; mine: boolean };
const parseView = (search: string): View => {
  const params = new URLSearchParams(search);
  return {
    sort: params.get('sort') === 'newest' ? 'newest' : 'votes',
    show: params.get('show') === 'done' ? 'done' : params.get('show') === 'all' ? 'all' : 'open',
    mine: params.get('mine') === '1',
  };
};
const serialiseView = (view: View): string => {
  const params = new URLSearchParams(window.location.search);
  for (const key of ['sort', 'show', 'mine']) params.delete(key);
  if (view.sort !== 'votes') params.set('sort', view.sort);
  if (view.show !== 'open') params.set('show', view.show);
  if (view.mine) params.set('mine', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
};

function demandsQuery(slug: string, view: View) {
  const query = { sort: view.sort, show: view.show, ...(view.mine ? { mine: '1' as const } : {}) };
  return infiniteQueryOptions({
    queryKey: callKey(slug, DEMAND_CALLS.demands, { query }),
    queryFn: ({ signal, pageParam }) => call(DEMAND_CALLS.demands, { signal, query: { ...query, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    staleTime: DEMAND_CALLS.demands.staleTime,
  });
}

function DemandItem({ demand }: { demand: DemandSummary }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  return (
    <li className={item} data-testid="demand-item" data-demand={demand.id}>
      <div className={head}>
        <span className={meta}>{t(`support.demand.kind.${demand.kind}`)}{demand.product && <> · {demand.product.title}</>}</span>
        <DemandStatusBadge status={demand.status} />
      </div>
      <h2 className={title}><a href={demandHref(base, demand.id)}>{demand.title}</a></h2>
      <p className={meta}>{t('support.demand.askedBy', { name: demand.author.name, date: when(demand.created_at) })} · {t('support.demand.replies', { count: demand.reply_count })}</p>
      <VoteButton demand={demand} />
    </li>
  );
}

/**
 * `/raise-your-demand/demands-list` (bundleId): what the school's learners have asked it to add, the most wanted
 * first (or the newest), open or done, everyone's or the learner's own; a vote is one press.
 */
export function DemandsListPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const [view, setView] = useUrlState(parseView, serialiseView);
  const query = useInfiniteQuery(demandsQuery(slug, view));
  const heading = t('support.demand.title');
  usePageTitle(heading);
  const demands = query.data?.pages.flatMap((p) => p.demands) ?? [];
  const raise = `${href(base, routeById('raise-demand'))}${bundleQuery()}`;
  return (
    <div data-testid="demands-list-page">
      <PageHeader heading={heading} introText={t('support.demand.intro')} crumbs={[]} testId="page-title">
        <div><a className={button()} href={raise} data-testid="raise-demand-link">{t('support.demand.raise')}</a></div>
      </PageHeader>
      <div className={pageContainer}>
        <div className={page}>
          <div className={controls}>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} role="group" aria-label={heading}>
              {(['votes', 'newest'] as const).map((sort) => (
                <button key={sort} type="button" className={button({ variant: view.sort === sort ? 'primary' : 'secondary', size: 'sm' })} aria-pressed={view.sort === sort}
                  onClick={() => setView({ ...view, sort })} data-testid={`demands-sort-${sort}`}>{t(`support.demand.sort.${sort}`)}</button>
              ))}
            </div>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} role="group" aria-label={t('support.title')}>
              {(['open', 'done', 'all'] as const).map((show) => (
                <button key={show} type="button" className={button({ variant: view.show === show ? 'primary' : 'secondary', size: 'sm' })} aria-pressed={view.show === show}
                  onClick={() => setView({ ...view, show })} data-testid={`demands-show-${show}`}>{t(`support.show.${show}`)}</button>
              ))}
            </div>
            <Checkbox checked={view.mine} onChange={(e) => setView({ ...view, mine: e.currentTarget.checked })} label={t('support.demand.mine')} data-testid="demands-mine" />
          </div>
          {query.isError && !query.data ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
            : !query.data ? <Skeleton width="100%" height="12rem" />
              : demands.length === 0 ? (
                <EmptyState icon={<DemandIcon aria-hidden="true" />} title={t('support.demand.emptyTitle')} text={t('support.demand.emptyText')} data-testid="demands-empty"
                  actions={<a className={button({ variant: 'secondary' })} href={raise}>{t('support.demand.raise')}</a>} />
              ) : (
                <>
                  <ul className={list} data-testid="demands">{demands.map((d) => <DemandItem key={d.id} demand={d} />)}</ul>
                  <LoadMore hasNext={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()}
                    labels={{ more: t('support.demand.more'), loading: t('support.loadingMore'), end: t('support.demand.end') }} endTestId="demands-end" />
                </>
              )}
        </div>
      </div>
    </div>
  );
}
