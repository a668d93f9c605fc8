import { describe, expect, it } from 'vitest';
import { CourseListQuery, PriceSummary, Pricing, TenantCatalogue } from './catalogue.ts';
import { CurrencyCode } from './currency.ts';
import { formatMoney } from './money.ts';
import { ErrorPayload, errorPayload } from './errors.ts';
import { BasePrefix, SchoolConfig } from './school-config.ts';
import { BuildId, Pointer } from './bundle.ts';

describe('currency', () => {
  it('formats the three demo currencies with their symbols, from minor units, for an English page', () => {
    expect(formatMoney(149900, 2, 'en-IN')).toBe('₹1,499');
    expect(formatMoney(4999, 1, 'en-IN')).toBe('$49.99');
    expect(formatMoney(39000, 32, 'en-IN')).toBe('€390');
  });

  it('rejects a currency code SPEC.md does not name', () => {
    expect(CurrencyCode.safeParse(7).success).toBe(false);
    expect(CurrencyCode.parse(32)).toBe(32);
  });
});

describe('school config', () => {
  it('reports the field and the reason for a bad value', () => {
    const result = SchoolConfig.safeParse({ school_id: 'x' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['school_id', 'school_name', 'currency', 'Languages']));
  });

  it("takes a school's own tax label and rate, or none", () => {
    const tax = SchoolConfig.shape.tax;
    expect(tax.parse(undefined)).toBeUndefined();
    expect(tax.parse(null)).toBeNull();
    expect(tax.parse({ label: 'VAT', rate_percent: 20 })).toEqual({ label: 'VAT', rate_percent: 20 });
    expect(tax.safeParse({ label: '', rate_percent: 20 }).success).toBe(false);
    expect(tax.safeParse({ label: 'VAT', rate_percent: 0 }).success).toBe(false);
    expect(tax.safeParse({ label: 'VAT', rate_percent: 19.999 }).success).toBe(false);
  });

  it('keeps base prefixes to one safe segment, away from platform paths', () => {
    expect(BasePrefix.safeParse('learn').success).toBe(true);
    expect(BasePrefix.safeParse('campus').success).toBe(true);
    expect(BasePrefix.safeParse('learner').success).toBe(false);
    expect(BasePrefix.safeParse('a/b').success).toBe(false);
    expect(BasePrefix.safeParse('Learn').success).toBe(false);
  });
});

describe('catalogue', () => {
  it('parses list queries from URL strings and rejects unknown product types', () => {
    expect(CourseListQuery.parse({ type: '4', limit: '10' })).toMatchObject({ type: 4, limit: 10, offset: 0, sort: 'default' });
    expect(CourseListQuery.safeParse({ type: '9' }).success).toBe(false);
    expect(CourseListQuery.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('accepts fixed and relative validity only in their own shapes', () => {
    const base = { id: 1, course_id: 1, plan_name: 'Standard', plan_type: 'standard', price: 999, discount: null, tax_mode: 'post_gst', is_default: true };
    expect(Pricing.safeParse({ ...base, validity: { validity_type: 'fixed', end_date: '2027-03-31' } }).success).toBe(true);
    expect(Pricing.safeParse({ ...base, validity: { validity_type: 'relative', validity: 365 } }).success).toBe(true);
    expect(Pricing.safeParse({ ...base, validity: { validity_type: 'fixed', validity: 365 } }).success).toBe(false);
  });

  it('takes money only as integer minor units, and percentages to two decimals', () => {
    const base = { id: 1, course_id: 1, plan_name: 'Standard', plan_type: 'standard', price: 799900, discount: null, validity: { validity_type: 'relative', validity: 365 }, tax_mode: 'post_gst', is_default: true };
    expect(Pricing.safeParse(base).success).toBe(true);
    expect(Pricing.safeParse({ ...base, price: 7199.2 }).success).toBe(false);
    expect(Pricing.safeParse({ ...base, price: -100 }).success).toBe(false);
    expect(Pricing.safeParse({ ...base, discount: { kind: 1, value: 50000 } }).success).toBe(true);
    expect(Pricing.safeParse({ ...base, discount: { kind: 1, value: 500.5 } }).success).toBe(false);
    expect(Pricing.safeParse({ ...base, discount: { kind: 0, value: 12.5 } }).success).toBe(true);
    expect(Pricing.safeParse({ ...base, discount: { kind: 0, value: 12.345 } }).success).toBe(false);
    expect(Pricing.safeParse({ ...base, discount: { kind: 0, value: 120 } }).success).toBe(false);
    expect(PriceSummary.safeParse({ price: 719920, list_price: 899900, is_free: false }).success).toBe(true);
    expect(PriceSummary.safeParse({ price: 7199.2, list_price: 8999, is_free: false }).success).toBe(false);
  });

  it('needs at least one product in a tenant catalogue', () => {
    const empty = { categories: [], teachers: [], products: [], reviews: [], faqs: [], pricings: [] };
    expect(TenantCatalogue.safeParse(empty).success).toBe(false);
  });
});

describe('errors and bundles', () => {
  it('builds the SPEC.md error payload', () => {
    const payload = errorPayload(412, 'Provide valid email', { field: 'email' });
    expect(ErrorPayload.parse(payload)).toEqual({ status: 412, data: { message: 'Provide valid email', field: 'email' } });
  });

  it('validates build pointers', () => {
    expect(BuildId.safeParse('20261123T101500Z-abc123').success).toBe(true);
    expect(BuildId.safeParse('../../etc').success).toBe(false);
    const pointer = { slug: 'nova-academy', build: '20261123T101500Z-abc123', base: 'learn', custom_domain: null, built_at: '2026-11-23T10:15:00Z', previous: null };
    expect(Pointer.parse(pointer)).toEqual(pointer);
  });
});

describe('a build file map', () => {
  it("names files by their SHA-256 and extension, the web app manifest's long one too", async () => {
    const { FileMap } = await import('./bundle.ts');
    const hash = 'a'.repeat(64);
    expect(FileMap.safeParse({ '_media/manifest.webmanifest': `${hash}.webmanifest`, '_media/sw.js': `${hash}.js`, 'learn/index.html': hash }).success).toBe(true);
    expect(FileMap.safeParse({ 'x.js': `${hash}.JS` }).success).toBe(false);
  });
});
