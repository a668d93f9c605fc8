import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { PageHeader, pageContainer } from '../store/index.ts';
import { button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { dashboardHref } from './checkout-links.ts';
import * as ui from './ui.ts';

const KEYS = ['courseName', 'status', 'paymentDate', 'paymentTime', 'amount', 'receiptNumber', 'gatewayId', 'paymentId', 'userPaymentSuccess', 'courseSeoTitle', 'courseType', 'returnToPost'] as const;
type Status = Partial<Record<(typeof KEYS)[number], string>>;

function readStatus(): Status {
  const q = new URLSearchParams(window.location.search);
  const out: Status = {};
  for (const key of KEYS) {
    const value = q.get(key);
    if (value !== null && value.length <= 300) out[key] = value;
  }
  return out;
}

/**
 * `/paymentStatusDisplay` (SPEC.md's query keys): what the payment did, from the query the payment page filled in
 * from the finished order, and the ways on: the dashboard of the product, my enrolments, the store.
 */
export function PaymentStatusPage() {
  const { t, i18n } = useTranslation();
  const { base, config } = useShell();
  const [status] = useState(readStatus);
  const success = status.userPaymentSuccess === 'true';
  const currency = config.school_config.currency;
  const amount = status.amount && /^\d{1,15}$/.test(status.amount) && isCurrencyCode(currency) ? Number(status.amount) : null;
  const title = success ? t('checkout.status.successTitle') : t('checkout.status.failureTitle');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const seo = status.courseSeoTitle && /^[a-z0-9-]{1,120}$/.test(status.courseSeoTitle) ? status.courseSeoTitle : null;
  const rows: [string, string | undefined][] = [
    [t('checkout.status.product'), status.courseName],
    [t('checkout.status.amount'), amount === null || !isCurrencyCode(currency) ? undefined : amount === 0 ? t('checkout.summary.free') : formatMoney(amount, currency, i18n.language)],
    [t('checkout.status.receipt'), status.receiptNumber],
    [t('checkout.status.paymentId'), status.paymentId],
    [t('checkout.status.date'), status.paymentDate && status.paymentTime ? `${status.paymentDate} ${status.paymentTime} UTC` : status.paymentDate],
  ];
  return (
    <div data-testid="payment-status-page" data-status={success ? 'success' : 'failure'}>
      <PageHeader heading={title} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>
        <div className={cx(ui.panel, css({ my: { base: '6', md: '10' }, maxW: '2xl' }))}>
          <Callout status={success ? 'success' : 'error'} title={success ? t('checkout.status.successLead') : t('checkout.status.failureLead')} data-testid="payment-outcome" />
          <dl className={ui.lines}>
            {rows.filter(([, value]) => value).map(([label, value]) => (
              <div className={ui.line} key={label}><dt>{label}</dt><dd>{value}</dd></div>
            ))}
          </dl>
          <div className={ui.actions}>
            {success && seo && <a className={button()} href={dashboardHref(base, seo)} data-testid="go-to-dashboard">{t('checkout.goToDashboard')}</a>}
            <a className={button({ variant: 'secondary' })} href={href(base, routeById('my-enrollments'))}>{t('checkout.status.myEnrolments')}</a>
            {success && <a className={button({ variant: 'secondary' })} href={href(base, routeById('invoices'))} data-testid="invoices-link">{t('checkout.invoices.title')}</a>}
            <a className={button({ variant: 'secondary' })} href={href(base, routeById('payment-history'))} data-testid="payment-history-link">{t('checkout.history.title')}</a>
            <a className={button({ variant: 'ghost' })} href={href(base, routeById('store'))}>{t('checkout.return.backToStore')}</a>
          </div>
        </div>
      </div>
    </div>
  );
}
