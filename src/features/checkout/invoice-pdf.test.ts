import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/checkout.ts';
import { extractPdfText } from '../../../e2e/pdf.ts';
import { invoicePdf, pdfMoney } from './invoice-pdf.ts';

const seller = {
  legal_name: 'Nova Academy Learning Private Limited',
  address: { line1: '4th Floor, 80 Feet Road', line2: 'Koramangala 4th Block', city: 'Bengaluru', state: 'KA', postal_code: '560034', country: 'IN' },
  tax_id: '29AAHCN1234F1ZM',
  sac: '999293',
};
// A 1 x 1 PNG: the logo as the page hands it over, rasterised.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

const invoice: Invoice = {
  number: 42, label: 'NA-000042', issued_at: '2026-11-23T18:00:00.000Z',
  school: { name: 'Nova Academy', email: 'support@novaacademy.example', phone: '+91 80 4718 2200', state: 'KA', logo: null, seller: null },
  form: 'invoice',
  learner: { name: 'मीरा Nair', email: 'meera@example.com' },
  order: {
    id: 7, receipt: 'SF-00000007', state: 'fulfilled', product: { id: 1, title: 'JEE Main Physics', seo_title: 'jee', course_type: 1 }, plan: { id: 2, plan_name: 'Standard' },
    currency: 2, gateway: 'razorpay', gateway_order_id: 'order_x', gateway_payment_id: 'pay_y', created_at: '2026-11-23T17:59:00.000Z', expires_at: '2026-11-23T18:14:00.000Z', paid_at: '2026-11-23T18:00:00.000Z',
    billing: null,
    price: { list: 899900, plan_discount: 180000, coupon: { code: 'WELCOME10', amount: 72000 }, price: 647900, tax_rule: 'added', tax: 116622,
      tax_lines: [{ label: 'CGST', rate_bp: 900, amount: 58311 }, { label: 'SGST', rate_bp: 900, amount: 58311 }], wallet: 0, total: 764522 },
  },
};

describe('invoicePdf', () => {
  it('writes a one-page PDF titled with the invoice number, even with a name in another script', async () => {
    const bytes = await invoicePdf(invoice);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Invoice NA-000042');
  });

  it("a GST-registered school's is a Tax Invoice: its legal name, address, GSTIN, the SAC, the CGST and SGST split, and its logo", async () => {
    const bytes = await invoicePdf({ ...invoice, form: 'tax_invoice', school: { ...invoice.school, seller } }, { logoPng: PNG });
    const text = await extractPdfText(bytes);
    for (const part of ['TAX INVOICE', 'Nova Academy Learning Private Limited', 'Koramangala 4th Block', 'Bengaluru, Karnataka 560034', 'GSTIN 29AAHCN1234F1ZM', 'SAC', '999293', 'Taxable value', 'INR 6,479.00', 'CGST 9%', 'SGST 9%']) {
      expect(text, part).toContain(part);
    }
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/Subtype /Image');
  });

  it("any other school's is its own invoice form, with no GST fields", async () => {
    const abroad = { ...seller, legal_name: 'Harbor Code LLC', tax_id: null, sac: null, address: { line1: '500 Pier Ave', line2: '', city: 'Seattle', state: 'WA', postal_code: '98101', country: 'US' } };
    const text = await extractPdfText(await invoicePdf({ ...invoice, school: { ...invoice.school, seller: abroad } }));
    expect(text).toContain('INVOICE');
    expect(text).toContain('Harbor Code LLC');
    expect(text).toContain('Seattle, WA 98101');
    for (const absent of ['TAX INVOICE', 'GSTIN', 'SAC']) expect(text).not.toContain(absent);
  });

  it('writes amounts with the ISO code, in the currency minor digits', () => {
    expect(pdfMoney(764522, 2)).toBe('INR 7,645.22');
    expect(pdfMoney(11900, 1)).toBe('USD 119.00');
    expect(pdfMoney(8000, 32)).toBe('EUR 80.00');
  });
});
