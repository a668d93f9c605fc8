import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { CANCEL_REFUND_DAYS, cancelRefunds, SUBSCRIPTION_CALLS, type Subscription } from '../../contract/subscription.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, Button, button, link } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { actionRow, mutedText, pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { summaryName, summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { useFormat, useMethodText } from './words.ts';

const page = css({ display: 'grid', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const headRow = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid' });
const chargeRow = css({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '1 4', py: '3', borderTopWidth: '1px', borderColor: 'border.default', _first: { borderTopWidth: '0' },
});
const cards = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '6' });
const amount = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
const choices = css({ display: 'grid', gap: '3', border: '0', p: '0', m: '0', '& label': { display: 'flex', gap: '2', alignItems: 'flex-start', cursor: 'pointer' }, '& input': { mt: '1' } });

const TONE: Partial<Record<Subscription['state'], 'brand' | 'neutral'>> = { active: 'brand' };

/** The charge a cancellation now would refund: the current period's, if it is still within the refund window. */
function refundable(subscription: Subscription, now: number) {
  const charge = subscription.charges.find((c) => c.period === subscription.paid_count && c.order.state === 'fulfilled');
  if (!charge?.order.paid_at || charge.order.price.total === 0) return null;
  return cancelRefunds(Date.parse(charge.order.paid_at), now) ? charge.order.price.total : null;
}

function CancelDialog({ subscription, open, onOpenChange }: { subscription: Subscription; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const { money, date } = useFormat(subscription.currency);
  const name = useId();
  const atEnd = subscription.state === 'active' && subscription.current_end !== null;
  const [when, setWhen] = useState<'period_end' | 'now'>(atEnd ? 'period_end' : 'now');
  const [busy, setBusy] = useState(false);
  const refund = refundable(subscription, Date.now());
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await call(SUBSCRIPTION_CALLS.cancelSubscription, { params: { subscriptionId: subscription.id }, body: { at: when } });
      await invalidateAfter(client, slug, SUBSCRIPTION_CALLS.cancelSubscription);
      onOpenChange(false);
      showSuccess(answer.subscription.state === 'cancelled' ? t('subscriptions.account.cancelledNow') : t('subscriptions.account.cancelledAtEnd', { date: date(answer.subscription.current_end ?? '') }));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      alert
      title={t('subscriptions.account.cancelTitle', { plan: subscription.plan.title })}
      description={t('subscriptions.account.cancelWhen')}
      actions={(
        <>
          <DialogClose className={button({ variant: 'secondary' })}>{t('subscriptions.account.keep')}</DialogClose>
          <Button variant="danger" busy={busy} onClick={() => void confirm()} data-testid="confirm-cancel">{t('subscriptions.account.confirmCancel')}</Button>
        </>
      )}
    >
      <fieldset className={choices}>
        <legend className={css({ srOnly: true })}>{t('subscriptions.account.cancelWhen')}</legend>
        {atEnd && (
          <label>
            <input type="radio" name={name} value="period_end" checked={when === 'period_end'} onChange={() => setWhen('period_end')} data-testid="cancel-at-end" />
            <span>{t('subscriptions.account.cancelEnd', { date: date(subscription.current_end!) })}</span>
          </label>
        )}
        <label>
          <input type="radio" name={name} value="now" checked={when === 'now'} onChange={() => setWhen('now')} data-testid="cancel-now" />
          <span>
            {t('subscriptions.account.cancelNow')}{' '}
            {refund !== null ? t('subscriptions.account.refundYes', { amount: money(refund), days: CANCEL_REFUND_DAYS }) : t('subscriptions.account.refundNo', { days: CANCEL_REFUND_DAYS })}
          </span>
        </label>
      </fieldset>
    </Dialog>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { base, slug } = useShell();
  const client = useQueryClient();
  const { money, date } = useFormat(subscription.currency);
  const methodText = useMethodText();
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const s = subscription;
  const live = s.state === 'active' || s.state === 'pending' || s.state === 'halted';
  const resume = async () => {
    setBusy(true);
    try {
      await call(SUBSCRIPTION_CALLS.resumeSubscription, { params: { subscriptionId: s.id } });
      await invalidateAfter(client, slug, SUBSCRIPTION_CALLS.resumeSubscription);
      showSuccess(t('subscriptions.account.resumed'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={summaryPanel} data-testid="subscription" data-state={s.state} data-plan={s.plan.name}>
      <div className={headRow}>
        <h2 className={summaryTitle}>{s.product.title}</h2>
        <span className={badge({ tone: TONE[s.state] ?? 'neutral' })} data-testid="subscription-state">{t(`subscriptions.account.state.${s.state}`)}</span>
      </div>
      <p className={summaryName} data-testid="subscription-plan-title">{s.plan.title}</p>
      <div className={css({ display: 'grid', gap: '1' })} data-testid="subscription-status">
        {s.state === 'active' && s.current_start && s.current_end && <p className={mutedText}>{t('subscriptions.account.period', { start: date(s.current_start), end: date(s.current_end) })}</p>}
        {s.state === 'active' && s.charge_at && s.next_amount !== null && <p data-testid="next-charge">{t('subscriptions.account.nextCharge', { amount: money(s.next_amount), date: date(s.charge_at) })}</p>}
        {s.ends_at && <p data-testid="ends-on">{t('subscriptions.account.endsOn', { date: date(s.ends_at) })}</p>}
        {s.state === 'pending' && s.charge_at && (
          <p data-testid="retrying">{t('subscriptions.account.retry', { count: s.failures, date: date(s.charge_at), until: date(s.access_until ?? s.charge_at) })}</p>
        )}
        {s.state === 'halted' && <p data-testid="halted">{t('subscriptions.account.haltedText')}</p>}
        {(s.state === 'cancelled' || s.state === 'completed') && s.ended_at && <p className={mutedText}>{t('subscriptions.account.ended', { date: date(s.ended_at) })}</p>}
        {s.method && live && <p className={mutedText} data-testid="subscription-method">{t('subscriptions.account.method', { method: methodText(s.method) })}</p>}
      </div>
      {live && (
        <div className={actionRow}>
          {(s.state === 'pending' || s.state === 'halted') && (
            <a className={button()} href={href(base, routeById('account-manage-payments'))} data-testid="update-method">{t('subscriptions.account.updateMethod')}</a>
          )}
          {s.state === 'active' && !s.cancel_at_period_end && (
            <a className={button({ variant: 'secondary' })} href={href(base, routeById('subscription-product'), { productSeo: s.product.seo_title })} data-testid="change-plan">{t('subscriptions.account.changePlan')}</a>
          )}
          {s.cancel_at_period_end && <Button variant="secondary" busy={busy} onClick={() => void resume()} data-testid="resume">{t('subscriptions.account.resume')}</Button>}
          {!s.cancel_at_period_end && <button type="button" className={button({ variant: 'ghost' })} onClick={() => setCancelling(true)} data-testid="cancel">{t('subscriptions.account.cancel')}</button>}
        </div>
      )}
      {s.charges.length > 0 && (
        <section aria-labelledby={`charges-${s.id}`} className={css({ display: 'grid', gap: '2' })}>
          <div className={headRow}>
            <h3 id={`charges-${s.id}`} className={summaryName}>{t('subscriptions.account.history')}</h3>
            <a className={link()} href={href(base, routeById('invoices'))}>{t('subscriptions.account.invoices')}</a>
          </div>
          <ul className={list} data-testid="subscription-charges">
            {s.charges.map(({ period, order }) => (
              <li key={order.id} className={chargeRow} data-testid="subscription-charge" data-state={order.state}>
                <span>{t('subscriptions.account.periodN', { n: period })} · {order.receipt}</span>
                <span className={amount}>{money(order.price.total)}</span>
                <span className={mutedText}>{date(order.paid_at ?? order.created_at)}</span>
                <span className={cx(badge({ tone: order.state === 'failed' ? 'neutral' : 'brand' }), css({ justifySelf: 'end' }))}>
                  {t(`subscriptions.account.chargeState.${order.state === 'paid' || order.state === 'fulfilled' || order.state === 'failed' || order.state === 'refunded' ? order.state : 'failed'}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {cancelling && <CancelDialog subscription={s} open={cancelling} onOpenChange={setCancelling} />}
    </li>
  );
}

/** `/account/subscriptions`: the learner's subscriptions, each with its period, next payment, actions and payments. */
export function AccountSubscriptionsPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const mine = useQuery(callQuery(slug, SUBSCRIPTION_CALLS.subscriptions));
  const title = t('subscriptions.account.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  return (
    <div data-testid="account-subscriptions-page">
      <PageHeader heading={title} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>
        {mine.isError && !mine.data ? (
          <div className={css({ py: '8' })}><ReadError error={mine.error} onRetry={() => void mine.refetch()} title={localiseMessage(t, toAppError(mine.error).message)} /></div>
        ) : !mine.data ? (
          <div className={page} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            <div className={cx(skeleton(), css({ h: '48' }))} />
          </div>
        ) : mine.data.subscriptions.length === 0 ? (
          <div className={page}>
            <div className={emptyState().root} data-testid="subscriptions-none">
              <p className={emptyState().text}>{t('subscriptions.account.none')}</p>
              <a className={button()} href={href(base, routeById('subscriptions'))}>{t('subscriptions.account.browse')}</a>
            </div>
          </div>
        ) : (
          <div className={page}>
            <p><a className={link()} href={href(base, routeById('account-manage-payments'))} data-testid="manage-payments-link">{t('subscriptions.methods.title')}</a></p>
            <ul className={cards}>{mine.data.subscriptions.map((s) => <SubscriptionCard key={s.id} subscription={s} />)}</ul>
          </div>
        )}
      </div>
    </div>
  );
}
