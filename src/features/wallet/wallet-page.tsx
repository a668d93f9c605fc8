import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { WALLET_CALLS } from '../../contract/wallet.ts';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import type { WalletEntry } from '../../contract/wallet.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { button } from '../../ui/button.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { summaryName, summaryPanel, summaryTitle } from '../../ui/summary.ts';

const page = css({ display: 'grid', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const balance = css({ fontFamily: 'heading', fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', color: 'fg.default', m: '0', fontVariantNumeric: 'tabular-nums' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid' });
const entryRow = css({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '1 4', py: '3', borderTopWidth: '1px', borderColor: 'border.default',
  _first: { borderTopWidth: '0' },
});
const amount = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end', gridRow: 'span 2' });

function Entry({ entry, currency }: { entry: WalletEntry; currency: number }) {
  const { t, i18n } = useTranslation();
  const money = isCurrencyCode(currency) ? formatMoney(Math.abs(entry.amount), currency, i18n.language) : String(Math.abs(entry.amount));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.created_at));
  const detail = entry.order ? t('wallet.forOrder', { product: entry.order.product_title, receipt: entry.order.receipt }) : entry.note;
  return (
    <li className={entryRow} data-testid="wallet-entry" data-kind={entry.kind} data-amount={entry.amount}>
      <span className={summaryName}>{t(`wallet.kind.${entry.kind}`)}</span>
      <span className={amount}>
        {entry.amount > 0 ? '+' : '−'}{money}
      </span>
      <span className={mutedText}>{detail ? `${detail} · ${when}` : when}</span>
    </li>
  );
}

/** `/wallet`: the learner's credit at this school and every entry of the ledger, newest first. */
export function WalletPage() {
  const { t, i18n } = useTranslation();
  const { base, slug, config } = useShell();
  const wallet = useQuery(callQuery(slug, WALLET_CALLS.wallet));
  const title = t('wallet.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const store = href(base, routeById('store'));
  const data = wallet.data;
  return (
    <div data-testid="wallet-page">
      <PageHeader heading={title} crumbs={[{ href: store, label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>
        {wallet.isError && !data ? (
          <div className={css({ py: '8' })}>
            <LoadError title={t('wallet.loadFailed')} message={localiseMessage(t, toAppError(wallet.error).message)}
              action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void wallet.refetch()}>{t('shell.readError.retry')}</button>} />
          </div>
        ) : !data ? (
          <div className={page} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            <div className={cx(skeleton(), css({ h: '28' }))} />
            <div className={cx(skeleton(), css({ h: '48' }))} />
          </div>
        ) : (
          <div className={page}>
            <section className={summaryPanel} aria-labelledby="wallet-balance-title">
              <h2 id="wallet-balance-title" className={mutedText}>{t('wallet.balanceTitle')}</h2>
              <p className={balance} data-testid="wallet-balance">
                {isCurrencyCode(data.currency) ? formatMoney(data.balance, data.currency, i18n.language) : data.balance}
              </p>
              <p className={mutedText}>{t('wallet.howToUse')}</p>
            </section>
            <section className={summaryPanel} aria-labelledby="wallet-ledger-title">
              <h2 id="wallet-ledger-title" className={summaryTitle}>{t('wallet.ledgerTitle')}</h2>
              {data.entries.length === 0 ? (
                <div className={emptyState().root} data-testid="wallet-empty">
                  <p className={emptyState().text}>{t('wallet.empty')}</p>
                  <a className={button({ variant: 'secondary' })} href={store}>{t('checkout.return.backToStore')}</a>
                </div>
              ) : (
                <ul className={list} data-testid="wallet-ledger">
                  {data.entries.map((entry) => <Entry key={entry.id} entry={entry} currency={data.currency} />)}
                </ul>
              )}
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
