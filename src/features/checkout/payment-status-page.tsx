import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { CHECKOUT_CALLS, orderIdOfReceipt, type Order } from '../../contract/checkout.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { actionRow, pageContainer } from '../../ui/layout.ts';
import { Button, button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { dashboardHref } from './checkout-links.ts';
import { amountLine, amountLines, summaryPanel } from '../../ui/summary.ts';

/** What a finished order's state says to the learner. */
type Outcome = 'success' | 'pending' | 'failure' | 'refunded' | 'unknown';
const OUTCOME: Readonly<Record<Order['state'], Outcome>> = {
  fulfilled: 'success', paid: 'success', created: 'pending', awaiting_payment: 'pending',
  failed: 'failure', cancelled: 'failure', expired: 'failure', refunded: 'refunded',
};
const CALLOUT: Readonly<Record<Outcome, 'success' | 'info' | 'error'>> = { success: 'success', pending: 'info', failure: 'error', refunded: 'info', unknown: 'error' };

/** The order the link's receipt number names; SPEC.md's other query keys are not believed (they are only hints). */
const receiptOrder = (): number | null => orderIdOfReceipt(new URLSearchParams(window.location.search).get('receiptNumber') ?? '');

/**
 * `/paymentStatusDisplay`: what became of the learner's own order, as the API says, with the ways on (its dashboard,
 * my enrolments, invoices, payment history). The query's receipt number only names the order: a link with another
 * learner's receipt, or a made-up one, finds nothing, whatever its `status` or `userPaymentSuccess` claim.
 */
export function PaymentStatusPage() {
  const { t, i18n } = useTranslation();
  const { base, slug, config } = useShell();
  const [orderId] = useState(receiptOrder);
  const answer = useQuery({ ...callQuery(slug, CHECKOUT_CALLS.order, { params: { orderId: orderId ?? 0 } }), enabled: orderId !== null, retry: false });
  // Only what the API answered on this visit: not a cached answer from before (another account's, once), and not
  // the last good answer kept beside a failed refetch.
  const order = answer.isFetchedAfterMount && !answer.isError ? (answer.data?.order ?? null) : null;
  const notFound = orderId === null || (answer.isError && toAppError(answer.error).code === ERROR_CODE.notFound);
  const outcome: Outcome = order ? OUTCOME[order.state] : 'unknown';
  const title = t(`checkout.status.${outcome}Title`);
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: order || notFound ? title : t('checkout.status.pageTitle'), school: config.school_config.school_name });
  }, [t, title, order, notFound, config]);

  const header = (heading: string) => <PageHeader heading={heading} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]} testId="page-title" />;
  const historyLink = <a className={button({ variant: 'secondary' })} href={href(base, routeById('payment-history'))} data-testid="payment-history-link">{t('checkout.history.title')}</a>;
  if (!order && !notFound) {
    return (
      <div data-testid="payment-status-page" data-status={answer.isError ? 'error' : 'loading'}>
        {header(t('checkout.status.pageTitle'))}
        <div className={pageContainer}>
          {answer.isError ? (
            <div className={css({ my: '8' })}>
              <LoadError title={t('checkout.status.loadFailed')} message={localiseMessage(t, toAppError(answer.error).message)} action={<Button onClick={() => void answer.refetch()}>{t('shell.errorView.retry')}</Button>} />
            </div>
          ) : (
            <div className={cx(skeleton(), css({ h: '64', my: { base: '6', md: '10' }, maxW: '2xl' }))} aria-busy="true" />
          )}
        </div>
      </div>
    );
  }

  const rows: [string, string][] = order
    ? [
        [t('checkout.status.product'), order.product.title],
        [t('checkout.status.amount'), order.price.total === 0 ? t('checkout.summary.free') : isCurrencyCode(order.currency) ? formatMoney(order.price.total, order.currency, i18n.language) : ''],
        [t('checkout.status.receipt'), order.receipt],
        [t('checkout.status.paymentId'), order.gateway_payment_id ?? ''],
        [t('checkout.status.date'), new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.paid_at ?? order.created_at))],
      ]
    : [];
  return (
    <div data-testid="payment-status-page" data-status={outcome}>
      {header(title)}
      <div className={pageContainer}>
        <div className={cx(summaryPanel, css({ my: { base: '6', md: '10' }, maxW: '2xl' }))}>
          <Callout status={CALLOUT[outcome]} title={t(`checkout.status.${outcome}Lead`)} data-testid="payment-outcome" />
          <dl className={amountLines}>
            {rows.filter(([, value]) => value).map(([label, value]) => (
              <div className={amountLine} key={label}><dt>{label}</dt><dd>{value}</dd></div>
            ))}
          </dl>
          <div className={actionRow}>
            {outcome === 'success' && order && <a className={button()} href={dashboardHref(base, order.product.seo_title)} data-testid="go-to-dashboard">{t('checkout.goToDashboard')}</a>}
            <a className={button({ variant: 'secondary' })} href={href(base, routeById('my-enrollments'))}>{t('checkout.status.myEnrolments')}</a>
            {outcome === 'success' && <a className={button({ variant: 'secondary' })} href={href(base, routeById('invoices'))} data-testid="invoices-link">{t('checkout.invoices.title')}</a>}
            {historyLink}
            <a className={button({ variant: 'ghost' })} href={href(base, routeById('store'))}>{t('checkout.return.backToStore')}</a>
          </div>
        </div>
      </div>
    </div>
  );
}
