// An order's or a payment's summary: a panel of labelled amounts with a total under a rule (checkout, payment
// status, invoices, the wallet). Amounts line up in tabular figures. Semantic tokens only.
import { css } from 'styled-system/css';

export const summaryPanel = css({ bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', p: { base: '4', md: '6' }, display: 'grid', gap: '4' });
export const summaryTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'xl', color: 'fg.default', m: '0' });
/** What the summary is for (the product's name). */
export const summaryName = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default', m: '0' });
/** A `<dl>` of amounts. */
export const amountLines = css({ display: 'grid', gap: '2', m: '0' });
export const amountLine = css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontSize: 'md', color: 'fg.default', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', fontVariantNumeric: 'tabular-nums' } });
export const amountTotal = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  pt: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'fg.default',
  '& dd': { m: '0', fontVariantNumeric: 'tabular-nums' },
});
