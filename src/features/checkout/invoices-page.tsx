import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { CHECKOUT_CALLS } from '../../contract/checkout.ts';
import type { Invoice } from '../../contract/checkout.ts';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { actionRow, mutedText, pageContainer } from '../../ui/layout.ts';
import { Button, button } from '../../ui/button.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { AddressLines } from './address-lines.tsx';
import { invoiceLines } from './invoice-lines.ts';
import { logoPng, saveFile } from '../../lib/browser-files.ts';
import { amountLine, amountLines, amountTotal, summaryName, summaryPanel } from '../../ui/summary.ts';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4', py: { base: '6', md: '10' } });
const head = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' });

/** Makes the PDF (pdf-lib loads only now, in its own chunk) and hands it to the browser as a download. */
async function download(invoice: Invoice): Promise<void> {
  // Twice the logo's printed size in the PDF (48 pt), so it stays sharp when printed.
  const [{ invoicePdf }, logo] = await Promise.all([import('./invoice-pdf.ts'), logoPng(invoice.school.logo, 96)]);
  saveFile(await invoicePdf(invoice, { logoPng: logo }) as BlobPart, 'application/pdf', `invoice-${invoice.label}.pdf`);
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { price, currency } = invoice.order;
  const money = (amount: number) => (isCurrencyCode(currency) ? formatMoney(amount, currency, i18n.language) : String(amount));
  return (
    <li className={summaryPanel} id={`invoice-${invoice.number}`} tabIndex={-1} data-testid="invoice" data-number={invoice.number}>
      <div className={head}>
        <p className={summaryName} data-testid="invoice-title">{t(invoice.form === 'tax_invoice' ? 'checkout.invoices.taxNumber' : 'checkout.invoices.number', { label: invoice.label })}</p>
        <span className={mutedText}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(invoice.issued_at))}</span>
      </div>
      {invoice.form === 'tax_invoice' && invoice.school.seller?.tax_id && (
        <p className={mutedText} data-testid="invoice-seller">{invoice.school.seller.legal_name} · {t('checkout.invoices.gstin', { gstin: invoice.school.seller.tax_id })}</p>
      )}
      <p className={css({ m: '0' })}>{invoice.order.product.title}{invoice.order.plan ? ` · ${invoice.order.plan.plan_name}` : ''}</p>
      {invoice.order.billing && (
        <div className={css({ display: 'grid', gap: '1' })}>
          <p className={mutedText}>{t('checkout.invoices.billedTo')}</p>
          <AddressLines address={invoice.order.billing} testId="invoice-billing" />
        </div>
      )}
      <dl className={amountLines}>
        {invoiceLines(price).map((line) => (
          <div className={amountLine} key={line.kind === 'tax' ? `tax-${line.label}` : line.kind} data-testid={`invoice-${line.kind}-line`}>
            <dt>
              {line.kind === 'item' && t('checkout.summary.listPrice')}
              {line.kind === 'planDiscount' && t('checkout.summary.planDiscount')}
              {line.kind === 'coupon' && t('checkout.summary.coupon', { code: line.code })}
              {line.kind === 'proration' && t('checkout.summary.proration')}
              {line.kind === 'tax' && t(line.included ? 'checkout.summary.taxIncluded' : 'checkout.summary.taxAdded', { label: line.label, rate: line.rate })}
              {line.kind === 'wallet' && t('checkout.summary.wallet')}
            </dt>
            <dd>{line.amount < 0 ? `−${money(-line.amount)}` : money(line.amount)}</dd>
          </div>
        ))}
        <div className={amountTotal}><dt>{t('checkout.summary.total')}</dt><dd data-testid="invoice-total">{money(price.total)}</dd></div>
      </dl>
      <div className={actionRow}>
        <Button variant="secondary" busy={busy} data-testid="download-invoice" onClick={() => {
          setBusy(true);
          void download(invoice).finally(() => setBusy(false));
        }}>
          {t('checkout.invoices.download')}
        </Button>
      </div>
    </li>
  );
}

/** `/account/invoices`: the learner's invoices at this school, numbered per school, each downloadable as a PDF. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const invoices = useQuery(callQuery(slug, CHECKOUT_CALLS.invoices));
  const title = t('checkout.invoices.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const store = href(base, routeById('store'));
  // An address naming one invoice (`#invoice-42`, from /account/enrollments): it arrives after the list, so it is
  // brought into view and focused once the list is there.
  const loaded = invoices.data !== undefined;
  useEffect(() => {
    if (!loaded || !/^#invoice-\d+$/.test(window.location.hash)) return;
    const named = document.getElementById(window.location.hash.slice(1));
    named?.scrollIntoView({ block: 'start' });
    named?.focus({ preventScroll: true });
  }, [loaded]);
  return (
    <div data-testid="invoices-page">
      <PageHeader heading={title} crumbs={[{ href: store, label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>
        {invoices.isError && !invoices.data ? (
          <div className={css({ py: '8' })}>
            <LoadError title={t('checkout.invoices.loadFailed')} message={localiseMessage(t, toAppError(invoices.error).message)}
              action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void invoices.refetch()}>{t('checkout.return.tryAgain')}</button>} />
          </div>
        ) : !invoices.data ? (
          <div className={list} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            {[0, 1].map((i) => <div key={i} className={cx(skeleton(), css({ h: '48' }))} />)}
          </div>
        ) : invoices.data.invoices.length === 0 ? (
          <div className={cx(emptyState().root, css({ my: '10' }))} data-testid="invoices-empty">
            <h2 className={emptyState().title}>{t('checkout.invoices.emptyTitle')}</h2>
            <p className={emptyState().text}>{t('checkout.invoices.emptyText')}</p>
            <a className={button()} href={store}>{t('checkout.return.backToStore')}</a>
          </div>
        ) : (
          <ul className={list} data-testid="invoice-list">
            {invoices.data.invoices.map((invoice) => <InvoiceRow key={invoice.number} invoice={invoice} />)}
          </ul>
        )}
      </div>
    </div>
  );
}
