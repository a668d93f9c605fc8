import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tenantSite } from '../../platform/testing/tenant-site.ts';
import { SalesPage } from './sales-page.tsx';


const text = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

/** The price lines of the buy box: `data-testid="price"` and each plan's `data-testid="plan-price"`. */
const priceLines = (html: string): string[] =>
  [...html.matchAll(/<p[^>]*data-testid="(?:plan-)?price"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => text(m[1]!).trim());

// docs/decisions/0017-money-and-tax.md: whole units after a discount; each school's own tax words.
const SCHOOLS = [
  { slug: 'nova-academy', tax: /Price includes 18% GST|\+ 18% GST/, never: null, sample: ['jee-main-physics-complete', '₹7,199 List price: ₹8,999 20% off'] },
  { slug: 'harbor-code', tax: null, never: /\bGST\b|\bVAT\b|\btax\b/i, sample: ['full-stack-web-bootcamp', '$319 List price: $399 20% off'] },
  { slug: 'atelier-lingua', tax: /Price includes 20% VAT|\+ 20% VAT/, never: /\bGST\b/, sample: ['dele-exam-series', '€80 List price: €89 10% off'] },
] as const;

describe.each(SCHOOLS)('$slug sales pages', ({ slug, tax, never, sample }) => {
  const site = tenantSite(slug);
  const pages = site.products.map((p) => ({ seo: p.seo_title, html: renderToStaticMarkup(createElement(SalesPage, { site, routeId: 'sales', params: { productSeo: p.seo_title } })) }));

  it('show every price in whole units, never with a fraction', () => {
    const lines = pages.flatMap((p) => priceLines(p.html));
    expect(lines.length).toBeGreaterThan(site.products.length / 2);
    for (const line of lines) expect(line).not.toMatch(/\d[.,]\d{1,2}(?!\d)/);
    const [seo, shown] = sample;
    expect(priceLines(pages.find((p) => p.seo === seo)!.html)[0]).toBe(shown);
  });

  it("name the school's own tax, or none", () => {
    const taxed = pages.filter((p) => /Price includes|\+ \d/.test(text(p.html)));
    if (tax) {
      expect(taxed.length).toBeGreaterThan(0);
      for (const page of taxed) expect(text(page.html)).toMatch(tax);
    } else {
      expect(taxed).toEqual([]);
    }
    if (never) for (const page of pages) expect(text(page.html), page.seo).not.toMatch(never);
  });
});
