import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { CHECKOUT_CALLS, CHECKOUT_TEXT } from '../../contract/checkout.ts';
import { SUBSCRIPTION_CALLS, SUBSCRIPTION_TEXT, type Subscription, type SubscriptionPlanView } from '../../contract/subscription.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { Button, button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { actionRow, mutedText, pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { amountLine, amountLines, amountTotal, summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { newIdempotencyKey, openGateway } from '../checkout/index.ts';
import { PlanCard } from './catalogue-page.tsx';
import { useFormat } from './words.ts';

const columns = css({ display: 'grid', gap: '6', py: { base: '6', md: '10' }, gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' });
const single = css({ listStyle: 'none', m: '0', p: '0' });

/** What the gateway sent the payer back with, on this page's address. */
function gatewayReturn() {
  const q = new URLSearchParams(window.location.search);
  const orderId = Number(q.get('orderId') ?? NaN);
  return {
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    paymentId: q.get('razorpay_payment_id'),
    gatewayOrderId: q.get('razorpay_order_id'),
    signature: q.get('razorpay_signature'),
    error: q.get('error') as 'cancelled' | 'failed' | 'network' | null,
  };
}

/** The page's own address with only its course id, for a return from the gateway with the order's id. */
function pageAddress(orderId?: number): string {
  const url = new URL(window.location.href);
  const query = new URLSearchParams();
  const courseId = url.searchParams.get('courseId');
  if (courseId) query.set('courseId', courseId);
  if (orderId) query.set('orderId', String(orderId));
  return `${url.pathname}?${query.toString()}`;
}

/** Today's charge for a new subscription: the plan's price, the tax and the total. */
function Today({ plan, currency }: { plan: SubscriptionPlanView; currency: number }) {
  const { t } = useTranslation();
  const { money } = useFormat(currency);
  return (
    <dl className={amountLines} data-testid="subscription-today">
      <div className={amountLine}><dt>{t('subscriptions.plan.price')}</dt><dd>{money(plan.amount)}</dd></div>
      {plan.total !== plan.amount && <div className={amountLine}><dt>{t('subscriptions.plan.tax')}</dt><dd>{money(plan.total - plan.amount)}</dd></div>}
      <div className={amountTotal}><dt>{t('subscriptions.plan.total')}</dt><dd data-testid="subscription-total">{money(plan.total)}</dd></div>
    </dl>
  );
}

function Subscribe({ plan, currency }: { plan: SubscriptionPlanView; currency: number }) {
  const { t } = useTranslation();
  const { slug, config } = useShell();
  const client = useQueryClient();
  const { money } = useFormat(currency);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call(SUBSCRIPTION_CALLS.createSubscription, { body: { idempotency_key: key.current, plan_id: plan.id } });
      await invalidateAfter(client, slug, SUBSCRIPTION_CALLS.createSubscription);
      if (answer.order_id === null) throw new Error(CHECKOUT_TEXT.paymentsUnavailable);
      const order = await call(CHECKOUT_CALLS.order, { params: { orderId: answer.order_id } });
      await openGateway(order, pageAddress(answer.order_id), { name: config.school_config.school_name, logo: config.school_config.school_logo });
    } catch (error) {
      setFailure(localiseMessage(t, toAppError(error).message));
      key.current = newIdempotencyKey();
      setBusy(false);
    }
  };
  return (
    <section className={summaryPanel} aria-labelledby="today-title" data-testid="subscribe-panel">
      <h2 id="today-title" className={summaryTitle}>{t('subscriptions.plan.todayTitle')}</h2>
      <Today plan={plan} currency={currency} />
      <p className={mutedText}>{t('subscriptions.plan.renews', { amount: money(plan.total), period: t(`subscriptions.periodName.${plan.period}`) })}</p>
      <p className={mutedText}>{t('subscriptions.plan.mandate')}</p>
      {failure && <Callout status="error" role="alert" title={failure} data-testid="subscribe-error" />}
      <Button busy={busy} onClick={() => void start()} data-testid="subscribe">{t('subscriptions.plan.subscribe', { amount: money(plan.total) })}</Button>
    </section>
  );
}

/** A learner already subscribed to the product on another plan: what switching costs now, and the switch. */
function Switch({ subscription, plan, currency, onSwitched }: { subscription: Subscription; plan: SubscriptionPlanView; currency: number; onSwitched: () => void }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const { money, date } = useFormat(currency);
  const quote = useQuery(callQuery(slug, SUBSCRIPTION_CALLS.changeQuote, { params: { subscriptionId: subscription.id }, query: { plan_id: plan.id } }));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const change = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await call(SUBSCRIPTION_CALLS.changePlan, { params: { subscriptionId: subscription.id }, body: { idempotency_key: key.current, plan_id: plan.id } });
      onSwitched();
      await invalidateAfter(client, slug, SUBSCRIPTION_CALLS.changePlan);
    } catch (error) {
      setFailure(localiseMessage(t, toAppError(error).message));
      key.current = newIdempotencyKey();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={summaryPanel} aria-labelledby="switch-title" data-testid="switch-panel">
      <h2 id="switch-title" className={summaryTitle}>{t('subscriptions.plan.switchTitle', { plan: plan.title })}</h2>
      <p className={mutedText}>{t('subscriptions.plan.already', { product: subscription.product.title, plan: subscription.plan.title })}</p>
      {quote.isError && !quote.data ? (
        <Callout status="error" role="alert" title={localiseMessage(t, toAppError(quote.error).message)} data-testid="switch-error" />
      ) : !quote.data ? (
        <div className={cx(skeleton(), css({ h: '24' }))} aria-busy="true" />
      ) : (
        <>
          <dl className={amountLines} data-testid="switch-quote">
            <div className={amountLine}><dt>{t('subscriptions.plan.credit')}</dt><dd className={css({ whiteSpace: 'nowrap' })}>−{money(quote.data.credit + quote.data.to_wallet)}</dd></div>
            <div className={amountTotal}><dt>{t('subscriptions.plan.dueNow')}</dt><dd data-testid="switch-due">{money(quote.data.due)}</dd></div>
            {quote.data.to_wallet > 0 && <div className={amountLine}><dt>{t('subscriptions.plan.toWallet')}</dt><dd data-testid="switch-wallet">{money(quote.data.to_wallet)}</dd></div>}
          </dl>
          <p className={mutedText}>{t('subscriptions.plan.newPeriod', { date: date(quote.data.new_period_end) })}</p>
          {failure && <Callout status="error" role="alert" title={failure} data-testid="switch-failed" />}
          <Button busy={busy} onClick={() => void change()} data-testid="switch-plan">{t('subscriptions.plan.switch', { plan: plan.title })}</Button>
        </>
      )}
    </section>
  );
}

function Subscribed({ subscription, currency }: { subscription: Subscription; currency: number }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const { date } = useFormat(currency);
  return (
    <section className={summaryPanel} data-testid="subscribed-panel" data-state={subscription.state}>
      <Callout status={subscription.state === 'active' ? 'success' : 'warning'} role="status" title={t('subscriptions.plan.subscribed')}>
        <p className={css({ m: '0' })}>
          {subscription.state === 'active' && subscription.charge_at && subscription.current_end ? t('subscriptions.plan.subscribedText', { plan: subscription.plan.title, date: date(subscription.current_end) })
            : subscription.state === 'active' && subscription.ends_at ? t('subscriptions.account.endsOn', { date: date(subscription.ends_at) })
              : subscription.state === 'pending' && subscription.charge_at ? t('subscriptions.account.retry', { count: subscription.failures, date: date(subscription.charge_at), until: date(subscription.access_until ?? subscription.charge_at) })
                : t('subscriptions.account.haltedText')}
        </p>
      </Callout>
      <div className={actionRow}>
        <a className={button()} href={href(base, routeById('dashboard'), { productSeo: subscription.product.seo_title })} data-testid="open-product">{t('subscriptions.plan.open', { product: subscription.product.title })}</a>
        <a className={link()} href={href(base, routeById('account-subscriptions'))} data-testid="manage-subscriptions">{t('subscriptions.plan.manage')}</a>
      </div>
    </section>
  );
}

/** Back from the gateway with the first period's order: confirms the payment, or gives the order up. */
function useGatewayReturn() {
  const { t } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const [back] = useState(gatewayReturn);
  const [state, setState] = useState<'idle' | 'confirming' | 'done'>(back.orderId ? 'confirming' : 'idle');
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || back.orderId === null) return;
    started.current = true;
    const orderId = back.orderId;
    void (async () => {
      try {
        if (back.paymentId && back.signature && back.gatewayOrderId) {
          await call(CHECKOUT_CALLS.confirmPayment, {
            params: { orderId },
            body: { idempotency_key: `confirm_${back.paymentId}`.slice(0, 64), razorpay_order_id: back.gatewayOrderId, razorpay_payment_id: back.paymentId, razorpay_signature: back.signature },
          });
          await invalidateAfter(client, slug, CHECKOUT_CALLS.confirmPayment);
        } else if (back.error === 'network') {
          // The answer was lost on the way back: reading the order asks the gateway whether it was paid.
          await call(CHECKOUT_CALLS.order, { params: { orderId } });
        } else if (back.error === 'cancelled' || back.error === 'failed') {
          await call(CHECKOUT_CALLS.abandonOrder, { params: { orderId }, body: { reason: back.error } });
          setMessage(localiseMessage(t, back.error === 'cancelled' ? CHECKOUT_TEXT.paymentCancelled : CHECKOUT_TEXT.paymentFailed));
        }
      } catch (error) {
        setMessage(localiseMessage(t, toAppError(error).message));
      }
      await invalidateAfter(client, slug, SUBSCRIPTION_CALLS.createSubscription);
      window.history.replaceState(null, '', pageAddress());
      setState('done');
    })();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per return from the gateway
  return { confirming: state === 'confirming', message };
}

/** `/subscription/{productSeo}/{planName}?courseId=`: one plan, and subscribing to it (or switching to it). */
export function SubscriptionPlanPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const { productSeo, planName } = useRouteParams();
  const plans = useQuery(callQuery(slug, SUBSCRIPTION_CALLS.subscriptionPlans));
  const mine = useQuery(callQuery(slug, SUBSCRIPTION_CALLS.subscriptions));
  const { confirming, message } = useGatewayReturn();
  const [switched, setSwitched] = useState(false);
  const product = plans.data?.products.find((p) => p.seo_title === productSeo);
  const plan = product?.plans.find((p) => p.name === planName);
  const title = plan && product ? t('subscriptions.plan.title', { product: product.title }) : t('subscriptions.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const current = mine.data?.subscriptions.find((s) => s.product.id === product?.course_id && ['active', 'pending', 'halted'].includes(s.state));
  const crumbs = [
    { href: href(base, routeById('subscriptions')), label: t('subscriptions.title') },
    ...(product ? [{ href: href(base, routeById('subscription-product'), { productSeo: product.seo_title }), label: product.title }] : []),
  ];
  const error = plans.error ?? mine.error;
  return (
    <div data-testid="subscription-plan-page">
      <PageHeader heading={title} crumbs={crumbs} testId="page-title" />
      <div className={pageContainer}>
        {error && (!plans.data || !mine.data) ? (
          <div className={css({ py: '8' })}><ReadError error={error} onRetry={() => void Promise.all([plans.refetch(), mine.refetch()])} /></div>
        ) : !plans.data || !mine.data || confirming ? (
          <div className={columns} aria-busy="true">
            <p role="status" className={mutedText}>{confirming ? t('subscriptions.plan.confirming') : t('shell.loading')}</p>
            <div className={cx(skeleton(), css({ h: '64' }))} />
          </div>
        ) : !product || !plan ? (
          <div className={css({ py: '8' })}>
            <div className={emptyState().root} data-testid="plan-not-found">
              <p className={emptyState().text}>{localiseMessage(t, SUBSCRIPTION_TEXT.planNotFound)}</p>
              <a className={link()} href={href(base, routeById('subscriptions'))}>{t('subscriptions.plan.back')}</a>
            </div>
          </div>
        ) : (
          <div className={columns}>
            <ul className={single}><PlanCard plan={plan} product={product} currency={plans.data.currency} current /></ul>
            <div className={css({ display: 'grid', gap: '4' })}>
              {message && <Callout status="error" role="alert" title={message} data-testid="payment-error" />}
              {switched && <Callout status="success" role="status" title={t('subscriptions.plan.switched', { plan: plan.title })} data-testid="plan-switched" />}
              {current && (current.plan.id === plan.id || current.state !== 'active' || current.cancel_at_period_end) ? <Subscribed subscription={current} currency={plans.data.currency} />
                : current ? <Switch subscription={current} plan={plan} currency={plans.data.currency} onSwitched={() => setSwitched(true)} />
                  : <Subscribe plan={plan} currency={plans.data.currency} />}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
