import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';
import type { PriceSummary } from '../../contract/catalogue.ts';
import { formatMoney } from '../../contract/money.ts';
import { css } from 'styled-system/css';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { srOnly } from '../../ui/layout.ts';

const row = css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: '2', m: '0' });
const current = css({ fontWeight: 'bold', fontSize: 'lg', color: 'fg.default', fontVariantNumeric: 'tabular-nums' });
const struck = css({ color: 'fg.muted', fontSize: 'sm', textDecoration: 'line-through' });

/** The card price: "Free", or the price in the school's currency with the struck list price when discounted. */
export function PriceTag({ price }: { price: z.infer<typeof PriceSummary> | null }) {
  const { t } = useTranslation();
  const { currency, locale } = useCardEnv();
  if (!price) return null;
  if (price.is_free || price.price === 0) {
    return <p className={row} data-testid="price"><span className={current}>{t('store.card.free')}</span></p>;
  }
  const discounted = price.list_price !== null && price.list_price > price.price;
  return (
    <p className={row} data-testid="price">
      <span className={current}>{formatMoney(price.price, currency, locale)}</span>
      {discounted && (
        <>
          <span className={srOnly}>{t('store.card.listPrice')}</span>
          <s className={struck}>{formatMoney(price.list_price!, currency, locale)}</s>
        </>
      )}
    </p>
  );
}
