import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { ERROR_CODE } from '../../contract/errors.ts';
import { BATCH_TEXT, type Batch, type CalendarEntry } from '../../contract/batch.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge, button, link } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CalendarIcon } from '../../ui/icons.ts';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { batchHomeHref, entryHref, tabHref, tabsFor, useBatch, useBatchAddress, type BatchTab } from './batch-api.ts';

export const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', py: { base: '6', md: '10' }, maxW: '4xl' });
const tabs = css({
  display: 'flex', gap: '1', overflowX: 'auto', flexWrap: { base: 'nowrap', md: 'wrap' }, borderBottomWidth: '1px', borderColor: 'border.default', m: '0', p: '0', listStyle: 'none',
  '& a': { display: 'inline-flex', minH: '11', alignItems: 'center', px: '3', color: 'fg.muted', textDecoration: 'none', borderBottomWidth: '2px', borderColor: 'transparent', whiteSpace: 'nowrap' },
  '& a[aria-current=page]': { color: 'fg.default', fontWeight: 'semibold', borderColor: 'brand.solid' },
  '& a:hover': { color: 'fg.default' },
});

export function useWhen() {
  const { i18n } = useTranslation();
  return {
    day: (at: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(at)),
    moment: (at: string) => new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(at)),
  };
}

/**
 * An entry still to come: a release and when it opens, or a live class (its page already open, to count down to it)
 * and when it is.
 */
export function LaterEntry({ batch, entry }: { batch: Pick<Batch, 'id' | 'product' | 'staff'>; entry: CalendarEntry }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  if (entry.class_state === null) return <><span>{entry.title}</span><span className={laterWhen}>{t('batch.opensOn', { date: when.moment(entry.opens_at) })}</span></>;
  return (
    <>
      <a className={link()} href={entryHref(base, batch, entry)} data-testid="batch-live-class">{entry.title}</a>
      <span className={laterWhen}>{t('batch.classOn', { date: when.moment(entry.opens_at) })}</span>
    </>
  );
}

const laterWhen = css({ color: 'fg.muted', fontSize: 'sm' });

export function StateBadge({ batch }: { batch: Pick<Batch, 'state'> }) {
  const { t } = useTranslation();
  return <span className={badge({ tone: batch.state === 'running' ? 'brand' : 'neutral' })} data-testid="batch-state">{t(`batch.state.${batch.state}`)}</span>;
}

export function BatchNotFound() {
  const { t } = useTranslation();
  return <EmptyState icon={<CalendarIcon aria-hidden="true" />} title={t('batch.notFound')} text={localiseMessage(t, BATCH_TEXT.notFound)} role="alert" data-testid="batch-not-found" />;
}

/**
 * A batch tab's frame: the batch's name over its product, its dates, and the tabs; the tab's content under them. Each
 * tab reads its batch from the address, so a tab's link can be shared.
 */
export function BatchFrame({ tab, children }: { tab: BatchTab; children: (batch: Batch) => ReactNode }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const { batchId } = useBatchAddress();
  const query = useBatch(batchId);
  const batch = query.data;
  const when = useWhen();
  usePageTitle(batch ? `${t(`batch.tab.${tab}`)}: ${batch.name}` : t('batch.title'));
  const notFound = batchId === null || (query.isError && toAppError(query.error).code === ERROR_CODE.notFound);
  return (
    <div data-testid={`batch-${tab}-page`}>
      <PageHeader heading={batch?.name ?? t('batch.title')} introText={batch ? t('batch.dates', { start: when.day(batch.starts_at), end: when.day(batch.ends_at) }) : undefined}
        crumbs={batch ? [{ href: batchHomeHref(base, batch.product.seo), label: batch.product.title }] : []} testId="page-title">
        {batch && <div><StateBadge batch={batch} /></div>}
      </PageHeader>
      <div className={pageContainer}>
        <div className={page}>
          {notFound ? <BatchNotFound />
            : query.isError && !batch ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
              : !batch ? <Skeleton width="100%" height="16rem" />
                : (
                  <>
                    <nav aria-label={t('batch.tabs')}>
                      <ul className={tabs}>
                        {tabsFor(batch).map((name) => (
                          <li key={name}><a href={tabHref(base, name, batch.id, batch.product.seo)} aria-current={name === tab ? 'page' : undefined} data-testid={`batch-tab-${name}`}>{t(`batch.tab.${name}`)}</a></li>
                        ))}
                      </ul>
                    </nav>
                    {children(batch)}
                  </>
                )}
        </div>
      </div>
    </div>
  );
}

/** For a tab a learner outside the batch opens: what it would show, and the way in. */
export function JoinFirst({ batch }: { batch: Batch }) {
  const { t } = useTranslation();
  const { base } = useShell();
  return (
    <div className={cx(css({ display: 'grid', gap: '3', justifyItems: 'start' }))} data-testid="batch-join-first">
      <p className={css({ m: '0' })}>{t('batch.notMember')}</p>
      <a className={button()} href={batchHomeHref(base, batch.product.seo)}>{t('batch.seeBatches')}</a>
    </div>
  );
}
