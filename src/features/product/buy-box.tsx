import type { ReactNode } from 'react';
import { ProductImage } from '../../ui/product-image.tsx';
import { heightFor } from '../../contract/image.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { CourseDetail, Pricing } from '../../contract/catalogue.ts';
import { formatMoney } from '../../contract/money.ts';
import { planPrice as priceOf } from '../../contract/plan-price.ts';
import { schoolTax } from '../../contract/tax.ts';
import { css, cx } from 'styled-system/css';
import { useSite } from '../../platform/shell/page-root.tsx';
import { CardArt } from '../store/index.ts';
import { paymentHref } from '../store/index.ts';
import { srOnly } from '../../ui/layout.ts';
import { buyAction, discountText, formatDate, plansOf, taxText, validityText } from './pricing.ts';
import { badge, button, link } from '../../ui/button.tsx';
import { TrailerFailure, TrailerStart, type TrailerLesson } from './trailer.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

// The learner part (src/features/learning/sales-learner.ts) marks what it found on its list; the static buy
// button and plans give way where they no longer apply: enrolled, not sold on this device, the school locked.
const box = css({
  '&:has([data-learner-state=enrolled], [data-learner-state=not_sold_on_device], [data-learner-state=school_locked]) [data-static-action]': {
    display: 'none',
  },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  boxShadow: 'offer',
  // A shadow tinted with the text colour would glow in dark mode.
  _dark: { boxShadow: 'none' },
});
const art = css({
  position: 'relative',
  aspectRatio: { base: '21 / 9', lg: '16 / 9' },
  bg: 'canvas',
  // The trailer plays in the cover's place (trailer.ts), at the video's own shape.
  '&[data-playing]': { aspectRatio: '16 / 9', bg: 'black' },
  '& video': { position: 'absolute', inset: '0', w: 'full', h: 'full', display: 'block' },
});
const image = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' });
const inner = css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3' });
const priceRow = css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: '3', rowGap: '1', m: '0' });
const bigPrice = css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: '1.1', color: 'fg.default', fontVariantNumeric: 'tabular-nums' });
const struck = css({ color: 'fg.muted', textDecoration: 'line-through' });
const facts = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '1', fontSize: 'sm', color: 'fg.muted' });
const fullWidth = css({ w: 'full' });
const notice = css({
  p: '4',
  borderRadius: 'card',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  fontSize: 'sm',
  display: 'grid',
  gap: '1',
  '& strong': { fontSize: 'md' },
});
const plansTitle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', textTransform: 'uppercase', letterSpacing: '0.06em', pt: '2', borderTopWidth: '1px', borderColor: 'border.default' });
const planList = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const plan = css({ p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', display: 'grid', gap: '2', bg: 'canvas' });
const planHead = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const planName = css({ fontWeight: 'semibold', color: 'fg.default', fontSize: 'md', m: '0' });
const planPrice = css({ fontWeight: 'bold', fontSize: 'xl', color: 'fg.default' });
const smallButton = css({ minH: '9', fontSize: 'sm', justifySelf: 'start' });

function PlanFacts({ plan: p }: { plan: Pricing }) {
  const { t } = useTranslation();
  const site = useSite();
  const { locale } = site;
  const tax = taxText(p, schoolTax(site.config), locale, t);
  return (
    <ul className={facts}>
      <li>{validityText(p, locale, t)}</li>
      {tax && <li>{tax}</li>}
    </ul>
  );
}

function PlanPrice({ plan: p, big }: { plan: Pricing; big?: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const { currency, locale } = site;
  const { price: pay, list } = priceOf(p, currency, schoolTax(site.config));
  const off = discountText(p, currency, locale, t);
  return (
    <p className={priceRow} data-testid={big ? 'price' : 'plan-price'}>
      <span className={big ? bigPrice : planPrice}>{pay === 0 ? t('store.card.free') : formatMoney(pay, currency, locale)}</span>
      {pay < list && (
        <>
          <span className={srOnly}>{t('store.card.listPrice')}</span>
          <s className={struck}>{formatMoney(list, currency, locale)}</s>
        </>
      )}
      {off && <span className={badge()}>{off}</span>}
    </p>
  );
}

/**
 * The sales page's price box: default plan, the other plans, and what the learner can do (buy, enrol, contact).
 * `learner` is the learner part (their access and favourite), rendered by the catch-all page; `trailer` the
 * free-preview lecture its cover plays.
 */
export function BuyBox({ product, learner, trailer }: { product: CourseDetail; learner?: ReactNode; trailer?: TrailerLesson | null }) {
  const { t } = useTranslation();
  const site = useSite();
  const plans = plansOf(site.pricingsByCourse.get(product.id), site.currency);
  const [main, ...others] = plans;
  const action = buyAction(product, site.config.support_email, main, site.currency);
  // Sold by subscription too: the plan that costs least a month (a monthly one, else any), to say so under Buy.
  const subscription = site.subscriptionsByCourse.get(product.id);
  const byMonth = subscription?.plans.filter((p) => p.period === 'monthly') ?? [];
  const from = [...(byMonth.length > 0 ? byMonth : subscription?.plans ?? [])].sort((a, b) => a.amount - b.amount)[0];

  return (
    <aside className={box} aria-labelledby="buy-box-title" data-testid="buy-box">
      <div className={art} {...(trailer && { 'data-trailer-course': trailer.courseId, 'data-trailer-lesson': trailer.id, 'data-testid': 'trailer' })}>
        {product.image_url ? (
          <ProductImage className={image} src={site.media(product.image_url)} sizes="(max-width: 900px) 92vw, 360px" width={360} height={heightFor(360)} eager />
        ) : (
          <CardArt id={product.id} type={product.course_type} />
        )}
        {trailer && <TrailerStart lesson={trailer} />}
      </div>
      {trailer && <TrailerFailure />}
      <div className={inner}>
        <h2 id="buy-box-title" className={srOnly}>{t('product.buy.title')}</h2>
        {main ? (
          <>
            <PlanPrice plan={main} big />
            {others.length > 0 && <p className={planName}>{main.plan_name}</p>}
            <PlanFacts plan={main} />
          </>
        ) : (
          product.price && (
            <p className={priceRow} data-testid="price">
              <span className={bigPrice}>{product.price.is_free ? t('store.card.free') : formatMoney(product.price.price, site.currency, site.locale)}</span>
            </p>
          )
        )}

        {action.kind === 'buy' && (
          <a className={cx(button(), fullWidth)} href={paymentHref(site, product.id)} data-testid="buy-button" data-static-action>
            {action.free ? t('product.buy.enrolFree') : t('product.buy.buyNow')}
          </a>
        )}
        {action.kind === 'buy' && subscription && from && (
          <a className={cx(link(), css({ justifySelf: 'center', textAlign: 'center' }))} href={href(site.base, routeById('subscription-product'), { productSeo: product.seo_title })}
            data-testid="subscribe-link" data-static-action>
            {t(`product.buy.subscribeFrom.${from.period}`, { amount: formatMoney(from.amount, site.currency, site.locale) })}
          </a>
        )}
        {action.kind === 'contact' && (
          <div className={notice} data-testid="contact-admin" data-static-action>
            <strong>{t('product.buy.contactAdmin')}</strong>
            <span>{t('product.buy.privateNote')}</span>
            <a className={cx(link(), css({ overflowWrap: 'anywhere' }))} href={`mailto:${action.email}`}>{action.email}</a>
          </div>
        )}
        {action.kind === 'status' && (
          <div className={notice} data-testid="buy-status" data-status={action.status} data-static-action>
            <strong>{t(`store.status.${action.status}`)}</strong>
            <span>
              {action.status === 'coming_soon'
                ? product.starts_at ? t('product.buy.startsOn', { date: formatDate(product.starts_at, site.locale) }) : t('product.buy.comingSoonNote')
                : t('product.buy.expiredNote')}
            </span>
          </div>
        )}

        {learner}

        {others.length > 0 && action.kind === 'buy' && (
          <div className={css({ display: 'grid', gap: '3' })} data-static-action data-testid="other-plans">
            <h3 className={plansTitle}>{t('product.buy.otherPlans')}</h3>
            <ul className={planList}>
              {others.map((p) => (
                <li key={p.id} className={plan} data-testid="plan">
                  <div className={planHead}>
                    <p className={planName}>{p.plan_name}</p>
                    {p.plan_type === 'premium' && <span className={badge()}>{t('product.plan.premium')}</span>}
                  </div>
                  <PlanPrice plan={p} />
                  <PlanFacts plan={p} />
                  <a className={cx(button({ variant: 'secondary' }), smallButton)} href={paymentHref(site, product.id, p.id)} aria-label={t('product.buy.choosePlanLabel', { plan: p.plan_name })}>
                    {t('product.buy.choosePlan')}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </aside>
  );
}
