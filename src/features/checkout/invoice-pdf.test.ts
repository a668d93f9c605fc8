import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/checkout.ts';
import { invoicePdf, pdfMoney } from './invoice-pdf.ts';

const invoice: Invoice = {
  number: 42, label: 'NA-000042', issued_at: '2026-11-23T18:00:00.000Z',
  school: { name: 'Nova Academy', email: 'support@novaacademy.example', phone: '+91 80 4718 2200', state: 'KA' },
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

  it('writes amounts with the ISO code, in the currency minor digits', () => {
    expect(pdfMoney(764522, 2)).toBe('INR 7,645.22');
    expect(pdfMoney(11900, 1)).toBe('USD 119.00');
    expect(pdfMoney(8000, 32)).toBe('EUR 80.00');
  });
});
