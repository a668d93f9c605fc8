import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { SUBSCRIPTION_CALLS } from '../../contract/subscription.ts';
import type { SubscriptionPlanView, SubscriptionProduct } from '../../contract/subscription.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, button, link } from '../../ui/button.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { useFormat, useValidityText } from './words.ts';

const page = css({ display: 'grid', gap: '8', py: { base: '6', md: '10' } });
const planGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(18rem, 1fr))' }, listStyle: 'none', m: '0', p: '0' });
const planCard = css({
  display: 'grid', gap: '3', alignContent: 'start', bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', p: { base: '4', md: '6' },
});
const premiumCard = css({ borderColor: 'brand.solid', borderWidth: '2px' });
const priceLine = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: '2xl', color: 'fg.default', m: '0', fontVariantNumeric: 'tabular-nums' });
const featureList = css({ m: '0', pl: '5', display: 'grid', gap: '1', color: 'fg.default', fontSize: 'sm' });
const titleRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' });

/** One plan, with what it costs, how it renews, what it includes and the way to choose it. */
export function PlanCard({ plan, product, currency, current = false }: { plan: SubscriptionPlanView; product: Pick<SubscriptionProduct, 'seo_title' | 'course_id'>; currency: number; current?: boolean }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const { money } = useFormat(currency);
  const validity = useValidityText();
  const to = href(base, routeById('subscription-plan'), { productSeo: product.seo_title, planName: plan.name }, { courseId: String(product.course_id) });
  return (
    <li className={cx(planCard, plan.plan_type === 'premium' && premiumCard)} data-testid="subscription-plan" data-plan={plan.name}>
      <div className={titleRow}>
        <h3 className={summaryTitle}>{plan.title}</h3>
        {plan.plan_type === 'premium' && <span className={badge({ tone: 'brand' })}>{t('subscriptions.premium')}</span>}
      </div>
      <p className={priceLine} data-testid="plan-price">{t(`subscriptions.perPeriod.${plan.period}`, { amount: money(plan.amount) })}</p>
      {plan.total !== plan.amount && <p className={mutedText} data-testid="plan-total">{t('subscriptions.withTax', { amount: money(plan.total) })}</p>}
      <p className={mutedText} data-testid="plan-validity">{validity(plan)}</p>
      {plan.features.length > 0 && <ul className={featureList}>{plan.features.map((f) => <li key={f}>{f}</li>)}</ul>}
      <p className={mutedText}>{t('subscriptions.includes')}: {plan.products.map((p) => p.title).join(', ')}</p>
      {!current && <a className={button({ variant: plan.plan_type === 'premium' ? 'primary' : 'secondary' })} href={to} data-testid="choose-plan">{t('subscriptions.choose', { plan: plan.title })}</a>}
    </li>
  );
}

function Product({ product, currency }: { product: SubscriptionProduct; currency: number }) {
  return (
    <section className={css({ display: 'grid', gap: '4' })} aria-labelledby={`product-${product.course_id}`} data-testid="subscription-product">
      <div className={css({ display: 'grid', gap: '1' })}>
        <h2 id={`product-${product.course_id}`} className={summaryTitle}>{product.title}</h2>
        <p className={mutedText}>{product.short_description}</p>
      </div>
      <ul className={planGrid}>
        {product.plans.map((plan) => <PlanCard key={plan.id} plan={plan} product={product} currency={currency} />)}
      </ul>
    </section>
  );
}

/** `/subscriptions`, `/subscription/` and `/subscription/{productSeo}`: the school's plans, or one product's. */
export function SubscriptionCataloguePage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const { productSeo } = useRouteParams();
  const plans = useQuery(callQuery(slug, SUBSCRIPTION_CALLS.subscriptionPlans));
  const products = plans.data?.products.filter((p) => !productSeo || p.seo_title === productSeo) ?? [];
  const title = productSeo && products[0] ? products[0].title : t('subscriptions.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const crumbs = [{ href: href(base, routeById('store')), label: t('shell.nav.store') }, ...(productSeo ? [{ href: href(base, routeById('subscriptions')), label: t('subscriptions.title') }] : [])];
  return (
    <div data-testid="subscriptions-page">
      <PageHeader heading={title} crumbs={crumbs} testId="page-title" />
      <div className={pageContainer}>
        {plans.isError && !plans.data ? (
          <div className={css({ py: '8' })}>
            <LoadError title={t('subscriptions.loadFailed')} message={localiseMessage(t, toAppError(plans.error).message)}
              action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void plans.refetch()}>{t('shell.readError.retry')}</button>} />
          </div>
        ) : !plans.data ? (
          <div className={page} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            <div className={cx(skeleton(), css({ h: '64' }))} />
          </div>
        ) : products.length === 0 ? (
          <div className={page}>
            <div className={emptyState().root} data-testid="subscriptions-empty">
              <p className={emptyState().text}>{t(productSeo ? 'subscriptions.noProduct' : 'subscriptions.none')}</p>
              {productSeo && <a className={link()} href={href(base, routeById('subscriptions'))}>{t('subscriptions.plan.back')}</a>}
            </div>
          </div>
        ) : (
          <div className={page}>
            {!productSeo && <p className={cx(summaryPanel, mutedText)}>{t('subscriptions.intro')}</p>}
            {products.map((product) => <Product key={product.course_id} product={product} currency={plans.data.currency} />)}
          </div>
        )}
      </div>
    </div>
  );
}
