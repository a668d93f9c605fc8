import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { SUBSCRIPTION_CALLS } from '../../contract/subscription.ts';
import { CHECKOUT_TEXT } from '../../contract/checkout.ts';
import type { Subscription } from '../../contract/subscription.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { showError } from '../../platform/shell/notify.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, Button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { summaryName, summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { useMethodText } from './words.ts';

const page = css({ display: 'grid', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const cards = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4' });
const headRow = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' });

/** What the gateway's mandate page sent the payer back with. */
const mandateOutcome = () => new URLSearchParams(window.location.search).get('mandate') as 'authorised' | 'failed' | 'cancelled' | null;

function MethodCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const methodText = useMethodText();
  const [busy, setBusy] = useState(false);
  const replace = async () => {
    setBusy(true);
    try {
      const answer = await call(SUBSCRIPTION_CALLS.replaceMethod, { params: { subscriptionId: subscription.id } });
      await invalidateAfter(client, slug, SUBSCRIPTION_CALLS.replaceMethod);
      if (!answer.checkout?.url) throw new Error(CHECKOUT_TEXT.paymentsUnavailable);
      const back = `${window.location.pathname}`;
      window.location.assign(`${answer.checkout.url}&return_to=${encodeURIComponent(back)}`);
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };
  return (
    <li className={summaryPanel} data-testid="payment-method" data-subscription={subscription.id}>
      <div className={headRow}>
        <h2 className={summaryTitle}>{subscription.product.title}</h2>
        <span className={badge({ tone: subscription.state === 'active' ? 'brand' : 'neutral' })}>{t(`subscriptions.account.state.${subscription.state}`)}</span>
      </div>
      <p className={summaryName} data-testid="method-on-file">{subscription.method ? methodText(subscription.method) : t('subscriptions.methods.none')}</p>
      <p className={mutedText}>{subscription.plan.title}</p>
      <div><Button variant={subscription.state === 'active' ? 'secondary' : 'primary'} busy={busy} onClick={() => void replace()} data-testid="replace-method">{t('subscriptions.methods.replace')}</Button></div>
    </li>
  );
}

/** `/account/manage-payments`: the payment method on file for each running subscription, and replacing it. */
export function ManagePaymentsPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const client = useQueryClient();
  const [outcome] = useState(mandateOutcome);
  const mine = useQuery(callQuery(slug, SUBSCRIPTION_CALLS.subscriptions));
  const title = t('subscriptions.methods.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  useEffect(() => {
    if (!outcome) return;
    // The new mandate may have charged a failed period: everything about the subscriptions is read again.
    void invalidateAfter(client, slug, SUBSCRIPTION_CALLS.replaceMethod);
    window.history.replaceState(null, '', window.location.pathname);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per return from the gateway
  const running = mine.data?.subscriptions.filter((s) => s.state === 'active' || s.state === 'pending' || s.state === 'halted') ?? [];
  return (
    <div data-testid="manage-payments-page">
      <PageHeader heading={title} crumbs={[{ href: href(base, routeById('account-subscriptions')), label: t('subscriptions.account.title') }]} testId="page-title" />
      <div className={pageContainer}>
        <div className={page}>
          {outcome === 'authorised' && <Callout status="success" role="status" title={t('subscriptions.methods.replaced')} data-testid="method-replaced" />}
          {outcome === 'failed' && <Callout status="error" role="alert" title={t('subscriptions.methods.failed')} data-testid="method-failed" />}
          {outcome === 'cancelled' && <Callout status="info" role="status" title={t('subscriptions.methods.cancelled')} />}
          <p className={mutedText}>{t('subscriptions.methods.intro')}</p>
          {mine.isError && !mine.data ? (
            <ReadError error={mine.error} onRetry={() => void mine.refetch()} />
          ) : !mine.data ? (
            <div aria-busy="true" className={cx(skeleton(), css({ h: '40' }))} />
          ) : running.length === 0 ? (
            <div className={emptyState().root} data-testid="methods-none">
              <p className={emptyState().text}>{t('subscriptions.methods.noSubscriptions')}</p>
              <a className={link()} href={href(base, routeById('subscriptions'))}>{t('subscriptions.account.browse')}</a>
            </div>
          ) : (
            <ul className={cards}>{running.map((s) => <MethodCard key={s.id} subscription={s} />)}</ul>
          )}
        </div>
      </div>
    </div>
  );
}
