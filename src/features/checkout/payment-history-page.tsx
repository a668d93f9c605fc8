import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { CHECKOUT_CALLS } from '../../contract/checkout.ts';
import type { OrdersResponse } from '../../contract/checkout.ts';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { actionRow, mutedText, pageContainer } from '../../ui/layout.ts';
import { Button, badge, button } from '../../ui/button.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { openGateway } from './open-gateway.ts';
import { amountLine, amountLines, summaryName, summaryPanel } from '../../ui/summary.ts';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4', py: { base: '6', md: '10' } });
const head = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' });
const attempts = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '1', fontSize: 'sm', color: 'fg.muted' });

type Row = OrdersResponse['orders'][number];

/**
 * An order still waiting for payment: pay it now (back to the gateway with the same order, its price and any credit
 * or coupon it holds), or cancel it, which gives both back at once. Past its time it expires by itself.
 */
function WaitingActions({ order }: { order: Row }) {
  const { t, i18n } = useTranslation();
  const { base, slug, config } = useShell();
  const client = useQueryClient();
  const back = href(base, routeById('course-payment'), { courseId: order.product.id }, { ...(order.plan ? { pricingId: String(order.plan.id) } : {}), orderId: String(order.id) });
  const resume = useMutation({
    mutationFn: async () => {
      const answer = await call(CHECKOUT_CALLS.order, { params: { orderId: order.id } });
      if (answer.order.state !== 'awaiting_payment') {
        await invalidateAfter(client, slug, CHECKOUT_CALLS.abandonOrder);
        return;
      }
      await openGateway(answer, back, { name: config.school_config.school_name, logo: config.school_config.school_logo || null });
    },
  });
  const cancel = useMutation({
    mutationFn: () => call(CHECKOUT_CALLS.abandonOrder, { params: { orderId: order.id }, body: { reason: 'cancelled' } }),
    onSuccess: () => invalidateAfter(client, slug, CHECKOUT_CALLS.abandonOrder),
  });
  const until = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(order.expires_at));
  const failure = resume.error ?? cancel.error;
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <p className={mutedText} data-testid="order-waiting">{t('checkout.history.waiting', { time: until })}</p>
      <div className={actionRow}>
        <Button busy={resume.isPending} disabled={cancel.isPending} onClick={() => resume.mutate()} data-testid="resume-order">{t('checkout.history.resume')}</Button>
        <Button variant="secondary" busy={cancel.isPending} disabled={resume.isPending} onClick={() => cancel.mutate()} data-testid="cancel-order">{t('checkout.history.cancel')}</Button>
      </div>
      {failure && <p role="alert" className={mutedText}>{localiseMessage(t, toAppError(failure).message)}</p>}
    </div>
  );
}

function OrderRow({ order }: { order: Row }) {
  const { t, i18n } = useTranslation();
  const amount = isCurrencyCode(order.currency) ? (order.price.total === 0 ? t('checkout.summary.free') : formatMoney(order.price.total, order.currency, i18n.language)) : '';
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.created_at));
  return (
    <li className={summaryPanel} data-testid="order" data-order-state={order.state} data-product-id={order.product.id}>
      <div className={head}>
        <p className={summaryName}>{order.product.title}</p>
        <span className={badge()} data-testid="order-state">{t(`checkout.history.state.${order.state}`)}</span>
      </div>
      <dl className={amountLines}>
        <div className={amountLine}><dt>{t('checkout.status.amount')}</dt><dd>{amount}</dd></div>
        <div className={amountLine}><dt>{t('checkout.status.receipt')}</dt><dd>{order.receipt}</dd></div>
        <div className={amountLine}><dt>{t('checkout.status.date')}</dt><dd>{when}</dd></div>
      </dl>
      {order.state === 'awaiting_payment' && <WaitingActions order={order} />}
      {order.payments.length > 0 && (
        <ul className={attempts} aria-label={t('checkout.history.attempts')}>
          {order.payments.map((p) => (
            <li key={p.payment_id} data-testid="payment-attempt" data-status={p.status}>
              {t(`checkout.history.payment.${p.status}`)} · {p.payment_id}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** `/account/payment-History`: every order and payment attempt of the learner at this school, newest first. */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const orders = useQuery(callQuery(slug, CHECKOUT_CALLS.orders));
  const title = t('checkout.history.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const store = href(base, routeById('store'));
  return (
    <div data-testid="payment-history-page">
      <PageHeader heading={title} crumbs={[{ href: store, label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>
        {orders.isError && !orders.data ? (
          <div className={css({ py: '8' })}>
            <LoadError title={t('checkout.history.loadFailed')} message={localiseMessage(t, toAppError(orders.error).message)}
              action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void orders.refetch()}>{t('checkout.return.tryAgain')}</button>} />
          </div>
        ) : !orders.data ? (
          <div className={list} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            {[0, 1].map((i) => <div key={i} className={cx(skeleton(), css({ h: '40' }))} />)}
          </div>
        ) : orders.data.orders.length === 0 ? (
          <div className={cx(emptyState().root, css({ my: '10' }))} data-testid="history-empty">
            <h2 className={emptyState().title}>{t('checkout.history.emptyTitle')}</h2>
            <p className={emptyState().text}>{t('checkout.history.emptyText')}</p>
            <a className={button()} href={store}>{t('checkout.return.backToStore')}</a>
          </div>
        ) : (
          <ul className={list} data-testid="order-list">
            {orders.data.orders.map((order) => <OrderRow key={order.id} order={order} />)}
          </ul>
        )}
      </div>
    </div>
  );
}
