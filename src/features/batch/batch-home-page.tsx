import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { BATCH_CALLS, type BatchSummary, type BatchesResponse } from '../../contract/batch.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button, link } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { entryHref, tabHref, tabsFor, useBatch } from './batch-api.ts';
import { BatchNotFound, LaterEntry, page, StateBadge, useWhen } from './batch-frame.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const item = cx(card({ padding: 'md' }), css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2' }));
const head = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' });
const muted = css({ m: '0', color: 'fg.muted', fontSize: 'sm' });
const entries = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2', '& li': { display: 'flex', flexWrap: 'wrap', gap: '1 3', justifyContent: 'space-between' } });

/** One batch to choose: its dates, seats and state, and a seat in it for a learner who bought the course. */
function Choice({ batch, data }: { batch: BatchSummary; data: BatchesResponse }) {
  const { t } = useTranslation();
  const when = useWhen();
  const join = useWrite(BATCH_CALLS.joinBatch, () => call(BATCH_CALLS.joinBatch, { params: { batchId: batch.id } }), () => showSuccess(t('batch.joined', { name: batch.name })));
  const open = batch.state !== 'ended' && batch.seats_left > 0;
  return (
    <li className={item} data-testid="batch-choice" data-batch={batch.id}>
      <div className={head}>
        <h2 className={css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' })}>{batch.name}</h2>
        <StateBadge batch={batch} />
      </div>
      <p className={muted}>{t('batch.dates', { start: when.day(batch.starts_at), end: when.day(batch.ends_at) })}</p>
      <p className={css({ m: '0', fontWeight: 'semibold' })} data-testid="batch-seats">
        {batch.state === 'ended' ? t('batch.over') : batch.seats_left === 0 ? t('batch.full') : t('batch.seatsLeft', { count: batch.seats_left })}
      </p>
      {data.enrolled && data.my_batch_id === null && open && (
        <div><button type="button" className={button()} disabled={join.isPending} onClick={() => join.mutate(undefined)} data-testid="batch-join">{t('batch.join')}</button></div>
      )}
    </li>
  );
}

/** The learner's batch: where it stands, what opened last and what opens next, and its tabs. */
function MyBatch({ batchId, productSeo }: { batchId: number; productSeo: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  const query = useBatch(batchId);
  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  const batch = query.data;
  if (!batch) return <Skeleton width="100%" height="12rem" />;
  const opened = batch.calendar.filter((c) => c.open).slice(-3).reverse();
  const next = batch.calendar.filter((c) => !c.open).slice(0, 3);
  return (
    <section className={cx(summaryPanel, css({ gridTemplateColumns: 'minmax(0, 1fr)' }))} aria-labelledby="my-batch-title" data-testid="my-batch">
      <div className={head}>
        <h2 id="my-batch-title" className={summaryTitle}>{t('batch.yours', { name: batch.name })}</h2>
        <StateBadge batch={batch} />
      </div>
      <p className={muted}>{t('batch.dates', { start: when.day(batch.starts_at), end: when.day(batch.ends_at) })} · {t('batch.members', { count: batch.member_count })}</p>
      {opened.length > 0 && (
        <div className={css({ display: 'grid', gap: '2' })}>
          <h3 className={css({ m: '0', fontSize: 'md' })}>{t('batch.openedLast')}</h3>
          <ul className={entries}>
            {opened.map((c) => <li key={c.lesson_id}><a className={link()} href={entryHref(base, batch, c)}>{c.title}</a><span className={muted}>{when.moment(c.opens_at)}</span></li>)}
          </ul>
        </div>
      )}
      {next.length > 0 && (
        <div className={css({ display: 'grid', gap: '2' })}>
          <h3 className={css({ m: '0', fontSize: 'md' })}>{t('batch.comingNext')}</h3>
          <ul className={entries} data-testid="batch-next">
            {next.map((c) => <li key={c.lesson_id}><LaterEntry batch={batch} entry={c} /></li>)}
          </ul>
        </div>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <a className={button()} href={tabHref(base, 'schedule', batch.id, productSeo)} data-testid="batch-open-schedule">{t('batch.tab.schedule')}</a>
        <a className={button({ variant: 'secondary' })} href={tabHref(base, 'content', batch.id, productSeo)}>{t('batch.tab.content')}</a>
        <a className={button({ variant: 'secondary' })} href={tabHref(base, 'discussion-circle', batch.id, productSeo)} data-testid="batch-open-circle">{t('batch.tab.discussion-circle')}</a>
        <a className={button({ variant: 'secondary' })} href={tabHref(base, 'announcement', batch.id, productSeo)}>{t('batch.tab.announcement')}</a>
        {tabsFor(batch).includes('leaderboard') && <a className={button({ variant: 'secondary' })} href={tabHref(base, 'leaderboard', batch.id, productSeo)}>{t('batch.tab.leaderboard')}</a>}
      </div>
    </section>
  );
}

/**
 * `/batch/{productSeo}` (bundleId, batchId): a course's batches. A learner in one sees theirs: what opened, what
 * opens next, and its tabs; one who bought the course and is in none chooses a batch with seats; a visitor sees the
 * batches and the way to buy.
 */
export function BatchHomePage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const productSeo = useRouteParams()['productSeo'] ?? '';
  const query = useQuery(callQuery(slug, BATCH_CALLS.batches, { query: { product_seo: productSeo } }));
  const data = query.data;
  usePageTitle(data ? t('batch.homeTitle', { product: data.product.title }) : t('batch.title'));
  const notFound = query.isError && toAppError(query.error).code === ERROR_CODE.notFound;
  return (
    <div data-testid="batch-home-page">
      <PageHeader heading={data ? t('batch.homeTitle', { product: data.product.title }) : t('batch.title')} introText={t('batch.intro')}
        crumbs={data ? [{ href: href(base, routeById('sales'), { productSeo: data.product.seo }), label: data.product.title }] : []} testId="page-title" />
      <div className={pageContainer}>
        <div className={page}>
          {notFound ? <BatchNotFound />
            : query.isError && !data ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
              : !data ? <Skeleton width="100%" height="16rem" />
                : (
                  <>
                    {data.my_batch_id !== null && <MyBatch batchId={data.my_batch_id} productSeo={data.product.seo} />}
                    {data.my_batch_id === null && !data.enrolled && (
                      <p className={css({ m: '0' })} data-testid="batch-buy-first">
                        {t('batch.buyFirst')} <a className={link()} href={href(base, routeById('sales'), { productSeo: data.product.seo })}>{t('batch.seeCourse')}</a>
                      </p>
                    )}
                    {data.my_batch_id === null && data.enrolled && <p className={css({ m: '0', fontWeight: 'semibold' })}>{t('batch.choose')}</p>}
                    <section className={css({ display: 'grid', gap: '3' })} aria-labelledby="batch-list-title">
                      <h2 id="batch-list-title" className={summaryTitle}>{t('batch.all')}</h2>
                      <ul className={list} data-testid="batch-list">{data.batches.map((b) => <Choice key={b.id} batch={b} data={data} />)}</ul>
                    </section>
                  </>
                )}
        </div>
      </div>
    </div>
  );
}
