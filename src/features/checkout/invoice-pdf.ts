/**
 * An invoice as a PDF (docs/decisions/0034-invoice-pdf.md), made in the browser with pdf-lib: the school's details,
 * the learner, the line, discounts, the tax split and the total, every figure from the order's price as charged. A
 * GST-registered school in India issues a Tax Invoice (CGST Rules, rule 46): its legal name, address and GSTIN, the
 * SAC of the service, the place of supply and the CGST and SGST (or IGST) split; any other school its own form.
 * pdf-lib's standard fonts write WinAnsi only, so amounts carry the currency's ISO code (INR 7,645.22), never a
 * symbol such as ₹ that those fonts cannot draw, and the PDF is in English whatever the page's language.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Invoice } from '../../contract/checkout.ts';
import { CURRENCIES, isCurrencyCode, minorDigits } from '../../contract/money.ts';
import { winAnsi } from '../../lib/pdf-text.ts';
import { placeOfSupply } from '../../contract/billing-address.ts';
import { addressLines } from './address-format.ts';
import { invoiceLines } from './invoice-lines.ts';

/** An amount as the PDF writes it: ISO code and the figure, in English digits. */
export function pdfMoney(amount: number, currency: number): string {
  const iso = isCurrencyCode(currency) ? CURRENCIES[currency].iso : 'INR';
  const digits = minorDigits(iso);
  const figure = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount / 10 ** digits);
  return `${iso} ${figure}`;
}


/** What the PDF draws besides the invoice: the school's logo as PNG bytes (the page rasterises it), if it has one. */
export interface InvoiceArt {
  logoPng?: Uint8Array | null;
}

/** The seller's address as lines, in English, as the PDF prints every address. */
function sellerLines(seller: NonNullable<Invoice['school']['seller']>): string[] {
  return addressLines({ ...seller.address, name: seller.legal_name, company: '', tax_id: '' }, 'en');
}

export async function invoicePdf(invoice: Invoice, art: InvoiceArt = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.label}`);
  doc.setAuthor(winAnsi(invoice.school.name));
  doc.setCreationDate(new Date(invoice.issued_at));
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.2);
  const muted = rgb(0.35, 0.38, 0.45);
  let y = 780;
  const text = (value: string, x: number, opts: { size?: number; bold?: boolean; colour?: ReturnType<typeof rgb>; right?: boolean } = {}) => {
    const f = opts.bold ? bold : font;
    const size = opts.size ?? 11;
    const safe = winAnsi(value);
    page.drawText(safe, { x: opts.right ? x - f.widthOfTextAtSize(safe, size) : x, y, size, font: f, color: opts.colour ?? ink });
  };
  const row = (label: string, value: string, opts: { bold?: boolean } = {}) => {
    text(label, 56, { bold: opts.bold ?? false });
    text(value, 539, { right: true, bold: opts.bold ?? false });
    y -= 20;
  };

  const seller = invoice.school.seller;
  const taxInvoice = invoice.form === 'tax_invoice' && seller !== null;
  let left = 56;
  if (art.logoPng) {
    const logo = await doc.embedPng(art.logoPng);
    const size = logo.scaleToFit(48, 48);
    page.drawImage(logo, { x: 56, y: y - size.height + 16, width: size.width, height: size.height });
    left = 56 + size.width + 12;
  }
  text(seller?.legal_name ?? invoice.school.name, left, { size: seller ? 14 : 18, bold: true });
  text(taxInvoice ? 'TAX INVOICE' : 'INVOICE', 539, { size: 18, bold: true, right: true });
  y -= 22;
  // Who sells: its registered address and tax id (a tax invoice must name them), then how to reach the school.
  const from = [
    ...(seller ? [...(seller.legal_name !== invoice.school.name ? [invoice.school.name] : []), ...sellerLines(seller)] : []),
    ...(seller?.tax_id ? [taxInvoice ? `GSTIN ${seller.tax_id}` : `Tax id ${seller.tax_id}`] : []),
    invoice.school.email,
    ...(invoice.school.phone ? [invoice.school.phone] : []),
    ...(!seller && invoice.school.state ? [`State: ${invoice.school.state}`] : []),
  ];
  const right = [`No. ${invoice.label}`, `Date ${invoice.issued_at.slice(0, 10)}`, `Receipt ${invoice.order.receipt}`];
  for (let i = 0; i < Math.max(from.length, right.length); i++) {
    if (from[i]) text(from[i]!, left, { colour: muted });
    if (right[i]) text(right[i]!, 539, { right: true });
    y -= 16;
  }
  y -= 20;

  text('Billed to', 56, { bold: true });
  y -= 16;
  const billing = invoice.order.billing;
  text(billing?.name ?? invoice.learner.name, 56);
  y -= 16;
  if (billing) {
    for (const line of addressLines(billing, 'en')) {
      text(line, 56);
      y -= 16;
    }
    if (billing.tax_id) {
      text(`Tax id ${billing.tax_id}`, 56);
      y -= 16;
    }
    const place = billing.country === 'IN' ? placeOfSupply(billing.state) : null;
    if (place) {
      text(`Place of supply: ${place}`, 56, { colour: muted });
      y -= 16;
    }
  }
  if (invoice.learner.email) text(invoice.learner.email, 56, { colour: muted });
  y -= 36;

  const { price, currency } = invoice.order;
  const money = (amount: number) => pdfMoney(amount, currency);
  const item = invoice.order.plan ? `${invoice.order.product.title} (${invoice.order.plan.plan_name})` : invoice.order.product.title;
  text('Item', 56, { bold: true });
  if (taxInvoice && seller.sac) text('SAC', 380, { bold: true });
  text('Amount', 539, { bold: true, right: true });
  y -= 20;
  let taxableShown = false;
  const signed = (amount: number) => (amount < 0 ? `- ${money(-amount)}` : money(amount));
  for (const line of invoiceLines(price)) {
    const label = {
      item: () => (item.length > 70 ? `${item.slice(0, 69)}...` : item),
      planDiscount: () => 'Plan discount',
      coupon: () => (line.kind === 'coupon' ? `Coupon ${line.code}` : ''),
      proration: () => 'Credit for the unused part of the previous plan',
      tax: () => (line.kind === 'tax' ? `${line.label} ${line.rate}%${line.included ? ' (included)' : ''}` : ''),
      wallet: () => 'Wallet credit',
    }[line.kind]();
    if (line.kind === 'item' && taxInvoice && seller.sac) text(seller.sac, 380);
    // A tax invoice states the value the tax is charged on, before the tax lines (rule 46: taxable value).
    if (line.kind === 'tax' && taxInvoice && !taxableShown) {
      row('Taxable value', money(price.price - (price.tax_rule === 'included' ? price.tax : 0)), { bold: true });
      taxableShown = true;
    }
    row(label, signed(line.amount));
  }
  y -= 6;
  page.drawLine({ start: { x: 56, y: y + 14 }, end: { x: 539, y: y + 14 }, thickness: 0.8, color: muted });
  row('Total paid', money(price.total), { bold: true });
  if (invoice.order.gateway_payment_id) {
    y -= 10;
    text(`Payment ${invoice.order.gateway_payment_id}`, 56, { colour: muted, size: 9 });
  }
  return doc.save();
}
