import type { Invoice } from '../../contract/checkout.ts';

/** One line of an invoice, as both the invoices page and the PDF print it. */
export type InvoiceLine =
  | { kind: 'item'; amount: number }
  | { kind: 'planDiscount'; amount: number }
  | { kind: 'coupon'; code: string; amount: number }
  /** A subscription plan change's credit for the unused part of the period it replaced. */
  | { kind: 'proration'; amount: number }
  /** `included`: part of the price above, printed for the tax split but not added again. */
  | { kind: 'tax'; label: string; rate: number; included: boolean; amount: number }
  | { kind: 'wallet'; amount: number };

/**
 * The invoice's lines from the order's price as charged, signed as they add up: the item, less its discounts, plus
 * tax added on top, less wallet credit, is the total paid. Tax included in the price is printed, not added.
 */
export function invoiceLines(price: Invoice['order']['price']): InvoiceLine[] {
  const lines: InvoiceLine[] = [{ kind: 'item', amount: price.list }];
  if (price.plan_discount > 0) lines.push({ kind: 'planDiscount', amount: -price.plan_discount });
  if (price.coupon) lines.push({ kind: 'coupon', code: price.coupon.code, amount: -price.coupon.amount });
  if (price.proration) lines.push({ kind: 'proration', amount: -price.proration });
  for (const line of price.tax_lines) lines.push({ kind: 'tax', label: line.label, rate: line.rate_bp / 100, included: price.tax_rule === 'included', amount: line.amount });
  if (price.wallet > 0) lines.push({ kind: 'wallet', amount: -price.wallet });
  return lines;
}

/** What the lines add up to: the total paid, when the price is consistent. */
export const linesTotal = (lines: readonly InvoiceLine[]): number =>
  lines.reduce((sum, line) => sum + (line.kind === 'tax' && line.included ? 0 : line.amount), 0);
