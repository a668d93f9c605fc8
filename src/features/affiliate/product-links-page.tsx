import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { AFFILIATE_CALLS, AFFILIATE_LINK_KEY, AFFILIATE_TEXT, type AffiliateLink, type Commission, type CommissionState, type Payout, type ProductLinksResponse } from '../../contract/affiliate.ts';
import { ProductType } from '../../contract/common.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useUrlState } from '../../platform/shell/use-url-state.ts';
import { useWrite } from '../../platform/shell/use-write.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ShareLink } from '../../ui/share-link.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { summaryName, summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { Tabs, tabCount } from '../../ui/tabs.tsx';

// minmax(0, 1fr): a long link in a field never widens the page past a phone's screen.
const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', py: { base: '6', md: '10' }, maxW: '4xl' });
const panel = cx(summaryPanel, css({ gridTemplateColumns: 'minmax(0, 1fr)' }));
const totalsGrid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '4', m: '0' });
const total = css({ display: 'grid', gap: '1', '& dt': { color: 'fg.muted', fontSize: 'sm' }, '& dd': { m: '0', fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' } });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
const row = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2', py: '4', borderTopWidth: '1px', borderColor: 'border.default', _first: { borderTopWidth: '0', pt: '0' } });
const lineRow = css({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '1 4', py: '3', borderTopWidth: '1px', borderColor: 'border.default', _first: { borderTopWidth: '0' },
});
const figures = css({ display: 'flex', flexWrap: 'wrap', gap: '1 4', m: '0', color: 'fg.muted', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' });
const amount = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
const headRow = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

const TYPE_KEY: Readonly<Record<ProductType, string>> = { 1: 'course', 2: 'test', 3: 'bundle', 4: 'testSeries' };
const STATE_TONE: Readonly<Record<CommissionState, 'brand' | 'neutral'>> = { pending: 'neutral', payable: 'brand', requested: 'neutral', paid: 'brand', reversed: 'neutral' };

/** The page's `productType` (SPEC.md): one type of product, or all of them. */
const parseType = (search: string): ProductType | null => {
  const parsed = ProductType.safeParse(Number(new URLSearchParams(search).get('productType')));
  return parsed.success ? parsed.data : null;
};
const serialiseType = (type: ProductType | null): string => (type === null ? '' : `?productType=${type}`);

const newKey = () => crypto.randomUUID();

function useDay() {
  const { i18n } = useTranslation();
  return (at: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(at));
}

function Earnings({ data }: { data: ProductLinksResponse }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const money = useMoney(data.currency);
  const [key, setKey] = useState(newKey);
  const ask = useWrite(AFFILIATE_CALLS.requestPayout, (idempotency_key: string) => call(AFFILIATE_CALLS.requestPayout, { body: { idempotency_key } }), () => {
    setKey(newKey());
    showSuccess(t('affiliate.links.payoutAsked'));
  });
  const { totals } = data;
  return (
    <section className={panel} aria-labelledby="affiliate-earnings-title">
      <h2 id="affiliate-earnings-title" className={summaryTitle}>{t('affiliate.links.earnings')}</h2>
      <dl className={totalsGrid} data-testid="affiliate-totals">
        {(['pending', 'payable', 'requested', 'paid'] as const).map((name) => (
          <div key={name} className={total}>
            <dt>{t(`affiliate.links.total.${name}`)}</dt>
            <dd data-testid={`affiliate-total-${name}`}>{money(totals[name])}</dd>
          </div>
        ))}
      </dl>
      <p className={mutedText}>{t('affiliate.links.holdNote', { count: data.programme.hold_days })}</p>
      {totals.payable > 0 && (data.has_payout_details ? (
        <form className={actions} onSubmit={(event) => { event.preventDefault(); if (!ask.isPending) ask.mutate(key); }}>
          <SubmitButton busy={ask.isPending} label={t('affiliate.links.askPayout', { amount: money(totals.payable) })} busyLabel={t('affiliate.links.asking')} testId="affiliate-ask-payout" />
        </form>
      ) : (
        <Callout status="info" title={t('affiliate.links.detailsFirst')} data-testid="affiliate-details-first">
          <a className={link()} href={href(base, routeById('affiliate-bank'))}>{t('affiliate.bankLink')}</a>
        </Callout>
      ))}
      <Payouts payouts={data.payouts} currency={data.currency} />
    </section>
  );
}

function Payouts({ payouts, currency }: { payouts: Payout[]; currency: number }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const day = useDay();
  if (payouts.length === 0) return null;
  return (
    <>
      <h3 className={summaryName}>{t('affiliate.links.payouts')}</h3>
      <ul className={list} data-testid="affiliate-payouts">
        {payouts.map((p) => (
          <li key={p.id} className={lineRow} data-testid="affiliate-payout" data-state={p.state}>
            <span>{t('affiliate.links.payoutTo', { account: p.details.account, holder: p.details.holder })}</span>
            <span className={amount}>{money(p.amount)}</span>
            <span className={mutedText}>
              {p.state === 'paid' && p.paid_at
                ? t('affiliate.links.paidOn', { date: day(p.paid_at), reference: p.reference ?? '' })
                : t('affiliate.links.askedOn', { date: day(p.requested_at) })}
            </span>
            <span className={cx(badge({ tone: p.state === 'paid' ? 'brand' : 'neutral' }), css({ justifySelf: 'end' }))} data-testid="affiliate-payout-state">
              {t(`affiliate.links.payoutState.${p.state}`)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function LinkRow({ item, code, currency }: { item: AffiliateLink; code: string; currency: number }) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const money = useMoney(currency);
  const url = new URL(`${href(base, routeById('sales'), { productSeo: item.product.seo_title })}?${AFFILIATE_LINK_KEY}=${code}`, window.location.origin).href;
  const school = config.school_config.school_name;
  return (
    <li className={row} data-testid="affiliate-link-row" data-product={item.product.id}>
      <div className={headRow}>
        <h3 className={summaryName}>{item.product.title}</h3>
        <span className={badge({ tone: 'neutral' })}>{t(`affiliate.links.type.${TYPE_KEY[item.product.course_type]}`)}</span>
      </div>
      <ShareLink url={url} compact shareTitle={item.product.title} shareText={t('affiliate.links.shareText', { title: item.product.title, school })} testId="affiliate"
        texts={{ label: t('affiliate.links.linkLabel', { title: item.product.title }), copy: t('affiliate.links.copy'), copied: t('affiliate.links.copied'), copyFailed: t('affiliate.links.copyFailed'), share: t('affiliate.links.share') }} />
      <p className={figures} data-testid="affiliate-link-figures">
        <span>{t('affiliate.links.clicks', { count: item.clicks })}</span>
        <span>{t('affiliate.links.signups', { count: item.signups })}</span>
        <span>{t('affiliate.links.orders', { count: item.orders })}</span>
        <span>{t('affiliate.links.earned', { amount: money(item.commission) })}</span>
      </p>
    </li>
  );
}

function LinkList({ items, data }: { items: AffiliateLink[]; data: ProductLinksResponse }) {
  const { t } = useTranslation();
  return items.length === 0 ? (
    <div className={emptyState().root} data-testid="affiliate-links-empty"><p className={emptyState().text}>{t('affiliate.links.noProducts')}</p></div>
  ) : (
    <ul className={list} data-testid="affiliate-links">
      {items.map((item) => <LinkRow key={item.product.id} item={item} code={data.code} currency={data.currency} />)}
    </ul>
  );
}

function Links({ data }: { data: ProductLinksResponse }) {
  const { t } = useTranslation();
  const [type, setType] = useUrlState(parseType, serialiseType);
  // The links that earned, then those that were followed, first; the rest in the catalogue's order.
  const ranked = [...data.links].sort((a, b) => b.commission - a.commission || b.orders - a.orders || b.clicks - a.clicks);
  const types = ([1, 2, 3, 4] as const).filter((ty) => ranked.some((l) => l.product.course_type === ty));
  const ofType = (ty: ProductType) => ranked.filter((l) => l.product.course_type === ty);
  const onChange = useCallback((value: string) => setType(value === 'all' ? null : parseType(`?productType=${value}`)), [setType]);
  return (
    <section className={panel} aria-labelledby="affiliate-links-title">
      <h2 id="affiliate-links-title" className={summaryTitle}>{t('affiliate.links.linksTitle')}</h2>
      <p className={mutedText}>{t('affiliate.links.linksIntro', { count: data.programme.attribution_days, percent: data.programme.commission_percent })}</p>
      {types.length > 1 ? (
        <Tabs.Root value={type === null ? 'all' : String(type)} onValueChange={(details) => onChange(details.value)} lazyMount unmountOnExit
          translations={{ listLabel: t('affiliate.links.typesLabel') }}>
          <Tabs.List data-testid="affiliate-link-types">
            <Tabs.Trigger value="all">{t('affiliate.links.type.all')}<span className={tabCount}>{data.links.length}</span></Tabs.Trigger>
            {types.map((ty) => (
              <Tabs.Trigger key={ty} value={String(ty)} data-testid={`affiliate-type-${ty}`}>
                {t(`affiliate.links.type.${TYPE_KEY[ty]}`)}<span className={tabCount}>{ofType(ty).length}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="all"><LinkList items={ranked} data={data} /></Tabs.Content>
          {types.map((ty) => <Tabs.Content key={ty} value={String(ty)}><LinkList items={ofType(ty)} data={data} /></Tabs.Content>)}
        </Tabs.Root>
      ) : (
        <LinkList items={type === null ? ranked : ofType(type)} data={data} />
      )}
    </section>
  );
}

function CommissionRow({ item, currency }: { item: Commission; currency: number }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const day = useDay();
  return (
    <li className={lineRow} data-testid="affiliate-commission" data-state={item.state}>
      <span className={summaryName}>{item.product_title}</span>
      <span className={amount} data-testid="affiliate-commission-amount">{item.state === 'reversed' ? `−${money(item.amount)}` : money(item.amount)}</span>
      <span className={mutedText}>
        {item.state === 'pending' ? t('affiliate.links.pendingUntil', { date: day(item.at), until: day(item.release_at) }) : t('affiliate.links.earnedOn', { date: day(item.at) })}
      </span>
      <span className={cx(badge({ tone: STATE_TONE[item.state] }), css({ justifySelf: 'end' }))} data-testid="affiliate-commission-state">
        {t(`affiliate.links.state.${item.state}`)}
      </span>
    </li>
  );
}

/** The newest commissions shown before the learner asks for all of them (the links below stay in reach). */
const RECENT_COMMISSIONS = 5;

function Commissions({ data }: { data: ProductLinksResponse }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? data.commissions : data.commissions.slice(0, RECENT_COMMISSIONS);
  return (
    <section className={panel} aria-labelledby="affiliate-commissions-title">
      <h2 id="affiliate-commissions-title" className={summaryTitle}>{t('affiliate.links.commissions')}</h2>
      {data.commissions.length === 0 ? (
        <div className={emptyState().root} data-testid="affiliate-commissions-empty"><p className={emptyState().text}>{t('affiliate.links.noCommissions')}</p></div>
      ) : (
        <ul className={list} data-testid="affiliate-commissions">
          {shown.map((c) => <CommissionRow key={c.order_id} item={c} currency={data.currency} />)}
        </ul>
      )}
      {shown.length < data.commissions.length && (
        <div>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => setAll(true)} data-testid="affiliate-commissions-all">
            {t('affiliate.links.allCommissions', { count: data.commissions.length })}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * `/account/product-links` (productType): the affiliate's link for every product the school sells, with the visits,
 * sign-ups, orders and commission each brought; their commissions (pending through the refund window, then payable,
 * asked for and paid) and payouts (docs/decisions/0081-affiliate-programme.md).
 */
export function ProductLinksPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const links = useQuery(callQuery(slug, AFFILIATE_CALLS.productLinks));
  const title = t('affiliate.links.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const failure = links.isError && !links.data ? toAppError(links.error) : null;
  return (
    <div data-testid="affiliate-links-page">
      <PageHeader heading={title} crumbs={[{ href: href(base, routeById('become-affiliate')), label: t('affiliate.title') }]} testId="page-title" />
      <div className={pageContainer}>
        {failure ? (
          <div className={css({ py: '8' })}>
            {failure.message === AFFILIATE_TEXT.linksClosed ? (
              <Callout status="info" title={localiseMessage(t, failure.message)} data-testid="affiliate-links-closed">
                <a className={link()} href={href(base, routeById('become-affiliate'))}>{t('affiliate.links.toProgramme')}</a>
              </Callout>
            ) : (
              <LoadError title={t('affiliate.links.loadFailed')} message={localiseMessage(t, failure.message)}
                action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void links.refetch()}>{t('shell.readError.retry')}</button>} />
            )}
          </div>
        ) : !links.data ? (
          <div className={page} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            <div className={cx(skeleton(), css({ h: '40' }))} />
            <div className={cx(skeleton(), css({ h: '64' }))} />
          </div>
        ) : (
          <div className={page}>
            {links.data.state === 'inactive_affiliate' && <Callout status="warning" title={localiseMessage(t, AFFILIATE_TEXT.paused)} data-testid="affiliate-paused" />}
            <Earnings data={links.data} />
            <Commissions data={links.data} />
            <Links data={links.data} />
          </div>
        )}
      </div>
    </div>
  );
}
