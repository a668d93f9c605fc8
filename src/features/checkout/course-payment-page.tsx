import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { ADDRESS_TEXT, type AddressAsk, type BillingAddress } from '../../contract/billing-address.ts';
import { COUPON_MIN_LENGTH, normaliseCouponCode, type CheckoutPrice } from '../../contract/checkout-price.ts';
import { CHECKOUT_CALLS, CHECKOUT_TEXT, type BatchChoice, type OrderResponse } from '../../contract/checkout.ts';
import { BATCH_TEXT } from '../../contract/batch-text.ts';
import { formatMoney, isCurrencyCode, type CurrencyCode } from '../../contract/money.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href, matchRoute, underBase } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { actionRow, mutedText, pageContainer } from '../../ui/layout.ts';
import { Button, button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { AddressLines } from './address-lines.tsx';
import { openGateway } from './open-gateway.ts';
import { dashboardHref, newIdempotencyKey, paymentStatusHref } from './checkout-links.ts';
import { amountLine, amountLines, amountTotal, summaryName, summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { checkoutColumns } from './skeleton.tsx';

const couponRow = css({ display: 'flex', gap: '2', alignItems: 'flex-start', '& > div': { flex: '1' } });

/** What the page's address says: the product, the plan, and what the gateway sent the payer back with. */
function readAddress(base: string) {
  const url = new URL(window.location.href);
  const path = underBase(url.pathname, base);
  const match = path === null ? null : matchRoute(path);
  const courseId = Number(match?.params['courseId'] ?? NaN);
  const q = url.searchParams;
  const positive = (v: string | null) => (v && /^[1-9]\d{0,14}$/.test(v) ? Number(v) : undefined);
  // `/fast-checkout/{courseId}?priceId=&cpst=&returnToPost=`: one plan, straight to paying, within a session time.
  const fast = match?.route.id === 'fast-checkout';
  return {
    fast,
    courseId: Number.isSafeInteger(courseId) && courseId > 0 ? courseId : null,
    pricingId: positive(q.get(fast ? 'priceId' : 'pricingId')),
    cpst: fast ? q.get('cpst') : null,
    returnToPost: fast ? (q.get('returnToPost')?.slice(0, 300) ?? null) : null,
    orderId: positive(q.get('orderId')),
    paymentId: q.get('razorpay_payment_id'),
    gatewayOrderId: q.get('razorpay_order_id'),
    signature: q.get('razorpay_signature'),
    error: q.get('error') as 'cancelled' | 'failed' | 'network' | null,
  };
}
type Address = ReturnType<typeof readAddress>;

/** The address of this page for a plan (and an order coming back from the gateway), without the gateway's answer. */
function pageAddress(address: Address, orderId?: number): string {
  const url = new URL(window.location.href);
  const query = new URLSearchParams();
  if (address.pricingId) query.set(address.fast ? 'priceId' : 'pricingId', String(address.pricingId));
  if (address.cpst) query.set('cpst', address.cpst);
  if (address.returnToPost) query.set('returnToPost', address.returnToPost);
  if (orderId) query.set('orderId', String(orderId));
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

function Money({ amount, currency }: { amount: number; currency: CurrencyCode }) {
  const { i18n } = useTranslation();
  return <>{formatMoney(amount, currency, i18n.language)}</>;
}

/** The order summary: plan, discounts, coupon, tax lines, total. */
function Summary({ price, currency }: { price: CheckoutPrice; currency: CurrencyCode }) {
  const { t } = useTranslation();
  return (
    <dl className={amountLines} data-testid="price-lines">
      <div className={amountLine}><dt>{t('checkout.summary.listPrice')}</dt><dd><Money amount={price.list} currency={currency} /></dd></div>
      {price.plan_discount > 0 && (
        <div className={amountLine} data-testid="plan-discount"><dt>{t('checkout.summary.planDiscount')}</dt><dd>−<Money amount={price.plan_discount} currency={currency} /></dd></div>
      )}
      {price.coupon && (
        <div className={amountLine} data-testid="coupon-line"><dt>{t('checkout.summary.coupon', { code: price.coupon.code })}</dt><dd>−<Money amount={price.coupon.amount} currency={currency} /></dd></div>
      )}
      {price.tax_lines.map((line) => (
        <div className={amountLine} key={line.label} data-testid="tax-line">
          <dt>{t(price.tax_rule === 'included' ? 'checkout.summary.taxIncluded' : 'checkout.summary.taxAdded', { label: line.label, rate: line.rate_bp / 100 })}</dt>
          <dd><Money amount={line.amount} currency={currency} /></dd>
        </div>
      ))}
      {price.wallet > 0 && (
        <div className={amountLine} data-testid="wallet-line"><dt>{t('checkout.summary.wallet')}</dt><dd>−<Money amount={price.wallet} currency={currency} /></dd></div>
      )}
      <div className={amountTotal} data-testid="total"><dt>{t('checkout.summary.total')}</dt><dd>{price.total === 0 ? t('checkout.summary.free') : <Money amount={price.total} currency={currency} />}</dd></div>
    </dl>
  );
}

/** The billing address the order will carry, or the way to add one when the school asks for it. */
function BillingPanel({ ask, saved, to }: { ask: AddressAsk; saved: BillingAddress | null; to: string }) {
  const { t } = useTranslation();
  if (!saved && ask === 'never') return null;
  return (
    <div className={css({ display: 'grid', gap: '2', pt: '4', borderTopWidth: '1px', borderColor: 'border.default' })} data-testid="billing-panel">
      <h3 className={css({ m: '0', fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' })}>{t('checkout.address.panelTitle')}</h3>
      {saved ? (
        <>
          <AddressLines address={saved} testId="billing-address" />
          <a className={link()} href={to} data-testid="change-address">{t('checkout.address.change')}</a>
        </>
      ) : ask === 'required' ? (
        <p className={mutedText}>{localiseMessage(t, ADDRESS_TEXT.addressNeeded)}</p>
      ) : (
        <p className={mutedText}>
          {t('checkout.address.addOptional')}{' '}
          <a className={link()} href={to} data-testid="add-address">{t('checkout.address.add')}</a>
        </p>
      )}
    </div>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  return (
    <div data-testid="course-payment-page">
      <PageHeader heading={title} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>{children}</div>
    </div>
  );
}

/** Back from the gateway: confirm a payment, record a cancellation, or wait for a payment whose answer was lost. */
function Returning({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { base, slug } = useShell();
  const client = useQueryClient();
  const orderId = address.orderId!;
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const finish = (answer: OrderResponse) => {
    if (answer.order.state === 'fulfilled' || answer.order.state === 'paid') window.location.assign(paymentStatusHref(base, answer.order, address.returnToPost));
  };

  const order = useQuery({
    ...callQuery(slug, CHECKOUT_CALLS.order, { params: { orderId } }),
    // A lost answer (dropped connection): ask until the gateway's word settles the order.
    refetchInterval: (query) => (address.error === 'network' && query.state.data?.order.state === 'awaiting_payment' ? 2000 : false),
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      try {
        if (address.paymentId && address.signature && address.gatewayOrderId) {
          const answer = await call(CHECKOUT_CALLS.confirmPayment, {
            params: { orderId },
            body: { idempotency_key: `confirm_${address.paymentId}`.slice(0, 64), razorpay_order_id: address.gatewayOrderId, razorpay_payment_id: address.paymentId, razorpay_signature: address.signature },
          });
          await invalidateAfter(client, slug, CHECKOUT_CALLS.confirmPayment);
          finish(answer);
        } else if (address.error === 'cancelled' || address.error === 'failed') {
          await call(CHECKOUT_CALLS.abandonOrder, { params: { orderId }, body: { reason: address.error } });
          await invalidateAfter(client, slug, CHECKOUT_CALLS.abandonOrder);
        }
      } catch (error) {
        setFailure(localiseMessage(t, toAppError(error).message));
      }
    };
    void run();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per return from the gateway

  useEffect(() => {
    if (order.data && address.error === 'network') finish(order.data);
  }, [order.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const again = pageAddress(address);
  const message = failure
    ?? (address.error === 'cancelled' ? localiseMessage(t, CHECKOUT_TEXT.paymentCancelled)
      : address.error === 'failed' ? localiseMessage(t, CHECKOUT_TEXT.paymentFailed)
        : address.error === 'network' ? localiseMessage(t, CHECKOUT_TEXT.paymentNetwork)
          : order.data?.order.state === 'expired' ? localiseMessage(t, CHECKOUT_TEXT.sessionExpired) : null);
  return (
    <Frame title={t('checkout.title')}>
      <div className={cx(summaryPanel, css({ my: { base: '6', md: '10' }, maxW: '2xl' }))} data-testid="payment-return" data-order-state={order.data?.order.state}>
        {message ? (
          <Callout status={address.error === 'network' ? 'warning' : 'error'} title={t('checkout.return.title')} data-testid="payment-error">
            <p className={css({ m: '0' })}>{message}</p>
          </Callout>
        ) : (
          <p role="status" className={mutedText}>{t('checkout.return.confirming')}</p>
        )}
        {(message || order.data?.order.state === 'failed') && (
          <div className={actionRow}>
            <a className={button()} href={again} data-testid="try-again">{t('checkout.return.tryAgain')}</a>
            <a className={button({ variant: 'secondary' })} href={href(base, routeById('store'))}>{t('checkout.return.backToStore')}</a>
          </div>
        )}
      </div>
    </Frame>
  );
}

/**
 * `/coursePayment/{courseId}?pricingId=`: the order summary, a coupon, and Pay (or Enrol for a free product). Also
 * `/fast-checkout/{courseId}?priceId=&cpst=&returnToPost=`: the same for one plan, while its payment session lasts,
 * coming back to the post it was opened from.
 */
export function CoursePaymentPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const [address] = useState(() => readAddress(base));
  if (address.courseId === null) {
    return (
      <Frame title={t('checkout.title')}>
        <Callout status="error" className={css({ my: '8' })} data-testid="payment-error">{localiseMessage(t, CHECKOUT_TEXT.unavailableItem)}</Callout>
      </Frame>
    );
  }
  if (address.orderId && (address.paymentId || address.error)) return <Returning address={address} />;
  if (address.fast && !sessionOpen(address.cpst, Date.now())) return <SessionOver courseId={address.courseId} pricingId={address.pricingId} />;
  return <Checkout address={address} courseId={address.courseId} />;
}

/**
 * Whether a fast checkout's payment session (cpst: when it ends, epoch milliseconds or an ISO date) is still open.
 * A link without one, or with one that is not a time, is not a payment session at all.
 */
export function sessionOpen(cpst: string | null, now: number): boolean {
  if (!cpst) return false;
  const ends = /^\d{10,16}$/.test(cpst) ? Number(cpst) : Date.parse(cpst);
  return Number.isFinite(ends) && now < ends;
}

/** A fast checkout whose session time has passed: SPEC.md's text, and the ordinary payment page to start again. */
function SessionOver({ courseId, pricingId }: { courseId: number; pricingId: number | undefined }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const again = `${href(base, routeById('course-payment'), { courseId: String(courseId) })}${pricingId ? `?pricingId=${pricingId}` : ''}`;
  return (
    <Frame title={t('checkout.title')}>
      <div className={cx(summaryPanel, css({ my: { base: '6', md: '10' }, maxW: '2xl' }))} data-testid="session-over">
        <Callout status="error" title={t('checkout.return.title')} data-testid="payment-error">
          <p className={css({ m: '0' })}>{localiseMessage(t, CHECKOUT_TEXT.sessionExpired)}</p>
        </Callout>
        <div className={actionRow}>
          <a className={button()} href={again} data-testid="start-again">{t('checkout.return.startAgain')}</a>
          <a className={button({ variant: 'secondary' })} href={href(base, routeById('store'))}>{t('checkout.return.backToStore')}</a>
        </div>
      </div>
    </Frame>
  );
}

const batchList = css({ border: 'none', m: '0', p: '0', display: 'grid', gap: '2', '& legend': { fontWeight: 'semibold', mb: '2', p: '0' } });
const batchOption = css({
  display: 'flex', gap: '3', alignItems: 'start', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'brand.solid', boxShadow: 'inset 0 0 0 1px {colors.brand.solid}' },
  '&:has(input:disabled)': { cursor: 'not-allowed', opacity: '0.7' },
  '& input': { mt: '1', accentColor: 'var(--colors-brand-solid)' },
});

/** The batches a seat can be bought in: each with its start and seats left; a full one cannot be chosen. */
function BatchPicker({ batches, chosen, onChoose }: { batches: readonly BatchChoice[]; chosen: number | undefined; onChoose: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <fieldset className={batchList} data-testid="batch-picker">
      <legend>{t('checkout.batch.choose')}</legend>
      {batches.map((b) => (
        <label key={b.id} className={batchOption} data-testid="batch-option">
          <input type="radio" name="batch" value={b.id} checked={chosen === b.id} disabled={b.seats_left === 0} onChange={() => onChoose(b.id)} />
          <span className={css({ display: 'grid', gap: '0.5' })}>
            <span className={css({ fontWeight: 'semibold' })}>{b.name}</span>
            <span className={mutedText}>
              {t(b.running ? 'checkout.batch.started' : 'checkout.batch.starts', { date: day.format(new Date(b.starts_at)) })}
              {' · '}
              <span data-testid="batch-option-seats">{b.seats_left === 0 ? t('checkout.batch.full') : t('checkout.batch.seatsLeft', { count: b.seats_left })}</span>
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Checkout({ address, courseId }: { address: Address; courseId: number }) {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const client = useQueryClient();
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<string | undefined>(undefined);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const attempt = useRef(newIdempotencyKey());

  const purchase = { course_id: courseId, ...(address.pricingId ? { pricing_id: address.pricingId } : {}), ...(coupon ? { coupon } : {}) };
  const query = { ...purchase, ...(useWallet ? { use_wallet: '1' as const } : {}) };
  // The previous quote stays on screen while a coupon or the wallet choice is priced: no skeleton flash.
  const quote = useQuery({ ...callQuery(slug, CHECKOUT_CALLS.checkoutQuote, { query }), placeholderData: keepPreviousData });

  useEffect(() => {
    if (quote.data?.coupon_refusal) setCouponError(localiseMessage(t, quote.data.coupon_refusal));
  }, [quote.data, t]);

  // A batched product is bought with a seat: the learner's choice while it has seats, else the soonest with one (the
  // API's own default: no batch is sent, so a batch that fills meanwhile moves the order to the next, not to a refusal).
  const [chosenBatch, setChosenBatch] = useState<number | undefined>(undefined);
  const chosen = quote.data?.batches.find((b) => b.id === chosenBatch && b.seats_left > 0)?.id;
  const batchId = chosen ?? quote.data?.batches.find((b) => b.seats_left > 0)?.id;
  const pay = useMutation({
    mutationFn: () => call(CHECKOUT_CALLS.createOrder, {
      body: { idempotency_key: attempt.current, ...purchase, use_wallet: useWallet, payment_channel: 1, ...(chosen !== undefined ? { batch_id: chosen } : {}) },
    }),
    onSuccess: async (answer) => {
      await invalidateAfter(client, slug, CHECKOUT_CALLS.createOrder);
      if (answer.order.state === 'fulfilled' || answer.order.state === 'paid') {
        window.location.assign(paymentStatusHref(base, answer.order, address.returnToPost));
        return;
      }
      await openGateway(answer, pageAddress(address, answer.order.id), { name: config.school_config.school_name, logo: config.school_config.school_logo || null });
    },
    onError: () => {
      // A refused attempt is not repeated by the next click: a new key for a new attempt. The seats are read again:
      // a chosen batch that filled meanwhile gives way to the soonest with a seat, and the page says which.
      attempt.current = newIdempotencyKey();
      if (quote.data?.batches.length) void quote.refetch();
    },
  });

  const applyCoupon = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCouponCode(couponInput);
    if (code.length < COUPON_MIN_LENGTH) {
      setCouponError(localiseMessage(t, CHECKOUT_TEXT.tooShort));
      return;
    }
    setCouponError(null);
    attempt.current = newIdempotencyKey();
    setCoupon(code);
  };
  // The summary and Pay follow the field: a code edited away (or cleared) is no longer the order's coupon until applied.
  const editCoupon = (value: string) => {
    setCouponInput(value);
    if (coupon !== undefined && normaliseCouponCode(value) !== coupon) {
      setCoupon(undefined);
      setCouponError(null);
      attempt.current = newIdempotencyKey();
    }
  };
  const removeCoupon = () => {
    setCoupon(undefined);
    setCouponInput('');
    setCouponError(null);
    attempt.current = newIdempotencyKey();
  };

  const data = quote.data;
  const currency: CurrencyCode = data && isCurrencyCode(data.currency) ? data.currency : 2;
  const title = data ? t('checkout.titleFor', { product: data.product.title }) : t('checkout.title');

  if (quote.isError && !data) {
    const error = toAppError(quote.error);
    return (
      <Frame title={t('checkout.title')}>
        <div className={css({ my: '8' })} data-testid="payment-error">
          <LoadError title={t('checkout.loadFailed')} message={localiseMessage(t, error.message)} action={<a className={button({ variant: 'secondary' })} href={href(base, routeById('store'))}>{t('checkout.return.backToStore')}</a>} />
        </div>
      </Frame>
    );
  }
  if (!data) {
    return (
      <Frame title={t('checkout.title')}>
        <div className={checkoutColumns} aria-busy="true">
          <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
          <div className={cx(skeleton(), css({ h: '48' }))} />
          <div className={cx(skeleton(), css({ h: '64' }))} />
        </div>
      </Frame>
    );
  }

  const free = data.price.total === 0;
  // Only a purchase with something to pay is invoiced, so only it waits for the address the school asks for.
  const addressFirst = data.address.ask === 'required' && data.address.saved === null && !free;
  const addressQuery: Record<string, string> = { courseId: String(courseId), addressType: 'billing', addressConfig: data.address.ask === 'required' ? 'required' : 'optional' };
  if (address.pricingId) addressQuery['priceId'] = String(address.pricingId);
  const addressHref = href(base, routeById('payment-address'), {}, addressQuery);
  const payError = pay.error ? localiseMessage(t, toAppError(pay.error).message) : null;
  return (
    <Frame title={title}>
      <div className={checkoutColumns}>
        <section className={summaryPanel} aria-labelledby="order-title">
          <h2 id="order-title" className={summaryTitle}>{t('checkout.summary.title')}</h2>
          <p className={summaryName} data-testid="product-name">{data.product.title}</p>
          {data.plan && <p className={mutedText} data-testid="plan-name">{t('checkout.summary.plan', { plan: data.plan.plan_name })}</p>}
          {data.owned ? (
            <Callout status="success" title={localiseMessage(t, CHECKOUT_TEXT.alreadyOwned)} data-testid="already-owned">
              <a className={link()} href={dashboardHref(base, data.product.seo_title)}>{t('checkout.goToDashboard')}</a>
            </Callout>
          ) : (
            !free && (
              <form onSubmit={applyCoupon} className={couponRow} noValidate>
                <Field label={t('checkout.coupon.label')} error={couponError ?? undefined} errorTestId="coupon-error">
                  {(input) => (
                    <input {...input} name="coupon" autoComplete="off" value={couponInput} onChange={(e) => editCoupon(e.target.value)} data-testid="coupon-input" />
                  )}
                </Field>
                <div className={css({ display: 'flex', gap: '2', pt: '7' })}>
                  <Button type="submit" variant="secondary" data-testid="apply-coupon">{t('checkout.coupon.apply')}</Button>
                  {coupon && <Button variant="ghost" onClick={removeCoupon}>{t('checkout.coupon.remove')}</Button>}
                </div>
              </form>
            )
          )}
          {!data.owned && data.batches.length > 0 && (
            <BatchPicker batches={data.batches} chosen={batchId} onChoose={(id) => {
              attempt.current = newIdempotencyKey();
              setChosenBatch(id);
            }} />
          )}
          {!data.owned && <BillingPanel ask={data.address.ask} saved={data.address.saved} to={addressHref} />}
        </section>
        <aside className={summaryPanel} aria-labelledby="pay-title">
          <h2 id="pay-title" className={summaryTitle}>{t('checkout.summary.payTitle')}</h2>
          {!data.owned && data.wallet_balance > 0 && (data.price.total > 0 || data.price.wallet > 0) && (
            <Checkbox
              checked={useWallet}
              onChange={(e) => {
                attempt.current = newIdempotencyKey();
                setUseWallet(e.currentTarget.checked);
              }}
              label={t('checkout.wallet.use')}
              hint={t('checkout.wallet.balance', { amount: formatMoney(data.wallet_balance, currency, document.documentElement.lang || 'en') })}
              data-testid="use-wallet"
            />
          )}
          <Summary price={data.price} currency={currency} />
          {payError && <Callout status="error" data-testid="payment-error">{payError}</Callout>}
          {!data.owned && data.batches.length > 0 && batchId === undefined && <Callout status="error" data-testid="batches-full">{localiseMessage(t, BATCH_TEXT.allFull)}</Callout>}
          {!data.owned && (data.batches.length > 0 && batchId === undefined ? null : addressFirst ? (
            <a className={button({ fullWidth: true })} href={addressHref} data-testid="address-first">{t('checkout.address.addFirst')}</a>
          ) : (
            <Button fullWidth busy={pay.isPending} onClick={() => !pay.isPending && pay.mutate()} data-testid="pay-button">
              {free ? t('checkout.enrolFree') : t('checkout.pay', { amount: formatMoney(data.price.total, currency, document.documentElement.lang || 'en') })}
            </Button>
          ))}
          <p className={mutedText}>{free ? t('checkout.freeNote') : t('checkout.secureNote')}</p>
        </aside>
      </div>
    </Frame>
  );
}
