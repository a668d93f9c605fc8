import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { SUPPORT_CALLS, type TicketSummary } from '../../contract/support.ts';
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
import { EmptyState } from '../../ui/empty-state.tsx';
import { SupportIcon } from '../../ui/icons.ts';
import { pageContainer } from '../../ui/layout.ts';
import { LoadMore } from '../../ui/load-more.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { Expectations, StatusBadge, useWhen } from './status.tsx';
import { bundleQuery, ticketHref } from './links.ts';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5', py: { base: '6', md: '10' }, maxW: '4xl' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const item = cx(card({ padding: 'md' }), css({ display: 'grid', gap: '2', position: 'relative', _hover: { borderColor: 'brand.emphasized' } }));
const head = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' });
const title = css({
  m: '0', fontSize: 'md', fontWeight: 'semibold', overflowWrap: 'anywhere',
  // The whole card opens the ticket: the link's box covers it, and the text stays selectable.
  '& a': { color: 'fg.default', textDecoration: 'none', _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'card' } },
  '& a:focus-visible': { outline: 'none', _after: { outline: '2px solid {colors.brand.ring}', outlineOffset: '2px' } },
});
const meta = css({ m: '0', color: 'fg.muted', fontSize: 'sm' });

type Show = 'all' | 'open' | 'done';
type View = { show: Show; queue: boolean };
const SHOWS: readonly Show[] = ['all', 'open', 'done'];
const parseView = (search: string): View => {
  const params = new URLSearchParams(search);
  const show = params.get('show');
  return { show: SHOWS.includes(show as Show) ? (show as Show) : 'all', queue: params.get('queue') === '1' };
};
const serialiseView = (view: View): string => {
  const params = new URLSearchParams(window.location.search);
  params.delete('show');
  params.delete('queue');
  if (view.show !== 'all') params.set('show', view.show);
  if (view.queue) params.set('queue', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
};

function ticketsQuery(slug: string, view: View) {
  const read = view.queue ? SUPPORT_CALLS.supportQueue : SUPPORT_CALLS.supportTickets;
  return infiniteQueryOptions({
    queryKey: callKey(slug, read, { query: { show: view.show } }),
    queryFn: ({ signal, pageParam }) => call(read, { signal, query: { show: view.show, ...(pageParam === null ? {} : { before: pageParam }) } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    staleTime: read.staleTime,
  });
}

function TicketItem({ ticket, queue }: { ticket: TicketSummary; queue: boolean }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  return (
    <li className={item} data-testid="ticket-item" data-ticket={ticket.id}>
      <div className={head}>
        <span className={meta}>{t('support.ticketNo', { id: ticket.id })} · {t(`support.issueType.${ticket.issue_type}`)}</span>
        <StatusBadge status={ticket.status} />
      </div>
      <h2 className={title}><a href={ticketHref(base, ticket.id)}>{ticket.excerpt}</a></h2>
      <p className={meta}>
        {queue ? t('support.raisedBy', { name: ticket.learner.name, date: when(ticket.raised_at) }) : t('support.raisedOn', { date: when(ticket.raised_at) })}
        {ticket.product && <> · {t('support.about', { product: ticket.product.title })}</>}
      </p>
      {ticket.waiting_on !== 'nobody' && <Expectations ticket={ticket} />}
    </li>
  );
}

/**
 * `/support/support-list` (bundleId): the learner's tickets, newest first, open or done; for the school's support
 * staff, the school's queue beside them. Raising a new one is a click away.
 */
export function SupportListPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const [view, setView] = useUrlState(parseView, serialiseView);
  const query = useInfiniteQuery(ticketsQuery(slug, view));
  const heading = t('support.title');
  usePageTitle(heading);
  const tickets = query.data?.pages.flatMap((p) => p.tickets) ?? [];
  const staff = query.data?.pages[0]?.staff ?? view.queue;
  const raise = `${href(base, routeById('raise-ticket'))}${bundleQuery()}`;
  return (
    <div data-testid="support-list-page">
      <PageHeader heading={heading} introText={t('support.intro')} crumbs={[]} testId="page-title">
        <div><a className={button()} href={raise} data-testid="raise-ticket-link">{t('support.raise')}</a></div>
      </PageHeader>
      <div className={pageContainer}>
        <div className={page}>
          {staff && (
            <Tabs.Root value={view.queue ? 'queue' : 'mine'} onValueChange={(e) => setView({ ...view, queue: e.value === 'queue' })}>
              <Tabs.List aria-label={heading}>
                <Tabs.Trigger value="mine" data-testid="tickets-mine">{t('support.mine')}</Tabs.Trigger>
                <Tabs.Trigger value="queue" data-testid="tickets-queue">{t('support.queue')}</Tabs.Trigger>
              </Tabs.List>
            </Tabs.Root>
          )}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} role="group" aria-label={t('support.title')}>
            {SHOWS.map((show) => (
              <button key={show} type="button" className={button({ variant: view.show === show ? 'primary' : 'secondary', size: 'sm' })} aria-pressed={view.show === show}
                onClick={() => setView({ ...view, show })} data-testid={`tickets-show-${show}`}>{t(`support.show.${show}`)}</button>
            ))}
          </div>
          {query.isError && !query.data ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
            : !query.data ? <Skeleton width="100%" height="12rem" />
              : tickets.length === 0 ? (
                <EmptyState icon={<SupportIcon aria-hidden="true" />} title={t('support.emptyTitle')} text={t('support.emptyText')} data-testid="tickets-empty"
                  actions={<a className={button({ variant: 'secondary' })} href={raise}>{t('support.raise')}</a>} />
              ) : (
                <>
                  <ul className={list} data-testid="tickets">
                    {tickets.map((ticket) => <TicketItem key={ticket.id} ticket={ticket} queue={view.queue} />)}
                  </ul>
                  <LoadMore hasNext={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()}
                    labels={{ more: t('support.more'), loading: t('support.loadingMore'), end: t('support.end') }} endTestId="tickets-end" />
                </>
              )}
        </div>
      </div>
    </div>
  );
}
